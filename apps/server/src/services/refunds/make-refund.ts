// Making a refund (issue 33): "Refund" part of a paid order, or "Cancel and refund" it whole.
//
// 1. One transaction under the order's row lock: the Idempotency-Key's refund is answered again if it
//    exists; otherwise the domain plans the refund against what was captured minus what was already
//    refunded (the lock makes two refunds on one order take turns, on PostgreSQL and PGlite alike),
//    the staff limit is checked, and the refund row is written `initiated` (a refund by hand is
//    `processed` at once), with the cancellation, its stock movements and the customer's messages.
// 2. The gateway is asked, with the row's own idempotency key, after that commit: a crash between its
//    answer and our next commit leaves an `initiated` row, and asking again with the same key (the
//    reconciliation job, or a retry of the request) gets the same refund, never a second one.
// 3. Its answer settles the row (settle-refund.ts), unless its webhook already has.
import { formatRupees } from "@henna/domain/money";
import {
  type ManualChannel,
  planRefund,
  REFUND_PROBLEM_TEXT,
  type RefundRequest,
} from "@henna/domain/refunds";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Transaction } from "../../db/database.js";
import { orders, refunds, stores } from "../../db/schema.js";
import { ApiError, conflict } from "../../http/api-error.js";
import type { StaffCaller } from "../../http/operation-types.js";
import { recordAudit } from "../audit.js";
import { issueCreditNote } from "../credit-notes/issue-credit-note.js";
import type { OrderRow } from "../orders/order-types.js";
import { changeOrderStatus } from "../orders/status-change.js";
import { lockStoreOrder } from "../orders/store-order.js";
import { GatewayError, GatewayRefusal } from "../payments/gateway.js";
import { recordCancelledStock } from "./cancel-stock.js";
import { loadRefundFacts, type RefundRow } from "./refund-facts.js";
import { queueRefundMessages } from "./refund-messages.js";
import { settleRefund } from "./settle-refund.js";

export type RefundDeps = Pick<AppContext, "db" | "payments" | "log" | "clock">;

export interface RefundAsk {
  mainId: string;
  orderId: string;
  idempotencyKey: string;
  staff: StaffCaller;
  reason: string;
  /** "Cancel and refund": cancel the order and refund everything left through the gateway. */
  cancel: boolean;
  request: RefundRequest;
  /** A refund by hand: how it was paid and its reference. */
  manual?: { channel: ManualChannel; reference: string };
}

export interface RefundMade {
  refund: RefundRow;
  replayed: boolean;
}

/** Orders still in the shop's hands: "Cancel and refund" is only for these. */
const BEFORE_SHIPPING = new Set(["Pending", "Processing", "Packed"]);
/** Razorpay refunds at least ₹1. */
const GATEWAY_MINIMUM_PAISE = 100;

/** The gateway's key for a refund row: one row, one gateway refund, however often it is asked. */
export const gatewayKeyOf = (refund: Pick<RefundRow, "id">) => `rf_${refund.id}`;

export async function makeRefund(deps: RefundDeps, ask: RefundAsk): Promise<RefundMade> {
  const { refund, replayed, order } = await deps.db.transaction((tx) => recordRefund(deps, tx, ask));
  if (refund.method !== "gateway" || refund.state !== "initiated") return { refund, replayed };
  return { refund: await askGateway(deps, refund, order), replayed };
}

