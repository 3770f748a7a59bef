// A list's page state in the URL (page, limit, sort, search, filters), so a list can be shared and
// survives a reload and the back button. Changing anything but the page goes back to page 1.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export interface ListParams<K extends string> {
  page: number;
  limit: number;
  values: Record<K, string>;
  set: (patch: Partial<Record<K | "page" | "limit", string | number | null>>) => void;
  clear: () => void;
  /** Whether any filter or the search is set (for "Clear filters"). */
  filtered: boolean;
}

export function useListParams<K extends string>(keys: readonly K[], defaultLimit = 20): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const limit = Math.min(200, Math.max(1, Number(params.get("limit")) || defaultLimit));
  const key = params.toString();
  const values = useMemo(
    () => Object.fromEntries(keys.map((name) => [name, params.get(name) ?? ""])) as Record<K, string>,
    [key, keys],
  );
  const set = useCallback<ListParams<K>["set"]>(
    (patch) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === "") next.delete(name);
            else next.set(name, String(value));
          }
          if (!("page" in patch)) next.delete("page");
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams();
        const kept = previous.get("limit");
        if (kept) next.set("limit", kept);
        return next;
      }),
    [setParams],
  );
  const filtered = keys.some((name) => name !== "sort" && values[name] !== "");
  return { page, limit, values, set, clear, filtered };
}
