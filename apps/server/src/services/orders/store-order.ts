// An order by its public id among all of the store's orders, whoever placed it: how the back office,
// status changes and refunds reach one (a customer's reads go through own-order.ts instead).
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction, Transaction } from "../../db/database.js";
import { orders } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import type { OrderRow } from "./order-types.js";

export const ORDER_NOT_FOUND = "Order not found";

const storeOrderWhere = (mainId: string, orderId: string) =>
  and(eq(orders.main_id, mainId), eq(orders.order_id, orderId));

export async function findStoreOrder(
  db: DbOrTransaction,
  mainId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(storeOrderWhere(mainId, orderId));
  return order;
}

/** The store's order, or a 404 when it has none by that id. */
export async function requireStoreOrder(
  db: DbOrTransaction,
  mainId: string,
  orderId: string,
): Promise<OrderRow> {
  const order = await findStoreOrder(db, mainId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The store's order locked until the transaction ends, so changes decide from it one at a time; or a 404. */
export async function lockStoreOrder(tx: Transaction, mainId: string, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(storeOrderWhere(mainId, orderId)).for("update");
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
