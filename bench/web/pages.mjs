// The pages bench/web measures: each app's build and home page, the routes, and the same routes for a
// Hindi reader.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const APPS = {
  shop: { dist: join(root, "apps/shop/dist"), base: "/", home: "/" },
  academy: { dist: join(root, "apps/academy/dist"), base: "/academy/", home: "/course" },
  // The back office's page links its one stylesheet (it has no server render whose first screen the
  // shop's inlined rules serve), so that file holds up its first render like its scripts.
  admin: {
    dist: join(root, "apps/admin/dist"),
    base: "/admin/",
    home: "/admin/login",
    blockingStylesheet: true,
  },
};
export const STORE = "demo-store";
const SHARED_PAGES = "../../packages/storefront/src";
// The routes measured: the app, the source file of the route's lazy page (its key in the manifest), the
// first-render budget over the floor, and whether Lighthouse runs on it (signed in when it needs login).
// `indexed: false` marks the pages robots.txt and `noindex` keep out of search on purpose (issue 35).
export const PAGES = [
  {
    app: "shop",
    name: "home",
    source: "src/features/home/home-page.tsx",
    path: () => "/",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "listing",
    source: `${SHARED_PAGES}/catalogue/listing-page.tsx`,
    path: () => "/products",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "product",
    source: "src/features/product/product-page.tsx",
    path: (c) => c.productPath,
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "cart",
    indexed: false,
    source: "src/features/cart/cart-page.tsx",
    path: () => "/cart",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "checkout",
    indexed: false,
    source: `${SHARED_PAGES}/checkout/checkout-page.tsx`,
    path: () => "/checkout",
    overFloorKb: 40,
    signedIn: true,
  },
  {
    app: "shop",
    name: "account",
    indexed: false,
    source: "src/features/account/account-page.tsx",
    path: () => "/my-account",
    overFloorKb: 40,
    signedIn: true,
  },
  {
    app: "shop",
    name: "tracking",
    indexed: false,
    source: "src/features/track/track-page.tsx",
    path: (c) => `/track/${c.orderId}`,
    overFloorKb: 40,
    signedIn: true,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "contact",
    source: "src/features/contact/contact-page.tsx",
    path: () => "/contact",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "enquiry",
    source: "src/features/enquiry/enquiry-page.tsx",
    path: () => "/enquiry-form",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "about",
    source: "src/features/about/about-page.tsx",
    path: () => "/about",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "centers",
    source: `${SHARED_PAGES}/content/centers-page.tsx`,
    path: () => "/centers",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "shop",
    name: "shipping",
    source: `${SHARED_PAGES}/content/shipping-page.tsx`,
    path: () => "/shipping-and-delivery",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "academy",
    name: "course",
    source: "src/features/courses/course-page.tsx",
    path: () => "/course",
    overFloorKb: 30,
    lighthouse: true,
  },
  {
    app: "academy",
    name: "admission",
    source: "src/features/admission/admission-page.tsx",
    path: () => "/admission-form",
    overFloorKb: 40,
    lighthouse: true,
    interactions: true,
  },
  // The back office (issue 20): a working tool with a larger budget; its orders list is the first
  // screen after sign-in (served to anyone as the same shell; without a session it shows sign-in).
  {
    app: "admin",
    name: "admin-sign-in",
    source: "src/features/auth/login-page.tsx",
    path: () => "/admin/login",
    overFloorKb: 60,
  },
  {
    app: "admin",
    name: "admin-orders",
    source: "src/features/orders/orders-page.tsx",
    path: () => "/admin/orders",
    overFloorKb: 60,
  },
];

// Issue 23: the same pages for a Hindi reader (?lang=hi): their HTML, their first render, and
// Lighthouse, against the same budgets and targets. The server renders these pages in Hindi and writes
// the texts it used into the HTML (storefront ssr/record-texts.ts), so their first render waits for no
// catalogue: it loads once the app runs, and is not a first-render file. Step 2 checks that each Hindi
// page's HTML does carry its texts (a page without them would wait for the catalogue).
export const PAGE_TEXTS_BLOCK = 'id="page-texts"';
const HINDI_PAGES = new Set([
  "home",
  "listing",
  "product",
  "cart",
  "contact",
  "enquiry",
  "about",
  "centers",
  "shipping",
  "course",
  "admission",
]);
const inHindi = (path) => `${path}${path.includes("?") ? "&" : "?"}lang=hi`;
for (const page of PAGES.filter((p) => HINDI_PAGES.has(p.name))) {
  PAGES.push({
    ...page,
    name: `${page.name}-hi`,
    hindi: true,
    interactions: false,
    path: (c) => inHindi(page.path(c)),
  });
}
