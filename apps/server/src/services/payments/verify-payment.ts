// POST /payment/verify and /admission-pay/verify: the browser hands back what the gateway's widget
// gave it. The signature is checked (constant time) against the gateway order id, which must be stored
// on one of the caller's orders; the order is then paid once, or failed once when the signature is wrong.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { orders } from "../../db/schema.js";
import { ApiError, notFound } from "../../http/api-error.js";
import { requireCaller } from "../../http/identity.js";
import type { Caller } from "../../http/operation-types.js";
import type { OrderKind } from "../orders/order-types.js";
import { recordPaymentFailure, recordPaymentSuccessFor } from "../orders/payment-outcome.js";

export const VERIFICATION_FAILED = "Payment verification failed.";
export const PAID_AFTER_FAILURE =
  "This order was cancelled because its payment failed earlier. Any amount taken will be refunded.";

export interface VerifyInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function verifyGatewayPayment(
  ctx: AppContext,
  mainId: string,
  callerOrNull: Caller | null,
  body: VerifyInput,
  kind: OrderKind,
) {
  const caller = requireCaller(callerOrNull);
  const callersOrder = { mainId, userId: caller.userId, kind, gatewayOrderId: body.razorpay_order_id };
  // The signature depends on the ids alone (the order is looked up by the same gateway order id), so
  // it is checked first and a good one costs a single transaction.
  if (
    !ctx.payments.verifyPayment(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature)
  ) {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.main_id, callersOrder.mainId),
          eq(orders.user_id, callersOrder.userId),
          eq(orders.kind, callersOrder.kind),
          eq(orders.gateway_order_id, callersOrder.gatewayOrderId),
        ),
      );
    if (!order) throw notFound("Order not found");
    await recordPaymentFailure(ctx, order.id, "customer", "signature did not verify");
    throw new ApiError(400, "PAYMENT_VERIFICATION_FAILED", VERIFICATION_FAILED);
  }
  const outcome = await recordPaymentSuccessFor(ctx, callersOrder, body.razorpay_payment_id, "customer");
  if (!outcome) throw notFound("Order not found");
  if (outcome.order.status !== "Success")
    throw new ApiError(400, "PAYMENT_VERIFICATION_FAILED", PAID_AFTER_FAILURE);
  return { success: true as const, order_id: outcome.order.order_id, receipt_id: outcome.order.receipt_id };
}
