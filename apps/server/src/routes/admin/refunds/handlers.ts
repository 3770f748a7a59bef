// The back office's refunds of an order (issue 33): what can still be refunded, "Refund" part of it,
// and "Cancel and refund". Owners and staff; a refund over the store's staff limit needs an owner
// (services/refunds/make-refund.ts decides, under the order's row lock).
import { fromPaise } from "@henna/domain/money";
import { lineNetPaise, refundableLeft, refundedQuantities } from "@henna/domain/refunds";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { stores } from "../../../db/schema.js";
import type { Handlers, OperationRequest, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { loadCreditNotes } from "../../../services/credit-notes/credit-note-view.js";
import { findStoreOrder, requireStoreOrder } from "../../../services/orders/store-order.js";
import { idempotencyKey } from "../../../services/payments/order-requests.js";
import { makeRefund, type RefundAsk } from "../../../services/refunds/make-refund.js";
import { loadRefundFacts } from "../../../services/refunds/refund-facts.js";
import { toRefundView } from "../../../services/refunds/refund-view.js";
import { checkRefundBody } from "./refund-input.js";

type RefundsHandlers = Pick<
  Handlers,
  "adminGetOrderRefunds" | "adminRefundOrder" | "adminCancelAndRefund" | "adminGetOrderCreditNotes"
>;

const BEFORE_SHIPPING = new Set(["Pending", "Processing", "Packed"]);

export function adminRefundsHandlers(ctx: AppContext): RefundsHandlers {
  /** Makes the refund a request asks for: 201 with it, or 200 when the Idempotency-Key replays one. */
  async function refund(
    req: OperationRequest<"adminRefundOrder" | "adminCancelAndRefund">,
    staff: StaffCaller,
    ask: Pick<RefundAsk, "cancel" | "reason" | "request" | "manual">,
  ) {
    const { mainId } = req;
    const { orderId } = req.params;
    const made = await makeRefund(ctx, {
      mainId,
      orderId,
      idempotencyKey: idempotencyKey(req),
      staff,
      ...ask,
    });
    const order = await findStoreOrder(ctx.db, mainId, orderId);
    const titles = order ? (await loadRefundFacts(ctx.db, order)).titles : new Map<number, string>();
    req.reply.code(made.replayed ? 200 : 201);
    return { data: toRefundView(made.refund, titles), replayed: made.replayed };
  }

  return {
    async adminGetOrderCreditNotes(req) {
      const order = await requireStoreOrder(ctx.db, req.mainId, req.params.orderId);
      return { data: await loadCreditNotes(ctx.db, order) };
    },

    async adminGetOrderRefunds(req) {
      const order = await requireStoreOrder(ctx.db, req.mainId, req.params.orderId);
      const [store] = await ctx.db
        .select({ limit: stores.refund_staff_limit })
        .from(stores)
        .where(eq(stores.main_id, req.mainId));
      const facts = await loadRefundFacts(ctx.db, order);
      const left = refundableLeft(facts.order, facts.past);
      const done = refundedQuantities(facts.past);
      const nets = lineNetPaise(facts.order);
      const counted = facts.past.filter((refund) => refund.state !== "failed");
      const refunded = fromPaise(counted.reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0));
      return {
        data: {
          order_id: order.order_id,
          payment_mode: order.payment_mode,
          status: order.status,
          orderStatus: order.orderStatus,
          captured_online: facts.order.capturedOnline,
          collected_in_cash: facts.order.collectedInCash,
          refundable: { gateway: left.gateway, manual: left.manual },
          refunded,
          staff_limit: store?.limit ?? 0,
          can_cancel_and_refund: BEFORE_SHIPPING.has(order.orderStatus) && left.gateway > 0,
          delivery: {
            amount: order.deliveryCharge,
            refunded: counted.some((refund) => refund.delivery > 0),
          },
          lines: facts.order.lines.map((line, index) => ({
            item_id: line.id,
            title: facts.titles.get(line.id) ?? "",
            quantity: line.quantity,
            refunded_quantity: done.get(line.id) ?? 0,
            net_amount: fromPaise(nets[index] ?? 0),
          })),
          refunds: [...facts.rows].reverse().map((row) => toRefundView(row, facts.titles)),
        },
      };
    },

    async adminRefundOrder(req) {
      const staff = requireStaff(req.staff);
      return refund(req, staff, { cancel: false, ...checkRefundBody(req.body) });
    },

    async adminCancelAndRefund(req) {
      const staff = requireStaff(req.staff);
      return refund(req, staff, {
        cancel: true,
        reason: req.body.reason.trim() || `Cancelled by ${staff.actor}`,
        request: { kind: "whole", method: "gateway" },
      });
    },
  };
}
