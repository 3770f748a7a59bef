// Spec §4 Login: after login the guest cart goes to the server, line by line. A line the server took
// (or already had: 'Product already in cart') leaves the guest cart; a line it refused stays there, so
// nothing the shopper picked is lost.
import { PRODUCT_ALREADY_IN_CART } from "@henna/domain/messages";
import { createAsyncThunk } from "@reduxjs/toolkit";
import { type ApiFailure, settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { toCartItemInput } from "../cart/cart-line-input";
import { linesReplaced } from "../state/guest-cart-slice";
import type { RootState } from "../state/store";

export interface GuestCartUpload {
  uploaded: number;
  kept: number;
}

function alreadyInCart(failure: ApiFailure): boolean {
  return failure.code === "ALREADY_IN_CART" || failure.message === PRODUCT_ALREADY_IN_CART;
}

export const uploadGuestCart = createAsyncThunk<GuestCartUpload, void, { state: RootState; extra: Services }>(
  "session/uploadGuestCart",
  async (_, { getState, dispatch, extra }) => {
    const { user } = getState().session;
    const lines = getState().guestCart.lines;
    if (!user || lines.length === 0) return { uploaded: 0, kept: lines.length };
    const results = await Promise.all(
      lines.map((line) =>
        settle(extra.clients.store.POST("/cart", { body: toCartItemInput(line, user.user_id) })),
      ),
    );
    const kept = lines.filter((line, index) => {
      const failure = results[index]?.error;
      if (!failure || alreadyInCart(failure)) return false;
      console.warn(`Guest cart line ${line.product_sku} stays in the guest cart: ${failure.message}`);
      return true;
    });
    dispatch(linesReplaced(kept));
    return { uploaded: lines.length - kept.length, kept: kept.length };
  },
);
