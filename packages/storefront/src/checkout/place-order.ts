// Place order (spec §7): POST /payment or /payment/paydelivery for a cart, POST /admission-pay or
// /admission-pay/paydelivery for a course, each with the attempt's Idempotency-Key. The server prices
// everything; the browser sends what was chosen (lines, coupon code, address ids, contact details).
import type { ApiSchemas } from "@henna/api";
import type { CartLine } from "@henna/domain/cart";
import { ERROR_DURING_CHECKOUT, FAILED_TO_CREATE_PAYMENT_ORDER } from "@henna/domain/messages";
import type { PaymentMode } from "@henna/domain/pay-buttons";
import { type ApiFailure, settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";

export type OrderKind = "order" | "admission";

export type OrderRequest =
  | {
      kind: "order";
      mode: PaymentMode;
      lines: readonly CartLine[];
      couponCode: string | null;
      billingAddressId: number;
      shippingAddressId: number;
      mobile: string;
      gstNumber: string | null;
      userId: number;
    }
  | {
      kind: "admission";
      mode: PaymentMode;
      courseProductId: number;
      admissionId: number;
      couponCode: string | null;
      userId: number;
    };

/** What the server answered: the order and, when something is to be paid online, its gateway order. */
export interface PlacedOrder {
  kind: OrderKind;
  mode: PaymentMode;
  orderId: string;
  receiptId: string;
  gatewayOrder: ApiSchemas["RazorpayOrder"] | null;
  keyId: string | null;
  gateway: ApiSchemas["Gateway"] | null;
  /** Paid online now (the gateway order's amount), rupees. */
  payNow: number;
  /** Due later (pay on delivery), rupees. */
  payLater: number;
}

export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; message: string };

const MAX_QUANTITY = 99;

/** The order lines as the contract takes them: product, the variation's sku, quantity 1..99. */
export function orderLines(lines: readonly CartLine[]): ApiSchemas["OrderLineInput"][] {
  return lines.map((line) => ({
    product_id: line.product_id,
    ...(line.product_sku.trim() !== "" ? { sku: line.product_sku } : {}),
    quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(line.quantity) || 1)),
  }));
}

/** What the shopper reads when the order is refused (spec §8, else the server's own reason). */
export function placeOrderFailureText(failure: ApiFailure): string {
  if (failure.code === "PAYMENT_GATEWAY_ERROR") return FAILED_TO_CREATE_PAYMENT_ORDER;
  if (failure.status === 0 || failure.status >= 500 || failure.code === "UNKNOWN")
    return ERROR_DURING_CHECKOUT;
  return failure.message;
}

/** The exact request, also the attempt's fingerprint: the same request may reuse its Idempotency-Key. */
export function orderBody(request: OrderRequest) {
  if (request.kind === "admission") {
    return {
      course_product_id: request.courseProductId,
      admission_id: request.admissionId,
      payment_mode: request.mode,
      coupon_code: request.couponCode,
      user_id: request.userId,
    };
  }
  return {
    products: orderLines(request.lines),
    coupon_code: request.couponCode,
    billing_address_id: request.billingAddressId,
    shipping_address_id: request.shippingAddressId,
    mobile: request.mobile,
    user_gstNo: request.gstNumber,
    payment_mode: request.mode,
    user_id: request.userId,
  };
}

function paise(amount: number | undefined): number {
  return amount === undefined ? 0 : amount / 100;
}

export async function placeOrder(
  { clients, mainId }: Services,
  request: OrderRequest,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  const header = { "Idempotency-Key": idempotencyKey };
  const body = { ...orderBody(request), main_id: mainId };
  const kind = request.kind;
  if (request.mode === "Pay now") {
    const result = await settle(
      kind === "order"
        ? clients.store.POST("/payment", {
            params: { header },
            body: body as ApiSchemas["PayNowOrderRequest"],
          })
        : clients.store.POST("/admission-pay", {
            params: { header },
            body: body as ApiSchemas["AdmissionPayNowRequest"],
          }),
    );
    if (result.error) return { ok: false, message: placeOrderFailureText(result.error) };
    const data = result.data;
    return {
      ok: true,
      order: {
        kind,
        mode: request.mode,
        orderId: data.order_id,
        receiptId: data.receipt_id,
        gatewayOrder: data.razorpay_order,
        keyId: data.key_id,
        gateway: data.gateway,
        payNow: paise(data.razorpay_order.amount),
        payLater: 0,
      },
    };
  }
  const result = await settle(
    kind === "order"
      ? clients.store.POST("/payment/paydelivery", {
          params: { header },
          body: body as ApiSchemas["PayOnDeliveryOrderRequest"],
        })
      : clients.store.POST("/admission-pay/paydelivery", {
          params: { header },
          body: body as ApiSchemas["AdmissionPayOnDeliveryRequest"],
        }),
  );
  if (result.error) return { ok: false, message: placeOrderFailureText(result.error) };
  const data = result.data;
  return {
    ok: true,
    order: {
      kind,
      mode: request.mode,
      orderId: data.order_id,
      receiptId: data.receipt_id,
      gatewayOrder: data.razorpay_order ?? null,
      keyId: data.key_id ?? null,
      gateway: data.gateway ?? null,
      payNow: data.advance_amount,
      payLater: data.remaining_amount,
    },
  };
}
