// The guest cart (spec §4: kept in browser storage under guest_cart). Every rule comes from the
// domain; the slice only holds the result (guest-cart-changes.ts applies the rules, and loads with the
// pages that change the cart, not with every page's first render).
import type { CartLine } from "@henna/domain/cart-lines";
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
    linesReplaced(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
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

export const { linesReplaced } = guestCartSlice.actions;
export const { selectGuestLines } = guestCartSlice.selectors;
