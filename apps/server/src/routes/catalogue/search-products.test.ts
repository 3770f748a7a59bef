// searchProducts against an oracle: the whole store read straight from the database, filtered and
// sorted in JavaScript with the domain's own rules. The server's SQL must agree with it.
import { type SortKey, sortProducts } from "@henna/domain/sorting";
import {
  isCourse,
  productsForCategoryRoute,
  visibleElsewhere,
  visibleOnCoursePages,
} from "@henna/domain/visibility";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";

const STORE = "demo-store";
const BASE = `/api/grouped-product/search-all-products/${STORE}`;

interface Summary {
  product_id: number;
  title: string;
  status: string;
  category: string;
  product_type: string;
  variation: unknown[];
}
interface Page {
  isError: false;
  data: Summary[];
  page?: number;
  limit?: number;
  total?: number;
  hasMore?: boolean;
}

// Titles with LIKE wildcards and a differently-spelled course category, next to look-alikes that a
// wildcard would also match if it were not escaped.
const EXTRA: { sku: string; title: string; category: string; status?: "Active" | "Inactive" }[] = [
  { sku: "T-PCT", title: "Flat 50% Off Cone Pack", category: "cones" },
  { sku: "T-50", title: "Cone 50 Pack Offer", category: "cones" },
  { sku: "T-UND", title: "Rose_Tea Sampler", category: "tea" },
  { sku: "T-SPACE", title: "Rose Tea Sampler XL", category: "tea" },
  { sku: "T-COURSE", title: "Weekend Mehendi Workshop", category: "  Courses " },
  { sku: "T-OFF", title: "Retired 50% Cone", category: "cones", status: "Inactive" },
];

