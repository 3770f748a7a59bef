// Google ID tokens (the mobile wrapper's Google sign-in, spec §1 and §3): checked with jose against
// Google's published signing keys, as Google's "verify the ID token on your server" guide asks:
// signature, issuer (accounts.google.com with or without https://), audience (one of the store's OAuth
// client ids), expiry, and a verified e-mail. Only then is the e-mail an identity the store can trust.
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";

export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/** Clock difference tolerated between Google and this server. */
const CLOCK_TOLERANCE_SECONDS = 60;

export interface GoogleIdentity {
  /** Google's stable account id. */
  subject: string;
  /** Lower-cased and trimmed, like every stored e-mail. */
  email: string;
  name: string;
}

/**
 * Why a token was refused: `invalid` (signature, issuer, audience, expiry or shape), `unverified-email`,
 * or `unavailable` (Google's keys could not be fetched: not the token's fault).
 */
export type GoogleTokenProblem = "invalid" | "unverified-email" | "unavailable";

export class GoogleTokenError extends Error {
  override name = "GoogleTokenError";
  constructor(
    readonly problem: GoogleTokenProblem,
    detail: string,
  ) {
    super(detail);
  }
}

export interface GoogleIdTokenVerifier {
  verify(idToken: string, now: Date): Promise<GoogleIdentity>;
}

export interface GoogleVerifierOptions {
  clientIds: string[];
  /** A JWKS address: Google's in production, a test's own key set in tests. */
  jwksUrl: string;
}

// Failures that say the keys could not be had, as opposed to the token being wrong.
const KEY_SET_UNAVAILABLE = [errors.JWKSTimeout, errors.JWKSInvalid];

export function createGoogleIdTokenVerifier(options: GoogleVerifierOptions): GoogleIdTokenVerifier {
  // jose caches the key set and refetches it when a token names a key it does not know (Google rotates
  // its keys), at most once per cooldown.
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return {
    async verify(idToken, now) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientIds,
          algorithms: ["RS256"],
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ["sub", "exp", "email"],
        }));
      } catch (error) {
        if (KEY_SET_UNAVAILABLE.some((kind) => error instanceof kind) || isFetchFailure(error))
          throw new GoogleTokenError("unavailable", describe(error));
        throw new GoogleTokenError("invalid", describe(error));
      }
      const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
      if (!email.includes("@")) throw new GoogleTokenError("invalid", "the token carries no e-mail");
      // Google sends a boolean; some older tokens carried the text "true".
      if (payload.email_verified !== true && payload.email_verified !== "true")
        throw new GoogleTokenError("unverified-email", "the token's e-mail is not verified");
      const name = typeof payload.name === "string" ? payload.name.trim() : "";
      return { subject: String(payload.sub), email, name };
    },
  };
}

/**
 * The key set could not be fetched: a network failure (fetch rejects with a TypeError), or an answer
 * that is not 200 or not JSON (jose's generic error naming the key set).
 */
function isFetchFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return (
    error instanceof errors.JOSEError &&
    error.code === "ERR_JOSE_GENERIC" &&
    error.message.includes("JSON Web Key Set")
  );
}

function describe(error: unknown): string {
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
