// The e-mails of the OTP flow. They name the store, so a shopper knows who is writing, and say how
// long a code lasts. Nothing here is logged: the text carries the code.
import type { AppContext } from "../../context.js";
import type { DbOrTransaction } from "../../db/database.js";
import { ApiError } from "../../http/api-error.js";
import type { Mail } from "../../services/mailer.js";
import { OTP_TTL_MS } from "../../services/otp.js";
import { storeName } from "../../services/store-name.js";

const TTL_MINUTES = OTP_TTL_MS / 60_000;

export type OtpMailKind = "signup" | "reset" | "reset-no-account";

// The code stays out of subjects: mail servers log them and phones show them on a locked screen.
function compose(kind: OtpMailKind, store: string, to: string, code: string): Mail {
  const validity = `The code is valid for ${TTL_MINUTES} minutes and can be used once. Never share it with anyone; we will never ask you for it.`;
  const ignore = "If you did not ask for this, you can safely ignore this e-mail.";
  switch (kind) {
    case "signup":
      return {
        to,
        subject: `Your ${store} verification code`,
        text: `Hello,\n\nWelcome to ${store}! Your one-time code to create your account is:\n\n${code}\n\n${validity}\n${ignore}\n\n- ${store}`,
      };
    case "reset":
      return {
        to,
        subject: `Your ${store} password reset code`,
        text: `Hello,\n\nYour one-time code to reset your ${store} password is:\n\n${code}\n\n${validity}\n${ignore} Your password stays unchanged.\n\n- ${store}`,
      };
    case "reset-no-account":
      return {
        to,
        subject: `Password reset request at ${store}`,
        text: `Hello,\n\nSomeone asked to reset the password of a ${store} account for this e-mail address, but there is no account with this address. If you would like one, you can register on our website with this address.\n\n${ignore}\n\n- ${store}`,
      };
  }
}

/**
 * Writes one OTP-flow e-mail to the outbox (in `tx`, the transaction that stores the code, when the
 * caller has one); the job runner delivers it within a second or so and retries a failed send. When
 * the outbox cannot be written the answer is a 503 with a readable message, never the code.
 */
export async function sendOtpMail(
  ctx: AppContext,
  mainId: string,
  kind: OtpMailKind,
  to: string,
  code = "",
  tx?: DbOrTransaction,
): Promise<void> {
  const mail = compose(kind, await storeName(tx ?? ctx.db, mainId), to, code);
  try {
    await ctx.mailer.send(mainId, mail, tx);
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
    ctx.log.error({ mail: { kind, mailer: ctx.mailer.kind }, err: { name, message } }, "OTP e-mail failed");
    throw new ApiError(
      503,
      "INTERNAL",
      "We could not send the e-mail right now. Please try again in a moment.",
    );
  }
}
