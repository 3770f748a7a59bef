// The guest cart (spec §4: kept in browser storage under guest_cart). Every rule comes from the
// domain; the slice only holds the result.
import {
  addToGuestCart,
  type CartLine,
  type CartProductInput,
  refreshGuestLine,
  removeBySku,
  setQuantity,
} from "@henna/domain/cart";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { browserStateRestored } from "./browser-state";

export interface GuestCartState {
  lines: CartLine[];
}

const initialState: GuestCartState = { lines: [] };

export const guestCartSlice = createSlice({
  name: "guestCart",
  initialState,
  reducers: {
    /** Adds the line unless it is already there (the caller checks with `addToGuestCart` first to warn). */
    lineAdded(state, action: PayloadAction<CartLine>) {
      const result = addToGuestCart(state.lines, action.payload);
      if (result.added) state.lines = result.cart;
    },
    quantityChanged(state, action: PayloadAction<{ sku: string; quantity: number | string }>) {
      state.lines = setQuantity(state.lines, action.payload.sku, action.payload.quantity);
    },
    lineRemoved(state, action: PayloadAction<string>) {
      state.lines = removeBySku(state.lines, action.payload);
    },
    linesReplaced(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
    },
    /** App start: each line refreshed from its product; null keeps the old line (spec §4). */
    linesRefreshed(state, action: PayloadAction<Array<CartProductInput | null>>) {
      state.lines = state.lines.map((line, index) => refreshGuestLine(line, action.payload[index] ?? null));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(browserStateRestored, (state, action) => {
      state.lines = action.payload.lines;
    });
  },
  selectors: {
    selectGuestLines: (state) => state.lines,
  },
});

export const { lineAdded, quantityChanged, lineRemoved, linesReplaced, linesRefreshed } =
  guestCartSlice.actions;
export const { selectGuestLines } = guestCartSlice.selectors;
