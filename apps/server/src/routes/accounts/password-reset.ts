// Password reset (spec §4 Reset; §7 POST /registeruser/api/reset-password): needs the e-mail verified
// by a reset OTP within 30 minutes; the new password ends every session of the account.
import { PASSWORD_RESET_SUCCESSFUL } from "@henna/domain/messages";
import { validateResetEmail, validateResetPassword } from "@henna/domain/validate-auth";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { users } from "../../db/schema.js";
import { badRequest } from "../../http/api-error.js";
import { findUserByEmail, normalizeEmail } from "../../services/account-record.js";
import { refuseBlocked } from "../../services/customer-block.js";
import { consumeVerifiedOtp, hasVerifiedOtp } from "../../services/otp.js";
import { hashPassword } from "../../services/passwords.js";
import { limitsFor } from "../../services/rate-limits.js";
import { endUserSessions } from "../../services/sessions.js";
import type { AccountsHandlers } from "./accounts-handlers.js";
import { rejectInvalid } from "./field-rules.js";
import { OTP_NOT_VERIFIED_MESSAGE } from "./registration.js";

const otpNotVerified = () => badRequest(OTP_NOT_VERIFIED_MESSAGE, [], "OTP_NOT_VERIFIED");

export function passwordResetHandlers(ctx: AppContext): Pick<AccountsHandlers, "resetPassword"> {
  return {
    async resetPassword(req) {
      const email = normalizeEmail(req.body.email);
      rejectInvalid({
        email: validateResetEmail(email),
        newPassword: validateResetPassword(req.body.newPassword),
      });
      await ctx.rateLimiter.hit(limitsFor("reset", req.mainId, email, req.raw), ctx.clock());
      const now = ctx.clock();
      const scope = { mainId: req.mainId, email, purpose: "reset" as const };
      // An address without an account only ever gets a code nobody was sent, so it lands here too.
      if (!(await hasVerifiedOtp(ctx.db, scope, now))) throw otpNotVerified();
      // The verified code proved the e-mail is theirs, so a blocked customer is told why, not reset.
      refuseBlocked(await findUserByEmail(ctx.db, req.mainId, email));
      const passwordHash = await hashPassword(req.body.newPassword);
      const ended = await ctx.db.transaction(async (tx) => {
        if (!(await consumeVerifiedOtp(tx, scope, now))) throw otpNotVerified();
        const account = await findUserByEmail(tx, req.mainId, email);
        if (!account) throw otpNotVerified();
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.user_id, account.user_id));
        // Whoever knew the old password may hold a session; every session of the account ends, and
        // their access tokens are refused from the next request on.
        return endUserSessions(tx, account.user_id, now);
      });
      ctx.sessions.forget(ended);
      return { success: true, message: PASSWORD_RESET_SUCCESSFUL };
    },
  };
}
