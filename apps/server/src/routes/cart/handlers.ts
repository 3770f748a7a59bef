import type { AppContext } from "../../context.js";
import type { Handlers } from "../../http/operation-types.js";

export type CartHandlers = Pick<Handlers, "clearCart" | "removeCartItem" | "getCart" | "addCartItem">;

export function cartHandlers(_ctx: AppContext): Partial<CartHandlers> {
  return {};
}
