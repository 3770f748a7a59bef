// The payment calls (spec §7, design §2): the provider's public settings, the sandbox gateway's pay
// call, and the verification of what the gateway's success handler received.
import type { ApiSchemas } from "@henna/api";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";

export type GatewayOrder = ApiSchemas["RazorpayOrder"];
export type GatewayResult = ApiSchemas["GatewayPaymentResult"];
export type PaymentSettings = ApiSchemas["PaymentSettings"];

/** GET /pay-razorpay/{storeId}: which gateway, its public key id and the name/colour to show. */
export async function readPaymentSettings({ clients, mainId }: Services): Promise<PaymentSettings | null> {
  const result = await settle(
    clients.store.GET("/pay-razorpay/{storeId}", { params: { path: { storeId: mainId } } }),
  );
  if (result.error) {
    console.error("Payment settings could not be read", result.error);
    return null;
  }
  return result.data.data;
}

/** POST /dev/sandbox/pay: what Razorpay's widget would hand its success handler; null when refused. */
export async function sandboxPay(
  { clients }: Services,
  orderId: string,
  outcome: "success" | "failure",
): Promise<GatewayResult | null> {
  const result = await settle(
    clients.store.POST("/dev/sandbox/pay", { body: { order_id: orderId, outcome } }),
  );
  if (result.error) {
    console.error("Sandbox payment failed", result.error);
    return null;
  }
  return result.data;
}

export type VerifyOutcome = { ok: true; orderId: string; receiptId: string } | { ok: false };

/** POST /payment/verify (orders) or /admission-pay/verify (admissions). */
export async function verifyPayment(
  { clients }: Services,
  kind: "order" | "admission",
  paid: GatewayResult,
  keyId: string | null,
  receiptId: string,
): Promise<VerifyOutcome> {
  const body: ApiSchemas["PaymentVerifyRequest"] = {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
    key: keyId,
    receipt_id: receiptId,
  };
  const result = await settle(
    kind === "order"
      ? clients.store.POST("/payment/verify", { body })
      : clients.store.POST("/admission-pay/verify", { body }),
  );
  if (result.error) {
    console.error("Payment verification failed", result.error);
    return { ok: false };
  }
  return { ok: true, orderId: result.data.order_id, receiptId: result.data.receipt_id };
}
