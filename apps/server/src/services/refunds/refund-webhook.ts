// Razorpay's `refund.processed` and `refund.failed` webhooks (checked and deduplicated by the payment
// webhook route first). The refund is found by the gateway's refund id or, when the webhook overtakes
// the refund call's answer, by the receipt we gave it (`rf_<row id>`); it must be for the order's
// payment and for the row's amount, or it is ignored.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { orders, refunds } from "../../db/schema.js";
import { GATEWAY_REFUND_ID } from "../payments/gateway.js";
import { settleRefund } from "./settle-refund.js";

export const REFUND_EVENTS = new Set(["refund.processed", "refund.failed"]);

interface RefundEntity {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  receipt?: unknown;
}

function refundEntity(payload: Record<string, unknown>): RefundEntity {
  const wrapper = payload.refund;
  if (!wrapper || typeof wrapper !== "object") return {};
  const inner = (wrapper as { entity?: unknown }).entity;
  return inner && typeof inner === "object" ? (inner as RefundEntity) : {};
}

const RECEIPT = /^rf_([1-9][0-9]{0,9})$/;

export async function applyRefundEvent(
  deps: { db: Db; clock: () => Date; log: { warn(obj: object, msg: string): void } },
  event: string,
  payload: Record<string, unknown>,
): Promise<{ result: "processed" | "ignored"; orderMainId: string | null }> {
  const entity = refundEntity(payload);
  const gatewayId = typeof entity.id === "string" && GATEWAY_REFUND_ID.test(entity.id) ? entity.id : null;
  if (!gatewayId) return { result: "ignored", orderMainId: null };
  let [row] = await deps.db.select().from(refunds).where(eq(refunds.gateway_refund_id, gatewayId));
  const receipt = typeof entity.receipt === "string" ? RECEIPT.exec(entity.receipt) : null;
  if (!row && receipt?.[1]) {
    [row] = await deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, Number(receipt[1])));
  }
  if (!row || (row.gateway_refund_id !== null && row.gateway_refund_id !== gatewayId)) {
    return { result: "ignored", orderMainId: null };
  }
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, row.order_ref));
  if (
    !order ||
    order.razorpay_payment_id !== entity.payment_id ||
    entity.amount !== Math.round(row.amount * 100)
  ) {
    deps.log.warn({ refund: row.id, event }, "refund webhook does not match the refund");
    return { result: "ignored", orderMainId: row.main_id };
  }
  await settleRefund(deps, row.id, {
    gatewayRefundId: gatewayId,
    status: event === "refund.processed" ? "processed" : "failed",
    failureReason: "The gateway reported the refund as failed.",
  });
  return { result: "processed", orderMainId: row.main_id };
}
