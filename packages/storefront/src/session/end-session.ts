// Forgetting who was logged in: the login record goes (persistence removes it from storage) and so does
// every piece of that user's server data kept in memory, so the next shopper on this device sees none.
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { Services } from "../api/browser-clients";
import { type DataTag, removed } from "../state/server-data";
import { loggedOut } from "../state/session-slice";
import type { RootState } from "../state/store";

/** The server data that belongs to the logged-in user. */
export const USER_DATA_TAGS: DataTag[] = ["Cart", "Addresses", "Orders", "Profile", "Admission"];

export function endSession(): ThunkAction<void, RootState, Services, UnknownAction> {
  return (dispatch) => {
    dispatch(loggedOut());
    dispatch(removed(USER_DATA_TAGS));
  };
}
