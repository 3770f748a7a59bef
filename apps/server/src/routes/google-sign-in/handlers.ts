// Google sign-in through the mobile wrapper (spec §1 native wrapper, §3 Native sign-in result; contract
// POST /auth/google): the wrapper's Google ID token is verified (services/google-id-token.ts), the
// store's account with that verified e-mail is found or created, and a session is issued exactly as
// POST /loginuser issues one, so the app continues like after any login.
import { randomBytes } from "node:crypto";
import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import type { Language } from "@henna/domain/server-messages";
import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { users } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import { headerLanguage } from "../../http/message-language.js";
import type { Handlers } from "../../http/operation-types.js";
import { findUserByEmail, toUserRecord, type UserRow } from "../../services/account-record.js";
import { refuseBlocked } from "../../services/customer-block.js";
import {
  createGoogleIdTokenVerifier,
  type GoogleIdentity,
  type GoogleIdTokenVerifier,
  GoogleTokenError,
} from "../../services/google-id-token.js";
import { hashPassword } from "../../services/passwords.js";
import { issueTokens } from "../../services/tokens.js";

export const GOOGLE_SIGN_IN_OFF_MESSAGE = "Google sign-in is not available for this store.";
export const GOOGLE_UNAVAILABLE_MESSAGE =
  "Google sign-in is not reachable right now. Please try again later.";
export const INVALID_GOOGLE_TOKEN_MESSAGE = "Google sign-in could not be verified. Please try again.";
export const GOOGLE_EMAIL_UNVERIFIED_MESSAGE =
  "Your Google account's e-mail is not verified. Verify it with Google, or log in with your password.";

/** Per client address and 15 minutes: a person signs in a few times, a script trying tokens many. */
const LIMIT = { max: 30, windowSeconds: 15 * 60 };
const MAX_NAME_LENGTH = 100;

export function googleSignInHandlers(ctx: AppContext): Pick<Handlers, "loginWithGoogle"> {
  // Made on first use and kept, so Google's key set is fetched once and cached across requests.
  let verifier: GoogleIdTokenVerifier | null = null;

  async function verify(idToken: string): Promise<GoogleIdentity> {
    const { googleClientIds, googleJwksUrl } = ctx.env;
    if (googleClientIds.length === 0)
      throw new ApiError(503, "GOOGLE_SIGN_IN_OFF", GOOGLE_SIGN_IN_OFF_MESSAGE);
    verifier ??= createGoogleIdTokenVerifier({ clientIds: googleClientIds, jwksUrl: googleJwksUrl });
    try {
      return await verifier.verify(idToken, ctx.clock());
    } catch (error) {
      if (!(error instanceof GoogleTokenError)) throw error;
      // The reason is for the log only: the shopper can do nothing with "aud mismatch".
      ctx.log.info({ googleSignIn: error.problem, reason: error.message }, "Google sign-in refused");
      if (error.problem === "unavailable")
        throw new ApiError(503, "GOOGLE_UNAVAILABLE", GOOGLE_UNAVAILABLE_MESSAGE);
      if (error.problem === "unverified-email")
        throw new ApiError(401, "GOOGLE_EMAIL_UNVERIFIED", GOOGLE_EMAIL_UNVERIFIED_MESSAGE);
      throw new ApiError(401, "INVALID_GOOGLE_TOKEN", INVALID_GOOGLE_TOKEN_MESSAGE);
    }
  }

  /** The store's account for the e-mail, created on first sign-in. */
  async function accountFor(mainId: string, identity: GoogleIdentity, language: Language): Promise<UserRow> {
    const existing = await findUserByEmail(ctx.db, mainId, identity.email);
    if (existing) return existing;
    // No password is known: a random one nobody holds keeps the account's password login shut (and
    // costs the same as any other) until the shopper sets one through the reset flow.
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    const fullName = (identity.name || identity.email.split("@")[0] || identity.email).slice(
      0,
      MAX_NAME_LENGTH,
    );
    try {
      const [created] = await ctx.db
        .insert(users)
        // A new account starts in the language the shopper signed in with (lang cookie, Accept-Language).
        .values({ main_id: mainId, email: identity.email, full_name: fullName, passwordHash, language })
        .returning();
      if (!created) throw new Error("user insert returned no row");
      return created;
    } catch (error) {
      // Two first sign-ins racing (or a sign-up finishing meanwhile): the account now exists.
      if (!isUniqueViolation(error)) throw error;
      const winner = await findUserByEmail(ctx.db, mainId, identity.email);
      if (!winner) throw error;
      return winner;
    }
  }

  return {
    async loginWithGoogle(req) {
      await ctx.rateLimiter.hit(
        [{ key: `google-sign-in:ip:${req.raw.ip}`, max: LIMIT.max, windowSeconds: LIMIT.windowSeconds }],
        ctx.clock(),
      );
      const identity = await verify(req.body.idToken);
      const account = await accountFor(req.mainId, identity, headerLanguage(req.raw));
      refuseBlocked(account);
      const tokens = await issueTokens(ctx.db, ctx.secrets.jwtSecret, account, ctx.clock());
      return { message: LOGIN_SUCCESSFUL, user: toUserRecord(account), ...tokens };
    },
  };
}
