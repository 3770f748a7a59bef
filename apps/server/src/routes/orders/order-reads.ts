// The caller's own orders. Every query names the store, the user and the kind, so someone else's
// order id behaves exactly like one that does not exist (404).
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { orders } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller, requireSelf } from "../../http/identity.js";
import type { Caller } from "../../http/operation-types.js";
import { type TaxInvoiceView, toTaxInvoice } from "../../services/orders/invoice-view.js";
import type { OrderRow } from "../../services/orders/order-types.js";
import { loadItems, loadStatusNotes, type OrderView, toOrderView } from "../../services/orders/order-view.js";
import { isShopMove, ORDER_NOT_FOUND } from "../../services/orders/status-change.js";
import { loadStore } from "../content/store-row.js";

export async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
  const store = await loadStore(db, order.main_id);
  const items = (await loadItems(db, [order.id])).get(order.id) ?? [];
  const notes = (await loadStatusNotes(db, [order.id], isShopMove)).get(order.id) ?? [];
  return toOrderView(order, items, store, notes);
}

export async function listOwnOrders(
  db: Db,
  mainId: string,
  caller: Caller | null,
  userId: number,
): Promise<OrderView[]> {
  const self = requireSelf(caller, userId);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.main_id, mainId), eq(orders.user_id, self.userId), eq(orders.kind, "product")))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const store = await loadStore(db, mainId);
  const refs = rows.map((row) => row.id);
  const items = await loadItems(db, refs);
  const notes = await loadStatusNotes(db, refs, isShopMove);
  return rows.map((row) => toOrderView(row, items.get(row.id) ?? [], store, notes.get(row.id)));
}

async function findOwnOrder(
  db: Db,
  mainId: string,
  caller: Caller | null,
  orderId: string,
): Promise<OrderRow> {
  const self = requireCaller(caller);
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.user_id, self.userId),
        eq(orders.kind, "product"),
        eq(orders.order_id, orderId),
      ),
    );
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function getOwnOrder(
  db: Db,
  mainId: string,
  caller: Caller | null,
  orderId: string,
): Promise<OrderView> {
  return orderView(db, await findOwnOrder(db, mainId, caller, orderId));
}

/** The caller's own order's tax invoice (someone else's order is 404, as for the order itself). */
export async function getOwnInvoice(
  db: Db,
  mainId: string,
  caller: Caller | null,
  orderId: string,
): Promise<TaxInvoiceView> {
  const order = await findOwnOrder(db, mainId, caller, orderId);
  const store = await loadStore(db, order.main_id);
  const items = (await loadItems(db, [order.id])).get(order.id) ?? [];
  return toTaxInvoice(order, items, store);
}