async function recordRefund(
  deps: RefundDeps,
  tx: Transaction,
  ask: RefundAsk,
): Promise<RefundMade & { order: OrderRow }> {
  const order = await lockStoreOrder(tx, ask.mainId, ask.orderId);
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.order_ref, order.id), eq(refunds.idempotency_key, ask.idempotencyKey)));
  if (earlier) return { refund: earlier, replayed: true, order };

  const facts = await loadRefundFacts(tx, order);
  if (facts.order.capturedOnline + facts.order.collectedInCash <= 0) {
    throw conflict(`Order ${order.order_id} is not paid; there is nothing to refund.`, "ORDER_NOT_PAID");
  }
  if (ask.cancel && !BEFORE_SHIPPING.has(order.orderStatus)) {
    throw conflict(
      `Order ${order.order_id} is ${order.orderStatus}: only an order not yet shipped can be cancelled. Refund part of it instead.`,
      "ILLEGAL_STATUS_CHANGE",
    );
  }
  const plan = planRefund(facts.order, facts.past, ask.request);
  if (!plan.ok) {
    const left = plan.left > 0 ? ` ${formatRupees(plan.left)} is left to refund this way.` : "";
    throw conflict(`${REFUND_PROBLEM_TEXT[plan.problem]}${left}`, "REFUND_REFUSED");
  }
  if (ask.request.method === "gateway" && Math.round(plan.amount * 100) < GATEWAY_MINIMUM_PAISE) {
    throw conflict("A refund through the gateway must be at least ₹1.", "REFUND_REFUSED");
  }
  const [store] = await tx
    .select({ limit: stores.refund_staff_limit })
    .from(stores)
    .where(eq(stores.main_id, ask.mainId));
  const limit = store?.limit ?? 0;
  if (ask.staff.role !== "owner" && plan.amount > limit) {
    throw new ApiError(
      403,
      "OWNER_REQUIRED",
      `A refund over ${formatRupees(limit)} needs the owner: ask an owner to make this refund of ${formatRupees(plan.amount)}.`,
    );
  }

  const now = deps.clock();
  const manual = ask.request.method === "manual" ? ask.manual : undefined;
  const [refund] = await tx
    .insert(refunds)
    .values({
      main_id: order.main_id,
      order_ref: order.id,
      kind: ask.cancel ? "cancel" : "partial",
      method: ask.request.method,
      amount: plan.amount,
      lines: plan.lines.map((line) => ({
        item_id: line.lineId,
        quantity: line.quantity,
        amount: line.amount,
      })),
      delivery: plan.delivery,
      reason: ask.reason,
      // Money paid back by hand has already left the shop when the owner records it.
      state: manual ? "processed" : "initiated",
      processedAt: manual ? now : null,
      idempotency_key: ask.idempotencyKey,
      manual_channel: manual?.channel ?? null,
      manual_reference: manual?.reference ?? null,
      staff_id: ask.staff.staffId,
      actor: ask.staff.actor,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!refund) throw new Error("refund insert returned nothing");
  // A refund by hand is processed at once, so its credit note is issued with it.
  await issueCreditNote(tx, refund, now);

  let current = order;
  if (ask.cancel) {
    current = await changeOrderStatus(
      deps,
      {
        mainId: order.main_id,
        orderId: order.order_id,
        to: "Cancelled",
        note: ask.reason,
        actor: ask.staff.staffId === null ? "admin" : `staff:${ask.staff.actor}`,
        audit: ask.staff,
        withRefund: true,
      },
      tx,
    );
    // The move gave the stock back after it returned the row: whether it did is read afresh.
    const [released] = await tx
      .select({ released: orders.stock_released })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (!order.stock_released && released?.released) {
      await recordCancelledStock(tx, current, ask.staff.staffId, now);
    }
  }
  await recordAudit(tx, ask.staff, {
    action: ask.cancel ? "order.cancel_refund" : "order.refund",
    entity: "order",
    entityId: order.order_id,
    after: {
      refund: refund.id,
      amount: refund.amount,
      method: refund.method,
      lines: refund.lines,
      delivery: refund.delivery,
      reason: refund.reason,
      manual_reference: refund.manual_reference,
    },
  });
  await queueRefundMessages(tx, current, refund);
  return { refund, replayed: false, order: current };
}

/**
 * Asks the gateway for the refund a row stands for, and settles the row by its answer. A refusal fails
 * the refund (its amount is refundable again) and is answered 502; no answer leaves it `initiated` for
 * the reconciliation job.
 */
export async function askGateway(deps: RefundDeps, refund: RefundRow, order: OrderRow): Promise<RefundRow> {
  if (!order.razorpay_payment_id) throw new Error(`order ${order.order_id} has no captured payment`);
  try {
    const answer = await deps.payments.refund({
      paymentId: order.razorpay_payment_id,
      amountPaise: Math.round(refund.amount * 100),
      idempotencyKey: gatewayKeyOf(refund),
      receipt: gatewayKeyOf(refund),
      notes: { order_id: order.order_id },
    });
    const settled = await settleRefund(deps, refund.id, {
      gatewayRefundId: answer.id,
      status: answer.status,
    });
    return settled ?? refund;
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      await settleRefund(deps, refund.id, { status: "failed", failureReason: error.message });
      throw new ApiError(
        502,
        "PAYMENT_GATEWAY_ERROR",
        `The payment gateway refused the refund: ${error.message}. It is recorded as failed.`,
      );
    }
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn(
      { refund: refund.id, err: error },
      "refund: the gateway did not answer; left to reconciliation",
    );
    return refund;
  }
}
