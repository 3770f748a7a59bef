// POST /payment/webhook: Razorpay's server tells us about payments the browser may never report (the
// tab was closed after paying). The signature is checked over the exact raw bytes before anything is
// read; repeated deliveries of one event id are answered `duplicate`; an event can only move an
// order forward (Pending → Success, or Pending → Failed). Refund events settle refunds the same way.
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { orders, webhookEvents } from "../../db/schema.js";
import { badRequest } from "../../http/api-error.js";
import { recordPaymentFailure, recordPaymentSuccess } from "../../services/orders/payment-outcome.js";
import { applyRefundEvent, REFUND_EVENTS } from "../../services/refunds/refund-webhook.js";

type Status = "processed" | "duplicate" | "ignored";

interface Entity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
}

function entity(payload: Record<string, unknown>, name: "payment" | "order"): Entity {
  const wrapper = payload[name];
  if (!wrapper || typeof wrapper !== "object") return {};
  const inner = (wrapper as { entity?: unknown }).entity;
  return inner && typeof inner === "object" ? (inner as Entity) : {};
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The gateway order, payment id and paid amount an event is about, or null for events we do not act on. */
function readEvent(event: string, payload: Record<string, unknown>) {
  const payment = entity(payload, "payment");
  const order = entity(payload, "order");
  switch (event) {
    case "payment.captured":
    case "payment.failed":
      return { gatewayOrderId: text(payment.order_id), paymentId: text(payment.id), amount: payment.amount };
    case "order.paid":
      return {
        gatewayOrderId: text(order.id) ?? text(payment.order_id),
        paymentId: text(payment.id),
        amount: payment.amount,
      };
    default:
      return null;
  }
}

export async function handleWebhook(
  ctx: AppContext,
  mainId: string,
  rawBody: string | undefined,
  headers: Record<string, unknown>,
  body: { event: string; payload: Record<string, unknown> },
): Promise<{ status: Status }> {
  const signature = headers["x-razorpay-signature"];
  if (
    typeof rawBody !== "string" ||
    typeof signature !== "string" ||
    !ctx.payments.verifyWebhook(rawBody, signature)
  ) {
    throw badRequest("Invalid webhook signature.");
  }
  const eventIdHeader = headers["x-razorpay-event-id"];
  const eventId =
    typeof eventIdHeader === "string" && eventIdHeader.trim() !== "" ? eventIdHeader.trim() : null;
  if (eventId) {
    const [seen] = await ctx.db
      .select({ id: webhookEvents.event_id })
      .from(webhookEvents)
      .where(eq(webhookEvents.event_id, eventId));
    if (seen) return { status: "duplicate" };
  }

  const status = await apply(ctx, body.event, body.payload);
  // Recorded after the effect: a crash in between means a redelivery applies it again, which the
  // order moves make harmless; recording first could lose the event.
  if (eventId) {
    await ctx.db
      .insert(webhookEvents)
      .values({
        event_id: eventId,
        main_id: status.orderMainId ?? mainId,
        event: body.event,
        createdAt: ctx.clock(),
      })
      .onConflictDoNothing();
  }
  return { status: status.result };
}

async function apply(
  ctx: AppContext,
  event: string,
  payload: Record<string, unknown>,
): Promise<{ result: Status; orderMainId: string | null }> {
  if (REFUND_EVENTS.has(event)) return applyRefundEvent(ctx, event, payload);
  const read = readEvent(event, payload);
  if (!read?.gatewayOrderId) return { result: "ignored", orderMainId: null };
  const [order] = await ctx.db.select().from(orders).where(eq(orders.gateway_order_id, read.gatewayOrderId));
  if (!order) return { result: "ignored", orderMainId: null };
  if (typeof read.amount === "number" && read.amount !== order.gateway_amount_paise) {
    ctx.log.warn(
      { order_id: order.order_id, event, amount: read.amount },
      "webhook amount differs from the order",
    );
    return { result: "ignored", orderMainId: order.main_id };
  }
  if (event === "payment.failed") {
    await recordPaymentFailure(ctx, order.id, "webhook", read.paymentId ?? undefined);
    return { result: "processed", orderMainId: order.main_id };
  }
  if (!read.paymentId) return { result: "ignored", orderMainId: order.main_id };
  await recordPaymentSuccess(ctx, order.id, read.paymentId, "webhook");
  return { result: "processed", orderMainId: order.main_id };
}
