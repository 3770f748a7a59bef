// Moving an order along Pending → Processing → Packed → Shipped → Out for delivery → Delivered, or
// cancelling it: the one function behind the admin route and the `order-status` CLI command.
import {
  canMoveOrder,
  dateFieldForStatus,
  isOrderStatus,
  moveOrder,
  nextOrderStatuses,
  type OrderStatus,
} from "@henna/domain/order-status";
import type { MessageKey } from "@henna/domain/server-messages";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { orders } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import { type AuditActor, recordAudit } from "../audit.js";
import { enqueueMail, enqueuePush } from "../outbox/enqueue.js";
import { issueInvoice } from "./invoice-counter.js";
import { recordEvent } from "./order-events.js";
import { orderAudience, orderNewsMailText } from "./order-news-mail.js";
import type { OrderRow, StatusDeps } from "./order-types.js";
import { releaseReservation } from "./payment-outcome.js";
import { lockStoreOrder } from "./store-order.js";

export interface StatusChange {
  mainId: string;
  orderId: string;
  to: string;
  /** Shown to the customer on the tracking page (e.g. the courier and AWB number). */
  note?: string | undefined;
  /** Who moved it: `staff:<e-mail>` (the back office), `admin` (the automation token), `cli`. */
  actor: string;
  /** Who the audit log names (the back office, automation, the command line). */
  audit?: AuditActor;
  /** Set only by services/refunds' "Cancel and refund", which refunds the order in the same transaction. */
  withRefund?: boolean;
}

/** Moves made by the shop (not by the customer's checkout or the payment), whose notes the customer sees. */
export function isShopMove(actor: string): boolean {
  return actor === "admin" || actor === "cli" || actor.startsWith("staff:");
}

/**
 * Forward moves need a confirmed order: paid for pay now, advance paid (or no advance) for pay on
 * delivery. An unpaid order can only be cancelled.
 */
function confirmed(order: OrderRow): boolean {
  if (order.status === "Success") return true;
  return order.payment_mode === "Pay on delivery" && order.status === "Pending" && order.advance_amount === 0;
}

/**
 * The statuses the plain move may take the order to now: the domain's next steps, only Cancelled while
 * unpaid, never Cancelled once paid (that is "Cancel and refund").
 */
export function allowedMoves(order: OrderRow): OrderStatus[] {
  const next = nextOrderStatuses(order.orderStatus);
  if (!confirmed(order)) return next.filter((status) => status === "Cancelled");
  return order.status === "Success" ? next.filter((status) => status !== "Cancelled") : next;
}

function illegal(from: string, to: string, why?: string): ApiError {
  return new ApiError(409, "ILLEGAL_STATUS_CHANGE", why ?? `An order cannot move from ${from} to ${to}.`);
}

/** What the plain status move answers for a paid order: it may only be cancelled with its refund. */
export const paidCancelRefusal = (orderId: string) =>
  `Order ${orderId} is paid: use "Cancel and refund" to cancel it and give the money back.`;

