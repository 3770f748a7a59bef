// What a payment result does to an order. Both moves lock the order row and only ever leave Pending,
// so the browser's verify call, a gateway webhook and a retry of either can arrive in any order and
// any number of times: the order is paid once (one invoice number, one mail) or failed once (stock
// and coupon use given back once).
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction, Transaction } from "../../db/database.js";
import { placeholderFor, preparedQuery } from "../../db/prepared-query.js";
import {
  cartItems,
  type InvoiceSupplier,
  orderEvents,
  orderItems,
  orders,
  outboxMails,
  stores,
  users,
} from "../../db/schema.js";
import { mailRow } from "../outbox/enqueue.js";
import { confirmationMail, shopNameOf } from "./confirmation-mail.js";
import { releaseCouponUse } from "./coupon-use.js";
import { allocateInvoiceNumber, supplierColumns, supplierOf } from "./invoice-counter.js";
import { recordEvent } from "./order-events.js";
import { orderGst } from "./order-gst.js";
import type { OrderDeps, OrderKind, OrderRow } from "./order-types.js";
import { itemsFromJson, orderItemsJson } from "./order-view.js";
import { orderStockLines, releaseStock } from "./stock.js";

export interface PaymentOutcome {
  order: OrderRow;
  /** True when this call moved the order (and so did the side effects). */
  changed: boolean;
}

async function lockOrder(tx: Transaction, orderRef: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderRef)).for("update");
  if (!order) throw new Error(`order ${orderRef} vanished`);
  return order;
}

/** Gives back an order's stock and coupon use (each at most once over the order's life). */
export async function releaseReservation(tx: Transaction, order: OrderRow): Promise<void> {
  const lines = await orderStockLines(tx, order.id);
  await releaseStock(tx, order, lines);
  await releaseCouponUse(tx, order.id);
}

/** Removes the ordered lines from the user's server cart (contract: "empties the caller's cart of the ordered lines"). */
export async function clearOrderedCartLines(tx: Transaction, order: OrderRow): Promise<void> {
  const skus = (
    await tx.select({ sku: orderItems.sku }).from(orderItems).where(eq(orderItems.order_ref, order.id))
  ).map((row) => row.sku);
  if (skus.length === 0) return;
  await orderedCartLinesDelete(tx, order, skus);
}

function orderedCartLinesDelete(tx: Transaction, order: OrderRow, skus: string[]) {
  return tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.main_id, order.main_id),
        eq(cartItems.user_id, order.user_id),
        inArray(cartItems.sku, skus),
      ),
    );
}

/** A verified payment: Pending → Success once, with an invoice number, the cart lines cleared and a mail. */
export async function recordPaymentSuccess(
  deps: OrderDeps,
  orderRef: number,
  paymentId: string,
  actor: string,
): Promise<PaymentOutcome> {
  const outcome = await recordPaymentSuccessFor(deps, { orderRef }, paymentId, actor);
  if (!outcome) throw new Error(`order ${orderRef} vanished`);
  return outcome;
}

/** The order a payment is for: by its id, or the caller's order of this kind with this gateway order. */
export type PaidOrder =
  | { orderRef: number }
  | { mainId: string; userId: number; kind: OrderKind; gatewayOrderId: string };

/**
 * The order locked for its payment, with the shopper's e-mail and language, what the store's mail and
 * invoice are signed with, and the order's items.
 */
function lockForPayment(db: DbOrTransaction, which: SQL | undefined) {
  return db
    .select({
      order: orders,
      email: users.email,
      language: users.language,
      store: supplierColumns,
      items: orderItemsJson,
    })
    .from(orders)
    .leftJoin(users, eq(users.user_id, orders.user_id))
    .leftJoin(stores, eq(stores.main_id, orders.main_id))
    .where(which)
    .for("update", { of: orders });
}

type Locked = Awaited<ReturnType<typeof lockForPayment>>;

const lockById = preparedQuery<{ orderRef: number }, Locked>("payment_lock_order", (db) =>
  lockForPayment(db, eq(orders.id, sql.placeholder("orderRef"))),
);

const lockCallersOrder = preparedQuery<
  { mainId: string; userId: number; kind: OrderKind; gatewayOrderId: string },
  Locked
