// Sessions: a short-lived access token (JWT) plus a long-lived refresh token. Refresh tokens are random,
// stored only as SHA-256 hashes, rotated on every use; reusing a rotated token revokes its whole family
// (it means the token was stolen).
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { refreshTokens } from "../db/schema.js";
import { SESSION_EXPIRED_MESSAGE, unauthorized } from "../http/api-error.js";
import { signAccessToken } from "../http/jwt.js";

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

export async function issueTokens(
  db: Db,
  jwtSecret: string,
  user: { user_id: number; main_id: string },
  now: Date,
  family: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString("base64url");
  await db.insert(refreshTokens).values({
    main_id: user.main_id,
    user_id: user.user_id,
    tokenHash: sha256(refreshToken),
    family,
    expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
  });
  const accessToken = signAccessToken(
    { sub: String(user.user_id), store: user.main_id },
    jwtSecret,
    Math.floor(now.getTime() / 1000),
    ACCESS_TTL_SECONDS,
  );
  return { accessToken, refreshToken };
}

export async function rotateRefreshToken(
  db: Db,
  jwtSecret: string,
  mainId: string,
  token: string,
  now: Date,
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
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
      return null;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return null;
    const pair = await issueTokens(
      tx as unknown as Db,
      jwtSecret,
      { user_id: row.user_id, main_id: row.main_id },
      now,
      row.family,
    );
    const [next] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(pair.refreshToken)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedBy: next?.id ?? null })
      .where(eq(refreshTokens.id, row.id));
    return { ...pair, userId: row.user_id };
  });
  if (!result) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return result;
}

export async function revokeRefreshToken(db: Db, mainId: string, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.main_id, mainId)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
}
