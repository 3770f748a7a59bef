// Razorpay's Orders and Refunds APIs. Only the server holds the key secret; the browser gets the key id
// and the gateway order id, pays in Razorpay's widget and hands the signed result back to
// POST /payment/verify. Refunds go back to the captured payment, each with an idempotency key.
import {
  GATEWAY_ORDER_ID,
  GATEWAY_REFUND_ID,
  GATEWAY_REFUND_STATUSES,
  GatewayError,
  type GatewayRefund,
  GatewayRefusal,
  type PaymentGateway,
} from "./gateway.js";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.js";

export const RAZORPAY_API = "https://api.razorpay.com/v1";
export const RAZORPAY_ORDERS_URL = `${RAZORPAY_API}/orders`;
const TIMEOUT_MS = 10_000;

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

type Fetch = typeof fetch;

/** One call to Razorpay's API: its JSON answer, or a GatewayError (a GatewayRefusal for a 4xx). */
async function callRazorpay(
  fetchImpl: Fetch,
  auth: string,
  timeoutMs: number,
  what: string,
  url: string,
  init: { method: "GET" | "POST"; body?: unknown; headers?: Record<string, string> },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: {
        authorization: auth,
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayError(
      `Razorpay did not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const reason = (body as { error?: { description?: string } } | null)?.error?.description;
    const text = `Razorpay refused the ${what} (HTTP ${response.status})${reason ? `: ${reason}` : ""}`;
    // A 4xx is Razorpay's answer about this request; a 5xx or 429 may go through on a retry.
    throw response.status >= 400 && response.status < 500 && response.status !== 429
      ? new GatewayRefusal(text)
      : new GatewayError(text);
  }
  return body;
}

/** Razorpay's refund entity, checked against what we asked. */
function readRefund(body: unknown, expected: { paymentId: string; amount?: number }): GatewayRefund {
  const refund = body as { id?: unknown; payment_id?: unknown; amount?: unknown; status?: unknown } | null;
  const status = GATEWAY_REFUND_STATUSES.find((s) => s === refund?.status);
  if (
    typeof refund?.id !== "string" ||
    !GATEWAY_REFUND_ID.test(refund.id) ||
    refund.payment_id !== expected.paymentId ||
    typeof refund.amount !== "number" ||
    (expected.amount !== undefined && refund.amount !== expected.amount) ||
    !status
  ) {
    throw new GatewayError("Razorpay answered with a refund that does not match the request");
  }
  return { id: refund.id, paymentId: expected.paymentId, amount: refund.amount, status };
}

export function createRazorpayGateway(
  keys: RazorpayKeys,
  fetchImpl: Fetch = fetch,
  timeoutMs = TIMEOUT_MS,
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  const call = (what: string, url: string, init: Parameters<typeof callRazorpay>[5]) =>
    callRazorpay(fetchImpl, auth, timeoutMs, what, url, init);
  return {
    name: "razorpay",
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const body = await call("order", RAZORPAY_ORDERS_URL, {
        method: "POST",
        body: { amount: amountPaise, currency: "INR", receipt, notes: notes ?? {} },
      });
      const order = body as { id?: unknown; amount?: unknown; currency?: unknown } | null;
      if (
        typeof order?.id !== "string" ||
        !GATEWAY_ORDER_ID.test(order.id) ||
        order.amount !== amountPaise ||
        order.currency !== "INR"
      ) {
        throw new GatewayError("Razorpay answered with an order that does not match the request");
      }
      return { id: order.id, amount: amountPaise, currency: "INR" };
    },
    verifyPayment(gatewayOrderId, paymentId, signature) {
      return signatureMatches(paymentSignature(keys.keySecret, gatewayOrderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature);
    },
    async refund({ paymentId, amountPaise, idempotencyKey, receipt, notes }) {
      const body = await call("refund", `${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: "POST",
        headers: { "x-refund-idempotency": idempotencyKey },
        body: { amount: amountPaise, speed: "normal", receipt, notes: notes ?? {} },
      });
      return readRefund(body, { paymentId, amount: amountPaise });
    },
    async fetchRefund(paymentId, refundId) {
      const url = `${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`;
      return readRefund(await call("refund lookup", url, { method: "GET" }), { paymentId });
    },
  };
}
