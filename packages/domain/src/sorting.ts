/**
 * Listing sort (§4 Sorting, §9 Sort options).
 *
 * The browser sorts small lists with sortProducts; the server sorts large catalogues with the same rule
 * through the stable API keys below, so both agree on what "Popular" or "Price Low to High" means.
 * All sorts are stable: ties keep the fetched order.
 */

import { type NumberLike, parseNumber, toNumber } from "./money";

/** §9 sort options, exactly as the dropdown shows them. */
export const SORT_OPTIONS = [
  "Recommended",
  "Newest First",
  "Popular",
  "Price High to Low",
  "Price Low to High",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** API sort keys (query parameter `sort`), one per option, in the same order. */
export const SORT_KEYS = ["recommended", "newest", "popular", "price_desc", "price_asc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const KEY_BY_OPTION: Readonly<Record<SortOption, SortKey>> = {
  Recommended: "recommended",
  "Newest First": "newest",
  Popular: "popular",
  "Price High to Low": "price_desc",
  "Price Low to High": "price_asc",
};

const OPTION_BY_KEY: Readonly<Record<SortKey, SortOption>> = {
  recommended: "Recommended",
  newest: "Newest First",
  popular: "Popular",
  price_desc: "Price High to Low",
  price_asc: "Price Low to High",
};

/** §9 sort options: the API key for a dropdown option. */
export function sortKeyOf(option: SortOption): SortKey {
  return KEY_BY_OPTION[option];
}

/** §9 sort options: the dropdown option for an API key. */
export function sortOptionOf(key: SortKey): SortOption {
  return OPTION_BY_KEY[key];
}

/** §9 sort options: reads an untrusted API key (query text); null when it is not one of SORT_KEYS. */
export function parseSortKey(value: unknown): SortKey | null {
  return typeof value === "string" && (SORT_KEYS as readonly string[]).includes(value)
    ? (value as SortKey)
    : null;
}

/** §9 sort options: reads an untrusted option label; null when it is not one of SORT_OPTIONS. */
export function parseSortOption(value: unknown): SortOption | null {
  return typeof value === "string" && (SORT_OPTIONS as readonly string[]).includes(value)
    ? (value as SortOption)
    : null;
}

/** What the sorts read from a product. */
export interface SortableProduct {
  createdAt?: string | number | null;
  totalSold?: NumberLike;
  discountPrice?: NumberLike;
  originalPrice?: NumberLike;
}

/** §4 price sorts: discountPrice, else originalPrice, else 0 (a 0 or unparsable price counts as absent). */
export function sortPriceOf(product: SortableProduct): number {
  const discount = toNumber(product.discountPrice);
  if (discount > 0) return discount;
  const original = toNumber(product.originalPrice);
  return Math.max(original, 0);
}

/** Milliseconds since the epoch for createdAt (ISO text, epoch millis as number or text); null when unusable. */
function createdAtMillis(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const numeric = parseNumber(value);
  if (numeric !== null) return numeric;
  const parsed = Date.parse(String(value));
  return Number.isNaN(parsed) ? null : parsed;
}

type Comparator<T> = (a: T, b: T) => number;

// Compared with < rather than subtraction: ranks may be ±Infinity, and Infinity - Infinity is NaN.
function ascending<T>(rank: (item: T) => number): Comparator<T> {
  return (a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  };
}

function descending<T>(rank: (item: T) => number): Comparator<T> {
  const up = ascending(rank);
  return (a, b) => up(b, a);
}

/** §4 Sorting: the comparator for a key; undefined for Recommended, which keeps the fetched order. */
export function comparatorFor(key: SortKey): Comparator<SortableProduct> | undefined {
  switch (key) {
    case "recommended":
      return undefined;
    case "newest":
      // Rows without a usable date sort after every dated row.
      return descending((item) => createdAtMillis(item.createdAt) ?? Number.NEGATIVE_INFINITY);
    case "popular":
      return descending((item) => toNumber(item.totalSold));
    case "price_desc":
      return descending(sortPriceOf);
    case "price_asc":
      return ascending(sortPriceOf);
  }
}

/** §4 Sorting: a new sorted list (input untouched) for a dropdown option or an API key. */
export function sortProducts<T extends SortableProduct>(list: readonly T[], sort: SortOption | SortKey): T[] {
  const key = parseSortKey(sort) ?? sortKeyOf(sort as SortOption);
  const compare = comparatorFor(key);
  const copy = [...list];
  if (compare === undefined) return copy;
  return copy.sort(compare);
}