/** `within`: the caller's transaction (cancel and refund), else one of its own. */
export async function changeOrderStatus(
  deps: StatusDeps,
  change: StatusChange,
  within?: Transaction,
): Promise<OrderRow> {
  if (!isOrderStatus(change.to)) throw illegal("its status", change.to);
  const to: OrderStatus = change.to;
  const now = deps.clock();
  const run = <T>(work: (tx: Transaction) => Promise<T>) =>
    within ? work(within) : deps.db.transaction(work);
  const moved = await run(async (tx) => {
    const order = await lockStoreOrder(tx, change.mainId, change.orderId);
    if (!canMoveOrder(order.orderStatus, to)) throw illegal(order.orderStatus, to);
    // Cancelling a paid order silently kept the money (issue 33): only "Cancel and refund" may.
    if (to === "Cancelled" && order.status === "Success" && !change.withRefund) {
      throw illegal(order.orderStatus, to, paidCancelRefusal(order.order_id));
    }
    if (to !== "Cancelled" && !confirmed(order)) {
      throw illegal(
        order.orderStatus,
        to,
        `Order ${order.order_id} is not paid yet; it can only be cancelled.`,
      );
    }
    const move = moveOrder(order.orderStatus, to, now);
    if (!move.ok) throw illegal(order.orderStatus, to);
    const patch: Partial<typeof orders.$inferInsert> = {
      orderStatus: move.patch.orderStatus,
      updatedAt: now,
    };
    // The domain says which §3 date field the move stamps (none for Packed and Cancelled).
    const dateField = dateFieldForStatus(to);
    const stamped = dateField ? move.patch[dateField] : undefined;
    if (dateField && stamped) patch[dateField] = new Date(stamped);
    if (to === "Delivered") {
      patch.delivered = true;
      // Pay on delivery: the rest is collected at the door, so the payment is complete now.
      if (order.status === "Pending") {
        patch.status = "Success";
        patch.paid_at = now;
        if (!order.invoice_number) Object.assign(patch, await issueInvoice(tx, order.main_id, now));
      }
    }
    const [updated] = await tx.update(orders).set(patch).where(eq(orders.id, order.id)).returning();
    if (!updated) throw new Error(`order ${order.id} vanished`);
    await recordEvent(tx, {
      mainId: order.main_id,
      orderRef: order.id,
      field: "orderStatus",
      from: order.orderStatus,
      to,
      actor: change.actor,
      note: change.note,
      at: now,
    });
    if (patch.status) {
      await recordEvent(tx, {
        mainId: order.main_id,
        orderRef: order.id,
        field: "status",
        from: order.status,
        to: patch.status,
        actor: change.actor,
        note: "collected on delivery",
        at: now,
      });
    }
    if (to === "Cancelled") await releaseReservation(tx, updated);
    if (change.audit) {
      await recordAudit(tx, change.audit, {
        action: to === "Cancelled" ? "order.cancel" : "order.status",
        entity: "order",
        entityId: order.order_id,
        before: { orderStatus: order.orderStatus, status: order.status },
        after: { orderStatus: updated.orderStatus, status: updated.status, note: change.note ?? null },
      });
    }
    await queueStatusMessages(tx, updated);
    return updated;
  });
  return moved;
}

// What the push notice and the e-mail say for each status, in the customer's language.
const PUSH_TEXT: Record<OrderStatus, MessageKey> = {
  Pending: "statusPending",
  Processing: "statusProcessing",
  Packed: "statusPacked",
  Shipped: "statusShipped",
  "Out for delivery": "statusOutForDelivery",
  Delivered: "statusDelivered",
  Cancelled: "statusCancelled",
};

// Moves a shopper wants in the inbox as well as on the phone, with the word the subject ends on.
const MAILED: ReadonlyMap<OrderStatus, MessageKey> = new Map<OrderStatus, MessageKey>([
  ["Shipped", "statusWordShipped"],
  ["Out for delivery", "statusWordOutForDelivery"],
  ["Delivered", "statusWordDelivered"],
  ["Cancelled", "statusWordCancelled"],
]);

/**
 * The push message (to every device the user has when it is delivered) and, for the moves in MAILED,
 * an e-mail: both written to the outbox in the transaction of the move, so neither is lost nor sent
 * for a move that rolled back. Both are in the account's language: the move is the shop's, not the
 * customer's request.
 */
export async function queueStatusMessages(tx: Transaction, order: OrderRow): Promise<void> {
  const { email, say, shopName: readShopName } = await orderAudience(tx, order);
  await enqueuePush(tx, order.main_id, order.user_id, {
    title: say("statusPushTitle", { orderId: order.order_id, status: order.orderStatus }),
    body: say(PUSH_TEXT[order.orderStatus]),
    data: { order_id: order.order_id, orderStatus: order.orderStatus },
  });
  const word = MAILED.get(order.orderStatus);
  if (!word || !email) return;
  const shopName = await readShopName();
  await enqueueMail(tx, order.main_id, {
    to: email,
    subject: say("statusMailSubject", { shop: shopName, orderId: order.order_id, status: say(word) }),
    text: orderNewsMailText(say, order, shopName, say(PUSH_TEXT[order.orderStatus])),
  });
}
