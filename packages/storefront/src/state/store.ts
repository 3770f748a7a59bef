// One Redux store per app: session, guest cart and server data (RTK Query). Built by makeStore so
// tests and the apps start from any state and with any services (a fake fetch in tests).
import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { createBrowserServices, type Services } from "../api/browser-clients";
import { readGuestCart } from "../storage/guest-cart-storage";
import { readLoginRecord } from "../storage/login-record";
import type { BrowserState } from "./browser-state";
import { guestCartSlice } from "./guest-cart-slice";
import { persistence } from "./persistence";
import { serverDataSlice } from "./server-data";
import { sessionSlice } from "./session-slice";

const rootReducer = combineSlices(sessionSlice, guestCartSlice, serverDataSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloaded?: Partial<RootState>, services: Services = createBrowserServices()) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).prepend(persistence.middleware),
  });
}

/** The state a page load starts from: whoever is logged in and the guest cart, from browser storage. */
export function storedState(): Partial<RootState> {
  const { user, lines } = readBrowserState();
  return { session: { user }, guestCart: { lines } };
}

/** The stored login record and guest cart (browserStateRestored puts them into a hydrated page's store). */
export function readBrowserState(): BrowserState {
  return { user: readLoginRecord(), lines: readGuestCart() };
}

/** The state the server renders a page in, and its page is hydrated from: a guest with an empty cart. */
export function guestState(): Pick<RootState, "session" | "guestCart"> {
  return { session: { user: null }, guestCart: { lines: [] } };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
