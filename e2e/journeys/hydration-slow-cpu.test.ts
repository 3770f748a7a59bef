// Every page the server renders, of the shop and of the academy, loaded and hydrated on a slow phone's
// processor (Chromium's CPU throttled 6x): the browser's first render must match the server's HTML. A
// mismatch makes React throw that HTML away and render the page again (errors #418, #423, #425), which is
// worst on exactly the slow device the server render is for; throttling makes the check independent of
// how busy the machine happens to be. Each page is also checked to have kept the server's nodes.
// On the phone only: the slow device is a phone, and every other journey (both viewports) already fails
// on any console or page error, a hydration error included.

import { GUEST_CART_KEY } from "@henna/domain/cart";
import { productPath } from "@henna/domain/product-route";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** A mid-range phone is some 4-6x slower than a desktop processor. */
const CPU_SLOWDOWN = 6;
/** What React says when hydration fails (minified builds give the error's number). */
const HYDRATION_ERROR = /#418|#423|#425|hydrat/i;
/** Set by the app on its root once the routed page is live (storefront ssr/page-live-mark.tsx). */
const PAGE_LIVE = "#root[data-page-live]";

interface Listed {
  product_id: number;
  title: string;
}
interface Category {
  category: string;
  status: string;
}

async function api<T>(j: Journey, path: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`));
  expect(res.status, `GET /api${path}`).toBe(200);
  return (await res.json()) as T;
}

/** Paths whose address depends on the store's data: a product, a category, a search term. */
async function dataPaths(j: Journey): Promise<Record<string, string>> {
  const listing = await api<{ data: Listed[] }>(
    j,
    "/grouped-product/search-all-products/demo-store?page=1&limit=10",
  );
  const product = listing.data[0];
  if (!product) throw new Error("the demo store lists no product");
  const categories = (await api<{ data: Category[] }>(j, "/category/getdata/category/demo-store")).data;
  const category = categories.find((c) => c.status === "Active" && c.category.toLowerCase() !== "courses");
  if (!category) throw new Error("the demo store has no active category");
  const term = product.title.split(/\s+/)[0] ?? "henna";
  return {
    product: productPath(product.title, product.product_id),
    category: `/${encodeURIComponent(category.category)}`,
    categoryDetail: `/category-detail/${encodeURIComponent(category.category)}`,
    search: `/product?search=${encodeURIComponent(term)}`,
  };
}

const SHOP_PAGES: Array<[string, (paths: Record<string, string>) => string]> = [
  ["home", () => "/"],
  ["listing", () => "/products"],
  ["sorted listing", () => "/products?sort=price_asc"],
  ["search", (p) => p.search ?? ""],
  ["category", (p) => p.category ?? ""],
  ["category detail", (p) => p.categoryDetail ?? ""],
  ["product", (p) => p.product ?? ""],
  ["cart (a guest's empty cart)", () => "/cart"],
  ["contact", () => "/contact"],
  ["enquiry", () => "/enquiry-form"],
  ["about", () => "/about"],
  ["centers", () => "/centers"],
  ["privacy policy", () => "/privacy-policy"],
  ["refund policy", () => "/refund-policy"],
  ["terms", () => "/terms-and-conditions"],
  ["shipping", () => "/shipping-and-delivery"],
  ["rules", () => "/rules-and-regulations"],
];
const ACADEMY_PAGES: Array<[string, () => string]> = [
  ["course list", () => "/course"],
  ["sorted course list", () => "/course?sort=price_desc"],
  ["course step", () => "/admission-form-step-2"],
  ["admission form", () => "/admission-form"],
];

/** Marks every element the server sent, before any script runs: a node React replaced has no mark. */
async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const element of document.querySelectorAll("#root *")) element.setAttribute("data-ssr", "");
      // Whether the cart page's head script marked this browser as keeping a cart or login of its own.
      (window as { ownCartAtParse?: boolean }).ownCartAtParse =
        document.documentElement.hasAttribute("data-own-cart");
    });
  });
}

// In Hindi, the pages a shopper and a student meet first: the server renders them with the whole
// catalogue and writes the texts it used into the page, which the browser hydrates with (storefront
// ssr/record-texts.ts) before its own catalogue has arrived.
const HINDI_PAGES: Array<[string, (paths: Record<string, string>) => string]> = [
  ["home", () => "/"],
  ["listing", () => "/products"],
  ["product", (p) => p.product ?? ""],
  ["cart (a guest's empty cart)", () => "/cart"],
  ["contact", () => "/contact"],
];
const HINDI_ACADEMY_PAGES: Array<[string, () => string]> = [
  ["course list", () => "/course"],
  ["admission form", () => "/admission-form"],
];
const inHindi = (path: string) => `${path}${path.includes("?") ? "&" : "?"}lang=hi`;

/**
 * Opens `path` with the processor slowed down, waits for the app to say it has hydrated the page and for
 * the network to go quiet, and fails on any hydration error or on the server's nodes having been replaced.
 * Returns the page's HTML as the server sent it.
 */
async function expectHydrates(j: Journey, path: string, serverHeading = true): Promise<string> {
  const page = j.page;
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  };
  const onPageError = (error: Error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const response = await page.goto(j.url(path), { waitUntil: "commit" });
    expect(response?.status(), `${path} answers`).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html, `${path} is rendered on the server`).toContain('id="server-data"');
    await page.locator(PAGE_LIVE).waitFor({ state: "attached", timeout: STEP_LIMIT_MS });
    await page.waitForLoadState("networkidle");
    // Two frames more: a mismatch React found while committing the page has been reported by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(errors, `hydration errors on ${path}`).toEqual([]);
    // The page's heading is still the node the server sent: hydrated, not rendered again.
    if (serverHeading)
      expect(
        await page.locator("#root h1[data-ssr]").count(),
        `${path}: the server's heading survived hydration`,
      ).toBeGreaterThan(0);
    return html;
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

