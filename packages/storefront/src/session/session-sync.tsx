// Mounted once by the app layout: runs the app-start sync and logs the user out on this device as soon
// as the server has refused the session (the client then clears the tokens).
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { useEffect } from "react";
import type { Services } from "../api/browser-clients";
import { msg } from "../i18n/i18n";
import { languageReady } from "../i18n/load-language";
import { useAppDispatch } from "../state/hooks";
import type { RootState } from "../state/store";
import { toast } from "../ui/toast";
import { endSession } from "./end-session";
import { onTokensCleared } from "./token-clear-watch";

export const SESSION_EXPIRED = msg("Your session has expired. Please log in again.");

/** Ends the session on this device when the client clears the tokens while someone is logged in. */
export function watchSession(): ThunkAction<() => void, RootState, Services, UnknownAction> {
  return (dispatch, getState, services) =>
    onTokensCleared(services.tokens, () => {
      if (getState().session.user === null) return;
      dispatch(endSession());
      toast.info(SESSION_EXPIRED);
    });
}

/**
 * The app-start sync (spec §4) when there is something to sync, a stored login or guest-cart lines;
 * its code loads only then (a first visit has neither).
 */
export function startSync(): ThunkAction<Promise<void>, RootState, Services, UnknownAction> {
  return async (dispatch, getState) => {
    const { session, guestCart } = getState();
    if (session.user === null && guestCart.lines.length === 0) return;
    try {
      const { appStarted } = await import("./app-start");
      await dispatch(appStarted());
    } catch (error) {
      console.warn("App start: the sync could not run", error);
    }
  };
}

export function SessionSync() {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(watchSession()), [dispatch]);
  // After the browser's stored state is in, which on a Hindi page the server rendered waits for its
  // catalogue (ssr/start-app.tsx): its restore was queued on the same promise first.
  useEffect(() => {
    void languageReady().then(() => dispatch(startSync()));
  }, [dispatch]);
  return null;
}
