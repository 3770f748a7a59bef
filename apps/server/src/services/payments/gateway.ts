// One interface for every payment gateway the store can use. The order code only ever talks to this:
// create a gateway order for an amount in paise, and check the signatures the gateway hands back.
export type GatewayName = "razorpay" | "sandbox";

export interface GatewayOrder {
  /** Razorpay-style `order_...` id. */
  id: string;
  /** Paise. */
  amount: number;
  currency: "INR";
}

export interface CreateGatewayOrder {
  /** Whole paise, at least 100. */
  amountPaise: number;
  /** Our receipt id (Razorpay keeps it with the order; at most 40 characters). */
  receipt: string;
  notes?: Record<string, string>;
}

/** Razorpay's refund states: `pending` until the bank confirms, then `processed` or `failed`. */
export type GatewayRefundStatus = "pending" | "processed" | "failed";

export interface GatewayRefund {
  /** Razorpay-style `rfnd_...` id. */
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  status: GatewayRefundStatus;
}

export interface CreateGatewayRefund {
  /** The captured payment (`pay_...`) the money goes back to. */
  paymentId: string;
  /** Whole paise, at least 100 (Razorpay's minimum refund is ₹1). */
  amountPaise: number;
  /** Sent as Razorpay's X-Refund-Idempotency: the same key never refunds twice, it answers the first refund. */
  idempotencyKey: string;
  /** Our refund's reference, kept by the gateway with the refund and sent back in its webhooks. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Public key id the browser's checkout widget is opened with. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Checkout handler signature: HMAC-SHA256(order_id + "|" + payment_id) under the key secret. */
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** Webhook signature: HMAC-SHA256 of the exact raw body under the webhook secret. */
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** `POST /payments/{id}/refund`: the refund, `pending` or already `processed`. */
  refund(input: CreateGatewayRefund): Promise<GatewayRefund>;
  /** `GET /payments/{id}/refunds/{refund_id}`: where a refund stands now. */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
}

/** The gateway refused or did not answer; the order cannot be paid through it right now. */
export class GatewayError extends Error {
  override name = "GatewayError";
}

/** The gateway answered that it will not do this (a 4xx): retrying the same call cannot help. */
export class GatewayRefusal extends GatewayError {
  override name = "GatewayRefusal";
}

export const GATEWAY_ORDER_ID = /^order_[A-Za-z0-9]+$/;
export const GATEWAY_REFUND_ID = /^rfnd_[A-Za-z0-9]+$/;
export const GATEWAY_REFUND_STATUSES: readonly GatewayRefundStatus[] = ["pending", "processed", "failed"];
