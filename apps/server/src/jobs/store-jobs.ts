// The store's background jobs. Each is idempotent: running it twice, or on a second instance after a
// crash, does no harm (expiry moves only Pending orders, each under its row lock; pruning deletes
// what is past its time).
import { lt } from "drizzle-orm";
import type { AppContext } from "../context.js";
import { idempotencyKeys } from "../db/schema.js";
import { APPLY_CATALOGUE_IMPORT, applyCatalogueImport } from "../services/catalogue-import/apply-import.js";
import { expireUnpaidOrders } from "../services/orders/expire-unpaid.js";
import { KEY_TTL_MS } from "../services/orders/idempotency.js";
import { pruneOtps } from "../services/otp.js";
import { pruneRateLimits } from "../services/rate-limiter.js";
import { reconcileRefunds } from "../services/refunds/reconcile.js";
import { pruneSessions } from "../services/sessions.js";
import { backupJob } from "./backup-job.js";
import { type JobDefinition, pruneFinishedJobs } from "./runner.js";

export const EXPIRE_UNPAID_ORDERS = "expire-unpaid-orders";
export const PRUNE_EXPIRED = "prune-expired";
export const RECONCILE_REFUNDS = "reconcile-refunds";
/** A refund request normally settles within this; only rows left longer are the job's. */
const REFUND_SETTLE_AFTER_MS = 30_000;

const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_FINISHED_JOBS_MS = 7 * 24 * 60 * 60_000;

export type JobContext = Pick<AppContext, "db" | "database" | "env" | "payments" | "log" | "clock" | "cache">;

export function storeJobs(ctx: JobContext, options: { expireEveryMs: number }): JobDefinition[] {
  return [
    backupJob(ctx),
    // Queued by the back office's adminApplyImport, one run per import.
    {
      name: APPLY_CATALOGUE_IMPORT,
      maxAttempts: 3,
      run: (payload) =>
        applyCatalogueImport(
          { db: ctx.db, clock: ctx.clock, invalidate: (mainId) => ctx.cache.invalidate(mainId) },
          Number(payload.importId),
        ),
    },
    {
      name: EXPIRE_UNPAID_ORDERS,
      everyMs: options.expireEveryMs,
      run: async () => {
        const expired = await expireUnpaidOrders(ctx, ctx.clock());
        return expired > 0 ? { expired } : undefined;
      },
    },
    // Gateway refunds left unsettled by a crash or a lost webhook, on the expiry job's cadence.
    {
      name: RECONCILE_REFUNDS,
      everyMs: options.expireEveryMs,
      run: async () => {
        const settleAfter = Math.min(REFUND_SETTLE_AFTER_MS, options.expireEveryMs);
        const settled = await reconcileRefunds(ctx, settleAfter);
        return settled > 0 ? { settled } : undefined;
      },
    },
    {
      name: PRUNE_EXPIRED,
      everyMs: PRUNE_EVERY_MS,
      run: async () => {
        const now = ctx.clock();
        const keys = await ctx.db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)))
          .returning({ id: idempotencyKeys.id });
        return {
          idempotencyKeys: keys.length,
          rateLimits: await pruneRateLimits(ctx.db, now),
          otps: await pruneOtps(ctx.db, now),
          ...(await pruneSessions(ctx.db, now)),
          finishedJobs: await pruneFinishedJobs(ctx.db, now, KEEP_FINISHED_JOBS_MS),
        };
      },
    },
  ];
}
