// The back office's orders: the store's list (server-paged, filtered, searched), the new-orders badge,
// one order with its customer and history, and its invoice. Status moves are `updateOrderStatus`.
import { and, asc, count, desc, eq, gt, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { orderEvents, orderItems, orders, staffMembers, users } from "../../../db/schema.js";
import type { Handlers, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { toTaxInvoice } from "../../../services/orders/invoice-view.js";
import { loadItems, loadStatusNotes, toOrderView } from "../../../services/orders/order-view.js";
import { allowedMoves, isShopMove } from "../../../services/orders/status-change.js";
import { requireStoreOrder } from "../../../services/orders/store-order.js";
import { loadStore } from "../../../services/store-row.js";
import { dayRange, escapeLike, pageOf } from "../paging.js";

type OrdersHandlers = Pick<
  Handlers,
  "adminListOrders" | "adminNewOrdersCount" | "adminMarkOrdersSeen" | "adminGetOrder" | "adminGetOrderInvoice"
>;
type ListQuery = Parameters<Handlers["adminListOrders"]>[0]["query"];

const SORTS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalAmountbeforePay), desc(orders.id)],
  total_asc: [asc(orders.totalAmountbeforePay), asc(orders.id)],
} as const;

function filters(mainId: string, query: ListQuery): SQL[] {
  const where: SQL[] = [eq(orders.main_id, mainId)];
  const { status, payment_mode, payment_status, kind, q, from, to } = query;
  if (status) where.push(eq(orders.orderStatus, status));
  if (payment_mode) where.push(eq(orders.payment_mode, payment_mode));
  if (payment_status) where.push(eq(orders.status, payment_status));
  if (kind) where.push(eq(orders.kind, kind));
  const range = dayRange(from, to);
  if (range.from) where.push(gte(orders.createdAt, range.from));
  if (range.to) where.push(lt(orders.createdAt, range.to));
  const term = q?.trim();
  if (term) {
    const digits = term.replace(/\D/g, "");
    const matches: SQL[] = [
      ilike(orders.order_id, `${escapeLike(term)}%`),
      eq(users.email, term.toLowerCase()),
    ];
    // A mobile as people type it: +91 98765 43210, 098765-43210, 9876543210.
    if (digits.length >= 10) matches.push(eq(orders.mobile, digits.slice(-10)));
    const any = or(...matches);
    if (any) where.push(any);
  }
  return where;
}

/** When the member last looked at the orders (their joining for a member who never has). */
async function seenAt(ctx: AppContext, staff: StaffCaller): Promise<Date | null> {
  if (staff.staffId === null) return null;
  const [row] = await ctx.db
    .select({ seen: staffMembers.ordersSeenAt, joined: staffMembers.createdAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, staff.staffId));
  return row ? (row.seen ?? row.joined) : null;
}

async function newCount(ctx: AppContext, mainId: string, staff: StaffCaller): Promise<number> {
  const since = await seenAt(ctx, staff);
  if (!since) return 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.main_id, mainId), gt(orders.createdAt, since)));
  return row?.n ?? 0;
}

export function adminOrdersHandlers(ctx: AppContext): OrdersHandlers {
  return {
    async adminListOrders(req) {
      const staff = requireStaff(req.staff);
      const { page, limit, offset } = pageOf(req.query);
      const where = and(...filters(req.mainId, req.query));
      const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.order_ref} = ${orders.id})`;
      const [rows, [total], fresh] = await Promise.all([
        ctx.db
          .select({
            order_id: orders.order_id,
            createdAt: orders.createdAt,
            kind: orders.kind,
            user_name: orders.user_name,
            email: users.email,
            mobile: orders.mobile,
            payment_mode: orders.payment_mode,
            status: orders.status,
            orderStatus: orders.orderStatus,
            totalAmountbeforePay: orders.totalAmountbeforePay,
            advance_amount: orders.advance_amount,
            items_count: itemsCount,
          })
          .from(orders)
          .innerJoin(users, eq(users.user_id, orders.user_id))
          .where(where)
          .orderBy(...SORTS[req.query.sort ?? "newest"])
          .limit(limit)
          .offset(offset),
        ctx.db
          .select({ n: count() })
          .from(orders)
          .innerJoin(users, eq(users.user_id, orders.user_id))
          .where(where),
        newCount(ctx, req.mainId, staff),
      ]);
      return {
        data: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          items_count: Number(row.items_count),
        })),
        page,
        limit,
        total: total?.n ?? 0,
        newCount: fresh,
      };
    },

    async adminNewOrdersCount(req) {
      return { count: await newCount(ctx, req.mainId, requireStaff(req.staff)) };
    },

    async adminMarkOrdersSeen(req) {
      const staff = requireStaff(req.staff);
      if (staff.staffId !== null) {
        await ctx.db
          .update(staffMembers)
          .set({ ordersSeenAt: ctx.clock() })
          .where(eq(staffMembers.id, staff.staffId));
      }
      return { success: true, message: "Orders marked as seen." };
    },

    async adminGetOrder(req) {
      const order = await requireStoreOrder(ctx.db, req.mainId, req.params.orderId);
      const [store, items, notes, history, [customer]] = await Promise.all([
        loadStore(ctx.db, req.mainId),
        loadItems(ctx.db, [order.id]),
        loadStatusNotes(ctx.db, [order.id], isShopMove),
        ctx.db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.order_ref, order.id))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
        ctx.db
          .select({
            user_id: users.user_id,
            full_name: users.full_name,
            email: users.email,
            mobile: users.mobile,
          })
          .from(users)
          .where(eq(users.user_id, order.user_id)),
      ]);
      return {
        data: {
          order: toOrderView(order, items.get(order.id) ?? [], store, notes.get(order.id)),
          customer: customer ?? {
            user_id: order.user_id,
            full_name: order.user_name,
            email: "",
            mobile: order.mobile,
          },
          history: history.map((event) => ({
            field: event.field,
            from: event.from_value,
            to: event.to_value,
            actor: event.actor,
            note: event.note,
            createdAt: event.createdAt.toISOString(),
          })),
          gateway_order_id: order.gateway_order_id,
          invoice_number: order.invoice_number,
          allowedMoves: allowedMoves(order),
        },
      };
    },

    async adminGetOrderInvoice(req) {
      const order = await requireStoreOrder(ctx.db, req.mainId, req.params.orderId);
      const store = await loadStore(ctx.db, req.mainId);
      const items = (await loadItems(ctx.db, [order.id])).get(order.id) ?? [];
      return { data: toTaxInvoice(order, items, store) };
    },
  };
}
