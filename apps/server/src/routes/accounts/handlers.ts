// The accounts area: login and sessions, registration and reset with OTPs, the caller's own record
// and push tokens. Each concern lives in its own file; this one only assembles them.
import type { AppContext } from "../../context.js";
import type { AccountsHandlers } from "./accounts-handlers.js";
import { loginHandlers } from "./login.js";
import { otpFlowHandlers } from "./otp-flow.js";
import { passwordResetHandlers } from "./password-reset.js";
import { profileHandlers } from "./profile.js";
import { pushTokenHandlers } from "./push-tokens.js";
import { registrationHandlers } from "./registration.js";
import { sessionHandlers } from "./sessions.js";

export function accountsHandlers(ctx: AppContext): AccountsHandlers {
  return {
    ...loginHandlers(ctx),
    ...sessionHandlers(ctx),
    ...otpFlowHandlers(ctx),
    ...registrationHandlers(ctx),
    ...passwordResetHandlers(ctx),
    ...profileHandlers(ctx),
    ...pushTokenHandlers(ctx),
  };
}
