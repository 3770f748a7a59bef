// The shop's route table and what each route's page is handed at once. The manifest fixture is a real
// build's (apps/shop/dist/.vite/manifest.json, copied): a page the table names must be in it, and its
// source must still exist, so renaming or moving a page fails here instead of silently dropping its
// preloads.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { productPath } from "@henna/domain/product-route";
import { describe, expect, it } from "vitest";
import {
  ACADEMY_PAGE_SOURCES,
  academyRoute,
  answersScript,
  appChunksMeta,
  HINDI_SOURCE,
  type Manifest,
  PAGE_ANSWERS_ID,
  PAGE_SOURCES,
  pageFiles,
  pageHindiSource,
  preloadTags,
  shopRoute,
  sitePicture,
} from "./page-preloads.js";

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, "test-fixtures/shop-manifest.json"), "utf8")) as Manifest;
const shopRoot = join(here, "../../../shop");
const academyManifest = JSON.parse(
  readFileSync(join(here, "test-fixtures/academy-manifest.json"), "utf8"),
) as Manifest;
const academyRoot = join(here, "../../../academy");
const S = "demo-store";
const CHROME = [`/api/marquee/all/${S}`, `/api/register/single/${S}`, `/api/button/${S}`];
const PRODUCTS = `/api/grouped-product/search-all-products/${S}?page=1&limit=10`;
const CATEGORIES = `/api/category/getdata/category/${S}`;

describe("the route table's pages", () => {
  it.each(Object.entries(PAGE_SOURCES))("%s (%s) is in a real build's manifest, as a lazy page", (_, key) => {
    expect(manifest[key], `${key} is not in the manifest fixture`).toBeDefined();
    expect(manifest[key]?.isEntry).not.toBe(true);
  });

  it.each(Object.entries(PAGE_SOURCES))("%s's source %s still exists in the shop", (_, key) => {
    expect(existsSync(join(shopRoot, key)), `apps/shop/${key} is gone: update PAGE_SOURCES`).toBe(true);
  });

  it.each(Object.entries(PAGE_SOURCES))(
    "%s's own Hindi texts, when its folder has them, are a chunk of the build",
    (_, key) => {
      const texts = pageHindiSource(key);
      if (existsSync(join(shopRoot, texts)))
        expect(manifest[texts], `${texts} is not in the manifest fixture`).toBeDefined();
    },
  );
});

describe("the academy's pages", () => {
  it.each(Object.entries(ACADEMY_PAGE_SOURCES))(
    "%s (%s) is a lazy page of a real academy build",
    (_, key) => {
      expect(academyManifest[key], `${key} is not in the academy manifest fixture`).toBeDefined();
      expect(academyManifest[key]?.isEntry).not.toBe(true);
      expect(existsSync(join(academyRoot, key)), `apps/academy/${key} is gone`).toBe(true);
    },
  );
});

describe("academyRoute", () => {
  const COURSES = `${PRODUCTS}&category=courses`;
  it.each([
    { path: "/course", query: "", page: "course", reads: [...CHROME, COURSES], location: "/course" },
    {
      path: "/Course/",
      query: "sort=newest&utm_source=x",
      page: "course",
      reads: [...CHROME, `${COURSES}&sort=newest`],
      location: "/course?sort=newest",
    },
    {
      path: "/course",
      query: "sort=recommended",
      page: "course",
      reads: [...CHROME, COURSES],
      location: "/course",
    },
    {
      path: "/admission-form-step-2",
      query: "",
      page: "courseStep",
      reads: [...CHROME, COURSES],
      location: "/admission-form-step-2",
    },
    {
      path: "/admission-form//",
      query: "sort=newest",
      page: "admission",
      reads: CHROME,
      location: "/admission-form",
    },
    { path: "/payment-successad/rcpt_1", query: "", page: null, reads: CHROME, location: undefined },
    { path: "/academy/", query: "", page: null, reads: CHROME, location: undefined },
  ])("$path?$query → $page at $location", ({ path, query, page, reads, location }) => {
    expect(academyRoute(path, new URLSearchParams(query), S)).toEqual({
      page,
      reads,
      ...(location ? { location } : {}),
    });
  });

  it("preloads the course page's chunk from a real academy build, under /academy/", () => {
    const tags = preloadTags(academyManifest, "course", "/academy/", null);
    expect(tags[0]).toBe(
      `<link rel="modulepreload" crossorigin href="/academy/${academyManifest[ACADEMY_PAGE_SOURCES.course]?.file}">`,
    );
  });
});

