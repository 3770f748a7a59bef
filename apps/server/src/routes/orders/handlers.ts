import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";
import { requireStaff } from "../../http/staff-caller.js";
import { changeOrderStatus } from "../../services/orders/status-change.js";
import { getOwnCreditNotes, getOwnInvoice, getOwnOrder, listOwnOrders, orderView } from "./order-reads.js";

export type OrdersHandlers = Pick<
  Handlers,
  "getOrder" | "getOrderInvoice" | "getOrderCreditNotes" | "listOrders" | "updateOrderStatus"
>;

export function ordersHandlers(ctx: AppContext): OrdersHandlers {
  return {
    async listOrders(req) {
      return { data: await listOwnOrders(ctx.db, req.mainId, req.caller, req.params.user_id) };
    },

    async getOrder(req) {
      return { data: await getOwnOrder(ctx.db, req.mainId, req.caller, req.params.id) };
    },

    async getOrderCreditNotes(req) {
      return { data: await getOwnCreditNotes(ctx.db, req.mainId, req.caller, req.params.id) };
    },

    async getOrderInvoice(req) {
      return { data: await getOwnInvoice(ctx.db, req.mainId, req.caller, req.params.id) };
    },

    // The back office (a staff token) and automation (ADMIN_TOKEN); both audited.
    async updateOrderStatus(req) {
      const staff = requireStaff(req.staff);
      const moved = await changeOrderStatus(ctx, {
        mainId: req.mainId,
        orderId: req.params.orderId,
        to: req.body.status,
        note: req.body.note?.trim() || undefined,
        actor: staff.staffId === null ? "admin" : `staff:${staff.actor}`,
        audit: staff,
      });
      return { data: await orderView(ctx.db, moved) };
    },
  };
}
