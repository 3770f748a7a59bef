import { describe, expect, test } from "vitest";
import {
  DEMO_LOAD_MORE_DELAY_MS,
  DEMO_PAGE_SIZE,
  DEMO_SORT_OPTIONS,
  type DemoFilters,
  type DemoPriceRangeId,
  type DemoProduct,
  type DemoSortOption,
  filterDemoProducts,
  hasMore,
  inDemoPriceRange,
  sortDemoProducts,
  visibleCount,
  visibleDemoItems,
} from "./demo-shop";

const item = (
  id: number,
  price: number,
  sold: number,
  addedAt: string,
  category = "Floral",
): DemoProduct => ({
  id,
  name: `Perfume ${id}`,
  category,
  price,
  sold,
  addedAt,
});

const samples: DemoProduct[] = [
  item(1, 1500, 40, "2024-01-10", "Floral"),
  item(2, 2000, 90, "2024-03-01", "Woody"),
  item(3, 4000, 10, "2024-02-01", "Citrus"),
  item(4, 6000, 90, "2024-04-01", "Floral"),
  item(5, 5999, 5, "bad date", "Woody"),
  item(6, 0, 0, "2024-05-01", "Citrus"),
  item(7, 6500, 70, "2024-01-01", "Floral"),
  item(8, 3999.99, 20, "2024-03-15", "Oriental"),
];

describe("constants", () => {
  test("§9 values", () => {
    expect(DEMO_SORT_OPTIONS).toEqual([
      "Best Selling",
      "Price Low to High",
      "Price High to Low",
      "Newest Arrivals",
    ]);
    expect(DEMO_PAGE_SIZE).toBe(4);
    expect(DEMO_LOAD_MORE_DELAY_MS).toBe(1000);
  });
});

describe("inDemoPriceRange (lower inclusive, upper exclusive; last range includes 6000)", () => {
  test.each<{ price: number; range: DemoPriceRangeId; want: boolean }>([
    { price: 0, range: "0-2000", want: true },
    { price: 1999.99, range: "0-2000", want: true },
    { price: 2000, range: "0-2000", want: false },
    { price: 2000, range: "2000-4000", want: true },
    { price: 3999.99, range: "2000-4000", want: true },
    { price: 4000, range: "2000-4000", want: false },
    { price: 4000, range: "4000-6000", want: true },
    { price: 6000, range: "4000-6000", want: true },
    { price: 6000.01, range: "4000-6000", want: false },
    { price: -1, range: "0-2000", want: false },
    { price: Number.NaN, range: "0-2000", want: false },
    { price: 100, range: "9-99" as DemoPriceRangeId, want: false },
  ])("$price in $range -> $want", ({ price, range, want }) => {
    expect(inDemoPriceRange(price, range)).toBe(want);
  });
});

describe("filterDemoProducts", () => {
  test.each<{ name: string; given: DemoFilters; want: number[] }>([
    { name: "no filters", given: {}, want: [1, 2, 3, 4, 5, 6, 7, 8] },
    { name: "empty selections", given: { categories: [], priceRanges: [] }, want: [1, 2, 3, 4, 5, 6, 7, 8] },
    { name: "one category", given: { categories: ["Floral"] }, want: [1, 4, 7] },
    { name: "two categories", given: { categories: ["Woody", "Citrus"] }, want: [2, 3, 5, 6] },
    { name: "one range", given: { priceRanges: ["0-2000"] }, want: [1, 6] },
    { name: "two ranges", given: { priceRanges: ["2000-4000", "4000-6000"] }, want: [2, 3, 4, 5, 8] },
    { name: "category and range", given: { categories: ["Floral"], priceRanges: ["4000-6000"] }, want: [4] },
    { name: "nothing matches", given: { categories: ["Unknown"] }, want: [] },
  ])("$name", ({ given, want }) => {
    expect(filterDemoProducts(samples, given).map((product) => product.id)).toEqual(want);
  });
});

describe("sortDemoProducts", () => {
  test.each<{ sort: DemoSortOption; want: number[] }>([
    // ties (2 and 4 both sold 90) keep listed order
    { sort: "Best Selling", want: [2, 4, 7, 1, 8, 3, 5, 6] },
    { sort: "Price Low to High", want: [6, 1, 2, 8, 3, 5, 4, 7] },
    { sort: "Price High to Low", want: [7, 4, 5, 3, 8, 2, 1, 6] },
    // an unparsable date goes last
    { sort: "Newest Arrivals", want: [6, 4, 8, 2, 3, 1, 7, 5] },
  ])("$sort", ({ sort, want }) => {
    const before = samples.map((product) => product.id);
    expect(sortDemoProducts(samples, sort).map((product) => product.id)).toEqual(want);
    expect(samples.map((product) => product.id)).toEqual(before);
  });
});

describe("paging", () => {
  test.each<{ page: number; want: number }>([
    { page: 1, want: 4 },
    { page: 2, want: 8 },
    { page: 3, want: 12 },
    { page: 0, want: 4 },
    { page: -2, want: 4 },
    { page: 2.7, want: 8 },
    { page: Number.NaN, want: 4 },
  ])("visibleCount($page) = $want", ({ page, want }) => {
    expect(visibleCount(page)).toBe(want);
  });

  test.each<{ page: number; total: number; want: boolean }>([
    { page: 1, total: 8, want: true },
    { page: 2, total: 8, want: false },
    { page: 1, total: 4, want: false },
    { page: 1, total: 5, want: true },
    { page: 1, total: 0, want: false },
  ])("hasMore($page, $total) = $want", ({ page, total, want }) => {
    expect(hasMore(page, total)).toBe(want);
  });

  test("visibleDemoItems", () => {
    expect(visibleDemoItems(samples, 1).map((product) => product.id)).toEqual([1, 2, 3, 4]);
    expect(visibleDemoItems(samples, 5)).toHaveLength(8);
  });
});
