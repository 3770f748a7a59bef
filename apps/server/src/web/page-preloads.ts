// What the shop's page hands the browser at once for the route requested, instead of letting each step
// wait for the one before it (entry script, then page chunk, then API answers, then picture):
// - the route's lazy page chunk with its static imports (module preloads) and its CSS (stylesheets);
// - the API reads the chrome and the page make for their first screen, answered inside the page
//   (page-render.ts writes them in; the app's client takes each one once, storefront/api/page-answers.ts);
// - the home page's first slider picture, the largest paint, at high priority.
// Reads below the fold are not included: they start once the first screen is shown, so they do not take
// bandwidth and connections from the entry script meanwhile (with HTTP/1.1 a browser opens six).
//
// The route table mirrors apps/shop/src/app/routes.tsx, and the read URLs mirror the app's own requests
// (packages/storefront/src/state/resources.ts, apps/shop/src/features/home/home-resources.ts) to the
// byte, query string included: an answer the app does not ask for exactly is simply not used.
// page-preloads.test.ts checks the table against a real build's manifest.
import { decodeProductRoute } from "@henna/domain/product-route";
import { parseSortKey } from "@henna/domain/sorting";
import { COURSES_CATEGORY, isCourse } from "@henna/domain/visibility";
import { APP_CHUNKS_META } from "./entry-after-paint.js";

/** Manifest keys (source paths relative to apps/shop) of the lazy pages the table maps routes to. */
export const PAGE_SOURCES = {
  home: "src/features/home/home-page.tsx",
  listing: "../../packages/storefront/src/catalogue/listing-page.tsx",
  product: "src/features/product/product-page.tsx",
  cart: "src/features/cart/cart-page.tsx",
  contact: "src/features/contact/contact-page.tsx",
  enquiry: "src/features/enquiry/enquiry-page.tsx",
  about: "src/features/about/about-page.tsx",
  centers: "../../packages/storefront/src/content/centers-page.tsx",
  privacy: "../../packages/storefront/src/content/privacy-policy-page.tsx",
  refund: "../../packages/storefront/src/content/refund-policy-page.tsx",
  terms: "../../packages/storefront/src/content/terms-page.tsx",
  shipping: "../../packages/storefront/src/content/shipping-page.tsx",
  rules: "../../packages/storefront/src/content/rules-and-regulations-page.tsx",
} as const;

/** The academy's lazy pages (source paths relative to apps/academy), for its routes of spec §2. */
export const ACADEMY_PAGE_SOURCES = {
  course: "src/features/courses/course-page.tsx",
  courseStep: "src/features/courses/course-step-page.tsx",
  admission: "src/features/admission/admission-page.tsx",
} as const;

export type ShopPageName = keyof typeof PAGE_SOURCES;
export type AcademyPageName = keyof typeof ACADEMY_PAGE_SOURCES;
export type PageName = ShopPageName | AcademyPageName;

const ALL_PAGE_SOURCES: Record<PageName, string> = { ...PAGE_SOURCES, ...ACADEMY_PAGE_SOURCES };

export interface ShopRoute {
  /** The lazy page the route renders, when it is one whose first render we know. */
  page: PageName | null;
  /** API reads (paths under /api, with their query) the first screen makes: chrome and page. */
  reads: string[];
  /**
   * Where the app's server render (server-render.ts) renders the page, when it does: the route's path without
   * trailing slashes (lower case in the academy) with only the query the page reads, so the variants of
   * one URL share one render and a stray query cannot make a render of its own.
   */
  location?: string;
}

/** One Vite manifest chunk (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

// routes.tsx's one-segment paths that are not a category name (/:category takes every other one).
const NAMED_SINGLE_SEGMENT = new Set([
  "products",
  "product",
  "cart",
  "login",
  "register",
  "reset",
  "demo-shop",
  "product-single-page",
  "invoice",
  "course",
  "admission-form",
  "admission-form-step-2",
  "contact",
  "about",
  "centers",
  "enquiry-form",
  "privacy-policy",
  "refund-policy",
  "terms-and-conditions",
  "shipping-and-delivery",
  "rules-and-regulations",
  "checkout",
  "my-account",
]);

/**
 * The content pages (routes.tsx's one-segment static routes) and what their first screen reads beyond
 * the chrome's: the contact panel's office and help numbers (features/contact/contact-panel.tsx); the
 * policies' support e-mail is the chrome's store profile.
 */
const CONTENT_PAGES = new Map<
  string,
  { page: keyof typeof PAGE_SOURCES; reads: (store: string) => string[] }
>([
  [
    "contact",
    {
      page: "contact",
      reads: (store) => [`/api/register/officesingle/${store}`, `/api/help/single/${store}`],
    },
  ],
  ["enquiry-form", { page: "enquiry", reads: () => [] }],
  ["about", { page: "about", reads: () => [] }],
  ["centers", { page: "centers", reads: () => [] }],
  ["privacy-policy", { page: "privacy", reads: () => [] }],
  ["refund-policy", { page: "refund", reads: () => [] }],
  ["terms-and-conditions", { page: "terms", reads: () => [] }],
  ["shipping-and-delivery", { page: "shipping", reads: () => [] }],
  ["rules-and-regulations", { page: "rules", reads: () => [] }],
]);

