// Sliding-window limits kept in the database, so every server instance sees the same counts (the
// server is stateless) without needing Redis. Used for login, sign-up, OTP and reset calls, per e-mail
// and per client address.
//
// Each key's row holds the times of its accepted hits inside the window (at most `max` of them), so
// "at most `max` hits in any `windowSeconds`" holds exactly: a fixed window would let a client spend
// its limit just before the window's edge and again just after it. A refused request records nothing,
// so Retry-After is exact: the moment the oldest counted hit leaves the window.
import { sql } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../db/database.js";
import { tooManyRequests } from "../http/api-error.js";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one hit on every key when all of them are under their limit; otherwise counts nothing and
   * throws a 429 ApiError whose Retry-After is the wait until every key would accept a hit.
   */
  hit(limits: Limit[], now: Date): Promise<void>;
}

/** Seconds until each refused key accepts a hit again; empty when every key accepts one now. */
export async function checkAndRecord(db: Db, limits: Limit[], now: Date): Promise<number[]> {
  // Rows are locked in one order (by key), so two requests sharing keys cannot wait on each other.
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const waits: number[] = [];
    for (const limit of ordered) {
      const cutoff = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
      // The no-op update locks an existing row until the transaction ends; a new key gets an empty one.
      const result = await tx.execute<{ live: number | string; oldest_ms: number | string | null }>(sql`
        insert into rate_limits (key, hits, expires_at)
        values (${limit.key}, '{}', ${now.toISOString()}::timestamptz)
        on conflict (key) do update set key = excluded.key
        returning
          (select count(*) from unnest(rate_limits.hits) as h where h > ${cutoff}::timestamptz)::int as live,
          (select extract(epoch from min(h)) * 1000 from unnest(rate_limits.hits) as h
            where h > ${cutoff}::timestamptz)::float8 as oldest_ms`);
      const row = result.rows[0];
      const live = Number(row?.live ?? 0);
      if (live < limit.max) continue;
      const oldest = Number(row?.oldest_ms ?? now.getTime());
      waits.push(Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000)));
    }
    if (waits.length > 0) return waits;
    for (const limit of ordered) await record(tx, limit, now);
    return [];
  });
}

async function record(tx: DbOrTransaction, limit: Limit, now: Date) {
  const cutoff = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const at = now.toISOString();
  // Hits that left the window are dropped as the new one is added; the row can be pruned once its
  // newest hit has left the window too.
  await tx.execute(sql`
    update rate_limits set
      hits = array(select h from unnest(hits) as h where h > ${cutoff}::timestamptz order by h)
        || ${at}::timestamptz,
      expires_at = ${at}::timestamptz + make_interval(secs => ${limit.windowSeconds})
    where key = ${limit.key}`);
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(limits, now) {
      const waits = await checkAndRecord(db, limits, now);
      if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
    },
  };
}

/** Deletes the rows whose every hit has left its window (for the pruning job); returns how many. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.execute<{ key: string }>(
    sql`delete from rate_limits where expires_at <= ${now.toISOString()}::timestamptz returning key`,
  );
  return result.rows.length;
}
