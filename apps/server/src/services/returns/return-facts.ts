// An order's return facts as the domain reads them (`@henna/domain/return-eligibility`): its lines with
// their products' categories today, the units refunded and those held by open requests, and the
// store's return policy.

import { refundedQuantities } from "@henna/domain/refunds";
import type { ReturnableOrder, ReturnPolicy } from "@henna/domain/return-eligibility";
import { isOpenReturn } from "@henna/domain/return-status";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { orderItems, products, returnRequests, stores } from "../../db/schema.js";
import { readOrderLines } from "../orders/order-lines.js";
import type { OrderRow } from "../orders/order-types.js";
import { loadRefundFacts, type RefundFacts } from "../refunds/refund-facts.js";

export type ReturnRow = typeof returnRequests.$inferSelect;

export interface OrderLineFacts {
  id: number;
  title: string;
  image: string;
  quantity: number;
  product_id: number;
  variation_id: number | null;
}

export interface ReturnFacts {
  order: ReturnableOrder;
  policy: ReturnPolicy;
  lines: OrderLineFacts[];
  returns: ReturnRow[];
  refunds: RefundFacts;
}

export async function loadReturnPolicy(db: DbOrTransaction, mainId: string): Promise<ReturnPolicy> {
  const [store] = await db
    .select({ days: stores.return_window_days, blocked: stores.non_returnable_categories })
    .from(stores)
    .where(eq(stores.main_id, mainId));
  return { windowDays: store?.days ?? 0, nonReturnableCategories: store?.blocked ?? [] };
}

/** The units of each line held by open requests. */
export function unitsInOpenReturns(returns: readonly ReturnRow[]): Map<number, number> {
  const held = new Map<number, number>();
  for (const request of returns.filter((row) => isOpenReturn(row.state))) {
    for (const line of request.lines) held.set(line.item_id, (held.get(line.item_id) ?? 0) + line.quantity);
  }
  return held;
}

export async function loadReturnFacts(db: DbOrTransaction, order: OrderRow): Promise<ReturnFacts> {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const policy = await loadReturnPolicy(db, order.main_id);
  const lines = await readOrderLines(db, order.id, {
    id: orderItems.id,
    title: orderItems.title,
    image: orderItems.image,
    quantity: orderItems.quantity,
    product_id: orderItems.product_id,
    variation_id: orderItems.variation_id,
  });
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const categories =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.product_id, category: products.category })
          .from(products)
          .where(and(eq(products.main_id, order.main_id), inArray(products.product_id, productIds)));
  const categoryOf = new Map(categories.map((row) => [row.id, row.category]));
  const returns = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.order_ref, order.id))
    .orderBy(desc(returnRequests.id));
  const refunds = await loadRefundFacts(db, order);
  const refunded = refundedQuantities(refunds.past);
  const held = unitsInOpenReturns(returns);
  return {
    policy,
    lines,
    returns,
    refunds,
    order: {
      kind: order.kind,
      orderStatus: order.orderStatus,
      deliveredAt: order.orderStatus === "Delivered" ? (order.delivery_date ?? null) : null,
      lines: lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        // A product deleted since has no category left: nothing keeps it from being returned.
        category: categoryOf.get(line.product_id) ?? "",
        refunded: refunded.get(line.id) ?? 0,
        inOpenReturns: held.get(line.id) ?? 0,
      })),
    },
  };
}