/** resources.ts PRODUCTS_PAGE_SIZE: a listing's page of products. */
const PAGE_SIZE = 10;

/** The chrome's reads on every route: promo strip, store profile (logo, footer), action buttons. */
function chromeReads(store: string): string[] {
  return [`/api/marquee/all/${store}`, `/api/register/single/${store}`, `/api/button/${store}`];
}

/** productsPage's URL: openapi-fetch writes the query in the object's order, each value URI-encoded. */
function productsPageUrl(store: string, query: { category?: string; search?: string; sort?: string }) {
  const params = [
    "page=1",
    `limit=${PAGE_SIZE}`,
    ...(query.category ? [`category=${encodeURIComponent(query.category)}`] : []),
    ...(query.search ? [`search=${encodeURIComponent(query.search)}`] : []),
    ...(query.sort ? [`sort=${encodeURIComponent(query.sort)}`] : []),
  ];
  return `/api/grouped-product/search-all-products/${store}?${params.join("&")}`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The listing's first request (catalogue/listing-page.tsx, product-listing.tsx, use-paged-products.ts). */
function listingReads(store: string, query: URLSearchParams, filter: { category?: string; search?: string }) {
  const sortKey = parseSortKey(query.get("sort"));
  const sort = sortKey && sortKey !== "recommended" ? sortKey : undefined;
  // A course category is never asked for outside the course pages.
  if (filter.category !== undefined && isCourse({ category: filter.category })) return [];
  return [productsPageUrl(store, { ...filter, sort })];
}

/**
 * The page an academy path renders (apps/academy/src/app/routes.tsx) and its first screen's reads: the
 * course pages ask for the first page of the category 'courses' (course-listing.tsx); the admission
 * form's own read needs the student's token, so only the chrome's are answered.
 */
export function academyRoute(pathname: string, query: URLSearchParams, store: string): ShopRoute {
  const chrome = chromeReads(store);
  const route = pathname.replace(/\/+$/, "").toLowerCase();
  const sortKey = parseSortKey(query.get("sort"));
  const sort = sortKey && sortKey !== "recommended" ? sortKey : undefined;
  const courses = productsPageUrl(store, { category: COURSES_CATEGORY, sort });
  const sorted = `${route}${sort ? `?sort=${encodeURIComponent(sort)}` : ""}`;
  if (route === "/course") return { page: "course", reads: [...chrome, courses], location: sorted };
  if (route === "/admission-form-step-2") {
    return { page: "courseStep", reads: [...chrome, courses], location: sorted };
  }
  if (route === "/admission-form") return { page: "admission", reads: chrome, location: route };
  return { page: null, reads: chrome };
}

/**
 * The page a shop path renders and the API reads of its first screen. `pathname` is the raw request
 * path, `query` its query string; react-router matches paths case-insensitively and ignores a trailing
 * slash.
 */
export function shopRoute(pathname: string, query: URLSearchParams, store: string): ShopRoute {
  const route = shopPage(pathname, query, store);
  const path = pathname.replace(/\/+$/, "") || "/";
  // The cart renders as a guest's empty cart, with a mark for a browser that keeps its own (own-cart-mark.ts).
  if (route.page === null || path.includes("//")) return route;
  return { ...route, location: shopLocation(path, query) };
}

/**
 * Where the server renders a shop page: the path as requested (the shop's routes read its case), trailing
 * slashes taken off, with only the query its pages read.
 */
function shopLocation(path: string, query: URLSearchParams): string {
  const read = new URLSearchParams();
  for (const key of ["search", "sort"]) {
    const value = query.get(key);
    if (value !== null) read.set(key, value);
  }
  const search = read.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

function shopPage(pathname: string, query: URLSearchParams, store: string): ShopRoute {
  const chrome = chromeReads(store);
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const first = segments[0]?.toLowerCase();
  if (segments.length === 0) return { page: "home", reads: [...chrome, `/api/slider/all/${store}`] };
  if (segments.length === 1 && (first === "products" || first === "product")) {
    // listing-route.ts compares the path itself, case and all.
    const search = segments[0] === "product" ? (query.get("search")?.trim() ?? "") : "";
    return { page: "listing", reads: [...chrome, ...listingReads(store, query, search ? { search } : {})] };
  }
  if (segments.length === 1 && first === "cart") return { page: "cart", reads: chrome };
  const content = segments.length === 1 && first !== undefined ? CONTENT_PAGES.get(first) : undefined;
  if (content) return { page: content.page, reads: [...chrome, ...content.reads(store)] };
  const categoryText =
    segments.length === 1 && first !== undefined && !NAMED_SINGLE_SEGMENT.has(first)
      ? segments[0]
      : segments.length === 2 && first === "category-detail"
        ? segments[1]
        : undefined;
  if (categoryText !== undefined) {
    const category = decodeSegment(categoryText)?.trim() ?? "";
    if (category === "") return { page: null, reads: chrome };
    return {
      page: "listing",
      // The categories give the heading its display name.
      reads: [
        ...chrome,
        `/api/category/getdata/category/${store}`,
        ...listingReads(store, query, { category }),
      ],
    };
  }
  if (segments.length === 3 && first === "product") {
    const route = decodeProductRoute(segments[1] ?? "", segments[2] ?? "");
    return {
      page: "product",
      // The details name the product's category from the categories.
      reads: route.ok
        ? [
            ...chrome,
            `/api/grouped-product/single/${route.productId}`,
            `/api/category/getdata/category/${store}`,
          ]
        : chrome,
    };
  }
  return { page: null, reads: chrome };
}

/** The files a lazy page loads before it runs that the entry has not loaded already: JS and CSS. */
export function pageFiles(manifest: Manifest, pageKey: string): { js: string[]; css: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  const closure = (key: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(key) || skip.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into, skip);
  };
  if (entryKey) closure(entryKey, loadedByEntry, new Set());
  const own = new Set<string>();
  closure(pageKey, own, loadedByEntry);
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const js: string[] = [];
  const css = new Set<string>();
  for (const key of own) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith(".js")) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!entryCss.has(file)) css.add(file);
  }
  return { js, css: [...css] };
}

