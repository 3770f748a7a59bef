import type { AppContext } from "../../context.js";
import { requireSelf } from "../../http/identity.js";
import type { Handlers } from "../../http/operation-types.js";
import { placeOrder } from "../../services/orders/create-order.js";
import type { PayNowCreated, PayOnDeliveryCreated } from "../../services/orders/order-types.js";
import { idempotencyKey, markReplay, orderLines } from "./order-requests.js";
import { sandboxPay } from "./sandbox-pay.js";
import { verifyGatewayPayment } from "./verify-payment.js";
import { handleWebhook } from "./webhook.js";

export type PaymentsHandlers = Pick<
  Handlers,
  "createPayNowOrder" | "createPayOnDeliveryOrder" | "verifyPayment" | "handlePaymentWebhook" | "sandboxPay"
>;

export function paymentsHandlers(ctx: AppContext): PaymentsHandlers {
  return {
    async createPayNowOrder(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const result = await placeOrder(
        ctx,
        {
          kind: "product",
          mode: "Pay now",
          mainId: req.mainId,
          userId: caller.userId,
          lines: orderLines(req.body.products),
          couponCode: req.body.coupon_code,
          billingAddressId: req.body.billing_address_id,
          shippingAddressId: req.body.shipping_address_id,
          mobile: req.body.mobile,
          gstNo: req.body.user_gstNo,
          note: req.body.customer_note,
        },
        { operation: "createPayNowOrder", idempotencyKey: idempotencyKey(req), body: req.body },
      );
      markReplay(req, result.replayed);
      return result.body as PayNowCreated;
    },

    async createPayOnDeliveryOrder(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const result = await placeOrder(
        ctx,
        {
          kind: "product",
          mode: "Pay on delivery",
          mainId: req.mainId,
          userId: caller.userId,
          lines: orderLines(req.body.products),
          couponCode: req.body.coupon_code,
          billingAddressId: req.body.billing_address_id,
          shippingAddressId: req.body.shipping_address_id,
          mobile: req.body.mobile,
          gstNo: req.body.user_gstNo,
          note: req.body.customer_note,
        },
        { operation: "createPayOnDeliveryOrder", idempotencyKey: idempotencyKey(req), body: req.body },
      );
      markReplay(req, result.replayed);
      return result.body as PayOnDeliveryCreated;
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
