// The development gateway (design §2): order ids shaped like Razorpay's, signatures computed exactly as
// Razorpay computes them but under the sandbox key secret, so POST /payment/verify runs the same code
// for both. POST /api/dev/sandbox/pay stands in for Razorpay's checkout widget. Refunds are kept in a
// refund book that outlives our process (the database's sandbox_refunds table), as Razorpay keeps them
// on its side: the same idempotency key answers the same refund, even after our server crashed.
import { randomInt } from "node:crypto";
import {
  type GatewayRefund,
  type GatewayRefundStatus,
  GatewayRefusal,
  type PaymentGateway,
} from "./gateway.js";
import { SANDBOX_KEY_ID } from "./payment-keys.js";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.js";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` random letters and digits (crypto-random, unbiased). */
export function randomAlphanumeric(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** The sandbox's refunds, as the gateway keeps them. */
export interface SandboxRefundBook {
  /** Records the refund unless its idempotency key has one already; answers the key's refund either way. */
  record(refund: GatewayRefund & { idempotencyKey: string; receipt: string }): Promise<GatewayRefund>;
  find(refundId: string): Promise<(GatewayRefund & { receipt: string }) | null>;
  /** Moves a pending refund to processed or failed (what the bank's answer does at Razorpay). */
  settle(refundId: string, status: "processed" | "failed"): Promise<void>;
  /** Everything refunded against one payment (tests count it). */
  ofPayment(paymentId: string): Promise<GatewayRefund[]>;
}

export function memoryRefundBook(): SandboxRefundBook {
  const byId = new Map<string, GatewayRefund & { idempotencyKey: string; receipt: string }>();
  const strip = ({ id, paymentId, amount, status }: GatewayRefund): GatewayRefund => ({
    id,
    paymentId,
    amount,
    status,
  });
  return {
    async record(refund) {
      const same = [...byId.values()].find((r) => r.idempotencyKey === refund.idempotencyKey);
      if (same) return strip(same);
      byId.set(refund.id, { ...refund });
      return strip(refund);
    },
    async find(refundId) {
      const found = byId.get(refundId);
      return found ? { ...strip(found), receipt: found.receipt } : null;
    },
    async settle(refundId, status) {
      const found = byId.get(refundId);
      if (found?.status === "pending") found.status = status;
    },
    async ofPayment(paymentId) {
      return [...byId.values()].filter((r) => r.paymentId === paymentId).map(strip);
    },
  };
}

export interface SandboxOptions {
  /** What a new refund answers: `processed` at once (an instant refund, the default) or `pending`. */
  refundStatus?: "pending" | "processed";
}

/** A webhook the sandbox sends as Razorpay would: the exact body, its signature and event id. */
export interface SandboxWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
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
  readonly refunds: SandboxRefundBook;
  /** Changed in place by tests (e.g. `refundStatus: "pending"`). */
  readonly options: SandboxOptions;
  /** Settles a pending refund and answers the signed `refund.processed` or `refund.failed` webhook for it. */
  settleRefund(refundId: string, outcome: "processed" | "failed"): Promise<SandboxWebhook>;
}

export function createSandboxGateway(
  secret: string,
  refunds: SandboxRefundBook = memoryRefundBook(),
  options: SandboxOptions = {},
): SandboxGateway {
  return {
    refunds,
    options,
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
    async refund({ paymentId, amountPaise, idempotencyKey, receipt }) {
      if (!/^pay_[A-Za-z0-9]+$/.test(paymentId)) throw new GatewayRefusal("The payment id is invalid");
      if (!Number.isInteger(amountPaise) || amountPaise < 100) {
        throw new GatewayRefusal("The refund amount must be at least INR 1.00");
      }
      const status: GatewayRefundStatus = options.refundStatus ?? "processed";
      return refunds.record({
        id: `rfnd_${randomAlphanumeric(14)}`,
        paymentId,
        amount: amountPaise,
        status,
        idempotencyKey,
        receipt,
      });
    },
    async fetchRefund(paymentId, refundId) {
      const found = await refunds.find(refundId);
      if (!found || found.paymentId !== paymentId) throw new GatewayRefusal("The refund id is invalid");
      return { id: found.id, paymentId: found.paymentId, amount: found.amount, status: found.status };
    },
    async settleRefund(refundId, outcome) {
      await refunds.settle(refundId, outcome);
      const found = await refunds.find(refundId);
      if (!found) throw new GatewayRefusal("The refund id is invalid");
      const rawBody = JSON.stringify({
        entity: "event",
        event: `refund.${outcome}`,
        contains: ["refund", "payment"],
        payload: {
          refund: {
            entity: {
              id: found.id,
              entity: "refund",
              amount: found.amount,
              currency: "INR",
              payment_id: found.paymentId,
              receipt: found.receipt,
              status: found.status,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { rawBody, signature: hmacHex(secret, rawBody), eventId: `evt_${randomAlphanumeric(14)}` };
    },
  };
}