>("payment_lock_callers_order", (db) =>
  lockForPayment(
    db,
    and(
      eq(orders.main_id, sql.placeholder("mainId")),
      eq(orders.user_id, sql.placeholder("userId")),
      eq(orders.kind, sql.placeholder("kind")),
      eq(orders.gateway_order_id, sql.placeholder("gatewayOrderId")),
    ),
  ),
);

/**
 * A paid order's writes as one prepared statement: the order's move to Success (with its invoice), the
 * move's event, the ordered lines out of the shopper's cart, and the confirmation mail when the
 * account has an e-mail address. Independent writes (db/one-statement.ts).
 */
const writePayment = preparedQuery<
  {
    orderRef: number;
    mainId: string;
    userId: number;
    status: "Success";
    razorpay_payment_id: string;
    paid_at: Date;
    invoice_number: string;
    invoice_date: Date | null;
    invoice_supplier: InvoiceSupplier | null;
    now: Date;
    actor: string;
    skus: string[];
    mailTo: string | null;
    mailSubject: string | null;
    mailText: string | null;
  },
  unknown
>("payment_write", (db) => {
  const mailTo = sql`${sql.placeholder("mailTo")}::text`;
  const column = (name: string) => sql.identifier(name);
  return db
    .with(
      db.$with("paid_event").as(
        db.insert(orderEvents).values({
          main_id: sql.placeholder("mainId"),
          order_ref: sql.placeholder("orderRef"),
          field: "status",
          from_value: "Pending",
          to_value: "Success",
          actor: sql.placeholder("actor"),
          note: placeholderFor("razorpay_payment_id", orderEvents.note),
          createdAt: placeholderFor("now", orderEvents.createdAt),
        }),
      ),
      db
        .$with("ordered_lines")
        .as(
          db
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.main_id, sql.placeholder("mainId")),
                eq(cartItems.user_id, sql.placeholder("userId")),
                sql`${cartItems.sku} = any(${sql.placeholder("skus")}::text[])`,
              ),
            ),
        ),
      db.$with("confirmation", {}).as(sql`
        insert into ${outboxMails} (${column(outboxMails.main_id.name)}, ${column(outboxMails.kind.name)},
          ${column(outboxMails.to.name)}, ${column(outboxMails.subject.name)}, ${column(outboxMails.text.name)})
        select ${sql.placeholder("mainId")}::text, 'mail', ${mailTo}, ${sql.placeholder("mailSubject")}::text,
          ${sql.placeholder("mailText")}::text
        where ${mailTo} is not null`),
    )
    .update(orders)
    .set({
      status: placeholderFor("status", orders.status),
      razorpay_payment_id: placeholderFor("razorpay_payment_id", orders.razorpay_payment_id),
      paid_at: placeholderFor("paid_at", orders.paid_at),
      invoice_number: placeholderFor("invoice_number", orders.invoice_number),
      invoice_date: placeholderFor("invoice_date", orders.invoice_date),
      invoice_supplier: placeholderFor("invoice_supplier", orders.invoice_supplier),
      updatedAt: placeholderFor("now", orders.updatedAt),
    })
    .where(eq(orders.id, sql.placeholder("orderRef")));
});

/**
 * recordPaymentSuccess for the one order `which` names (e.g. the caller's order with this gateway
 * order id), found and locked in the paying transaction itself; null when there is none.
 *
 * Five round trips to the database where there were fifteen: the order is locked together with the
 * shopper's e-mail, the store and the order's items (read once, for the cart and the mail), and the
 * writes go as one statement. The invoice counter is taken last, so the store-wide counter row, which
 * every paying transaction needs, stays locked for one statement and the commit.
 */
