// Changes to the guest cart (spec §4 App start, §5 Quantity, §8 Product removed from cart): each applies
// the domain's rule to the cart as it is when dispatched and stores the result.
import { type CartProductInput, refreshGuestLine, removeBySku, setQuantity } from "@henna/domain/cart";
import type { Dispatch } from "@reduxjs/toolkit";
import { type GuestCartState, linesReplaced } from "./guest-cart-slice";

type GuestCartThunk = (dispatch: Dispatch, getState: () => { guestCart: GuestCartState }) => void;

/** §5 quantity: the line with this sku gets the quantity (floored, at least 1). */
export const changeGuestQuantity =
  (sku: string, quantity: number | string): GuestCartThunk =>
  (dispatch, getState) => {
    dispatch(linesReplaced(setQuantity(getState().guestCart.lines, sku, quantity)));
  };

/** §8 the lines of this sku leave the cart. */
export const removeGuestLine =
  (sku: string): GuestCartThunk =>
  (dispatch, getState) => {
    dispatch(linesReplaced(removeBySku(getState().guestCart.lines, sku)));
  };

/** §4 App start: each line refreshed from its product, by position; null keeps the old line. */
export const refreshGuestLines =
  (products: ReadonlyArray<CartProductInput | null>): GuestCartThunk =>
  (dispatch, getState) => {
    const lines = getState().guestCart.lines;
    dispatch(linesReplaced(lines.map((line, index) => refreshGuestLine(line, products[index] ?? null))));
  };
