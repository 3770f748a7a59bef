// Add to cart and Buy Now (spec §4), for guests and logged-in customers alike. Screens call these
// thunks; the messages are the specification's.
import { addToGuestCart, buildCartLine, type CartLine, type CartProductInput } from "@henna/domain/cart";
import { buildCheckoutData } from "@henna/domain/checkout";
import {
  ADDED_TO_CART,
  PRODUCT_ADDED_TO_CART,
  PRODUCT_ALREADY_IN_CART,
  SOMETHING_WENT_WRONG,
} from "@henna/domain/messages";
import { canAddVariation, type VariationInput } from "@henna/domain/variations";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { linesReplaced } from "../state/guest-cart-slice";
import { invalidated } from "../state/server-data";
import { writeCheckoutData } from "../storage/checkout-data-storage";
import type { LoginRecord } from "../storage/login-record";
import { toast } from "../ui/toast";
import { toCartItemInput } from "./cart-line-input";

interface ThunkState {
  session: { user: LoginRecord | null };
  guestCart: { lines: CartLine[] };
}

export interface AddToCartArgs {
  product: CartProductInput;
  variation?: VariationInput | null;
  quantity?: number;
  course?: boolean;
}

export type AddToCartOutcome = "added" | "duplicate" | "refused" | "failed";

function lineFor(args: AddToCartArgs, user: LoginRecord | null, mainId: string): CartLine {
  return buildCartLine(args.product, {
    variation: args.variation ?? null,
    quantity: args.quantity ?? 1,
    course: args.course ?? false,
    mainId,
    user: user ? { user_id: user.user_id, full_name: user.full_name, name: user.name } : null,
  });
}

/**
 * Guest: the line goes into guest_cart unless it is already there. Logged in: POST /cart, then the
 * cart is fetched again. Resolves with what happened; the toast has been shown.
 */
export const addToCart = createAsyncThunk<
  AddToCartOutcome,
  AddToCartArgs,
  { state: ThunkState; extra: Services }
>("cart/add", async (args, { getState, dispatch, extra }) => {
  if (args.variation) {
    const check = canAddVariation(args.variation);
    if (!check.ok) {
      if (check.reason === "out-of-stock") toast.warning(check.message);
      return "refused";
    }
  }
  const { user } = getState().session;
  const line = lineFor(args, user, extra.mainId);
  if (!user) {
    const result = addToGuestCart(getState().guestCart.lines, line);
    if (!result.added) {
      toast.warning(PRODUCT_ALREADY_IN_CART);
      return "duplicate";
    }
    dispatch(linesReplaced(result.cart));
    toast.success(ADDED_TO_CART);
    return "added";
  }
  const result = await settle(
    extra.clients.store.POST("/cart", { body: toCartItemInput(line, user.user_id) }),
  );
  if (result.error) {
    if (result.error.code === "NETWORK" || result.error.code === "TIMEOUT" || result.error.status >= 500) {
      toast.error(SOMETHING_WENT_WRONG);
      return "failed";
    }
    toast.warning(result.error.message || PRODUCT_ALREADY_IN_CART);
    return result.error.code === "ALREADY_IN_CART" ? "duplicate" : "refused";
  }
  dispatch(invalidated(["Cart"]));
  toast.success(result.data.msg || PRODUCT_ADDED_TO_CART);
  return "added";
});

export interface BuyNowArgs extends AddToCartArgs {}

/**
 * Buy Now (spec §4): stores checkout_data for this one line. The caller navigates to /checkout (or to
 * /admission-form for a course); a guest is sent to /login by the checkout route's guard.
 */
export const buyNow = createAsyncThunk<boolean, BuyNowArgs, { state: ThunkState; extra: Services }>(
  "cart/buyNow",
  async (args, { getState, extra }) => {
    if (args.variation) {
      const check = canAddVariation(args.variation);
      if (!check.ok) {
        if (check.reason === "out-of-stock") toast.warning(check.message);
        return false;
      }
    }
    const line = lineFor(args, getState().session.user, extra.mainId);
    writeCheckoutData(buildCheckoutData([line], { course: args.course ?? false }));
    return true;
  },
);
