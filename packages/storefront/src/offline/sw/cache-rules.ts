// What the service worker (sw.ts) keeps, decided here as plain functions so the rules are
// tested without a worker. The line it draws: what every shopper sees alike (the catalogue, the store's
// content, pictures, the pages themselves) may be kept and shown offline; anything that belongs to one
// person or moves money (the cart on the server, addresses, payments, orders, admissions, the account,
// the back office) always goes to the network and is never written to a cache.

/** Cache names; a new name drops nothing by itself, so old ones are listed for removal on activation. */
export const CACHES = {
  pages: "henna-pages-v1",
  shell: "henna-shell-v1",
  catalogue: "henna-catalogue-v1",
  pictures: "henna-pictures-v1",
  assets: "henna-assets-v1",
} as const;

/** Size limits (ExpirationPlugin): a phone's storage is shared with everything else on it. */
export const LIMITS = {
  pages: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
  catalogue: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
  pictures: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
  assets: { maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** A page not fetched within this many seconds is answered from the cache (a flaky link hangs). */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Pages rendered in the browser with no server render, fetched when the worker installs: a page never
 * seen before opens offline as this shell, and the app renders the address itself. The server renders
 * no first screen for the shop's login page (apps/server's page-preloads.ts), and answers `/academy/`,
 * the academy's folder, with the academy's bare page.
 */
export const SHELLS = { shop: "/login", academy: "/academy/" } as const;

/** The API's reads of the catalogue and the store's content (openapi/store.yaml), public to everyone. */
const CATALOGUE_READS: readonly RegExp[] = [
  /^\/api\/newarrival\/all\/[^/]+$/,
  /^\/api\/grouped-product\/single\/[^/]+$/,
  /^\/api\/grouped-product\/search-all-products\/[^/]+$/,
  /^\/api\/category\/getdata\/category\/[^/]+$/,
  /^\/api\/offer\/all\/[^/]+$/,
  /^\/api\/slider\/all\/[^/]+$/,
  /^\/api\/marquee\/all\/[^/]+$/,
  /^\/api\/register\/(single|officesingle)\/[^/]+$/,
  /^\/api\/help\/single\/[^/]+$/,
  /^\/api\/pincode\/getall\/[^/]+$/,
  /^\/api\/(deliverypaybefore\/single|delivery-price|freedelivery)\/[^/]+$/,
  /^\/api\/class-level\/all$/,
  /^\/api\/(button|paybutton|meta)\/[^/]+$/,
];

/** Pages of one person or of a payment: never kept (offline they open as the shell, with no data). */
const PRIVATE_PAGES: readonly RegExp[] = [
  /^\/admin(\/|$)/,
  /^\/api(\/|$)/,
  /^\/academy\/assets\//,
  /^\/(checkout|my-account|track|invoice|login|register|reset)(\/|$)/i,
  /^\/payment-(success|failed)(ad)?\//i,
];

export interface RequestFacts {
  url: URL;
  method: string;
  /** The request's own origin (the worker's). */
  origin: string;
  /** Whether it carries an Authorization header (a signed-in reader's request). */
  authorized: boolean;
}

/** A public read of the catalogue or content: kept stale-while-revalidate. */
export function isCatalogueRead({ url, method, origin, authorized }: RequestFacts): boolean {
  if (method !== "GET" || url.origin !== origin || authorized) return false;
  return CATALOGUE_READS.some((read) => read.test(url.pathname));
}

/** A product or site picture on this origin: kept stale-while-revalidate. */
export function isPicture({ url, method, origin }: RequestFacts, destination: string): boolean {
  if (method !== "GET" || url.origin !== origin) return false;
  if (url.pathname.startsWith("/admin/") || url.pathname.startsWith("/api/admin")) return false;
  return destination === "image" || url.pathname.startsWith("/images/");
}

/** A hashed file of the shop or the academy (never the back office's): it never changes under its name. */
export function isAppAsset({ url, method, origin }: RequestFacts): boolean {
  return (
    method === "GET" &&
    url.origin === origin &&
    /^\/(academy\/)?assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(js|css)$/.test(url.pathname)
  );
}

/** A page a shopper opened that may be kept for opening again offline. */
export function isKeptPage(url: URL, origin: string): boolean {
  return url.origin === origin && !PRIVATE_PAGES.some((page) => page.test(url.pathname));
}

/** Whether the worker answers this navigation at all (the back office and the API are left alone). */
export function isHandledNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && !/^\/(admin|api)(\/|$)/.test(url.pathname);
}

/** The shell a page opens as when it was never kept: the academy's for its routes, else the shop's. */
export function shellFor(pathname: string, isAcademyPath: (path: string) => boolean): string {
  return isAcademyPath(pathname) ? SHELLS.academy : SHELLS.shop;
}

/** Only whole, successful answers are kept (no 206, no error page, no opaque answer). */
export function isKeepable(response: Response): boolean {
  return response.status === 200 && response.type !== "opaque";
}
