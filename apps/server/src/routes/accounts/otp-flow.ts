// Registration and reset OTPs (spec §4 Register, Reset; §7 send-otp, resetsend-otp, verify-otp).
import { createHmac } from "node:crypto";
import { OTP_SENT_SUCCESSFULLY, OTP_SENT_TO_EMAIL, OTP_VERIFIED } from "@henna/domain/messages";
import { validateOtp, validateRegisterEmail, validateResetEmail } from "@henna/domain/validate-auth";
import type { AppContext } from "../../context.js";
import { badRequest, conflict } from "../../http/api-error.js";
import { headerLanguage, mailLanguage } from "../../http/message-language.js";
import { findUserByEmail, normalizeEmail } from "../../services/account-record.js";
import { issueOtp, verifyOtp } from "../../services/otp.js";
import { limitsFor } from "../../services/rate-limits.js";
import type { AccountsHandlers } from "./accounts-handlers.js";
import { rejectInvalid } from "./field-rules.js";
import { sendOtpMail } from "./otp-mail.js";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";
export const INVALID_OTP_MESSAGE = "Invalid OTP.";
export const OTP_EXPIRED_MESSAGE = "OTP expired. Please request a new one.";
/** From the last allowed wrong try on, every try of that code (right or wrong) gets this, with 400 OTP_SPENT. */
export const OTP_SPENT_MESSAGE = "Too many wrong attempts. Please request a new OTP.";

/** Codes are stored as HMACs under a key of their own, derived so that no new secret must be configured. */
export function otpSecret(ctx: AppContext): string {
  return createHmac("sha256", ctx.secrets.jwtSecret).update("henna-store/otp-codes").digest("hex");
}

type OtpHandlers = Pick<AccountsHandlers, "sendSignupOtp" | "sendResetOtp" | "verifyOtp">;

export function otpFlowHandlers(ctx: AppContext): OtpHandlers {
  return {
    async sendSignupOtp(req) {
      const email = normalizeEmail(req.body.email);
      rejectInvalid({ email: validateRegisterEmail(email) });
      await ctx.rateLimiter.hit(limitsFor("otp-send", req.mainId, email, req.raw), ctx.clock());
      // Registration cannot help telling that an address is taken; the limits keep it from being a
      // cheap way to list accounts.
      if (await findUserByEmail(ctx.db, req.mainId, email))
        throw conflict(EMAIL_TAKEN_MESSAGE, "EMAIL_TAKEN");
      // No account yet: the code is written in the language the request asks for.
      const language = headerLanguage(req.raw);
      await issueOtp(
        ctx.db,
        otpSecret(ctx),
        { mainId: req.mainId, email, purpose: "signup" },
        ctx.clock(),
        (tx, code) => sendOtpMail(ctx, req.mainId, "signup", language, email, code, tx),
      );
      return { success: true, message: OTP_SENT_SUCCESSFULLY };
    },

    async sendResetOtp(req) {
      const email = normalizeEmail(req.body.email);
      rejectInvalid({ email: validateResetEmail(email) });
      await ctx.rateLimiter.hit(limitsFor("otp-send", req.mainId, email, req.raw), ctx.clock());
      const account = await findUserByEmail(ctx.db, req.mainId, email);
      // The account's language, read before the transaction (PGlite has one connection).
      const language = await mailLanguage(ctx.db, req.raw, account);
      // Both branches store a code and write one e-mail, so neither the answer, its timing nor a
      // later verify-otp (a wrong code gives 'Invalid OTP.' either way) tells whether the account
      // exists. Without an account the code is never sent, and reset-password has no account to change.
      await issueOtp(
        ctx.db,
        otpSecret(ctx),
        { mainId: req.mainId, email, purpose: "reset" },
        ctx.clock(),
        (tx, code) =>
          account
            ? sendOtpMail(ctx, req.mainId, "reset", language, email, code, tx)
            : sendOtpMail(ctx, req.mainId, "reset-no-account", language, email, "", tx),
      );
      return { success: true, message: OTP_SENT_TO_EMAIL };
    },

    async verifyOtp(req) {
      const email = normalizeEmail(req.body.email);
      rejectInvalid({ otp: validateOtp(req.body.otp) });
      await ctx.rateLimiter.hit(limitsFor("otp-verify", req.mainId, email, req.raw), ctx.clock());
      const check = await verifyOtp(
        ctx.db,
        otpSecret(ctx),
        { mainId: req.mainId, email, code: req.body.otp.trim() },
        ctx.clock(),
      );
      switch (check) {
        case "ok":
          return { success: true, message: OTP_VERIFIED };
        case "wrong":
          throw badRequest(INVALID_OTP_MESSAGE, [], "INVALID_OTP");
        case "spent":
          // Not a 429: waiting does not revive the code, only a new one helps, and the message says so.
          throw badRequest(OTP_SPENT_MESSAGE, [], "OTP_SPENT");
        case "expired":
        case "used":
        case "none":
          throw badRequest(OTP_EXPIRED_MESSAGE, [], "OTP_EXPIRED");
      }
    },
  };
}
