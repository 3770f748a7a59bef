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

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Public key id the browser's checkout widget is opened with. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Checkout handler signature: HMAC-SHA256(order_id + "|" + payment_id) under the key secret. */
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** Webhook signature: HMAC-SHA256 of the exact raw body under the webhook secret. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/** The gateway refused or did not answer; the order cannot be paid through it right now. */
export class GatewayError extends Error {
  override name = "GatewayError";
}

export const GATEWAY_ORDER_ID = /^order_[A-Za-z0-9]+$/;
