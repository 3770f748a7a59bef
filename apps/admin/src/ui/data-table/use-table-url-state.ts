// A list's page, page size, sort, search and filters kept in the address (react-router's search
// params), so a list can be shared, survives a reload and the back button steps through it:
//   /admin/orders?page=3&sort=-created_at&q=asha&status=paid
// Values at their defaults are left out of the address. A new search, filter, sort or page size goes
// back to page 1. Paging pushes a history entry; typing a search replaces the current one.
import { useCallback, useMemo, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { DataTableSort } from "./data-table-columns";

export interface TableUrlStateOptions<TFilter extends string> {
  /** The filters the list reads from the address, by parameter name ("status", "from", "to"). */
  filters?: readonly TFilter[];
  defaultPageSize?: number;
  /** Page sizes the address may ask for; anything else falls back to the default. */
  pageSizes?: readonly number[];
  defaultSort?: DataTableSort | null;
  /** Column ids the address may sort by; anything else falls back to the default sort. */
  sortable?: readonly string[];
  /** Prefix for the parameters when a page shows more than one list ("stock_" → stock_page). */
  prefix?: string;
}

export interface TableUrlState<TFilter extends string> {
  page: number;
  pageSize: number;
  sort: DataTableSort | null;
  search: string;
  filters: Readonly<Record<TFilter, string>>;
  /** Whether a search or a filter narrows the list (for the empty state's "clear filters"). */
  narrowed: boolean;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: DataTableSort | null) => void;
  setSearch: (search: string) => void;
  /** An empty value removes the filter. */
  setFilter: (name: TFilter, value: string) => void;
  /** Search and every filter off, page 1. */
  clear: () => void;
  /** The page, its size and the search as the list operations' query takes them. */
  pageQuery: { page: number; limit: number; q: string | undefined };
  /** Spread into useDataTable. */
  tableProps: {
    page: number;
    pageSize: number;
    onPageChange: (page: number) => void;
    onPageSizeChange: (pageSize: number) => void;
    pageSizeOptions: readonly number[];
    sort: DataTableSort | null;
    onSortChange: (sort: DataTableSort | null) => void;
    search: string;
    onSearchChange: (search: string) => void;
  };
}

const DEFAULT_SIZES: readonly number[] = [20, 50, 100];

function sortText(sort: DataTableSort | null): string {
  return sort ? `${sort.desc ? "-" : ""}${sort.id}` : "";
}

function parseSort(
  text: string | null,
  sortable: readonly string[] | undefined,
): DataTableSort | null | undefined {
  if (!text) return undefined;
  if (text === "none") return null;
  const desc = text.startsWith("-");
  const id = desc ? text.slice(1) : text;
  if (id === "" || (sortable && !sortable.includes(id))) return undefined;
  return { id, desc };
}

export function useTableUrlState<TFilter extends string = never>(
  options: TableUrlStateOptions<TFilter> = {},
): TableUrlState<TFilter> {
  const {
    filters: filterNames = [],
    defaultPageSize = DEFAULT_SIZES[0] ?? 20,
    pageSizes = DEFAULT_SIZES,
    defaultSort = null,
    sortable,
    prefix = "",
  } = options;
  const [params, setParams] = useSearchParams();
  // The history entry this list is rendered for. A write that comes late (the search box's debounce
  // firing after a row's link was followed, while the next page is still loading) must not pull the
  // reader back to the list: it is dropped once the browser's history has moved to another entry.
  const entry = useRef<string>("");
  entry.current = useLocation().key;
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const sizeAsked = Number(params.get(key("size")));
  const pageSize = pageSizes.includes(sizeAsked) ? sizeAsked : defaultPageSize;
  const pageAsked = Number(params.get(key("page")));
  const page = Number.isInteger(pageAsked) && pageAsked >= 1 ? pageAsked : 1;
  const parsedSort = parseSort(params.get(key("sort")), sortable);
  const sort = parsedSort === undefined ? defaultSort : parsedSort;
  const search = params.get(key("q")) ?? "";
  const filterKey = filterNames.map((name) => `${name}=${params.get(key(name)) ?? ""}`).join("&");
  const filters = useMemo(() => {
    const values = {} as Record<TFilter, string>;
    for (const name of filterNames) values[name] = params.get(key(name)) ?? "";
    return values;
  }, [filterKey, key]);
  const narrowed = search !== "" || Object.values<string>(filters).some((value) => value !== "");

  /** Writes some parameters; a change to anything but the page goes back to page 1. */
  const write = useCallback(
    (changes: Record<string, string>, how: { replace: boolean }) => {
      // A browser router keeps its entry's key (none for the first, "default") and index in history.state.
      const state = globalThis.history?.state as { key?: string; idx?: number } | null | undefined;
      if (typeof state?.idx === "number" && (state.key ?? "default") !== entry.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === "") next.delete(key(name));
            else next.set(key(name), value);
          }
          if (!("page" in changes)) next.delete(key("page"));
          return next;
        },
        { replace: how.replace },
      );
    },
    [setParams, key],
  );

  const setPage = useCallback(
    (next: number) => write({ page: next > 1 ? String(next) : "" }, { replace: false }),
    [write],
  );
  const setPageSize = useCallback(
    (next: number) => write({ size: next === defaultPageSize ? "" : String(next) }, { replace: false }),
    [write, defaultPageSize],
  );
  const setSort = useCallback(
    (next: DataTableSort | null) => {
      const text = sortText(next);
      // No sort at all is written "none" when the list has a default one, so a reload keeps it off.
      write({ sort: text === sortText(defaultSort) ? "" : text || "none" }, { replace: false });
    },
    [write, defaultSort],
  );
  // Not trimmed here: the box would lose the space being typed between two words.
  const setSearch = useCallback((next: string) => write({ q: next }, { replace: true }), [write]);
  const setFilter = useCallback(
    (name: TFilter, value: string) => write({ [name]: value }, { replace: false }),
    [write],
  );
  const clear = useCallback(() => {
    const changes: Record<string, string> = { q: "" };
    for (const name of filterNames) changes[name] = "";
    write(changes, { replace: false });
  }, [write, filterNames]);

  return {
    page,
    pageSize,
    sort,
    search,
    filters,
    narrowed,
    setPage,
    setPageSize,
    setSort,
    setSearch,
    setFilter,
    clear,
    pageQuery: { page, limit: pageSize, q: search || undefined },
    tableProps: {
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      pageSizeOptions: pageSizes,
      sort,
      onSortChange: setSort,
      search,
      onSearchChange: setSearch,
    },
  };
}