describe.each(await testDatabaseKinds())("searchProducts on %s", (kind) => {
  let t: TestApp;
  let all: (typeof products.$inferSelect)[];

  const fetchPage = async (query: string): Promise<Page> => {
    const res = await t.request({ method: "GET", url: `${BASE}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (list: { product_id: number }[]) => list.map((p) => p.product_id);
  const sortable = (list: typeof all) => list.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() }));
  /** Walks every page of a query the way the home page does, until a page says there is no more. */
  const walk = async (query: string, limit: number) => {
    const seen: Summary[] = [];
    const pages: Page[] = [];
    for (let page = 1; page < 200; page++) {
      const body = await fetchPage(`?page=${page}&limit=${limit}${query}`);
      pages.push(body);
      seen.push(...body.data);
      if (!body.hasMore) break;
    }
    return { seen, pages };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.ctx.db.insert(products).values(
      EXTRA.map((p) => ({
        main_id: STORE,
        sku: p.sku,
        title: p.title,
        category: p.category,
        status: p.status ?? "Active",
        originalPrice: 100,
        discountPrice: 90,
      })),
    );
    await t.ctx.cache.invalidate(STORE);
    all = await t.ctx.db
      .select()
      .from(products)
      .where(eq(products.main_id, STORE))
      .orderBy(asc(products.product_id));
  });
  afterAll(() => t.close());

  describe("unpaged form", () => {
    it("returns every Active product except courses, in the store's order, without paging fields", async () => {
      const body = await fetchPage("");
      expect(ids(body.data)).toEqual(ids(visibleElsewhere(all)));
      expect(body).not.toHaveProperty("page");
      expect(body).not.toHaveProperty("hasMore");
      expect(body).not.toHaveProperty("total");
      expect(body.data.every((p) => p.status === "Active" && !isCourse(p))).toBe(true);
    });

    it("courses (trimmed, case-insensitive) come only with category=courses", async () => {
      const body = await fetchPage("?category=courses");
      expect(ids(body.data)).toEqual(ids(visibleOnCoursePages(all)));
      expect(body.data.map((p) => p.title)).toContain("Weekend Mehendi Workshop");
      expect(body.data.length).toBeGreaterThan(1);
    });
  });

  describe("paged form", () => {
    it("page without limit uses 10", async () => {
      const body = await fetchPage("?page=1");
      expect(body).toMatchObject({ page: 1, limit: 10, hasMore: true });
      expect(body.data).toHaveLength(10);
      expect(ids(body.data)).toEqual(ids(visibleElsewhere(all)).slice(0, 10));
    });

    it("limit alone turns paging on at page 1", async () => {
      const body = await fetchPage("?limit=3");
      expect(body).toMatchObject({ page: 1, limit: 3, hasMore: true });
      expect(ids(body.data)).toEqual(ids(visibleElsewhere(all)).slice(0, 3));
    });

    it.each([4, 7, 10])(
      "walking pages of %i gives the unpaged list; the last page ends it",
      async (limit) => {
        const { seen, pages } = await walk("", limit);
        const want = ids(visibleElsewhere(all));
        expect(ids(seen)).toEqual(want);
        const last = pages.at(-1);
        expect(last?.hasMore).toBe(false);
        expect(last?.total).toBe(want.length);
        for (const page of pages.slice(0, -1)) expect(page.data).toHaveLength(limit);
        expect(last?.data.length).toBeLessThanOrEqual(limit);
      },
    );

    it("a page exactly as long as what is left says there is no more", async () => {
      const count = visibleElsewhere(all).filter((p) => p.category === "tea").length;
      const body = await fetchPage(`?page=1&limit=${count}&category=tea`);
      expect(body.data).toHaveLength(count);
      expect(body.hasMore).toBe(false);
      expect(body.total).toBe(count);
    });

    it("a page past the end is empty and does not guess a total", async () => {
      const body = await fetchPage("?page=500&limit=10");
      expect(body).toMatchObject({ data: [], page: 500, limit: 10, hasMore: false });
      expect(body).not.toHaveProperty("total");
    });

    it("Variable products on a page carry their variation summaries", async () => {
      const { seen } = await walk("", 50);
      const variable = seen.filter((p) => p.product_type === "Variable Product");
      expect(variable.length).toBeGreaterThan(0);
      for (const product of variable) {
        expect(product.variation.length).toBeGreaterThan(0);
        expect(Object.keys(product.variation[0] as object).sort()).toEqual([
          "price",
          "salePrice",
          "sku",
          "stock",
        ]);
      }
      for (const product of seen.filter((p) => p.product_type !== "Variable Product")) {
        expect(product.variation).toEqual([]);
      }
    });
  });

  describe("sort", () => {
    it.each<SortKey>(["recommended", "newest", "popular", "price_desc", "price_asc"])(
      "%s orders as the domain sort does, paged and unpaged",
      async (sort) => {
        const want = ids(sortProducts(sortable(visibleElsewhere(all)), sort));
        expect(ids((await fetchPage(`?sort=${sort}`)).data)).toEqual(want);
        const { seen } = await walk(`&sort=${sort}`, 9);
        expect(ids(seen)).toEqual(want);
      },
    );

    it("sorts within a category and a search", async () => {
      const want = ids(
        sortProducts(
          sortable(
            productsForCategoryRoute(all, "cones").filter((p) => p.title.toLowerCase().includes("cone")),
          ),
          "price_asc",
        ),
      );
      expect(ids((await fetchPage("?category=cones&search=cone&sort=price_asc")).data)).toEqual(want);
    });
  });

  describe("category", () => {
    it.each([
      { given: "tea", route: "tea" },
      { given: " TEA ", route: "tea" },
      { given: "Cones", route: "cones" },
      { given: "no-such-category", route: "no-such-category" },
    ])("category=$given", async ({ given, route }) => {
      const body = await fetchPage(`?category=${encodeURIComponent(given)}`);
      expect(ids(body.data)).toEqual(ids(productsForCategoryRoute(all, route)));
      if (route !== "no-such-category") expect(body.data.length).toBeGreaterThan(0);
    });

    it.each(["courses", " COURSES", "Courses "])("category=%j lists the courses", async (given) => {
      const body = await fetchPage(`?category=${encodeURIComponent(given)}&page=1&limit=50`);
      expect(ids(body.data)).toEqual(ids(visibleOnCoursePages(all)));
      expect(body.total).toBe(visibleOnCoursePages(all).length);
    });
  });

  describe("search", () => {
    const titlesFor = async (search: string) =>
      (await fetchPage(`?search=${encodeURIComponent(search)}`)).data.map((p) => p.title);

    it.each([
      { given: "henna", want: (title: string) => title.toLowerCase().includes("henna") },
      { given: "HENNA", want: (title: string) => title.toLowerCase().includes("henna") },
      { given: "  Chai ", want: (title: string) => title.toLowerCase().includes("chai") },
      { given: "zzz-nothing", want: () => false },
    ])("search=$given matches titles case-insensitively", async ({ given, want }) => {
      const expected = visibleElsewhere(all)
        .filter((p) => want(p.title))
        .map((p) => p.title);
      expect(await titlesFor(given)).toEqual(expected);
      if (given !== "zzz-nothing") expect(expected.length).toBeGreaterThan(0);
    });

    it.each([
      { given: "50%", want: ["Flat 50% Off Cone Pack"] },
      { given: "%", want: ["Flat 50% Off Cone Pack"] },
      { given: "rose_tea", want: ["Rose_Tea Sampler"] },
      { given: "_", want: ["Rose_Tea Sampler"] },
      { given: "\\", want: [] },
      { given: "50 pack", want: ["Cone 50 Pack Offer"] },
    ])("LIKE wildcards are literal: search=$given", async ({ given, want }) => {
      expect(await titlesFor(given)).toEqual(want);
    });

    it("never shows Inactive products", async () => {
      expect(await titlesFor("white body")).toEqual([]);
      expect(await titlesFor("retired")).toEqual([]);
    });

    it("pages through search results", async () => {
      const want = visibleElsewhere(all)
        .filter((p) => p.title.toLowerCase().includes("cone"))
        .map((p) => p.product_id);
      const { seen, pages } = await walk("&search=cone", 4);
      expect(ids(seen)).toEqual(want);
      expect(pages.at(-1)?.total).toBe(want.length);
    });
  });

  describe("bad input", () => {
    it.each([
      "?page=0",
      "?page=abc",
      "?page=100001",
      "?limit=0",
      "?limit=51",
      "?limit=-1",
      "?sort=cheapest",
      "?search=",
      `?search=${"a".repeat(101)}`,
      "?category=",
      `?category=${"c".repeat(101)}`,
    ])("%s -> 400 with the error body", async (query) => {
      const res = await t.request({ method: "GET", url: `${BASE}${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isError: true, success: false, code: "VALIDATION_FAILED" });
    });
  });
});
