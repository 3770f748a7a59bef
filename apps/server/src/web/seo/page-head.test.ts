// The head of real pages rendered by the server with the built shop and academy (apps/*/dist and the
// server renders beside them) over the seeded demo store: titles, descriptions, canonical links,
// languages, link previews, structured data with Google's required properties for merchant listings,
// and the 404s.
import { existsSync } from "node:fs";
import { productPath } from "@henna/domain/product-route";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, pageMetas, products, stores } from "../../db/schema.js";
import { startTestApp, type TestApp } from "../../test-support/http-app.js";
import { findUp } from "../web-apps.js";

const ORIGIN = "https://shop.example.in";
const built = Boolean(findUp("../shop/dist-ssr/entry-server.js") && findUp("../academy/dist/index.html"));

function attr(html: string, pattern: RegExp): string | null {
  return (
    pattern
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'") ?? null
  );
}
const metaContent = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const linkHref = (html: string, rel: string, extra = "") =>
  attr(html, new RegExp(`<link rel="${rel}" href="([^"]*)"${extra}`));
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}
// biome-ignore lint/suspicious/noExplicitAny: JSON read back from a page; the assertions check its shape.
type LD = Record<string, any>;
const ofType = (html: string, type: string) => jsonLd(html).find((data) => data["@type"] === type);

