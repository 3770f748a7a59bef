// /admission-pay: course fees, paid like orders (same order service, kind 'course'), tied to the
// caller's own admission record; the product must be a course.
import { and, eq, or } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { orders } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller, requireSelf } from "../../http/identity.js";
import type { Handlers } from "../../http/operation-types.js";
import { placeOrder } from "../../services/orders/create-order.js";
import type { PayNowCreated, PayOnDeliveryCreated } from "../../services/orders/order-types.js";
import { loadItems, toAdmissionPaymentView } from "../../services/orders/order-view.js";
import { idempotencyKey, markReplay } from "../payments/order-requests.js";
import { verifyGatewayPayment } from "../payments/verify-payment.js";

export type AdmissionPayHandlers = Pick<
  Handlers,
  "createAdmissionPayNow" | "createAdmissionPayOnDelivery" | "verifyAdmissionPayment" | "getAdmissionPayment"
>;

export const ADMISSION_PAYMENT_NOT_FOUND = "Admission payment not found";

export function admissionPayHandlers(ctx: AppContext): AdmissionPayHandlers {
  return {
    async createAdmissionPayNow(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const result = await placeOrder(
        ctx,
        {
          kind: "course",
          mode: "Pay now",
          mainId: req.mainId,
          userId: caller.userId,
          lines: [{ product_id: req.body.course_product_id, quantity: 1 }],
          couponCode: req.body.coupon_code,
          admissionId: req.body.admission_id,
        },
        { operation: "createAdmissionPayNow", idempotencyKey: idempotencyKey(req), body: req.body },
      );
      markReplay(req, result.replayed);
      return result.body as PayNowCreated;
    },

    async createAdmissionPayOnDelivery(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      const result = await placeOrder(
        ctx,
        {
          kind: "course",
          mode: "Pay on delivery",
          mainId: req.mainId,
          userId: caller.userId,
          lines: [{ product_id: req.body.course_product_id, quantity: 1 }],
          couponCode: req.body.coupon_code,
          admissionId: req.body.admission_id,
        },
        { operation: "createAdmissionPayOnDelivery", idempotencyKey: idempotencyKey(req), body: req.body },
      );
      markReplay(req, result.replayed);
      return result.body as PayOnDeliveryCreated;
    },

    async verifyAdmissionPayment(req) {
      return verifyGatewayPayment(ctx, req.mainId, req.caller, req.body, "course");
    },

    async getAdmissionPayment(req) {
      const caller = requireCaller(req.caller);
      const [order] = await ctx.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.main_id, req.mainId),
            eq(orders.user_id, caller.userId),
            eq(orders.kind, "course"),
            or(eq(orders.receipt_id, req.params.id), eq(orders.order_id, req.params.id)),
          ),
        );
      if (!order) throw notFound(ADMISSION_PAYMENT_NOT_FOUND);
      const items = (await loadItems(ctx.db, [order.id])).get(order.id) ?? [];
      return { data: toAdmissionPaymentView(order, items) };
    },
  };
}