export function escapeAttribute(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The core of each app's Hindi catalogue (its src/i18n/hindi.ts), loaded before a Hindi page hydrates. */
export const HINDI_SOURCE = "src/i18n/hindi.ts";

/**
 * The manifest key of a page's own part of the Hindi catalogue, by the apps' convention the hi.ts in
 * the page's folder (storefront ui/lazy-page.tsx), loaded with the core before a Hindi page hydrates.
 */
export function pageHindiSource(pageSource: string): string {
  return `${pageSource.slice(0, pageSource.lastIndexOf("/"))}/hi.ts`;
}

/**
 * The <link> tags for a route: the page's chunks as module preloads and its CSS as stylesheets (Vite's
 * loader finds both in place and adds neither again), on a Hindi page rendered in the browser the Hindi
 * catalogue's chunks too, its core and the page's own part (the app waits for them before its first
 * render, so they would otherwise start only after the entry script ran), and the largest picture,
 * when known, at high priority.
 */
export function preloadTags(
  manifest: Manifest | null,
  page: PageName | null,
  base: string,
  heroImage: string | null,
  language: "en" | "hi" = "en",
  /** A rendered page: its chunks are fetched with the app's script, after its first paint. */
  chunksAfterPaint = false,
): string[] {
  const files = page && manifest ? pageFiles(manifest, ALL_PAGE_SOURCES[page]) : { js: [], css: [] };
  // A page the server rendered in Hindi hydrates with the texts it carries (PAGE_TEXTS_ID): its
  // catalogue loads once the app runs, after the first render's chunks.
  const hindiSources =
    language === "hi" && page && manifest && !chunksAfterPaint
      ? [HINDI_SOURCE, pageHindiSource(ALL_PAGE_SOURCES[page])].filter((key) => manifest[key])
      : [];
  const hindi = hindiSources.flatMap((key) => (manifest ? pageFiles(manifest, key).js : []));
  const js = [...new Set([...files.js, ...hindi])];
  // The largest picture first: a browser starts fetches in document order. A rendered page's chunks
  // are not fetched before its first paint at all (entry-after-paint.ts starts them with the app's
  // script), so on a slow link the picture and the text have it to themselves.
  return [
    ...(heroImage
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(heroImage)}">`]
      : []),
    ...(chunksAfterPaint
      ? js.length > 0
        ? [appChunksMeta(js.map((file) => base + file))]
        : []
      : js.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(base + file)}">`)),
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(base + file)}">`),
  ];
}

/** A rendered page's chunks for its entry starter: space-separated URLs (hashed names hold no spaces). */
export function appChunksMeta(urls: readonly string[]): string {
  return `<meta name="${APP_CHUNKS_META}" content="${escapeAttribute(urls.join(" "))}">`;
}

/** The element id the app reads the answers from (storefront/api/page-answers.ts). */
export const PAGE_ANSWERS_ID = "api-answers";

/** The element id of the texts a page in Hindi was rendered with (storefront/ssr/server-data-block.ts). */
export const PAGE_TEXTS_ID = "page-texts";

/** The element id of a server-rendered page's data (storefront/ssr/server-data-block.ts). */
export const SERVER_DATA_ID = "server-data";

/**
 * A value as a JSON data block: not run as a script, and its text cannot close the element early ("<"
 * is written as \u003c, which JSON reads back the same).
 */
export function dataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The first screen's API answers, by URL. */
export function answersScript(answers: Record<string, unknown>): string {
  return dataScript(PAGE_ANSWERS_ID, answers);
}

/**
 * The slider's first picture as the app requests it (ui/smart-image.tsx via imageUrl), or null when it
 * is not on this site: an image from elsewhere would need the Content-Security-Policy to allow it.
 */
export function sitePicture(path: string | null | undefined): string | null {
  const value = (path ?? "").trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return null;
  return value.startsWith("/") ? value : `/${value}`;
}
