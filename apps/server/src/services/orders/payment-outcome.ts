// What a payment result does to an order. Both moves lock the order row and only ever leave Pending,
// so the browser's verify call, a gateway webhook and a retry of either can arrive in any order and
// any number of times: the order is paid once (one invoice number, one mail) or failed once (stock
// and coupon use given back once).
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { writeInOneStatement } from "../../db/one-statement.js";
import { cartItems, orderItems, orders, stores, users } from "../../db/schema.js";
import { mailInsert } from "../outbox/enqueue.js";
import { confirmationMail, shopNameOf } from "./confirmation-mail.js";
import { releaseCouponUse } from "./coupon-use.js";
import { allocateInvoiceNumber, supplierOf } from "./invoice-counter.js";
import { eventInsert, recordEvent } from "./order-events.js";
import type { OrderDeps, OrderRow } from "./order-types.js";
import { loadItems } from "./order-view.js";
import { releaseStock } from "./stock.js";

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
  const lines = await tx
    .select({
      product_id: orderItems.product_id,
      variation_id: orderItems.variation_id,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.order_ref, order.id));
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
  const outcome = await recordPaymentSuccessFor(deps, eq(orders.id, orderRef), paymentId, actor);
  if (!outcome) throw new Error(`order ${orderRef} vanished`);
  return outcome;
}

/**
 * recordPaymentSuccess for the one order `which` selects (e.g. the caller's order with this gateway
 * order id), found and locked in the paying transaction itself; null when there is none.
 *
 * Seven round trips to the database where there were fifteen: the order is locked together with the
 * shopper's e-mail and the store, the items are read once (for the cart and the mail), and the writes
 * go as one statement. The invoice counter is taken last, so the store-wide counter row, which every
 * paying transaction needs, stays locked for one statement and the commit.
 */
export async function recordPaymentSuccessFor(
  deps: OrderDeps,
  which: SQL | undefined,
  paymentId: string,
  actor: string,
): Promise<PaymentOutcome | null> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx): Promise<PaymentOutcome | null> => {
    const [locked] = await tx
      .select({ order: orders, email: users.email, language: users.language, store: stores })
      .from(orders)
      .leftJoin(users, eq(users.user_id, orders.user_id))
      .leftJoin(stores, eq(stores.main_id, orders.main_id))
      .where(which)
      .for("update", { of: orders });
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
    const items = (await loadItems(tx, [order.id])).get(order.id) ?? [];
    // An order confirmed at placement keeps the invoice it was issued then.
    const invoice = order.invoice_number
      ? {}
      : {
          invoice_number: await allocateInvoiceNumber(tx, order.main_id, now),
          invoice_date: now,
          invoice_supplier: locked.store ? supplierOf(locked.store) : null,
        };
    const change = { status: "Success" as const, razorpay_payment_id: paymentId, paid_at: now, ...invoice };
    // The row as the update leaves it: the lock guarantees nothing else changes it meanwhile.
    const paid: OrderRow = { ...order, ...change, updatedAt: now };
    const skus = items.map((item) => item.sku);
    await writeInOneStatement(tx, [
      tx
        .update(orders)
        .set({ ...change, updatedAt: now })
        .where(eq(orders.id, order.id)),
      eventInsert(tx, {
        mainId: order.main_id,
        orderRef: order.id,
        field: "status",
        from: "Pending",
        to: "Success",
        actor,
        note: paymentId,
        at: now,
      }),
      ...(skus.length > 0 ? [orderedCartLinesDelete(tx, paid, skus)] : []),
      ...(locked.email
        ? [
            mailInsert(
              tx,
              order.main_id,
              // In the account's language, whoever confirmed the payment (the shopper or the webhook).
              confirmationMail(
                paid,
                items,
                shopNameOf(locked.store, locked.language ?? "en"),
                locked.email,
                locked.language ?? "en",
              ),
            ),
          ]
        : []),
    ]);
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
