import type { Handlers } from "../../http/operation-types.js";

/** The operations the accounts area answers; each file of the folder builds some of them. */
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
  | "updateUserLanguage"
>;