journey(
  "hydration-slow-cpu",
  (j) => {
    let paths: Record<string, string> = {};

    it("opens a fresh visitor's page that marks the server's nodes", async () => {
      paths = await dataPaths(j);
      await markServerNodes(await j.freshPage());
    });

    for (const [name, path] of SHOP_PAGES) {
      it(`hydrates the shop's ${name} page at ${CPU_SLOWDOWN}x CPU slowdown`, async () => {
        await expectHydrates(j, path(paths));
      });
    }

    it("hydrates the home page for a visitor who does not ask for reduced motion", async () => {
      // The server cannot know the setting: the slider renders in motion there, and must hydrate as such.
      await j.page.emulateMedia({ reducedMotion: "no-preference" });
      await expectHydrates(j, "/");
      await j.page.emulateMedia({ reducedMotion: "reduce" });
    });

    it("hydrates the home page while the page's clock runs ahead (timers and idle callbacks come early)", async () => {
      // browse-home's slider test drives the clock: idle callbacks and timers may then fire between the
      // chrome's hydration and the page's, which React hydrates in a later pass.
      const page = await j.freshPage();
      await markServerNodes(page);
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.clock.install();
      await expectHydrates(j, "/");
      await expectHydrates(j, paths.product ?? "/");
      await markServerNodes(await j.freshPage());
    });

    it("hydrates the server's guest pages for a returning shopper with a cart", async () => {
      // The server renders for a guest with an empty cart; this browser's own cart comes in after.
      const product = paths.product ?? "/";
      await expectHydrates(j, product);
      await j.page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await j.page.waitForFunction((key) => (localStorage.getItem(key) ?? "[]") !== "[]", GUEST_CART_KEY);
      await expectHydrates(j, "/products");
      await expectHydrates(j, product);
      // The cart, rendered as a guest's empty one, shows its grey frame until the app has read this
      // browser's cart, then the cart: never "Your cart is empty" (its heading is rightly replaced).
      await expectHydrates(j, "/cart", false);
      expect(await j.page.evaluate(() => (window as { ownCartAtParse?: boolean }).ownCartAtParse)).toBe(true);
      expect(await j.page.locator("html[data-own-cart]").count()).toBe(0);
      expect(await j.page.getByRole("heading", { name: "Your cart is empty" }).count()).toBe(0);
      expect(await j.page.getByRole("button", { name: "Proceed to Checkout" }).isVisible()).toBe(true);
    });

    for (const [name, path] of ACADEMY_PAGES) {
      it(`hydrates the academy's ${name} page at ${CPU_SLOWDOWN}x CPU slowdown`, async () => {
        await expectHydrates(j, path());
      });
    }

    for (const [name, path] of [...HINDI_PAGES, ...HINDI_ACADEMY_PAGES]) {
      it(`hydrates the ${name} page in Hindi with the texts the server rendered it with`, async () => {
        const page = await j.freshPage();
        await markServerNodes(page);
        const html = await expectHydrates(j, inHindi(path(paths)), !name.startsWith("cart"));
        expect(html).toContain('<html lang="hi"');
        expect(html).toContain('id="page-texts"');
        // Its catalogue is not among the chunks fetched for the first render: the page's texts are.
        expect(html).not.toMatch(/name="app-chunks"[^>]*\/hindi-/);
        // Once live, what the page opens later speaks Hindi too: the whole catalogue is in.
        expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
        await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
        await expect.poll(() => page.getByRole("dialog").innerText()).toMatch(/[\u0900-\u097F]/);
        expect(await page.getByRole("dialog").innerText()).not.toMatch(/\b(Home|Products|Contact|Login)\b/);
      });
    }

    it("hydrates the Hindi pages of a returning shopper with a cart, whose cart comes in in Hindi", async () => {
      const page = await j.freshPage();
      await markServerNodes(page);
      const product = inHindi(paths.product ?? "/");
      await expectHydrates(j, product);
      await page.getByRole("button", { name: "कार्ट में डालें", exact: true }).click();
      await page.waitForFunction((key) => (localStorage.getItem(key) ?? "[]") !== "[]", GUEST_CART_KEY);
      await expectHydrates(j, product);
      await expectHydrates(j, inHindi("/cart"), false);
      expect(await page.locator("html[data-own-cart]").count()).toBe(0);
      expect(await page.getByRole("heading", { name: "आपकी कार्ट ख़ाली है" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "चेकआउट करें" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Proceed to Checkout" }).count()).toBe(0);
    });
  },
  { viewports: ["phone"] },
);
