// Keeps browser storage in step with the store: the guest cart and the login record are written
// whenever their slice changes, from this one listener instead of from every component.
import { createListenerMiddleware } from "@reduxjs/toolkit";
import { writeGuestCart } from "../storage/guest-cart-storage";
import { removeLoginRecord, writeLoginRecord } from "../storage/login-record";

export interface PersistedState {
  session: { user: Parameters<typeof writeLoginRecord>[0] | null };
  guestCart: { lines: Parameters<typeof writeGuestCart>[0] };
}

export const persistence = createListenerMiddleware();

persistence.startListening({
  predicate: (_action, current, previous) =>
    (current as PersistedState).guestCart !== (previous as PersistedState).guestCart,
  effect: (_action, api) => {
    writeGuestCart((api.getState() as PersistedState).guestCart.lines);
  },
});

persistence.startListening({
  predicate: (_action, current, previous) =>
    (current as PersistedState).session !== (previous as PersistedState).session,
  effect: (_action, api) => {
    const user = (api.getState() as PersistedState).session.user;
    if (user) writeLoginRecord(user);
    else removeLoginRecord();
  },
});