export async function recordPaymentSuccessFor(
  deps: OrderDeps,
  which: PaidOrder,
  paymentId: string,
  actor: string,
): Promise<PaymentOutcome | null> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<PaymentOutcome | null> => {
    const [locked] = "orderRef" in which ? await lockById(tx, which) : await lockCallersOrder(tx, which);
    if (!locked) return null;
    const { order } = locked;
    if (order.status !== "Pending") {
      if (order.status === "Failed") {
        // The gateway took money for an order we already gave up on: keep the trace for a refund.
        await recordEvent(tx, {
          mainId: order.main_id,
          orderRef: order.id,
          field: "status",
          from: order.status,
          to: order.status,
          actor,
          note: `payment ${paymentId} arrived after the order failed: refund it`,
          at: now,
        });
      }
      return { order, changed: false };
    }
    const items = itemsFromJson(locked.items);
    // An order confirmed at placement keeps the invoice it was issued then.
    const invoice = order.invoice_number
      ? {
          invoice_number: order.invoice_number,
          invoice_date: order.invoice_date,
          invoice_supplier: order.invoice_supplier,
        }
      : {
          invoice_number: await allocateInvoiceNumber(tx, order.main_id, now),
          invoice_date: now,
          invoice_supplier: locked.store ? supplierOf(locked.store) : null,
        };
    const change = { status: "Success" as const, razorpay_payment_id: paymentId, paid_at: now, ...invoice };
    // The row as the update leaves it: the lock guarantees nothing else changes it meanwhile.
    const paid: OrderRow = { ...order, ...change, updatedAt: now };
    // In the account's language, whoever confirmed the payment (the shopper or the webhook).
    const language = locked.language ?? "en";
    const mail = locked.email
      ? mailRow(
          order.main_id,
          confirmationMail(
            paid,
            items,
            shopNameOf(locked.store, language),
            locked.email,
            language,
            locked.store ? orderGst(paid, items, paid.invoice_supplier ?? supplierOf(locked.store)) : null,
          ),
        )
      : null;
    await writePayment(tx, {
      ...change,
      orderRef: order.id,
      mainId: order.main_id,
      userId: order.user_id,
      now,
      actor,
      skus: items.map((item) => item.sku),
      mailTo: mail?.to ?? null,
      mailSubject: mail?.subject ?? null,
      mailText: mail?.text ?? null,
    });
    return { order: paid, changed: true };
  });
  if (outcome?.changed) {
    deps.log.info({ order_id: outcome.order.order_id, actor }, "order paid");
  } else if (outcome?.order.status === "Failed") {
    deps.log.warn(
      { order_id: outcome.order.order_id, payment: paymentId },
      "payment after failure: refund needed",
    );
  }
  return outcome;
}

/**
 * Inside the caller's transaction: a Pending order becomes Failed and Cancelled once, with both moves
 * recorded, and its stock and coupon use given back. `guard` narrows which orders may fail (e.g. only
 * those without a gateway order yet). Returns the failed order, or null when nothing changed.
 */
export async function failPendingOrder(
  tx: Transaction,
  order: OrderRow,
  change: { actor: string; note?: string | undefined; at: Date; guard?: SQL | undefined },
): Promise<OrderRow | null> {
  const [failed] = await tx
    .update(orders)
    .set({ status: "Failed", orderStatus: "Cancelled", updatedAt: change.at })
    .where(and(eq(orders.id, order.id), eq(orders.status, "Pending"), change.guard))
    .returning();
  if (!failed) return null;
  await recordEvent(tx, {
    mainId: order.main_id,
    orderRef: order.id,
    field: "status",
    from: "Pending",
    to: "Failed",
    actor: change.actor,
    note: change.note,
    at: change.at,
  });
  if (order.orderStatus !== "Cancelled") {
    await recordEvent(tx, {
      mainId: order.main_id,
      orderRef: order.id,
      field: "orderStatus",
      from: order.orderStatus,
      to: "Cancelled",
      actor: change.actor,
      note: "payment failed",
      at: change.at,
    });
  }
  await releaseReservation(tx, failed);
  return failed;
}

/** A failed or refused payment: Pending → Failed once, the order cancelled and its stock and coupon use given back. */
export async function recordPaymentFailure(
  deps: OrderDeps,
  orderRef: number,
  actor: string,
  note?: string,
): Promise<PaymentOutcome> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<PaymentOutcome> => {
    const order = await lockOrder(tx, orderRef);
    if (order.status !== "Pending") return { order, changed: false };
    const failed = await failPendingOrder(tx, order, { actor, note, at: now });
    if (!failed) throw new Error(`order ${order.id} vanished`);
    return { order: failed, changed: true };
  });
  return outcome;
}
