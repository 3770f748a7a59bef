// Razorpay's Orders API. Only the server holds the key secret; the browser gets the key id and the
// gateway order id, pays in Razorpay's widget and hands the signed result back to POST /payment/verify.
import { GATEWAY_ORDER_ID, GatewayError, type PaymentGateway } from "./gateway.js";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.js";

export const RAZORPAY_ORDERS_URL = "https://api.razorpay.com/v1/orders";
const TIMEOUT_MS = 10_000;

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export function createRazorpayGateway(
  keys: RazorpayKeys,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TIMEOUT_MS,
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  return {
    name: "razorpay",
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetchImpl(RAZORPAY_ORDERS_URL, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ amount: amountPaise, currency: "INR", receipt, notes: notes ?? {} }),
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
        throw new GatewayError(
          `Razorpay refused the order (HTTP ${response.status})${reason ? `: ${reason}` : ""}`,
        );
      }
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
  };
}