describe("shopRoute", () => {
  it.each([
    { path: "/", query: "", page: "home", reads: [...CHROME, `/api/slider/all/${S}`] },
    { path: "/products", query: "", page: "listing", reads: [...CHROME, PRODUCTS] },
    { path: "/Products/", query: "", page: "listing", reads: [...CHROME, PRODUCTS] },
    { path: "/product", query: "", page: "listing", reads: [...CHROME, PRODUCTS] },
    {
      path: "/product",
      query: "search=%20henna%20cone%20&sort=price_asc",
      page: "listing",
      reads: [...CHROME, `${PRODUCTS}&search=henna%20cone&sort=price_asc`],
    },
    // An unknown sort key is ignored, and "recommended" is the store's own order: no sort parameter.
    { path: "/products", query: "sort=cheapest", page: "listing", reads: [...CHROME, PRODUCTS] },
    { path: "/products", query: "sort=recommended", page: "listing", reads: [...CHROME, PRODUCTS] },
    { path: "/products", query: "search=cone", page: "listing", reads: [...CHROME, PRODUCTS] },
    {
      path: "/category-detail/Henna%20Cones",
      query: "",
      page: "listing",
      reads: [...CHROME, CATEGORIES, `${PRODUCTS}&category=Henna%20Cones`],
    },
    {
      path: "/cones",
      query: "sort=newest",
      page: "listing",
      reads: [...CHROME, CATEGORIES, `${PRODUCTS}&category=cones&sort=newest`],
    },
    // Courses are listed only on the course pages: the listing asks for nothing.
    { path: "/category-detail/Courses", query: "", page: "listing", reads: [...CHROME, CATEGORIES] },
    {
      path: productPath("Organic Henna Cone (25 g)", 12),
      query: "",
      page: "product",
      reads: [...CHROME, `/api/grouped-product/single/12`, CATEGORIES],
    },
    { path: "/product/not-base64!/MTI=", query: "", page: "product", reads: CHROME },
    { path: "/cart", query: "", page: "cart", reads: CHROME },
    // The contact panel reads the office and the help numbers; the other content pages only the chrome's.
    {
      path: "/contact",
      query: "",
      page: "contact",
      reads: [...CHROME, `/api/register/officesingle/${S}`, `/api/help/single/${S}`],
    },
    {
      path: "/Contact/",
      query: "",
      page: "contact",
      reads: [...CHROME, `/api/register/officesingle/${S}`, `/api/help/single/${S}`],
    },
    { path: "/enquiry-form", query: "", page: "enquiry", reads: CHROME },
    { path: "/about", query: "", page: "about", reads: CHROME },
    { path: "/centers", query: "", page: "centers", reads: CHROME },
    { path: "/privacy-policy", query: "", page: "privacy", reads: CHROME },
    { path: "/refund-policy", query: "", page: "refund", reads: CHROME },
    { path: "/terms-and-conditions", query: "", page: "terms", reads: CHROME },
    { path: "/shipping-and-delivery", query: "", page: "shipping", reads: CHROME },
    { path: "/rules-and-regulations", query: "", page: "rules", reads: CHROME },
    // An object's own property names are category names like any other.
    {
      path: "/constructor",
      query: "",
      page: "listing",
      reads: [...CHROME, CATEGORIES, `${PRODUCTS}&category=constructor`],
    },
    // Named one-segment routes are never taken for a category.
    { path: "/login", query: "", page: null, reads: CHROME },
    { path: "/my-account", query: "", page: null, reads: CHROME },
    { path: "/checkout", query: "", page: null, reads: CHROME },
    { path: "/payment-success/order_1", query: "", page: null, reads: CHROME },
    { path: "/no/such/page", query: "", page: null, reads: CHROME },
  ])("$path?$query → $page", ({ path, query, page, reads }) => {
    expect(shopRoute(path, new URLSearchParams(query), S)).toMatchObject({ page, reads });
  });

  // Where the server renders the page: the path as asked without trailing slashes, with only the query
  // the pages read (the cart as a guest's empty one: own-cart-mark.ts); never a page it does not know, or
  // a path with empty segments.
  it.each([
    { path: "/", query: "utm_source=mail", location: "/" },
    { path: "/Products/", query: "sort=newest&ref=x", location: "/Products?sort=newest" },
    {
      path: "/product",
      query: "search=henna%20cone&sort=price_asc",
      location: "/product?search=henna+cone&sort=price_asc",
    },
    { path: "/contact//", query: "", location: "/contact" },
    { path: "/cart/", query: "ref=x", location: "/cart" },
    // The service worker keeps the login page as the shop's shell for pages never seen (storefront's
    // offline/sw/cache-rules.ts SHELLS): it must stay a page the browser renders.
    { path: "/login", query: "", location: undefined },
    { path: "//contact", query: "", location: undefined },
  ])("$path?$query renders at $location", ({ path, query, location }) => {
    expect(shopRoute(path, new URLSearchParams(query), S).location).toBe(location);
  });
});

