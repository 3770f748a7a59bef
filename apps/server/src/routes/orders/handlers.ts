import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type OrdersHandlers = Pick<Handlers, "getOrder" | "listOrders" | "updateOrderStatus">;

export function ordersHandlers(_ctx: AppContext): Partial<OrdersHandlers> {
  return {};
}
