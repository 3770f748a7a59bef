// Runs a call with the app's Services (the thunk's extra argument), for screens whose calls are plain
// async functions rather than Redux actions (order placement, payment, result pages).
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { useCallback } from "react";
import type { Services } from "../api/browser-clients";
import { useAppDispatch } from "../state/hooks";
import type { RootState } from "../state/store";

export type ServicesCall = <T>(call: (services: Services) => Promise<T>) => Promise<T>;

export function useServicesCall(): ServicesCall {
  const dispatch = useAppDispatch();
  return useCallback(
    <T>(call: (services: Services) => Promise<T>) => {
      const thunk: ThunkAction<Promise<T>, RootState, Services, UnknownAction> = (
        _dispatch,
        _getState,
        services,
      ) => call(services);
      return dispatch(thunk);
    },
    [dispatch],
  );
}
