// Sign-up (spec §4 Register; §7 POST /registeruser/api/signup): needs the e-mail verified by a signup
// OTP within 30 minutes, and uses that verification up. Does not log in.
import { REGISTRATION_SUCCESSFUL } from "@henna/domain/messages";
import { validateSignup } from "@henna/domain/validate-auth";
import { sanitizePhoneInput } from "@henna/domain/validate-mobile";
import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { users } from "../../db/schema.js";
import { ApiError, badRequest, conflict } from "../../http/api-error.js";
import { headerLanguage } from "../../http/message-language.js";
import { findUserByEmail, normalizeEmail, toUserRecord } from "../../services/account-record.js";
import { consumeVerifiedOtp, hasVerifiedOtp } from "../../services/otp.js";
import { hashPassword } from "../../services/passwords.js";
import { limitsFor } from "../../services/rate-limits.js";
import type { AccountsHandlers } from "./accounts-handlers.js";
import { rejectInvalid } from "./field-rules.js";
import { EMAIL_TAKEN_MESSAGE } from "./otp-flow.js";

export const OTP_NOT_VERIFIED_MESSAGE = "Please verify your email with the OTP first.";

const otpNotVerified = () => badRequest(OTP_NOT_VERIFIED_MESSAGE, [], "OTP_NOT_VERIFIED");

export function registrationHandlers(ctx: AppContext): Pick<AccountsHandlers, "signup"> {
  return {
    async signup(req) {
      const email = normalizeEmail(req.body.email);
      const mobile = req.body.mobile ?? "";
      rejectInvalid(
        validateSignup({ email, full_name: req.body.full_name, mobile, password: req.body.password }),
      );
      await ctx.rateLimiter.hit(limitsFor("signup", req.mainId, email, req.raw), ctx.clock());
      const now = ctx.clock();
      const scope = { mainId: req.mainId, email, purpose: "signup" as const };
      if (await findUserByEmail(ctx.db, req.mainId, email))
        throw conflict(EMAIL_TAKEN_MESSAGE, "EMAIL_TAKEN");
      // Checked before hashing so unverified calls cost no scrypt work; consumed again below, atomically.
      if (!(await hasVerifiedOtp(ctx.db, scope, now))) throw otpNotVerified();
      const passwordHash = await hashPassword(req.body.password);
      try {
        const row = await ctx.db.transaction(async (tx) => {
          if (!(await consumeVerifiedOtp(tx, scope, now))) throw otpNotVerified();
          const [created] = await tx
            .insert(users)
            .values({
              main_id: req.mainId,
              email,
              full_name: req.body.full_name.trim(),
              mobile: sanitizePhoneInput(mobile),
              passwordHash,
              // The account starts in the language the shopper signed up in (lang cookie, Accept-Language).
              language: headerLanguage(req.raw),
            })
            .returning();
          if (!created) throw new Error("user insert returned no row");
          return created;
        });
        req.reply.code(201);
        return { success: true, message: REGISTRATION_SUCCESSFUL, newUser: toUserRecord(row) };
      } catch (error) {
        // Two sign-ups racing for one address: the loser's transaction (and its OTP use) rolls back.
        if (!(error instanceof ApiError) && isUniqueViolation(error))
          throw conflict(EMAIL_TAKEN_MESSAGE, "EMAIL_TAKEN");
        throw error;
      }
    },
  };
}
