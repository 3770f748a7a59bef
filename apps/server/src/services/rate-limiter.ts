// Fixed-window counters kept in the database, so every server instance sees the same counts (the
// server is stateless) without needing Redis. Used for login and OTP calls, per e-mail and per IP.
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { tooManyRequests } from "../http/api-error.js";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on every key; throws a 429 ApiError with Retry-After when any key is over its limit. */
  hit(limits: Limit[], now: Date): Promise<void>;
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(limits, now) {
      let retryAfter = 0;
      for (const limit of limits) {
        const cutoff = new Date(now.getTime() - limit.windowSeconds * 1000);
        const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
          insert into rate_limits (key, window_start, count) values (${limit.key}, ${now.toISOString()}, 1)
          on conflict (key) do update set
            count = case when rate_limits.window_start <= ${cutoff.toISOString()} then 1 else rate_limits.count + 1 end,
            window_start = case when rate_limits.window_start <= ${cutoff.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
          returning count, window_start`);
        const row = result.rows[0];
        if (!row) continue;
        if (Number(row.count) > limit.max) {
          const started = new Date(row.window_start).getTime();
          const wait = Math.ceil((started + limit.windowSeconds * 1000 - now.getTime()) / 1000);
          retryAfter = Math.max(retryAfter, wait, 1);
        }
      }
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
  };
}
