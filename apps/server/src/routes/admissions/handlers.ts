import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type AdmissionsHandlers = Pick<
  Handlers,
  | "getAdmissionPayment"
  | "getAdmission"
  | "createAdmission"
  | "createAdmissionPayNow"
  | "createAdmissionPayOnDelivery"
  | "verifyAdmissionPayment"
  | "updateAdmission"
>;

export function admissionsHandlers(_ctx: AppContext): Partial<AdmissionsHandlers> {
  return {};
}
