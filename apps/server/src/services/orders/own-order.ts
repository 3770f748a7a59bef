// What keeps a customer to the orders they placed in this store: someone else's order, or another
// store's, is simply not found, as for every customer read of an order.
import { and, eq, type SQL } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { orders } from "../../db/schema.js";

/** The WHERE of this store's orders that this account placed, narrowed by `match`. */
export function ownOrderWhere(mainId: string, userId: number, ...match: (SQL | undefined)[]) {
  return and(eq(orders.main_id, mainId), eq(orders.user_id, userId), ...match);
}

/** The caller's order that `match` names, or undefined. */
export async function findOwnOrder(
  db: DbOrTransaction,
  mainId: string,
  userId: number,
  ...match: (SQL | undefined)[]
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(ownOrderWhere(mainId, userId, ...match));
  return order;
}
