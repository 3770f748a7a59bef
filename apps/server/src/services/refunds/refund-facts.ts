// An order's refund facts as the domain reads them (`@henna/domain/refunds`): its lines, coupon,
// delivery fee, what was captured online and collected in cash, and the refunds already made.
import type { PastRefund, RefundOrder } from "@henna/domain/refunds";
import { asc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { orderItems, refunds } from "../../db/schema.js";
import { readOrderLines } from "../orders/order-lines.js";
import type { OrderRow } from "../orders/order-types.js";

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundFacts {
  order: RefundOrder;
  past: PastRefund[];
  rows: RefundRow[];
  titles: Map<number, string>;
}

/** Rupees the gateway captured: the total for pay now, the advance for pay on delivery. */
export function capturedOnline(order: OrderRow): number {
  return order.status === "Success" && order.razorpay_payment_id ? order.advance_amount : 0;
}

/** Rupees collected at the door: the rest of a delivered pay-on-delivery order. */
export function collectedInCash(order: OrderRow): number {
  return order.payment_mode === "Pay on delivery" && order.delivered && order.status === "Success"
    ? order.remaining_amount
    : 0;
}

export function pastRefund(row: RefundRow): PastRefund {
  return {
    method: row.method,
    state: row.state,
    amount: row.amount,
    delivery: row.delivery,
    lines: row.lines.map((line) => ({ lineId: line.item_id, quantity: line.quantity })),
  };
}

export async function loadRefundFacts(db: DbOrTransaction, order: OrderRow): Promise<RefundFacts> {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const items = await readOrderLines(db, order.id, {
    id: orderItems.id,
    title: orderItems.title,
    quantity: orderItems.quantity,
    line_total: orderItems.line_total,
  });
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.order_ref, order.id))
    .orderBy(asc(refunds.id));
  return {
    order: {
      lines: items.map((item) => ({ id: item.id, quantity: item.quantity, lineTotal: item.line_total })),
      couponDiscount: order.discountprice,
      deliveryCharge: order.deliveryCharge,
      capturedOnline: capturedOnline(order),
      collectedInCash: collectedInCash(order),
    },
    past: rows.map(pastRefund),
    rows,
    titles: new Map(items.map((item) => [item.id, item.title])),
  };
}
