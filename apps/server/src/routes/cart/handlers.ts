// The logged-in customer's server cart (§7 POST /cart, GET /cart/{userId}, DELETE /cart/{sku},
// DELETE /cart/deleteall/{userId}). Every query is scoped to the request's store and the caller.
import { ADDED_TO_CART, PRODUCT_REMOVED_FROM_CART } from "@henna/domain/messages";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { cartItems } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller, requireSelf } from "../../http/identity.js";
import type { Handlers } from "../../http/operation-types.js";
import { addToCart } from "./add-to-cart.js";
import { readCart } from "./cart-lines.js";

export type CartHandlers = Pick<Handlers, "clearCart" | "removeCartItem" | "getCart" | "addCartItem">;

/** Not a spec text: the spec's browser empties the cart silently after a payment. */
export const CART_CLEARED = "Cart cleared";
/** Not a spec text: the spec's browser shows 'Failed to remove product' for any failed remove. */
export const NOT_IN_CART = "Product not found in cart";

const callersLines = and(
  eq(cartItems.main_id, sql.placeholder("mainId")),
  eq(cartItems.user_id, sql.placeholder("userId")),
);

// Another user's line with the same sku is simply not in the caller's cart.
const removeLine = preparedQuery<{ mainId: string; userId: number; sku: string }, { id: number }[]>(
  "cart_remove_line",
  (db) =>
    db
      .delete(cartItems)
      .where(and(callersLines, eq(cartItems.sku, sql.placeholder("sku"))))
      .returning({ id: cartItems.id }),
);

const removeAllLines = preparedQuery<{ mainId: string; userId: number }, unknown>("cart_remove_all", (db) =>
  db.delete(cartItems).where(callersLines),
);

export function cartHandlers(ctx: AppContext): CartHandlers {
  return {
    async addCartItem(req) {
      const caller = requireSelf(req.caller, req.body.user_id);
      await addToCart(ctx.db, req.mainId, caller.userId, req.body, ctx.clock());
      return { isError: false, msg: ADDED_TO_CART };
    },

    async getCart(req) {
      const caller = requireSelf(req.caller, req.params.userIdOrSku);
      return { isError: false, data: await readCart(ctx.db, req.mainId, caller.userId) };
    },

    async removeCartItem(req) {
      const caller = requireCaller(req.caller);
      const removed = await removeLine(ctx.db, {
        mainId: req.mainId,
        userId: caller.userId,
        sku: req.params.userIdOrSku,
      });
      if (removed.length === 0) throw notFound(NOT_IN_CART);
      return { isError: false, msg: PRODUCT_REMOVED_FROM_CART };
    },

    async clearCart(req) {
      const caller = requireSelf(req.caller, req.params.userId);
      await removeAllLines(ctx.db, { mainId: req.mainId, userId: caller.userId });
      return { isError: false, msg: CART_CLEARED };
    },
  };
}