describe("pageFiles", () => {
  it("lists the page's own chunks, not the entry's, from a real manifest", () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    for (const key of Object.values(PAGE_SOURCES)) {
      const { js } = pageFiles(manifest, key);
      expect(js[0]).toBe(manifest[key]?.file);
      expect(js).not.toContain(entry?.file);
      for (const file of js) expect(file).toMatch(/^assets\/.+\.js$/);
    }
  });

  it("follows static imports and leaves out what the entry loads already", () => {
    const small: Manifest = {
      "index.html": {
        file: "assets/index-A.js",
        isEntry: true,
        imports: ["_vendor.js"],
        css: ["assets/i.css"],
      },
      "_vendor.js": { file: "assets/vendor-B.js" },
      "_shared.js": { file: "assets/shared-C.js", imports: ["_vendor.js"], css: ["assets/shared.css"] },
      "page.tsx": {
        file: "assets/page-D.js",
        imports: ["index.html", "_shared.js"],
        css: ["assets/page.css", "assets/i.css"],
      },
    };
    expect(pageFiles(small, "page.tsx")).toEqual({
      js: ["assets/page-D.js", "assets/shared-C.js"],
      css: ["assets/page.css", "assets/shared.css"],
    });
  });
});

describe("preloadTags", () => {
  it("preloads the largest picture first, at high priority, then the page's chunks and CSS", () => {
    const small: Manifest = {
      "index.html": { file: "assets/index-A.js", isEntry: true },
      "src/features/home/home-page.tsx": {
        file: "assets/home-B.js",
        imports: ["index.html"],
        css: ["assets/h.css"],
      },
    };
    expect(preloadTags(small, "home", "/", "/images/a&b.svg")).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/a&amp;b.svg">',
      '<link rel="modulepreload" crossorigin href="/assets/home-B.js">',
      '<link rel="stylesheet" crossorigin href="/assets/h.css">',
    ]);
    // A rendered page: its chunks are named for the entry starter, which fetches them after the paint.
    expect(preloadTags(small, "home", "/", "/images/a&b.svg", "en", true)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/a&amp;b.svg">',
      '<meta name="app-chunks" content="/assets/home-B.js">',
      '<link rel="stylesheet" crossorigin href="/assets/h.css">',
    ]);
    expect(preloadTags(null, "home", "/", null)).toEqual([]);
    expect(preloadTags(small, null, "/", null)).toEqual([]);
  });

  it("preloads the Hindi catalogue's chunks on a Hindi page only, each file once", () => {
    const withHindi: Manifest = {
      "index.html": { file: "assets/index-A.js", isEntry: true },
      "src/features/home/home-page.tsx": { file: "assets/home-B.js", imports: ["index.html", "_t.js"] },
      "_t.js": { file: "assets/texts-T.js" },
      "src/i18n/hindi.ts": { file: "assets/hindi-H.js", imports: ["index.html", "_t.js", "_c.js"] },
      "_c.js": { file: "assets/chunk-C.js" },
      "src/features/home/hi.ts": { file: "assets/hi-P.js", imports: ["_c.js"] },
    };
    const modules = (language: "en" | "hi") =>
      preloadTags(withHindi, "home", "/", null, language).map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
    expect(modules("en")).toEqual(["/assets/home-B.js", "/assets/texts-T.js"]);
    expect(modules("hi")).toEqual([
      "/assets/home-B.js",
      "/assets/texts-T.js",
      "/assets/hindi-H.js",
      "/assets/chunk-C.js",
      "/assets/hi-P.js",
    ]);
    // A page the server rendered hydrates with the texts it carries: its catalogue is not a first-render chunk.
    const rendered = preloadTags(withHindi, "home", "/", null, "hi", true);
    expect(rendered).toEqual([appChunksMeta(["/assets/home-B.js", "/assets/texts-T.js"])]);
  });

  it("preloads a Hindi page's own part of the catalogue from a real build, the core's alone for a page with none", () => {
    const hrefs = (tags: string[]) => tags.map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1]);
    const product = hrefs(preloadTags(manifest, "product", "/", null, "hi"));
    expect(product).toContain(manifest[pageHindiSource(PAGE_SOURCES.product)]?.file);
    expect(product).toContain(manifest[HINDI_SOURCE]?.file);
    expect(hrefs(preloadTags(manifest, "product", "/", null, "en"))).not.toContain(
      manifest[pageHindiSource(PAGE_SOURCES.product)]?.file,
    );
    const listing = hrefs(preloadTags(manifest, "listing", "/", null, "hi"));
    expect(listing).toContain(manifest[HINDI_SOURCE]?.file);
    expect(manifest[pageHindiSource(PAGE_SOURCES.listing)]).toBeUndefined();
    const course = hrefs(preloadTags(academyManifest, "course", "/academy/", null, "hi"));
    expect(course).toContain(
      `academy/${academyManifest[pageHindiSource(ACADEMY_PAGE_SOURCES.course)]?.file}`,
    );
  });
});

describe("answersScript", () => {
  it("is a JSON data block whose text cannot end the element or open a comment", () => {
    const answers = { "/api/x": { text: "</script><script>alert(1)</script><!-- \u2028" } };
    const tag = answersScript(answers);
    expect(tag.startsWith(`<script type="application/json" id="${PAGE_ANSWERS_ID}">`)).toBe(true);
    const inner = tag.slice(tag.indexOf(">") + 1, -"</script>".length);
    expect(inner).not.toMatch(/<|\u2028/);
    expect(JSON.parse(inner)).toEqual(answers);
  });
});

describe("sitePicture", () => {
  it.each([
    ["/images/sliders/a.svg", "/images/sliders/a.svg"],
    ["images/sliders/a.svg", "/images/sliders/a.svg"],
    ["  /images/a.svg ", "/images/a.svg"],
    ["https://cdn.example.com/a.svg", null],
    ["//cdn.example.com/a.svg", null],
    ["data:image/png;base64,AAAA", null],
    ["", null],
    [null, null],
  ])("%j → %j", (path, want) => {
    expect(sitePicture(path)).toBe(want);
  });
});
