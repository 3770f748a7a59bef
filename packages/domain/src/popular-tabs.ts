/**
 * The home page's Popular Products tabs (§2 Home, §4 Popular tabs, §9 "home All Products shows 20 before
 * Show More Products").
 *
 * Tags in categorytype are compared trimmed and case-insensitively (old rows hold "best sellers "), and
 * categorytype may still be JSON text, as every §3 list field may.
 */

import { parseTextList } from "./json-lists";
import { type SortableProduct, sortProducts } from "./sorting";

/** §2 Popular Products tabs, in display order. */
export const POPULAR_TABS = ["All Products", "New Arrivals", "Best Sellers", "Trending"] as const;
export type PopularTab = (typeof POPULAR_TABS)[number];

/** §9 home All Products: items shown before Show More Products. */
export const HOME_ALL_PRODUCTS_LIMIT = 20;

/** §3 categorytype tags the Best Sellers and Trending tabs read. */
export const BEST_SELLERS_TAG = "Best Sellers";
export const TRENDING_TAG = "Trending";

function tagKey(value: string): string {
  return value.trim().toLowerCase();
}

/** §3 categorytype: whether a product carries a tag (trimmed, case-insensitive; list or JSON text). */
export function hasCategoryType(product: { categorytype?: unknown }, tag: string): boolean {
  const wanted = tagKey(tag);
  return parseTextList(product.categorytype).some((item) => tagKey(item) === wanted);
}

/** What the tab rules read from a product. */
export interface PopularProduct extends SortableProduct {
  product_id?: number | string | null;
  categorytype?: unknown;
}

/** Keeps the first of each product_id (a product may sit in several new-arrival groups); rows without an id are kept. */
export function uniqueProducts<T extends { product_id?: number | string | null }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    if (item.product_id === null || item.product_id === undefined) return true;
    const id = String(item.product_id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export interface PopularSources<T> {
  /** Products loaded so far, page by page, in server order. */
  products: readonly T[];
  /** Products of the new-arrival groups, group by group. */
  newArrivals: readonly T[];
}

/**
 * §4 Popular tabs: All Products shows the first 20 loaded products; New Arrivals the new-arrival groups'
 * products (each once), or the loaded products newest first when there are no groups; Best Sellers and
 * Trending the loaded products tagged so in categorytype (full lists).
 */
export function popularTabItems<T extends PopularProduct>(tab: PopularTab, sources: PopularSources<T>): T[] {
  switch (tab) {
    case "All Products":
      return sources.products.slice(0, HOME_ALL_PRODUCTS_LIMIT);
    case "New Arrivals":
      return sources.newArrivals.length > 0
        ? uniqueProducts(sources.newArrivals)
        : sortProducts(sources.products, "newest");
    case "Best Sellers":
      return sources.products.filter((item) => hasCategoryType(item, BEST_SELLERS_TAG));
    case "Trending":
      return sources.products.filter((item) => hasCategoryType(item, TRENDING_TAG));
  }
}

/** §2 Show More Products: only on All Products, and only when more than 20 items are loaded. */
export function showMoreProducts(tab: PopularTab, loadedCount: number): boolean {
  return tab === "All Products" && loadedCount > HOME_ALL_PRODUCTS_LIMIT;
}

/** §4 Popular tabs end flag: a page that returns fewer items than the page size is the last one. */
export function isLastPage(pageLength: number, pageSize: number): boolean {
  return pageLength < pageSize;
}
