import { describe, expect, test } from "vitest";
import {
  comparatorFor,
  parseSortKey,
  parseSortOption,
  SORT_KEYS,
  SORT_OPTIONS,
  type SortableProduct,
  type SortKey,
  type SortOption,
  sortKeyOf,
  sortOptionOf,
  sortPriceOf,
  sortProducts,
} from "./sorting";

type P = SortableProduct & { id: number };

const catalogue: P[] = [
  { id: 1, createdAt: "2024-03-01T10:00:00Z", totalSold: 5, discountPrice: 300, originalPrice: 400 },
  { id: 2, createdAt: "2024-05-01T10:00:00Z", totalSold: "50", discountPrice: 0, originalPrice: 250 },
  { id: 3, createdAt: null, totalSold: null, discountPrice: null, originalPrice: null },
  { id: 4, createdAt: "2024-04-01T10:00:00Z", totalSold: 5, discountPrice: "999", originalPrice: 1200 },
  { id: 5, createdAt: "not a date", totalSold: "lots", discountPrice: "", originalPrice: "300" },
];

describe("option and key lists", () => {
  test("options are exactly the §9 wording, in order", () => {
    expect(SORT_OPTIONS).toEqual([
      "Recommended",
      "Newest First",
      "Popular",
      "Price High to Low",
      "Price Low to High",
    ]);
  });

  test.each<{ option: SortOption; key: SortKey }>([
    { option: "Recommended", key: "recommended" },
    { option: "Newest First", key: "newest" },
    { option: "Popular", key: "popular" },
    { option: "Price High to Low", key: "price_desc" },
    { option: "Price Low to High", key: "price_asc" },
  ])("$option <-> $key", ({ option, key }) => {
    expect(sortKeyOf(option)).toBe(key);
    expect(sortOptionOf(key)).toBe(option);
  });

  test("every key round-trips", () => {
    for (const key of SORT_KEYS) expect(sortKeyOf(sortOptionOf(key))).toBe(key);
  });

  test.each<{ given: unknown; wantKey: SortKey | null; wantOption: SortOption | null }>([
    { given: "newest", wantKey: "newest", wantOption: null },
    { given: "Popular", wantKey: null, wantOption: "Popular" },
    { given: "NEWEST", wantKey: null, wantOption: null },
    { given: "", wantKey: null, wantOption: null },
    { given: 3, wantKey: null, wantOption: null },
    { given: undefined, wantKey: null, wantOption: null },
  ])("parse $given", ({ given, wantKey, wantOption }) => {
    expect(parseSortKey(given)).toBe(wantKey);
    expect(parseSortOption(given)).toBe(wantOption);
  });
});

describe("sortPriceOf", () => {
  test.each<{ given: SortableProduct; want: number }>([
    { given: { discountPrice: 300, originalPrice: 400 }, want: 300 },
    { given: { discountPrice: "0", originalPrice: "250" }, want: 250 },
    { given: { discountPrice: "abc", originalPrice: 10 }, want: 10 },
    { given: { originalPrice: -5 }, want: 0 },
    { given: {}, want: 0 },
  ])("$given -> $want", ({ given, want }) => {
    expect(sortPriceOf(given)).toBe(want);
  });
});

describe("sortProducts", () => {
  test.each<{ sort: SortOption | SortKey; want: number[] }>([
    { sort: "Recommended", want: [1, 2, 3, 4, 5] },
    { sort: "recommended", want: [1, 2, 3, 4, 5] },
    // undated (3) and unparsable date (5) go last in fetched order
    { sort: "Newest First", want: [2, 4, 1, 3, 5] },
    { sort: "newest", want: [2, 4, 1, 3, 5] },
    // ties (1 and 4 both sold 5) keep fetched order; missing/unparsable totalSold counts 0
    { sort: "Popular", want: [2, 1, 4, 3, 5] },
    // prices: 1 -> 300, 2 -> 250, 3 -> 0, 4 -> 999, 5 -> 300
    { sort: "Price High to Low", want: [4, 1, 5, 2, 3] },
    { sort: "price_desc", want: [4, 1, 5, 2, 3] },
    { sort: "Price Low to High", want: [3, 2, 1, 5, 4] },
    { sort: "price_asc", want: [3, 2, 1, 5, 4] },
  ])("$sort", ({ sort, want }) => {
    const before = catalogue.map((item) => item.id);
    const got = sortProducts(catalogue, sort);
    expect(got.map((item) => item.id)).toEqual(want);
    expect(catalogue.map((item) => item.id)).toEqual(before);
    expect(got).not.toBe(catalogue);
  });

  test("createdAt as epoch millis (number or text) sorts with ISO dates", () => {
    const given: P[] = [
      { id: 1, createdAt: Date.parse("2024-01-01T00:00:00Z") },
      { id: 2, createdAt: "2024-06-01T00:00:00Z" },
      { id: 3, createdAt: String(Date.parse("2024-03-01T00:00:00Z")) },
    ];
    expect(sortProducts(given, "newest").map((item) => item.id)).toEqual([2, 3, 1]);
  });

  test("empty list", () => {
    expect(sortProducts([], "popular")).toEqual([]);
  });

  test("comparators never return NaN (usable by the server as is)", () => {
    const compare = comparatorFor("newest");
    expect(compare?.({ createdAt: null }, { createdAt: undefined })).toBe(0);
    expect(comparatorFor("recommended")).toBeUndefined();
  });
});
