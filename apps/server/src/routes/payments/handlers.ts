import type { AppContext } from "../../context.js";
import type { Handlers, RequestBody } from "../../http/operation-types.js";
import type { PayNowCreated, PayOnDeliveryCreated } from "../../services/orders/order-types.js";
import { orderLines, placeOrderFor } from "../../services/payments/order-requests.js";
import { verifyGatewayPayment } from "../../services/payments/verify-payment.js";
import { sandboxPay } from "./sandbox-pay.js";
import { handleWebhook } from "./webhook.js";

export type PaymentsHandlers = Pick<
  Handlers,
  "createPayNowOrder" | "createPayOnDeliveryOrder" | "verifyPayment" | "handlePaymentWebhook" | "sandboxPay"
>;

type ProductOrderBody = RequestBody<"createPayNowOrder"> | RequestBody<"createPayOnDeliveryOrder">;

function productOrder(body: ProductOrderBody) {
  return {
    lines: orderLines(body.products),
    couponCode: body.coupon_code,
    billingAddressId: body.billing_address_id,
    shippingAddressId: body.shipping_address_id,
    mobile: body.mobile,
    gstNo: body.user_gstNo,
    note: body.customer_note,
  };
}

export function paymentsHandlers(ctx: AppContext): PaymentsHandlers {
  return {
    async createPayNowOrder(req) {
      const { body } = req;
      return (await placeOrderFor(ctx, "createPayNowOrder", req, {
        kind: "product",
        mode: "Pay now",
        ...productOrder(body),
      })) as PayNowCreated;
    },

    async createPayOnDeliveryOrder(req) {
      const { body } = req;
      return (await placeOrderFor(ctx, "createPayOnDeliveryOrder", req, {
        kind: "product",
        mode: "Pay on delivery",
        ...productOrder(body),
      })) as PayOnDeliveryCreated;
    },

    async verifyPayment(req) {
      return verifyGatewayPayment(ctx, req.mainId, req.caller, req.body, "product");
    },

    async handlePaymentWebhook(req) {
      const rawBody = (req.raw as { rawBody?: string }).rawBody;
      return handleWebhook(ctx, req.mainId, rawBody, req.headers, req.body);
    },

    async sandboxPay(req) {
      return sandboxPay(ctx, req.mainId, req.body);
    },
  };
}
