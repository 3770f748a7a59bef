// Products page by page from the server (10 per page; category, search and sort as query parameters),
// so no screen ever downloads the whole catalogue. Each page is its own cache entry: going back to a
// listing shows what was loaded, and home and /products share their first pages.
import { uniqueProducts } from "@henna/domain/popular-tabs";
import type { SortKey } from "@henna/domain/sorting";
import { useCallback, useContext, useDeferredValue, useEffect, useMemo, useState } from "react";
import { shallowEqual } from "react-redux";
import { useAppDispatch, useAppSelector } from "../state/hooks";
import {
  type ProductSummary,
  type ProductsPage,
  type ProductsPageArgs,
  productsPage,
} from "../state/resources";
import type { DataEntry, Resource } from "../state/server-data";
import { PrefetchContext } from "../state/server-prefetch";

export interface ProductsQuery {
  category?: string;
  search?: string;
  /** Omitted (or recommended) keeps the store's own order. */
  sort?: SortKey;
}

export interface PagedProducts {
  items: ProductSummary[];
  /** No page has arrived yet (show skeletons). */
  isLoading: boolean;
  /** The first page failed. */
  isError: boolean;
  /** A further page exists on the server. */
  hasMore: boolean;
  /** Matching products in all; the server tells it only on the last page. */
  total: number | null;
  /** The next page is on its way. */
  isLoadingMore: boolean;
  /** The next page failed (the loaded ones stay). */
  isMoreError: boolean;
  pagesRequested: number;
  loadMore(): void;
  retry(): void;
}

/** The one spelling of a page request, so the cache key is the same wherever it is built. */
export function pageArgs(query: ProductsQuery, page: number): ProductsPageArgs {
  return {
    page,
    ...(query.category ? { category: query.category } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.sort && query.sort !== "recommended" ? { sort: query.sort } : {}),
  };
}

function queryKey(query: ProductsQuery | null): string | null {
  return query === null ? null : JSON.stringify(pageArgs(query, 1));
}

/** Pages 1..n of a query; `null` loads nothing (e.g. a listing that cannot show anything). */
export function usePagedProducts(query: ProductsQuery | null): PagedProducts {
  const dispatch = useAppDispatch();
  const base = queryKey(query);
  const [requested, setRequested] = useState<{ base: string | null; pages: number }>({ base, pages: 1 });
  const pages = requested.base === base ? requested.pages : 1;

  const argsList = useMemo(() => {
    if (base === null) return [];
    const parsed = JSON.parse(base) as ProductsQuery;
    return Array.from({ length: pages }, (_, index) => pageArgs(parsed, index + 1));
  }, [base, pages]);

  const entries = useAppSelector(
    (state) => argsList.map((args) => state.serverData.entries[productsPage.keyOf(args)]),
    shallowEqual,
  ) as Array<DataEntry | undefined>;

  useEffect(() => {
    argsList.forEach((args, index) => {
      const entry = entries[index];
      if (!entry || entry.stale) void dispatch(productsPage.fetch(args));
    });
  }, [dispatch, argsList, entries]);
  // On the server, where the effect above never runs.
  const collect = useContext(PrefetchContext);
  if (collect) {
    argsList.forEach((args, index) => {
      const entry = entries[index];
      if (!entry || entry.stale) collect(productsPage as Resource<unknown, unknown>, args);
    });
  }

  // What the screen shows follows the cache as background work React can pause: a page of cards
  // arriving (a store update, which React would otherwise render at once, in one task) renders in
  // slices between which a tap is answered. Requests above follow the cache itself.
  const shown = useDeferredValue(entries);

  // Pages that arrived, in order, up to the first one still missing. `shown` keeps its identity while
  // nothing changed (shallowEqual), so this is worked out once per change.
  const { loaded, items } = useMemo(() => {
    const pagesIn: ProductsPage[] = [];
    for (const entry of shown) {
      const data = entry?.data as ProductsPage | undefined;
      if (!data) break;
      pagesIn.push(data);
    }
    return { loaded: pagesIn, items: uniqueProducts(pagesIn.flatMap((page) => page.items)) };
  }, [shown]);
  const lastLoaded = loaded.at(-1);
  const first = shown[0];
  const last = shown.at(-1);
  const waitingForNext = pages > loaded.length;

  const loadMore = useCallback(() => {
    if (base === null || !lastLoaded?.hasMore || waitingForNext) return;
    setRequested({ base, pages: pages + 1 });
  }, [base, lastLoaded?.hasMore, waitingForNext, pages]);

  const retry = useCallback(() => {
    argsList.forEach((args, index) => {
      if (entries[index]?.status === "rejected") void dispatch(productsPage.fetch(args, true));
    });
  }, [dispatch, argsList, entries]);

  return {
    items,
    isLoading: base !== null && loaded.length === 0 && first?.status !== "rejected",
    isError: first?.status === "rejected" && loaded.length === 0,
    hasMore: Boolean(lastLoaded?.hasMore),
    total: lastLoaded && !lastLoaded.hasMore ? (lastLoaded.total ?? null) : null,
    isLoadingMore: loaded.length > 0 && waitingForNext && last?.status !== "rejected",
    isMoreError: loaded.length > 0 && waitingForNext && last?.status === "rejected",
    pagesRequested: pages,
    loadMore,
    retry,
  };
}
