// The caller's own orders. Every query names the store, the user and the kind, so someone else's
// order id behaves exactly like one that does not exist (404).

import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { orders, stores } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller, requireSelf } from "../../http/identity.js";
import type { Caller } from "../../http/operation-types.js";
import { type CreditNoteView, loadCreditNotes } from "../../services/credit-notes/credit-note-view.js";
import { type SupplierColumns, supplierColumns } from "../../services/orders/invoice-counter.js";
import { type TaxInvoiceView, toTaxInvoice } from "../../services/orders/invoice-view.js";
import type { OrderRow } from "../../services/orders/order-types.js";
import {
  itemsFromJson,
  loadItems,
  loadStatusNotes,
  type OrderView,
  orderItemsJson,
  statusNotesFromJson,
  statusNotesJson,
  toOrderView,
} from "../../services/orders/order-view.js";
import { isShopMove } from "../../services/orders/status-change.js";
import { ORDER_NOT_FOUND } from "../../services/orders/store-order.js";
import { loadCustomerRefunds, loadCustomerRefundsOf } from "../../services/refunds/refund-view.js";
import { loadStore } from "../../services/store-row.js";

export async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
  const store = await loadStore(db, order.main_id);
  const items = (await loadItems(db, [order.id])).get(order.id) ?? [];
  const notes = (await loadStatusNotes(db, [order.id], isShopMove)).get(order.id) ?? [];
  return toOrderView(order, items, store, notes);
}

const ownOrders = preparedQuery<{ mainId: string; userId: number }, OrderRow[]>("own_orders", (db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.main_id, sql.placeholder("mainId")),
        eq(orders.user_id, sql.placeholder("userId")),
        eq(orders.kind, "product"),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id)),
);

export async function listOwnOrders(
  db: Db,
  mainId: string,
  caller: Caller | null,
  userId: number,
): Promise<OrderView[]> {
  const self = requireSelf(caller, userId);
  const rows = await ownOrders(db, { mainId, userId: self.userId });
  if (rows.length === 0) return [];
  const store = await loadStore(db, mainId);
  const refs = rows.map((row) => row.id);
  const items = await loadItems(db, refs);
  const notes = await loadStatusNotes(db, refs, isShopMove);
  const refunded = await loadCustomerRefundsOf(db, refs);
  return rows.map((row) => ({
    ...toOrderView(row, items.get(row.id) ?? [], store, notes.get(row.id)),
    refunds: refunded.get(row.id) ?? [],
  }));
}

// The caller's order with what its views show beside it (the store as the invoice's seller, the
// items, the shop's status notes), in one round trip where it took four.
const ownOrder = preparedQuery<{ mainId: string; userId: number; orderId: string }, OwnOrderRow[]>(
  "own_order",
  (db) =>
    db
      .select({
        order: orders,
        store: supplierColumns,
        items: orderItemsJson,
        notes: statusNotesJson,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.main_id, orders.main_id))
      .where(
        and(
          eq(orders.main_id, sql.placeholder("mainId")),
          eq(orders.user_id, sql.placeholder("userId")),
          eq(orders.kind, "product"),
          eq(orders.order_id, sql.placeholder("orderId")),
        ),
      ),
);

interface OwnOrderRow {
  order: OrderRow;
  store: SupplierColumns;
  items: Record<string, unknown>[];
  notes: Record<string, unknown>[];
}

async function findOwnOrder(db: Db, mainId: string, caller: Caller | null, orderId: string) {
  const self = requireCaller(caller);
  const [found] = await ownOrder(db, { mainId, userId: self.userId, orderId });
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return { ...found, items: itemsFromJson(found.items) };
}

export async function getOwnOrder(
  db: Db,
  mainId: string,
  caller: Caller | null,
  orderId: string,
): Promise<OrderView> {
  const { order, store, items, notes } = await findOwnOrder(db, mainId, caller, orderId);
  const view = toOrderView(order, items, store, statusNotesFromJson(notes, isShopMove));
  return { ...view, refunds: await loadCustomerRefunds(db, order.id) };
}

/** The caller's own order's tax invoice (someone else's order is 404, as for the order itself). */
export async function getOwnInvoice(
  db: Db,
  mainId: string,
  caller: Caller | null,
  orderId: string,
): Promise<TaxInvoiceView> {
  const { order, store, items } = await findOwnOrder(db, mainId, caller, orderId);
  return { ...toTaxInvoice(order, items, store), refunds: await loadCustomerRefunds(db, order.id) };
}

/** The GST credit notes of one of the caller's orders (another user's order is not found). */
export async function getOwnCreditNotes(
  db: Db,
  mainId: string,
  caller: Caller | null,
  orderId: string,
): Promise<CreditNoteView[]> {
  const { order } = await findOwnOrder(db, mainId, caller, orderId);
  return loadCreditNotes(db, order);
}
