// Sessions: a short-lived access token (JWT) plus a long-lived refresh token. Refresh tokens are random,
// stored only as SHA-256 hashes, rotated on every use; reusing a rotated token ends their whole family
// (it means the token was stolen). A family is one session (services/sessions.ts): the access tokens
// name it, so ending it refuses them too.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../db/database.js";
import { refreshTokens, sessions } from "../db/schema.js";
import { SESSION_EXPIRED_MESSAGE, unauthorized } from "../http/api-error.js";
import { signAccessToken } from "../http/jwt.js";
import { endSession, startSession } from "./sessions.js";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function constantTimeEqual(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about either value.
  return timingSafeEqual(Buffer.from(sha256(a)), Buffer.from(sha256(b)));
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

type Account = { user_id: number; main_id: string };

/** A new refresh token in the session's family, and an access token naming the session. */
async function issuePair(
  db: DbOrTransaction,
  jwtSecret: string,
  user: Account,
  family: string,
  now: Date,
): Promise<TokenPair & { refreshId: number }> {
  const refreshToken = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(refreshTokens)
    .values({
      main_id: user.main_id,
      user_id: user.user_id,
      tokenHash: sha256(refreshToken),
      family,
      expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error("refresh token insert returned no row");
  const accessToken = await signAccessToken(
    { sub: String(user.user_id), store: user.main_id, sid: family },
    jwtSecret,
    Math.floor(now.getTime() / 1000),
    ACCESS_TTL_SECONDS,
  );
  return { accessToken, refreshToken, refreshId: row.id };
}

/** Signs in: a new session and its first token pair. */
export async function issueTokens(db: Db, jwtSecret: string, user: Account, now: Date): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    const family = randomUUID();
    await startSession(
      tx,
      { id: family, main_id: user.main_id, user_id: user.user_id },
      new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
    );
    const { accessToken, refreshToken } = await issuePair(tx, jwtSecret, user, family, now);
    return { accessToken, refreshToken };
  });
}

/**
 * Swaps a refresh token for a new pair in the same session. A token that was already swapped means a
 * copy is in someone else's hands: the whole session ends (`onEnded` hears which, so the caller can
 * forget it at once), and the call is refused like any other bad token.
 */
export async function rotateRefreshToken(
  db: Db,
  jwtSecret: string,
  mainId: string,
  token: string,
  now: Date,
  onEnded: (sids: string[]) => void,
) {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.main_id, mainId)))
      .for("update");
    if (!row) return null;
    if (row.revokedAt) {
      // Returned, not thrown: a throw would roll this revocation back along with the transaction.
      return { kind: "reused" as const, ended: await endSession(tx, row.family, now) };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return null;
    // The session moves forward with its newest refresh token; an ended one cannot be refreshed.
    const live = await tx
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000) })
      .where(and(eq(sessions.id, row.family), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    if (live.length === 0) return null;
    const pair = await issuePair(
      tx,
      jwtSecret,
      { user_id: row.user_id, main_id: row.main_id },
      row.family,
      now,
    );
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy: pair.refreshId })
      .where(eq(refreshTokens.id, row.id));
    return {
      kind: "rotated" as const,
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      userId: row.user_id,
    };
  });
  if (result?.kind === "reused") onEnded(result.ended);
  if (result?.kind !== "rotated") throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return { accessToken: result.accessToken, refreshToken: result.refreshToken, userId: result.userId };
}

/** Logout: ends the refresh token's session; an unknown token ends nothing. Returns the ended ids. */
export async function revokeRefreshToken(
  db: Db,
  mainId: string,
  token: string,
  now: Date,
): Promise<string[]> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.main_id, mainId)));
  if (!row) return [];
  return db.transaction((tx) => endSession(tx, row.family, now));
}