describe.skipIf(!built)("page heads on the built apps", () => {
  let t: TestApp;
  let storeName: string;
  const get = (url: string) => t.request({ method: "GET", url });

  async function productBy(sku: string) {
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    if (!row) throw new Error(`no product ${sku}`);
    return row;
  }

  beforeAll(async () => {
    t = await startTestApp("pglite", { env: { PUBLIC_URL: ORIGIN, SEARCH_INDEXING: "true" } });
    const [store] = await t.database.db.select().from(stores).where(eq(stores.main_id, t.ctx.env.mainId));
    storeName = store?.orignal_logoname.trim() || store?.company_name.trim() || "";
    expect(storeName).not.toBe("");
  });
  afterAll(() => t?.close());

  it.each(["en", "hi"] as const)(
    "a product page (%s): title, description, canonical, languages, preview",
    async (lang) => {
      const [row] = await t.database.db
        .select()
        .from(products)
        .where(
          and(
            eq(products.status, "Active"),
            eq(products.product_type, "Simple"),
            eq(products.category, "tea"),
          ),
        );
      const product = row ?? (await productBy("MC-COURSE-BASIC"));
      const path = productPath(product.title, product.product_id);
      const res = await get(`${path}?lang=${lang}&utm_source=whatsapp`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(title(html)).toBe(`${product.title} | ${storeName}`);
      const description = metaContent(html, "description") ?? "";
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(155);
      expect(product.short_description.replace(/\s+/g, " ")).toContain(description.replace(/…$/, ""));
      const canonical = `${ORIGIN}${path}`;
      // One canonical link without tracking parameters (a Hindi page's is its own ?lang=hi), the alternates.
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
      expect(linkHref(html, "canonical")).toBe(lang === "hi" ? `${canonical}?lang=hi` : canonical);
      expect(linkHref(html, "alternate", ' hreflang="en"')).toBe(canonical);
      expect(linkHref(html, "alternate", ' hreflang="hi"')).toBe(`${canonical}?lang=hi`);
      expect(linkHref(html, "alternate", ' hreflang="x-default"')).toBe(canonical);
      expect(metaContent(html, "og:type")).toBe("product");
      expect(metaContent(html, "og:title")).toBe(title(html));
      expect(metaContent(html, "og:locale")).toBe(lang === "hi" ? "hi_IN" : "en_IN");
      expect(metaContent(html, "product:price:currency")).toBe("INR");
      expect(Number(metaContent(html, "product:price:amount"))).toBe(
        product.discountPrice ?? product.originalPrice,
      );
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(html).not.toContain('content="noindex"');
      expect(res.headers["x-robots-tag"]).toBeUndefined();
      // Every product picture the page renders names the product.
      for (const img of html.matchAll(/<img\b[^>]*>/g)) {
        const alt = attr(img[0], /\balt="([^"]*)"/);
        expect(alt, img[0]).not.toBeNull();
      }
    },
  );

  it("a product's structured data has what Google asks of a merchant listing", async () => {
    const product = await productBy(
      (await t.database.db.select().from(products).where(eq(products.product_type, "Simple")).limit(1))[0]
        ?.sku ?? "",
    );
    const html = (await get(productPath(product.title, product.product_id))).body;
    const data = ofType(html, "Product") as LD;
    expect(data).toBeDefined();
    // Required: name, image, offers.price and offers.priceCurrency; recommended: the rest.
    expect(data.name).toBe(product.title);
    expect(data.image?.[0]).toMatch(/^https:\/\/shop\.example\.in\//);
    expect(data.sku).toBe(product.sku);
    expect(data.brand).toEqual({ "@type": "Brand", name: storeName });
    const offer = data.offers?.[0];
    expect(offer["@type"]).toBe("Offer");
    expect(Number(offer.price)).toBe(product.discountPrice ?? product.originalPrice);
    expect(offer.priceCurrency).toBe("INR");
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    // The return policy is the store's, on the home page's OnlineStore.
    expect(offer.hasMerchantReturnPolicy).toBeUndefined();
    if (offer.shippingDetails) expect(offer.shippingDetails.shippingRate.currency).toBe("INR");
    const crumbs = ofType(html, "BreadcrumbList") as LD;
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: product.title });
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
  });

  it("a Variable product offers each of its variations", async () => {
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.product_type, "Variable Product"), eq(products.status, "Active")))
      .limit(1);
    if (!product) return;
    const data = ofType((await get(productPath(product.title, product.product_id))).body, "Product") as LD;
    expect(data.offers.length).toBeGreaterThan(1);
    for (const offer of data.offers) expect(offer.sku).toBeTruthy();
  });

  it("a course page carries Course with its provider and offer", async () => {
    const course = await productBy("MC-COURSE-BASIC");
    const html = (await get(productPath(course.title, course.product_id))).body;
    expect(title(html)).toBe(`${course.title} | ${storeName}`);
    const data = ofType(html, "Course") as LD;
    expect(data).toMatchObject({
      name: course.title,
      provider: { "@type": "Organization", name: storeName },
    });
    expect(data.offers).toMatchObject({
      priceCurrency: "INR",
      price: (course.discountPrice ?? 0).toFixed(2),
    });
    expect(ofType(html, "Product")).toBeUndefined();
  });

  it.each(["en", "hi"] as const)("a category page (%s) and a content page", async (lang) => {
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.status, "Active"), eq(categories.category, "tea")));
    const any =
      category ?? (await t.database.db.select().from(categories).where(eq(categories.status, "Active")))[0];
    if (!any) throw new Error("no Active category");
    const listing = `${ORIGIN}/category-detail/${encodeURIComponent(any.category)}`;
    const canonical = lang === "hi" ? `${listing}?lang=hi` : listing;
    for (const url of [
      `/category-detail/${encodeURIComponent(any.category)}`,
      `/${encodeURIComponent(any.category)}`,
    ]) {
      const html = (await get(`${url}?lang=${lang}`)).body;
      expect(title(html)).toBe(`${any.name} | ${storeName}`);
      expect(linkHref(html, "canonical")).toBe(canonical);
      expect((ofType(html, "BreadcrumbList") as LD).itemListElement[1].item).toBe(listing);
    }
    const about = (await get(`/about/?lang=${lang}`)).body;
    expect(linkHref(about, "canonical")).toBe(lang === "hi" ? `${ORIGIN}/about?lang=hi` : `${ORIGIN}/about`);
    expect(linkHref(about, "alternate", ' hreflang="en"')).toBe(`${ORIGIN}/about`);
    expect(linkHref(about, "alternate", ' hreflang="hi"')).toBe(`${ORIGIN}/about?lang=hi`);
    expect(metaContent(about, "og:type")).toBe("website");
    const home = (await get(`/?lang=${lang}`)).body;
    expect(ofType(home, "OnlineStore")).toMatchObject({
      name: storeName,
      url: `${ORIGIN}/`,
      hasMerchantReturnPolicy: { applicableCountry: "IN", merchantReturnDays: 2 },
    });
  });

  it("lets the owner's own title for a route win", async () => {
    const course = await productBy("MC-COURSE-BASIC");
    const path = productPath(course.title, course.product_id);
    await t.database.db.insert(pageMetas).values({
      main_id: t.ctx.env.mainId,
      route: path.toLowerCase(),
      title: "Learn mehendi",
      description: "",
    });
    await t.ctx.cache.invalidate(t.ctx.env.mainId);
    try {
      expect(title((await get(path)).body)).toBe("Learn mehendi");
    } finally {
      await t.database.db.delete(pageMetas).where(eq(pageMetas.main_id, t.ctx.env.mainId));
      await t.ctx.cache.invalidate(t.ctx.env.mainId);
    }
  });

  it("answers 404 with noindex for an unknown or Inactive product or category and an unknown path", async () => {
    const product = await productBy("MC-COURSE-BASIC");
    const [category] = await t.database.db.select().from(categories).where(eq(categories.status, "Active"));
    if (!category) throw new Error("no Active category");
    await t.database.db
      .update(products)
      .set({ status: "Inactive" })
      .where(eq(products.product_id, product.product_id));
    await t.database.db.update(categories).set({ status: "Inactive" }).where(eq(categories.id, category.id));
    await t.ctx.cache.invalidate(t.ctx.env.mainId);
    try {
      for (const url of [
        productPath(product.title, product.product_id),
        productPath("No such thing", 987_654),
        "/product/not-base64!/x",
        `/category-detail/${encodeURIComponent(category.category)}`,
        "/category-detail/no-such-category",
        "/no/such/page",
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["x-robots-tag"], url).toBe("noindex");
        expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      }
    } finally {
      await t.database.db
        .update(products)
        .set({ status: "Active" })
        .where(eq(products.product_id, product.product_id));
      await t.database.db.update(categories).set({ status: "Active" }).where(eq(categories.id, category.id));
      await t.ctx.cache.invalidate(t.ctx.env.mainId);
    }
  });

  it("makes the link preview a 1200x630 JPEG once, and no other name", async () => {
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.status, "Active"))
      .limit(1);
    if (!product) throw new Error("no product");
    const html = (await get(productPath(product.title, product.product_id))).body;
    const image = metaContent(html, "og:image") ?? "";
    expect(image.startsWith(`${ORIGIN}/og-image/`)).toBe(true);
    const res = await get(image.slice(ORIGIN.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    const file = image.split("/").at(-1) ?? "";
    expect(existsSync(`${t.ctx.env.dataDir}/media/og/${file}`)).toBe(true);
    const home = metaContent((await get("/")).body, "og:image") ?? "";
    const card = await get(home.slice(ORIGIN.length));
    expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);
    expect((await get("/og-image/product-1-AAAAAAAAAA.jpg")).statusCode).toBe(404);
  });
});

describe.skipIf(!built)("SEARCH_INDEXING=false", () => {
  it("marks every page noindex", async () => {
    const t = await startTestApp("pglite", { env: { SEARCH_INDEXING: "false" } });
    try {
      const res = await t.request({ method: "GET", url: "/about" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    } finally {
      await t.close();
    }
  });
});
