// What the wrapper's `googleLoginToken` answer means (spec §3 Native sign-in result): a Google ID token
// to sign in with, or a sign-in that did not happen. The specification does not show the answer's other
// fields, so the token is read under the names wrappers use for it.
import type { NativeMessage } from "./native-bridge";

export type GoogleLoginAnswer =
  | { ok: true; idToken: string }
  /** `cancelled`: the shopper closed Google's sheet (nothing to say); else the wrapper reported a failure. */
  | { ok: false; cancelled: boolean };

const TOKEN_FIELDS = ["idToken", "id_token", "googleIdToken", "token"] as const;

/** Google ID tokens are JWTs: three base64url parts. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export function readGoogleLoginAnswer(message: NativeMessage): GoogleLoginAnswer {
  const failed = message.isSuccess === false || message.success === false || message.error !== undefined;
  const token = TOKEN_FIELDS.map((field) => message[field]).find(
    (value): value is string => typeof value === "string" && JWT.test(value.trim()),
  );
  if (token && !failed) return { ok: true, idToken: token.trim() };
  const cancelled =
    message.cancelled === true || message.isCancelled === true || /cancel/i.test(String(message.error ?? ""));
  return { ok: false, cancelled };
}
