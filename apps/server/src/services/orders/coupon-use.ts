// Coupon usage limits, counted in the order's transaction with one conditional UPDATE, so a coupon
// with a limit of 3 is used exactly 3 times however many orders race for it.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { coupons, orders } from "../../db/schema.js";

/** Counts one use; false when the limit has been reached meanwhile. */
export async function takeCouponUse(tx: Transaction, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usage_limit), lt(coupons.used_count, coupons.usage_limit)),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/** Gives an order's coupon use back, once (the `coupon_counted` flag flips in the same statement). */
export async function releaseCouponUse(tx: Transaction, orderRef: number): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ coupon_counted: false })
    .where(and(eq(orders.id, orderRef), eq(orders.coupon_counted, true)))
    .returning({ coupon_id: orders.coupon_id });
  if (!order) return false;
  if (order.coupon_id !== null) {
    await tx
      .update(coupons)
      .set({ used_count: sql`greatest(${coupons.used_count} - 1, 0)` })
      .where(eq(coupons.id, order.coupon_id));
  }
  return true;
}
