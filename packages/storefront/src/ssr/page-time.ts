// The time a page's first screen is drawn for (a delivery estimate, the copyright's year). The server
// keeps a rendered page for as long as the store's data stays the same, days perhaps, so a page it
// rendered carries the time it was rendered at (an entry of its server data), and the browser hydrates
// the page with that time rather than its own clock; right after, the page shows the browser's time.
import { useSyncExternalStore } from "react";
import { useAppSelector } from "../state/hooks";
import type { DataEntry } from "../state/server-data";

/** The server-data entry holding the render's time (epoch milliseconds); no resource reads it. */
export const PAGE_TIME_KEY = "pageTime:null";

export function pageTimeEntry(now: number): DataEntry {
  return { status: "fulfilled", data: now, stale: false, tags: [] };
}

// The browser's time to the minute: every reader of one render agrees, and a page left open for days
// moves on with the clock.
const TIME_STEP_MS = 60_000;
let shownTime: number | undefined;
const browserTime = () => {
  const now = Date.now();
  if (shownTime === undefined || Math.abs(now - shownTime) >= TIME_STEP_MS) shownTime = now;
  return shownTime;
};
const noChange = () => () => undefined;

/** Epoch milliseconds: the server's render time while it renders and hydrates, else the browser's. */
export function usePageTime(): number {
  const rendered = useAppSelector((state) => state.serverData.entries[PAGE_TIME_KEY]?.data);
  const renderedAt = typeof rendered === "number" ? rendered : undefined;
  return useSyncExternalStore(noChange, browserTime, () => renderedAt ?? browserTime());
}
