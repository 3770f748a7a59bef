/**
 * The demo shop page (§2 Demo shop page, §9 Demo shop): hard-coded sample products with sort, category
 * and price filters, and Load More paging of 4 items.
 *
 * Price range boundaries: each range includes its lower bound and excludes its upper bound, except the
 * last range, which includes 6000. So 2000 is in 2000-4000 (not 0-2000), 4000 is in 4000-6000, and 6000
 * is in 4000-6000; a price above 6000 or below 0 is in no range. Every price belongs to at most one range.
 */

/** §9 demo shop sort options, exactly as shown. */
export const DEMO_SORT_OPTIONS = [
  "Best Selling",
  "Price Low to High",
  "Price High to Low",
  "Newest Arrivals",
] as const;
export type DemoSortOption = (typeof DEMO_SORT_OPTIONS)[number];

/** §9 demo shop price ranges, labelled as shown. */
export const DEMO_PRICE_RANGES = [
  { id: "0-2000", min: 0, max: 2000 },
  { id: "2000-4000", min: 2000, max: 4000 },
  { id: "4000-6000", min: 4000, max: 6000 },
] as const;
export type DemoPriceRangeId = (typeof DEMO_PRICE_RANGES)[number]["id"];

/** §9 demo shop: items per page. */
export const DEMO_PAGE_SIZE = 4;
/** §9 demo shop: Load More delay in ms. */
export const DEMO_LOAD_MORE_DELAY_MS = 1000;

/** A hard-coded demo shop product (the page's own sample data, not an API product). */
export interface DemoProduct {
  id: number;
  name: string;
  category: string;
  /** Rupees. */
  price: number;
  /** Units sold; drives Best Selling. */
  sold: number;
  /** ISO date the item was added; drives Newest Arrivals. */
  addedAt: string;
}

/** What the demo filters read. */
export interface DemoFilters {
  /** Selected categories; empty means all. */
  categories?: readonly string[];
  /** Selected price ranges; empty means all. Several ranges combine as "any of". */
  priceRanges?: readonly DemoPriceRangeId[];
}

/** §9 demo price ranges: whether a price lies in the range ([min, max), the last range [4000, 6000]). */
export function inDemoPriceRange(price: number, rangeId: DemoPriceRangeId): boolean {
  const range = DEMO_PRICE_RANGES.find((item) => item.id === rangeId);
  if (range === undefined || !Number.isFinite(price)) return false;
  const isLast = range === DEMO_PRICE_RANGES[DEMO_PRICE_RANGES.length - 1];
  return price >= range.min && (isLast ? price <= range.max : price < range.max);
}

/** §2 demo shop category and price filter modals: items matching any selected category and any selected range. */
export function filterDemoProducts<T extends DemoProduct>(list: readonly T[], filters: DemoFilters): T[] {
  const categories = filters.categories ?? [];
  const ranges = filters.priceRanges ?? [];
  return list.filter(
    (item) =>
      (categories.length === 0 || categories.includes(item.category)) &&
      (ranges.length === 0 || ranges.some((range) => inDemoPriceRange(item.price, range))),
  );
}

function addedAtMillis(item: DemoProduct): number {
  const parsed = Date.parse(item.addedAt);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/** §9 demo shop sorts: Best Selling by sold desc, prices asc/desc, Newest Arrivals by addedAt desc; stable; input untouched. */
export function sortDemoProducts<T extends DemoProduct>(list: readonly T[], sort: DemoSortOption): T[] {
  const rank: Record<DemoSortOption, (item: T) => number> = {
    "Best Selling": (item) => -item.sold,
    "Price Low to High": (item) => item.price,
    "Price High to Low": (item) => -item.price,
    "Newest Arrivals": (item) => -addedAtMillis(item),
  };
  const by = rank[sort];
  return [...list].sort((a, b) => {
    const ra = by(a);
    const rb = by(b);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}

/** §9 demo shop paging: how many items are visible on a page number (1-based; below 1 counts as page 1). */
export function visibleCount(page: number): number {
  const pages = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return pages * DEMO_PAGE_SIZE;
}

/** §2 demo shop Load More: shown while fewer than all items are visible. */
export function hasMore(page: number, total: number): boolean {
  return visibleCount(page) < total;
}

/** §2 demo shop: the items visible on a page number (the first visibleCount(page) items). */
export function visibleDemoItems<T>(list: readonly T[], page: number): T[] {
  return list.slice(0, visibleCount(page));
}
