// A shopper browses the listings (spec §2 Products and courses listing and route table, §4 Sorting,
// §9 sort options and page size): a category's listing by its key and by its display name, each of the
// five sorts in the store's order and kept in the URL, the next page on demand, the empty state.

import {
  comparatorFor,
  SORT_KEYS,
  SORT_OPTIONS,
  type SortableProduct,
  sortKeyOf,
} from "@henna/domain/sorting";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** expect.poll with room for a busy two-core machine (its default gives up after 1 s). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: STEP_LIMIT_MS });
}

interface Listed extends SortableProduct {
  product_id: number;
  title: string;
}
interface ProductsAnswer {
  data: Listed[];
  hasMore?: boolean;
  total?: number;
}
interface Category {
  category: string;
  name: string;
  status: string;
}

async function api<T>(j: Journey, path: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`));
  expect(res.ok, `GET /api${path}`).toBe(true);
  return (await res.json()) as T;
}

function productsPage(j: Journey, query: Record<string, string | number>): Promise<ProductsAnswer> {
  const params = new URLSearchParams({
    limit: "10",
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return api<ProductsAnswer>(j, `/grouped-product/search-all-products/demo-store?${params}`);
}

/** The card titles of the listing's grid, in order, once at least `atLeast` are there. */
async function cardTitles(page: Page, listName: string, atLeast = 1): Promise<string[]> {
  const headings = page.getByRole("list", { name: listName, exact: true }).getByRole("heading", { level: 2 });
  await headings.nth(atLeast - 1).waitFor();
  return (await headings.allInnerTexts()).map((t) => t.trim());
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "document wider than the viewport").toBeLessThanOrEqual(viewport);
}

journey("browse-listing", (j) => {
  let categories: Category[] = [];
  /** A product category with several products, to sort. */
  let sortable: Category | undefined;

  it("lists a category's products under its name, in the store's order", async () => {
    categories = (await api<{ data: Category[] }>(j, "/category/getdata/category/demo-store")).data.filter(
      (c) => c.status === "Active" && c.category.toLowerCase() !== "courses",
    );
    for (const category of categories) {
      const answer = await productsPage(j, { page: 1, category: category.category });
      if (answer.data.length >= 5) {
        sortable = category;
        break;
      }
    }
    expect(sortable, "the demo store has a category with 5 or more products").toBeDefined();
    const category = sortable as Category;
    const expected = (await productsPage(j, { page: 1, category: category.category })).data.map(
      (p) => p.title,
    );

    await j.goto(`/category-detail/${encodeURIComponent(category.category)}`);
    await j.page.getByRole("heading", { name: category.name, level: 1 }).waitFor();
    expect(await cardTitles(j.page, category.name)).toEqual(expected);
    expect(await j.page.getByLabel("Sort by").inputValue()).toBe("Recommended");
    await expectNoHorizontalOverflow(j.page);
    await j.shot("category");
    await j.expectAccessible();
  });

  it("sorts by each of the five options, in the store's order, keeping ?sort= in the URL", async () => {
    const category = sortable as Category;
    const sort = j.page.getByLabel("Sort by");
    const optionLabels = (await sort.getByRole("option").allInnerTexts()).map((t) => t.trim());
    expect(optionLabels).toEqual([...SORT_OPTIONS]);

    // Recommended last, to see the URL lose ?sort= again.
    for (const option of [...SORT_OPTIONS.slice(1), SORT_OPTIONS[0]]) {
      const key = sortKeyOf(option);
      const answer = (await productsPage(j, { page: 1, category: category.category, sort: key })).data;
      const expected = answer.map((p) => p.title);
      await sort.selectOption({ label: option });
      await j.page.waitForURL((url) =>
        key === "recommended" ? !url.searchParams.has("sort") : url.searchParams.get("sort") === key,
      );
      await eventually(() => cardTitles(j.page, category.name)).toEqual(expected);
      // The store's answer follows the domain rule (§4): each card ranks no lower than the next.
      const compare = comparatorFor(key);
      if (compare) {
        for (let i = 1; i < answer.length; i += 1) {
          const [a, b] = [answer[i - 1], answer[i]];
          if (a && b) expect(compare(a, b), `${option}: ${a.title} before ${b.title}`).toBeLessThanOrEqual(0);
        }
      }
      await j.shot(`sort-${key}`);
    }
    expect(SORT_KEYS.length).toBe(SORT_OPTIONS.length);
  });

  it("keeps the sort when the page is reloaded or opened from its address", async () => {
    const category = sortable as Category;
    const expected = (
      await productsPage(j, { page: 1, category: category.category, sort: "price_desc" })
    ).data.map((p) => p.title);
    await j.goto(`/category-detail/${encodeURIComponent(category.category)}?sort=price_desc`);
    await j.page.getByRole("heading", { name: category.name, level: 1 }).waitFor();
    expect(await j.page.getByLabel("Sort by").inputValue()).toBe("Price High to Low");
    expect(await cardTitles(j.page, category.name)).toEqual(expected);
    await j.page.reload({ waitUntil: "networkidle" });
    expect(new URL(j.page.url()).searchParams.get("sort")).toBe("price_desc");
    expect(await cardTitles(j.page, category.name)).toEqual(expected);
  });

  it("lists a category by its display name at /{category name}", async () => {
    // A category whose display name differs from its key shows the route resolves names too.
    const named =
      categories.find((c) => c.name.toLowerCase() !== c.category.toLowerCase()) ?? (sortable as Category);
    const expected = (await productsPage(j, { page: 1, category: named.category })).data.map((p) => p.title);
    expect(expected.length).toBeGreaterThan(0);
    await j.goto(`/${encodeURIComponent(named.name)}`);
    await j.page.getByRole("heading", { name: named.name, level: 1 }).waitFor();
    expect(await cardTitles(j.page, named.name)).toEqual(expected);
    await j.shot("category-by-name");
  });

  it("shows 'Discover Our Products' and loads the next page on demand", async () => {
    const first = await productsPage(j, { page: 1, sort: "price_asc" });
    const second = await productsPage(j, { page: 2, sort: "price_asc" });
    expect(first.hasMore, "the demo store has more than one page").toBe(true);
    const heading = "Discover Our Products";

    await j.goto("/products?sort=price_asc");
    await j.page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    expect(await cardTitles(j.page, heading)).toEqual(first.data.map((p) => p.title));
    expect(await j.page.getByText("Showing 10 products").isVisible()).toBe(true);
    await j.shot("products");

    const loadMore = j.page.getByRole("button", { name: "Load more products" });
    await loadMore.scrollIntoViewIfNeeded();
    const [request] = await Promise.all([
      j.page.waitForRequest((r) => {
        const url = new URL(r.url());
        return (
          url.pathname.endsWith("/search-all-products/demo-store") && url.searchParams.get("page") === "2"
        );
      }),
      loadMore.click(),
    ]);
    expect(new URL(request.url()).searchParams.get("sort")).toBe("price_asc");
    const both = [...first.data, ...second.data].map((p) => p.title);
    await eventually(() => cardTitles(j.page, heading, both.length)).toEqual(both);
    expect(new URL(j.page.url()).searchParams.get("sort")).toBe("price_asc");
    await expectNoHorizontalOverflow(j.page);
    await j.shot("products-page-2");

    // To the end: the button goes and the count tells the total.
    const cards = j.page.getByRole("list", { name: heading }).getByRole("heading", { level: 2 });
    let pages = 2;
    while (await loadMore.isVisible()) {
      pages += 1;
      const shown = await cards.count();
      await loadMore.click();
      await eventually(() => cards.count()).toBeGreaterThan(shown);
      await j.page.waitForLoadState("networkidle");
      if (pages > 20) throw new Error("Load more never ended");
    }
    const last = await productsPage(j, { page: pages, sort: "price_asc" });
    expect(last.hasMore).toBe(false);
    if (last.total !== undefined) {
      expect(await j.page.getByText(`${last.total} products`, { exact: true }).isVisible()).toBe(true);
      expect(
        await j.page.getByRole("list", { name: heading }).getByRole("heading", { level: 2 }).count(),
      ).toBe(last.total);
    }
    await j.shot("products-all", { fullPage: true });
    await j.expectAccessible();
  });

  it("says 'No products found' when a search finds nothing", async () => {
    await j.goto(`/product?search=${encodeURIComponent("no such henna xyz")}`);
    await j.page.getByText("No products found", { exact: true }).waitFor();
    const wayOn = j.page.getByRole("main").getByRole("link", { name: "Browse all products" });
    expect(await wayOn.getAttribute("href")).toBe("/products");
    await j.shot("no-products");
    await j.expectAccessible();
  });
});
