// Sessions: one row per sign-in (its id is the family of the sign-in's refresh tokens). Every access
// token names its session, and every request with one asks whether the session is still live, so
// logout, a password reset and a replayed refresh token refuse the access tokens already handed out,
// not only the refresh tokens.
//
// The answer is cached per session for SESSION_CHECK_CACHE_MS, which keeps the check off the database
// for a page's burst of calls. A session ended by this process is forgotten from the cache at once;
// one ended by another instance is refused here within the cache window.
import { and, eq, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../db/database.js";
import { refreshTokens, sessions } from "../db/schema.js";

export const SESSION_CHECK_CACHE_MS = 2000;
/** Cached answers kept at most; the oldest goes first when it is full. */
const MAX_CACHED = 10_000;

export interface SessionClaims {
  sid: string;
  userId: number;
  mainId: string;
}

export interface SessionGate {
  /** Whether the session exists, is not ended and belongs to this user in this store. */
  isLive(claims: SessionClaims): Promise<boolean>;
  /** Drops cached answers for sessions this process has just ended. */
  forget(sids: readonly string[]): void;
}

interface Cached {
  live: boolean;
  userId: number;
  mainId: string;
  until: number;
}

export function createSessionGate(
  db: Db,
  clock: () => Date,
  cacheMs: number = SESSION_CHECK_CACHE_MS,
): SessionGate {
  const cache = new Map<string, Cached>();
  return {
    async isLive({ sid, userId, mainId }) {
      const now = clock().getTime();
      let entry = cache.get(sid);
      if (!entry || entry.until <= now) {
        const [row] = await db
          .select({ user_id: sessions.user_id, main_id: sessions.main_id, endedAt: sessions.endedAt })
          .from(sessions)
          .where(eq(sessions.id, sid));
        // A missing row (never made, or pruned after it ended) is as dead as an ended one.
        entry = {
          live: !!row && row.endedAt === null,
          userId: row?.user_id ?? 0,
          mainId: row?.main_id ?? "",
          until: now + cacheMs,
        };
        cache.delete(sid);
        if (cache.size >= MAX_CACHED) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        if (cacheMs > 0) cache.set(sid, entry);
      }
      return entry.live && entry.userId === userId && entry.mainId === mainId;
    },
    forget(sids) {
      for (const sid of sids) cache.delete(sid);
    },
  };
}

/** Opens a session for a new sign-in. */
export async function startSession(
  db: DbOrTransaction,
  session: { id: string; main_id: string; user_id: number },
  expiresAt: Date,
): Promise<void> {
  await db.insert(sessions).values({ ...session, expiresAt });
}

/** Ends the sessions `which` picks and revokes the refresh tokens `tokens` picks; returns the ids it ended. */
async function endSessionsWhere(db: DbOrTransaction, now: Date, tokens: SQL, which: SQL): Promise<string[]> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(tokens, isNull(refreshTokens.revokedAt)));
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** Ends one session and revokes its refresh tokens; returns the ids it ended (none when already ended). */
export function endSession(db: DbOrTransaction, sid: string, now: Date): Promise<string[]> {
  return endSessionsWhere(db, now, eq(refreshTokens.family, sid), eq(sessions.id, sid));
}

/** Ends every session of the account (a password reset) and revokes its refresh tokens. */
export function endUserSessions(db: DbOrTransaction, userId: number, now: Date): Promise<string[]> {
  return endSessionsWhere(db, now, eq(refreshTokens.user_id, userId), eq(sessions.user_id, userId));
}

/**
 * For the pruning job: deletes sessions that expired or ended more than `graceMs` ago, with their
 * refresh tokens, and refresh tokens past their own expiry. Safe at any time: a token naming a
 * deleted session is refused like one naming an ended session. Returns the rows deleted.
 */
export async function pruneSessions(
  db: Db,
  now: Date,
  graceMs: number = 24 * 60 * 60 * 1000,
): Promise<{ sessions: number; refreshTokens: number }> {
  const before = new Date(now.getTime() - graceMs);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(
        or(lte(sessions.expiresAt, before), and(isNotNull(sessions.endedAt), lte(sessions.endedAt, before))),
      )
      .returning({ id: sessions.id });
    // A family without a session can never be refreshed again (rotation needs a live session).
    const tokens = await tx
      .delete(refreshTokens)
      .where(
        or(
          lte(refreshTokens.expiresAt, now),
          sql`not exists (select 1 from ${sessions} where ${sessions.id} = ${refreshTokens.family})`,
        ),
      )
      .returning({ id: refreshTokens.id });
    return { sessions: gone.length, refreshTokens: tokens.length };
  });
}
