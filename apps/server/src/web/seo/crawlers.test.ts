// robots.txt, the sitemap index and files, and the Google Merchant feed, through the real HTTP layer
// over the seeded demo store (with 700 more products of every type), on PGlite and
// PostgreSQL.
import { gunzipSync } from "node:zlib";
import { isVariableProduct, pricePoint, productPricing } from "@henna/domain/product-pricing";
import { productPath } from "@henna/domain/product-route";
import { COURSES_CATEGORY } from "@henna/domain/visibility";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products, productVariations } from "../../db/schema.js";
import { shownProducts } from "../../db/visibility.js";
import { seedCatalogue } from "../../seed/seed-catalogue.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { productFileStarts, productRows } from "./sitemap-products.js";

const ORIGIN = "https://shop.example.in";

// Each case starts a server of its own (a first PGlite start on a busy machine takes a while).
describe("robots.txt", () => {
  it.each([
    {
      indexing: "true",
      want: ["Disallow: /admin", "Disallow: /api/", "Disallow: /cart", "Disallow: /checkout"],
    },
    { indexing: "false", want: ["User-agent: *\nDisallow: /\n"] },
  ])("SEARCH_INDEXING=$indexing", async ({ indexing, want }) => {
    const t = await startTestApp("pglite", { env: { PUBLIC_URL: ORIGIN, SEARCH_INDEXING: indexing } });
    try {
      const res = await t.request({ method: "GET", url: "/robots.txt" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
      for (const line of want) expect(res.body).toContain(line);
      if (indexing === "true") {
        for (const line of ["/my-account", "/payment-", "/track/"])
          expect(res.body).toContain(`Disallow: ${line}`);
        expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
        expect(res.body).not.toMatch(/^Disallow: \/$/m);
      } else expect(res.body).not.toContain("Sitemap:");
    } finally {
      await t.close();
    }
  });

  it("names the request's origin without PUBLIC_URL", async () => {
    const t = await startTestApp("pglite", { env: { SEARCH_INDEXING: "true" } });
    try {
      const res = await t.request({ method: "GET", url: "/robots.txt", headers: { host: "localhost:8080" } });
      expect(res.body).toContain("Sitemap: http://localhost:8080/sitemap.xml");
    } finally {
      await t.close();
    }
  });
});

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
}

describe.each(await testDatabaseKinds())("sitemaps and the feed on %s", (kind) => {
  let t: TestApp;
  let inactiveId: number;
  /** A course filed under "Courses", as an owner may type the category. */
  let capitalisedCourseId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_URL: ORIGIN } });
    await seedCatalogue(t.database.db, { count: 700, seed: 7 });
    const [row] = await t.database.db
      .select({ id: products.product_id })
      .from(products)
      .where(sql`lower(trim(${products.category})) <> ${COURSES_CATEGORY}`)
      .limit(1);
    inactiveId = row?.id ?? 0;
    await t.database.db
      .update(products)
      .set({ status: "Inactive" })
      .where(eq(products.product_id, inactiveId));
    const [last] = await t.database.db
      .select({ id: products.product_id })
      .from(products)
      .where(eq(products.status, "Active"))
      .orderBy(desc(products.product_id))
      .limit(1);
    capitalisedCourseId = last?.id ?? 0;
    await t.database.db
      .update(products)
      .set({ category: "Courses" })
      .where(eq(products.product_id, capitalisedCourseId));
    await t.ctx.cache.invalidate(t.ctx.env.mainId);
  });
  afterAll(() => t?.close());

  async function productUrl(id: number) {
    const [row] = await t.database.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.product_id, id));
    return `${ORIGIN}${productPath(row?.title ?? "", id)}`;
  }

  async function get(url: string, headers: Record<string, string> = {}) {
    const res = await t.request({ method: "GET", url, headers });
    expect(res.statusCode, url).toBe(200);
    return res;
  }

  async function activeProducts(courses: boolean) {
    const rows = await t.database.db
      .select({ id: products.product_id, title: products.title })
      .from(products)
      .where(
        and(
          eq(products.main_id, t.ctx.env.mainId),
          eq(products.status, "Active"),
          courses
            ? sql`lower(trim(${products.category})) = ${COURSES_CATEGORY}`
            : sql`lower(trim(${products.category})) <> ${COURSES_CATEGORY}`,
        ),
      );
    return rows.map((row) => `${ORIGIN}${productPath(row.title, row.id)}`).sort();
  }

  it("indexes the files, and each file lists every Active product once with its Hindi alternate", async () => {
    const index = await get("/sitemap.xml");
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    expect(index.body).toContain("<sitemapindex");
    expect(locs(index.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/categories.xml`,
      `${ORIGIN}/sitemaps/courses.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ]);
    const file = await get("/sitemaps/products-1.xml");
    const listed = locs(file.body);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(await activeProducts(false));
    const [inactive] = await t.database.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.product_id, inactiveId));
    expect(listed).not.toContain(`${ORIGIN}${productPath(inactive?.title ?? "", inactiveId)}`);
    // Each URL: lastmod, and its en, hi and x-default alternates.
    const first = listed[0] ?? "";
    expect(file.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(file.body).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${first}?lang=hi"/>`);
    expect(file.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${first}"/>`);
    expect(locs((await get("/sitemaps/courses.xml")).body).sort()).toEqual(await activeProducts(true));
  });

  it("splits the products into files at the right ids: each Active product once, in order", async () => {
    const db = t.database.db;
    const mainId = t.ctx.env.mainId;
    const active = await db
      .select({ id: products.product_id })
      .from(products)
      .where(await shownProducts(db, mainId, "products"))
      .orderBy(asc(products.product_id));
    const ids = active.map((row) => row.id);
    expect(ids).not.toContain(inactiveId);
    // Files of a few hundred stand in for 50,000; batches of 97 make each file take several.
    for (const perFile of [ids.length, ids.length - 1, Math.ceil(ids.length / 2), 250]) {
      const starts = await productFileStarts(db, mainId, perFile);
      expect(starts, `${perFile} a file`).toHaveLength(Math.ceil(ids.length / perFile));
      const files: number[][] = [];
      for (const after of starts) {
        const file: number[] = [];
        for await (const rows of productRows(db, mainId, "products", after, perFile, 97))
          file.push(...rows.map(([id]) => id));
        files.push(file);
      }
      expect(files.flat(), `${perFile} a file`).toEqual(ids);
      for (const [n, file] of files.entries()) {
        expect(file.length).toBe(n < files.length - 1 ? perFile : ids.length - perFile * n);
      }
    }
  });

  it("lists the content pages and only Active categories", async () => {
    const pages = locs((await get("/sitemaps/pages.xml")).body);
    expect(pages).toContain(`${ORIGIN}/`);
    expect(pages).toContain(`${ORIGIN}/refund-policy`);
    expect(pages).not.toContain(`${ORIGIN}/cart`);
    const rows = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.main_id, t.ctx.env.mainId));
    const listed = locs((await get("/sitemaps/categories.xml")).body);
    const active = rows.filter((c) => c.status === "Active" && c.category.toLowerCase() !== "courses");
    expect(listed.length).toBe(active.length);
    for (const c of active)
      expect(listed).toContain(`${ORIGIN}/category-detail/${encodeURIComponent(c.category)}`);
  });

  it("is refreshed when the catalogue changes, and kept gzipped in between", async () => {
    const before = await get("/sitemaps/products-1.xml", { "accept-encoding": "gzip" });
    expect(before.headers["content-encoding"]).toBe("gzip");
    const again = await get("/sitemaps/products-1.xml", { "accept-encoding": "gzip" });
    expect(again.rawPayload.equals(before.rawPayload)).toBe(true);
    await t.database.db.update(products).set({ status: "Active" }).where(eq(products.product_id, inactiveId));
    await t.ctx.cache.invalidate(t.ctx.env.mainId);
    const after = await get("/sitemaps/products-1.xml", { "accept-encoding": "gzip" });
    const text = gunzipSync(after.rawPayload).toString("utf8");
    expect(locs(text).length).toBe(locs(gunzipSync(before.rawPayload).toString("utf8")).length + 1);
    await t.database.db
      .update(products)
      .set({ status: "Inactive" })
      .where(eq(products.product_id, inactiveId));
    await t.ctx.cache.invalidate(t.ctx.env.mainId);
  });

  it("answers 404 for a file that does not exist", async () => {
    for (const url of ["/sitemaps/products-2.xml", "/sitemaps/other.xml"]) {
      expect((await t.request({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("feeds one item per Active product or variation, with Google's fields", async () => {
    const res = await get("/feeds/google-merchant.xml");
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const items = res.body.split("<item>").slice(1);
    const active = await t.database.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.main_id, t.ctx.env.mainId),
          eq(products.status, "Active"),
          sql`lower(trim(${products.category})) <> ${COURSES_CATEGORY}`,
        ),
      );
    const variations = await t.database.db.select().from(productVariations);
    const variable = new Set(
      active.filter((p) => p.product_type === "Variable Product").map((p) => p.product_id),
    );
    const variationItems = variations.filter((v) => variable.has(v.product_id));
    const withVariations = new Set(variationItems.map((v) => v.product_id));
    const priced = active.filter((p) => !withVariations.has(p.product_id));
    // Every item has the fields Merchant Center requires.
    for (const item of items) {
      for (const field of [
        "g:id",
        "title",
        "description",
        "link",
        "g:availability",
        "g:price",
        "g:brand",
        "g:condition",
      ]) {
        expect(item, field).toContain(`<${field}>`);
      }
      expect(item).toMatch(/<g:price>\d+\.\d\d INR<\/g:price>/);
      expect(item).toMatch(/<g:availability>(in_stock|out_of_stock)<\/g:availability>/);
    }
    const ids = items.map((item) => /<g:id>([^<]+)<\/g:id>/.exec(item)?.[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Priceless rows are left out; every variation item names its product as the group.
    expect(ids.length).toBeLessThanOrEqual(priced.length + variationItems.length);
    expect(ids.length).toBeGreaterThan(priced.length);
    for (const v of variationItems.slice(0, 20)) {
      const item = items.find((i) => i.includes(`<g:id>${v.sku}</g:id>`));
      if (item) expect(item).toContain(`<g:item_group_id>${v.product_id}</g:item_group_id>`);
    }
    const [inactive] = await t.database.db.select().from(products).where(eq(products.product_id, inactiveId));
    expect(res.body).not.toContain(`<g:id>${inactive?.sku}</g:id>`);
  });

  it("feeds exactly the products the sitemap lists: Active, not courses (whatever their spelling)", async () => {
    const sitemap = new Set(locs((await get("/sitemaps/products-1.xml")).body));
    const feed = await get("/feeds/google-merchant.xml");
    const fed = new Set(locs(feed.body.replace(/<link>/g, "<loc>").replace(/<\/link>/g, "</loc>")));
    fed.delete(`${ORIGIN}/`);
    // The feed leaves out what it cannot price; every other product the sitemap lists is fed.
    const rows = await t.database.db.select().from(products).where(eq(products.main_id, t.ctx.env.mainId));
    const variations = await t.database.db.select().from(productVariations);
    const priced = new Set<string>();
    for (const row of rows) {
      const own = variations.filter((v) => v.product_id === row.product_id);
      const price =
        isVariableProduct(row) && own.length > 0
          ? own.some((v) => pricePoint(v.price, v.salePrice).price !== null)
          : productPricing(row).price !== null;
      if (price) priced.add(`${ORIGIN}${productPath(row.title, row.product_id)}`);
    }
    expect(fed.size).toBeGreaterThan(600);
    expect([...fed].sort()).toEqual([...sitemap].filter((url) => priced.has(url)).sort());
    const inactive = await productUrl(inactiveId);
    expect(priced.has(inactive)).toBe(true);
    expect(sitemap.has(inactive)).toBe(false);
    expect(fed.has(inactive)).toBe(false);
    const course = await productUrl(capitalisedCourseId);
    expect(priced.has(course)).toBe(true);
    expect(sitemap.has(course)).toBe(false);
    expect(fed.has(course)).toBe(false);
    expect(locs((await get("/sitemaps/courses.xml")).body)).toContain(course);
  });
});
