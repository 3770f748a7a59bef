// /admission-pay: course fees, paid like orders (same order service, kind 'course'), tied to the
// caller's own admission record; the product must be a course.
import { eq, or } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { orders } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller } from "../../http/identity.js";
import type { Handlers, RequestBody } from "../../http/operation-types.js";
import { loadItems, toAdmissionPaymentView } from "../../services/orders/order-view.js";
import { findOwnOrder } from "../../services/orders/own-order.js";
import { orderCreator } from "../../services/payments/order-requests.js";
import { verifyGatewayPayment } from "../../services/payments/verify-payment.js";

export type AdmissionPayHandlers = Pick<
  Handlers,
  "createAdmissionPayNow" | "createAdmissionPayOnDelivery" | "verifyAdmissionPayment" | "getAdmissionPayment"
>;

export const ADMISSION_PAYMENT_NOT_FOUND = "Admission payment not found";

type CourseOrderBody = RequestBody<"createAdmissionPayNow"> | RequestBody<"createAdmissionPayOnDelivery">;

/** A course fee is one unit of the course product, tied to the caller's admission record. */
function courseOrder(body: CourseOrderBody) {
  return {
    lines: [{ product_id: body.course_product_id, quantity: 1 }],
    couponCode: body.coupon_code,
    admissionId: body.admission_id,
  };
}

export function admissionPayHandlers(ctx: AppContext): AdmissionPayHandlers {
  return {
    createAdmissionPayNow: orderCreator(ctx, "createAdmissionPayNow", courseOrder),

    createAdmissionPayOnDelivery: orderCreator(ctx, "createAdmissionPayOnDelivery", courseOrder),

    async verifyAdmissionPayment(req) {
      return verifyGatewayPayment(ctx, req.mainId, req.caller, req.body, "course");
    },

    async getAdmissionPayment(req) {
      const caller = requireCaller(req.caller);
      const order = await findOwnOrder(
        ctx.db,
        req.mainId,
        caller.userId,
        eq(orders.kind, "course"),
        or(eq(orders.receipt_id, req.params.id), eq(orders.order_id, req.params.id)),
      );
      if (!order) throw notFound(ADMISSION_PAYMENT_NOT_FOUND);
      const items = (await loadItems(ctx.db, [order.id])).get(order.id) ?? [];
      return { data: toAdmissionPaymentView(order, items) };
    },
  };
}
