import type { AppContext } from "../../context.js";
import { requireCaller } from "../../http/identity.js";
import type { Handlers, RequestBody } from "../../http/operation-types.js";
import { quoteOrder } from "../../services/orders/quote-order.js";
import { orderCreator, orderLines } from "../../services/payments/order-requests.js";
import { verifyGatewayPayment } from "../../services/payments/verify-payment.js";
import { sandboxPay } from "./sandbox-pay.js";
import { handleWebhook } from "./webhook.js";

export type PaymentsHandlers = Pick<
  Handlers,
  | "quoteCheckout"
  | "createPayNowOrder"
  | "createPayOnDeliveryOrder"
  | "verifyPayment"
  | "handlePaymentWebhook"
  | "sandboxPay"
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
    async quoteCheckout(req) {
      const { body } = req;
      const caller = requireCaller(req.caller);
      const { priced, deliveryKnown } = await quoteOrder(
        ctx.db,
        {
          mainId: req.mainId,
          userId: caller.userId,
          lines: orderLines(body.products),
          couponCode: body.coupon_code,
          shippingAddressId: body.shipping_address_id ?? null,
          mode: body.payment_mode,
          course: body.course === true,
        },
        ctx.clock(),
      );
      const { totals } = priced;
      if (!totals.gst) throw new Error("an order's pricing always works out its GST");
      return {
        data: {
          subtotal: totals.subtotal,
          discount: totals.discount,
          delivery_charge: deliveryKnown ? totals.deliveryCharge : null,
          total: totals.total,
          pay_now: priced.advance,
          pay_later: priced.remaining,
          summary: totals.summary,
          gst: totals.gst,
        },
      };
    },

    createPayNowOrder: orderCreator(ctx, "createPayNowOrder", productOrder),

    createPayOnDeliveryOrder: orderCreator(ctx, "createPayOnDeliveryOrder", productOrder),

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
