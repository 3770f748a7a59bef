import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type CheckoutSettingsHandlers = Pick<
  Handlers,
  | "checkCoupon"
  | "listDeliveryPrices"
  | "getDeliveryPayBefore"
  | "listFreeDeliveryBands"
  | "getPaymentSettings"
  | "listPincodes"
>;

export function checkoutSettingsHandlers(_ctx: AppContext): Partial<CheckoutSettingsHandlers> {
  return {};
}
