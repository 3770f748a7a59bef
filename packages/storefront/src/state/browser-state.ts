// What a page load takes from browser storage: who is logged in and the guest cart. A page the server
// rendered is hydrated as a guest with an empty cart (the server cannot see this browser's storage, and
// the first client render must match its HTML); this action then puts the stored state in.

import type { CartLine } from "@henna/domain/cart-lines";
import { createAction } from "@reduxjs/toolkit";
import type { LoginRecord } from "../storage/login-record";

export interface BrowserState {
  user: LoginRecord | null;
  lines: CartLine[];
}

export const browserStateRestored = createAction<BrowserState>("browserStateRestored");
