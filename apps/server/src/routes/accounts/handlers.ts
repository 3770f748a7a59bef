import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type AccountsHandlers = Pick<
  Handlers,
  | "getRegisteredUser"
  | "logout"
  | "refreshAuth"
  | "registerPushToken"
  | "loginUser"
  | "resetPassword"
  | "sendResetOtp"
  | "sendSignupOtp"
  | "signup"
  | "verifyOtp"
  | "updateUserContact"
>;

export function accountsHandlers(_ctx: AppContext): Partial<AccountsHandlers> {
  return {};
}
