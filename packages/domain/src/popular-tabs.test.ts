import { describe, expect, test } from "vitest";
import {
  hasCategoryType,
  isLastPage,
  POPULAR_TABS,
  type PopularProduct,
  type PopularTab,
  popularTabItems,
  showMoreProducts,
  uniqueProducts,
} from "./popular-tabs";

const product = (id: number, tags: unknown = [], createdAt = "2024-01-01"): PopularProduct => ({
  product_id: id,
  categorytype: tags,
  createdAt,
});

const many = (count: number): PopularProduct[] => Array.from({ length: count }, (_, i) => product(i + 1));

const ids = (list: readonly PopularProduct[]) => list.map((item) => item.product_id);

describe("popular tabs", () => {
  test("tabs in display order", () => {
    expect(POPULAR_TABS).toEqual(["All Products", "New Arrivals", "Best Sellers", "Trending"]);
  });

  test.each<{ tags: unknown; tag: string; want: boolean }>([
    { tags: ["Best Sellers"], tag: "Best Sellers", want: true },
    { tags: [" best sellers "], tag: "Best Sellers", want: true },
    { tags: '["Trending"]', tag: "Trending", want: true },
    { tags: ["Trending"], tag: "Best Sellers", want: false },
    { tags: "not json", tag: "Trending", want: false },
    { tags: null, tag: "Trending", want: false },
    { tags: ["Best Seller"], tag: "Best Sellers", want: false },
  ])("hasCategoryType($tags, $tag) is $want", ({ tags, tag, want }) => {
    expect(hasCategoryType({ categorytype: tags }, tag)).toBe(want);
  });

  test.each<{ tab: PopularTab; loaded: number; want: boolean }>([
    { tab: "All Products", loaded: 20, want: false },
    { tab: "All Products", loaded: 21, want: true },
    { tab: "All Products", loaded: 0, want: false },
    { tab: "Best Sellers", loaded: 40, want: false },
    { tab: "Trending", loaded: 40, want: false },
    { tab: "New Arrivals", loaded: 40, want: false },
  ])("Show More on $tab with $loaded loaded: $want", ({ tab, loaded, want }) => {
    expect(showMoreProducts(tab, loaded)).toBe(want);
  });

  test.each<{ length: number; size: number; want: boolean }>([
    { length: 10, size: 10, want: false },
    { length: 9, size: 10, want: true },
    { length: 0, size: 10, want: true },
  ])("a page of $length with size $size is last: $want", ({ length, size, want }) => {
    expect(isLastPage(length, size)).toBe(want);
  });

  test("All Products shows the first 20", () => {
    expect(ids(popularTabItems("All Products", { products: many(25), newArrivals: [] }))).toEqual(
      ids(many(20)),
    );
    expect(popularTabItems("All Products", { products: many(7), newArrivals: [] })).toHaveLength(7);
  });

  test("Best Sellers and Trending filter every loaded product by tag, beyond the first 20", () => {
    const products = [
      ...many(20),
      product(21, ["Best Sellers"]),
      product(22, ["Trending", "Best Sellers"]),
      product(23, ["Trending"]),
    ];
    expect(ids(popularTabItems("Best Sellers", { products, newArrivals: [] }))).toEqual([21, 22]);
    expect(ids(popularTabItems("Trending", { products, newArrivals: [] }))).toEqual([22, 23]);
  });

  test("New Arrivals come from the groups, each product once", () => {
    const newArrivals = [product(5), product(3), product(5), product(9)];
    expect(ids(popularTabItems("New Arrivals", { products: many(10), newArrivals }))).toEqual([5, 3, 9]);
  });

  test("New Arrivals without groups are the loaded products newest first", () => {
    const products = [
      product(1, [], "2024-01-01"),
      product(2, [], "2024-03-01"),
      product(3, [], "2024-02-01"),
    ];
    expect(ids(popularTabItems("New Arrivals", { products, newArrivals: [] }))).toEqual([2, 3, 1]);
  });

  test("uniqueProducts keeps rows without an id", () => {
    expect(
      uniqueProducts([{ product_id: null }, { product_id: null }, { product_id: 1 }, { product_id: "1" }]),
    ).toHaveLength(3);
  });
});
