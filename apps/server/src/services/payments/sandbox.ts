// The development gateway (design §2): order ids shaped like Razorpay's, signatures computed exactly as
// Razorpay computes them but under the sandbox key secret, so POST /payment/verify runs the same code
// for both. POST /api/dev/sandbox/pay stands in for Razorpay's checkout widget.
import { randomInt } from "node:crypto";
import type { PaymentGateway } from "./gateway.js";
import { SANDBOX_KEY_ID } from "./payment-keys.js";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.js";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` random letters and digits (crypto-random, unbiased). */
export function randomAlphanumeric(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: "sandbox";
  /** What Razorpay's widget hands its success handler; a failure carries a signature that cannot verify. */
  pay(
    gatewayOrderId: string,
    outcome: "success" | "failure",
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** Signs a webhook body the way Razorpay does (tests and local webhook trials). */
  signWebhook(rawBody: string): string;
}

export function createSandboxGateway(secret: string): SandboxGateway {
  return {
    name: "sandbox",
    keyId: SANDBOX_KEY_ID,
    async createOrder({ amountPaise }) {
      return { id: `order_${randomAlphanumeric(14)}`, amount: amountPaise, currency: "INR" };
    },
    verifyPayment(gatewayOrderId, paymentId, signature) {
      return signatureMatches(paymentSignature(secret, gatewayOrderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(secret, rawBody), signature);
    },
    pay(gatewayOrderId, outcome) {
      const paymentId = `pay_${randomAlphanumeric(14)}`;
      const good = paymentSignature(secret, gatewayOrderId, paymentId);
      // A declined card: the widget reports failure, and a signature that cannot verify makes the
      // browser's verify call record it as failed, exactly as with a real decline.
      const signature =
        outcome === "success" ? good : hmacHex(`${secret}:declined`, `${gatewayOrderId}|${paymentId}`);
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      };
    },
    signWebhook(rawBody) {
      return hmacHex(secret, rawBody);
    },
  };
}
