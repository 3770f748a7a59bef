// What an app's start needs of its route table (ssr/app-tree.tsx AppPages): the lazy page a path renders,
// to load its code and its own Hindi texts before the first render. A guarded page is left out (its
// leaf is the guard, which may not render it): it loads both when it renders (lazy-page.tsx).
import type { Messages } from "@lingui/core";
import type { ReactNode } from "react";
import { createRoutesFromElements, matchRoutes } from "react-router";
import { type LazyPage, NO_TEXTS } from "./lazy-page";

export interface RoutePages {
  /** Loads the code of the page at `pathname`, so the first render shows it without a loading fallback. */
  preload(pathname: string): Promise<void>;
  /** The Hindi texts of the page at `pathname` beyond the catalogue's core. */
  pageTexts(pathname: string): Promise<Messages>;
}

export function routePages(routes: ReactNode): RoutePages {
  const table = createRoutesFromElements(routes);
  const pageAt = (pathname: string): Partial<LazyPage> | undefined => {
    const leaf = matchRoutes(table, pathname)?.at(-1)?.route.element;
    return (leaf as { type?: Partial<LazyPage> } | null | undefined)?.type;
  };
  return {
    preload: (pathname) => pageAt(pathname)?.preload?.() ?? Promise.resolve(),
    pageTexts: (pathname) => pageAt(pathname)?.texts?.() ?? Promise.resolve(NO_TEXTS),
  };
}
