// The e-mails of the OTP flow. They name the store, so a shopper knows who is writing, and say how
// long a code lasts. Nothing here is logged: the text carries the code.
import { type Language, type MessageKey, message } from "@henna/domain/server-messages";
import type { AppContext } from "../../context.js";
import type { DbOrTransaction } from "../../db/database.js";
import { ApiError } from "../../http/api-error.js";
import type { Mail } from "../../services/mailer.js";
import { OTP_TTL_MS } from "../../services/otp.js";
import { STORE_NAME_FALLBACK, storeName } from "../../services/store-name.js";

const TTL_MINUTES = OTP_TTL_MS / 60_000;

export type OtpMailKind = "signup" | "reset" | "reset-no-account";

// The code stays out of subjects: mail servers log them and phones show them on a locked screen.
function compose(kind: OtpMailKind, language: Language, store: string, to: string, code: string): Mail {
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    (message as (l: Language, k: MessageKey, p: object) => string)(language, key, params);
  const hello = say("mailHelloPlain");
  const validity = say("otpValidity", { minutes: TTL_MINUTES });
  const ignore = say("otpIgnore");
  const signed = `- ${store}`;
  // The signup and reset mails differ only in their subject, opening line and not-asked-for line.
  const codeMail = (subject: MessageKey, intro: MessageKey, notAsked: string): Mail => ({
    to,
    subject: say(subject, { shop: store }),
    text: [hello, "", say(intro, { shop: store }), "", code, "", validity, notAsked, "", signed].join("\n"),
  });
  switch (kind) {
    case "signup":
      return codeMail("otpSignupSubject", "otpSignupIntro", ignore);
    case "reset":
      return codeMail("otpResetSubject", "otpResetIntro", `${ignore} ${say("otpResetUnchanged")}`);
    case "reset-no-account":
      return {
        to,
        subject: say("otpNoAccountSubject", { shop: store }),
        text: [hello, "", say("otpNoAccountBody", { shop: store }), "", ignore, "", signed].join("\n"),
      };
  }
}

/**
 * Writes one OTP-flow e-mail to the outbox (in `tx`, the transaction that stores the code, when the
 * caller has one); the job runner delivers it within a second or so and retries a failed send. When
 * the outbox cannot be written the answer is a 503 with a readable message, never the code. The mail
 * is in `language`: the account's choice, or the request's for an address without an account.
 */
export async function sendOtpMail(
  ctx: AppContext,
  mainId: string,
  kind: OtpMailKind,
  language: Language,
  to: string,
  code = "",
  tx?: DbOrTransaction,
): Promise<void> {
  const name = await storeName(tx ?? ctx.db, mainId);
  const store = name === STORE_NAME_FALLBACK ? message(language, "mailOurStore") : name;
  const mail = compose(kind, language, store, to, code);
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
