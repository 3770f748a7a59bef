// Who a back-office token belongs to. Every staff request checks its session: ended (logout, the
// member removed) or idle for STAFF_IDLE_MS refuses it at once. The answer is cached per session for
// a moment, which keeps a screen's burst of calls off the database; the session's `lastSeenAt` is
// moved forward at most once a minute.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { staffMembers, staffSessions } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import { ACCESS_TOKEN_AUDIENCE, STAFF_TOKEN_AUDIENCE, verifyAccessToken } from "../../http/jwt.js";
import type { StaffCaller } from "../../http/operation-types.js";

export const STAFF_IDLE_MS = 30 * 60 * 1000;
const CHECK_CACHE_MS = 2000;
const TOUCH_EVERY_MS = 60 * 1000;
const MAX_CACHED = 5000;

export const STAFF_SIGN_IN_MESSAGE = "Please sign in to the back office.";
export const CUSTOMER_TOKEN_MESSAGE =
  "This is a customer's sign-in. Sign in to the back office with a staff account.";
export const STAFF_SESSION_ENDED_MESSAGE = "Your back-office session has ended. Please sign in again.";
export const STAFF_IDLE_MESSAGE =
  "You were signed out after 30 minutes without activity. Please sign in again.";

interface SessionState {
  staffId: number;
  mainId: string;
  role: "owner" | "staff";
  email: string;
  ended: boolean;
  lastSeenAt: number;
  checkedAt: number;
}

export interface StaffGate {
  /** The caller a staff token names in this store; a 401 ApiError saying why when there is none. */
  authenticate(token: string, mainId: string, options?: { touch?: boolean }): Promise<StaffCaller>;
  /** Drops cached answers for sessions this process has just ended. */
  forget(sessionIds: readonly string[]): void;
}

const refused = (message: string) => new ApiError(401, "UNAUTHORIZED", message);

export function createStaffGate(db: Db, jwtSecret: string, clock: () => Date): StaffGate {
  const cache = new Map<string, SessionState>();

  async function load(sessionId: string, now: number): Promise<SessionState | null> {
    const [row] = await db
      .select({
        staffId: staffSessions.staff_id,
        mainId: staffSessions.main_id,
        endedAt: staffSessions.endedAt,
        lastSeenAt: staffSessions.lastSeenAt,
        role: staffMembers.role,
        email: staffMembers.email,
        removedAt: staffMembers.removedAt,
      })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staff_id))
      .where(eq(staffSessions.id, sessionId));
    if (!row) return null;
    return {
      staffId: row.staffId,
      mainId: row.mainId,
      role: row.role,
      email: row.email,
      ended: row.endedAt !== null || row.removedAt !== null,
      lastSeenAt: row.lastSeenAt.getTime(),
      checkedAt: now,
    };
  }

  return {
    async authenticate(token, mainId, options = {}) {
      const now = clock().getTime();
      const nowSeconds = Math.floor(now / 1000);
      const claims = await verifyAccessToken(token, jwtSecret, nowSeconds, STAFF_TOKEN_AUDIENCE);
      if (!claims) {
        // A shopper's valid token sent here gets a message that says what went wrong.
        const customer = await verifyAccessToken(token, jwtSecret, nowSeconds, ACCESS_TOKEN_AUDIENCE);
        throw refused(customer ? CUSTOMER_TOKEN_MESSAGE : STAFF_SESSION_ENDED_MESSAGE);
      }
      let state = cache.get(claims.sid);
      if (!state || now - state.checkedAt >= CHECK_CACHE_MS) {
        const loaded = await load(claims.sid, now);
        cache.delete(claims.sid);
        if (!loaded) throw refused(STAFF_SESSION_ENDED_MESSAGE);
        if (cache.size >= MAX_CACHED) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        state = loaded;
        cache.set(claims.sid, state);
      }
      if (state.ended || String(state.staffId) !== claims.sub || state.mainId !== claims.store)
        throw refused(STAFF_SESSION_ENDED_MESSAGE);
      if (state.mainId !== mainId) throw new ApiError(403, "FORBIDDEN", "This sign-in is for another store.");
      if (now - state.lastSeenAt > STAFF_IDLE_MS) {
        await endStaffSessions(db, { sessionId: claims.sid }, new Date(now));
        cache.delete(claims.sid);
        throw refused(STAFF_IDLE_MESSAGE);
      }
      if (options.touch !== false && now - state.lastSeenAt >= TOUCH_EVERY_MS) {
        state.lastSeenAt = now;
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(staffSessions.id, claims.sid));
      }
      return {
        staffId: state.staffId,
        role: state.role,
        actor: state.email,
        mainId: state.mainId,
        sessionId: claims.sid,
      };
    },
    forget(sessionIds) {
      for (const id of sessionIds) cache.delete(id);
    },
  };
}

/** Ends one session, or every live session of a member; returns the ended session ids. */
export async function endStaffSessions(
  db: Pick<Db, "update">,
  which: { sessionId: string } | { staffId: number },
  now: Date,
): Promise<string[]> {
  const target =
    "sessionId" in which ? eq(staffSessions.id, which.sessionId) : eq(staffSessions.staff_id, which.staffId);
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(target, isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return ended.map((row) => row.id);
}
