// Orders waiting for an online payment hold their stock. A shopper who closes the payment widget never
// pays, so unpaid orders older than UNPAID_TTL_MS are failed and their stock and coupon use given back
// (the same once-only move as a declined payment). A payment that still arrives later is recorded on
// the failed order for a refund (see payment-outcome.ts). Swept lazily, a few at a time, whenever an
// order is placed in the store, so no scheduler is needed and every server instance may do it.
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { orders } from "../../db/schema.js";
import type { OrderDeps } from "./order-types.js";
import { recordPaymentFailure } from "./payment-outcome.js";

export const UNPAID_TTL_MS = 2 * 60 * 60 * 1000;
const BATCH = 20;

/** Fails up to a batch of the store's unpaid orders past their time; returns how many it failed. */
export async function expireUnpaidOrders(deps: OrderDeps, mainId: string, now: Date): Promise<number> {
  const stale = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.status, "Pending"),
        gt(orders.advance_amount, 0),
        lt(orders.createdAt, new Date(now.getTime() - UNPAID_TTL_MS)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let failed = 0;
  for (const { id } of stale) {
    const outcome = await recordPaymentFailure(deps, id, "expiry", "not paid in time");
    if (outcome.changed) failed += 1;
  }
  return failed;
}
