// The back office's way to an order: by its public id among all of the store's orders, whoever placed it.
import { and, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { orders } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import type { OrderRow } from "./order-types.js";
import { ORDER_NOT_FOUND } from "./status-change.js";

export async function findStoreOrder(
  db: DbOrTransaction,
  mainId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, mainId), eq(orders.order_id, orderId)));
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
