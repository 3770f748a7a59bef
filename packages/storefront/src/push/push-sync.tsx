// Mounted through PushGate by the app layout, on pages that carry Firebase's web configuration. Once
// someone is (or was just) logged in, the push session is loaded after the first render and registers,
// offers after a login, or ends after a logout (push-session.ts).
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { useEffect, useRef, useState } from "react";
import type { Services } from "../api/browser-clients";
import { useAppDispatch, useAppSelector } from "../state/hooks";
import { selectUserId } from "../state/session-slice";
import type { RootState } from "../state/store";
import { readPushConfig } from "./push-config";
import type { PushSession } from "./push-session";

type Moment = "page-load" | "login" | "logout" | "same";

const readServices: ThunkAction<Services, RootState, Services, UnknownAction> = (
  _dispatch,
  _getState,
  services,
) => services;

function momentOf(before: number | null | undefined, now: number | null): Moment {
  // undefined: the first run, so a user now was remembered from an earlier visit.
  if (before === undefined) return "page-load";
  if (before === now) return "same";
  return now === null ? "logout" : "login";
}

export function PushSync() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const [config] = useState(() => readPushConfig());
  const previous = useRef<number | null | undefined>(undefined);
  // One push session per page, made on first need.
  const session = useRef<Promise<PushSession> | null>(null);

  useEffect(() => {
    const moment = momentOf(previous.current, userId);
    previous.current = userId;
    if (!config || moment === "same" || (moment === "page-load" && userId === null)) return;
    if (!session.current) {
      const services = dispatch(readServices);
      session.current = import("./push-session").then(({ browserPushSession }) =>
        browserPushSession(services, config),
      );
    }
    void session.current.then((push) => {
      if (userId === null) {
        void push.end();
        return;
      }
      void push.register(userId);
      if (moment === "login") push.offer(userId);
    });
  }, [userId, config, dispatch]);

  return null;
}
