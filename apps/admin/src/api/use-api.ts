// One read for a screen: loading, its data or the failure, and a retry. A newer read (the deps
// changed) wins over an older one still in flight.

import type { ApiFailure } from "@henna/storefront/api/api-result.ts";
import { type DependencyList, useCallback, useEffect, useRef, useState } from "react";
import { settleAnswer } from "./settle-answer";

export type ApiState<T> =
  | { status: "loading"; data?: T | undefined; error?: undefined }
  | { status: "ready"; data: T; error?: undefined }
  | { status: "error"; data?: T | undefined; error: ApiFailure };

export interface ApiRead<T> {
  state: ApiState<T>;
  reload: () => void;
  /** Replaces the data shown (after a write answered the new value). */
  setData: (data: T) => void;
}

export function useApi<T>(
  load: () => Promise<{ data?: T; error?: unknown; response: Response }>,
  deps: DependencyList,
): ApiRead<T> {
  const [state, setState] = useState<ApiState<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const id = ++latest.current;
    // The previous data stays on screen (dimmed by the caller) while the next page loads.
    setState((previous) => ({ status: "loading", data: previous.data }));
    void settleAnswer(load()).then((result) => {
      if (id !== latest.current) return;
      setState(
        result.error ? { status: "error", error: result.error } : { status: "ready", data: result.data },
      );
    });
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: "ready", data }), []);
  return { state, reload, setData };
}
