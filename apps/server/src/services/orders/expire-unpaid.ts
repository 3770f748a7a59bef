// Orders waiting for an online payment hold their stock. A shopper who closes the payment widget never
// pays, so unpaid orders older than UNPAID_TTL_MS are failed and their stock and coupon use given back
// (the same once-only move as a declined payment). A payment that still arrives later is recorded on
// the failed order for a refund (see payment-outcome.ts). The expire-unpaid-orders job (src/jobs) runs
// this every minute on one instance at a time; each order's move locks its row and only leaves Pending,
// so a run that overlaps a payment, or runs twice, changes nothing twice.
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { orders } from "../../db/schema.js";
import type { OrderDeps } from "./order-types.js";
import { recordPaymentFailure } from "./payment-outcome.js";

export const UNPAID_TTL_MS = 2 * 60 * 60 * 1000;
const BATCH = 100;

/** Fails unpaid orders past their time (every store, or one); returns how many it failed. */
export async function expireUnpaidOrders(deps: OrderDeps, now: Date, mainId?: string): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_TTL_MS);
  let failed = 0;
  // Batches until none is left; an order that another mover took first is skipped, not counted.
  for (let lastId = 0; ; ) {
    const stale = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          mainId === undefined ? undefined : eq(orders.main_id, mainId),
          eq(orders.status, "Pending"),
          gt(orders.advance_amount, 0),
          lt(orders.createdAt, cutoff),
          gt(orders.id, lastId),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const { id } of stale) {
      const outcome = await recordPaymentFailure(deps, id, "expiry", "not paid in time");
      if (outcome.changed) failed += 1;
    }
    const last = stale.at(-1);
    if (!last || stale.length < BATCH) return failed;
    lastId = last.id;
  }
}
