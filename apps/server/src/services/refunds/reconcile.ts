// The reconciliation job: gateway refunds still `initiated` after a crash, a lost webhook or a gateway
// that did not answer. A row the gateway has named is looked up (GET the refund); a row it never
// named is asked for again with the row's idempotency key, which answers the refund the gateway made
// before the crash, or makes the one it never got. Either way the row ends with exactly one refund.
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { orders, refunds } from "../../db/schema.js";
import { GatewayError, GatewayRefusal, type PaymentGateway } from "../payments/gateway.js";
import { gatewayKeyOf } from "./make-refund.js";
import { settleRefund } from "./settle-refund.js";

export interface ReconcileDeps {
  db: Db;
  payments: PaymentGateway;
  clock: () => Date;
  log: { warn(obj: object, msg: string): void };
}

const BATCH = 50;

/**
 * Settles unsettled gateway refunds not touched for `settleAfterMs` (a request still between its commit
 * and the gateway's answer is left alone). Answers how many moved to processed or failed.
 */
export async function reconcileRefunds(deps: ReconcileDeps, settleAfterMs: number): Promise<number> {
  const before = new Date(deps.clock().getTime() - settleAfterMs);
  const rows = await deps.db
    .select({ refund: refunds, paymentId: orders.razorpay_payment_id, orderId: orders.order_id })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_ref))
    .where(and(eq(refunds.state, "initiated"), eq(refunds.method, "gateway"), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const { refund, paymentId, orderId } of rows) {
    if (!paymentId) continue;
    try {
      const answer = refund.gateway_refund_id
        ? await deps.payments.fetchRefund(paymentId, refund.gateway_refund_id)
        : await deps.payments.refund({
            paymentId,
            amountPaise: Math.round(refund.amount * 100),
            idempotencyKey: gatewayKeyOf(refund),
            receipt: gatewayKeyOf(refund),
            notes: { order_id: orderId },
          });
      const after = await settleRefund(deps, refund.id, {
        gatewayRefundId: answer.id,
        status: answer.status,
      });
      if (after && after.state !== "initiated") settled++;
    } catch (error) {
      if (error instanceof GatewayRefusal && !refund.gateway_refund_id) {
        // The gateway will not make it: the amount becomes refundable again.
        await settleRefund(deps, refund.id, { status: "failed", failureReason: error.message });
        settled++;
        continue;
      }
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ refund: refund.id, err: error }, "refund reconciliation: the gateway did not answer");
    }
  }
  return settled;
}
