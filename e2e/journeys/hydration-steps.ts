// The steps of the hydration journeys (hydration-slow-cpu: the shop's pages; hydration-academy-hindi:
// the academy's and the Hindi ones): a page loaded on a slow phone's processor (Chromium's CPU
// throttled 6x) must hydrate the server's HTML. A mismatch makes React throw that HTML away and render
// the page again (errors #418, #423, #425), which is worst on exactly the slow device the server render
// is for; throttling makes the check independent of how busy the machine happens to be.

import { productPath } from "@henna/domain/product-route";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import type { Journey } from "../harness/journey.js";

/** A mid-range phone is some 4-6x slower than a desktop processor. */
export const CPU_SLOWDOWN = 6;
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
export async function dataPaths(j: Journey): Promise<Record<string, string>> {
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

export const SHOP_PAGES: Array<[string, (paths: Record<string, string>) => string]> = [
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
export const ACADEMY_PAGES: Array<[string, () => string]> = [
  ["course list", () => "/course"],
  ["sorted course list", () => "/course?sort=price_desc"],
  ["course step", () => "/admission-form-step-2"],
  ["admission form", () => "/admission-form"],
];

/** Marks every element the server sent, before any script runs: a node React replaced has no mark. */
export async function markServerNodes(page: Page): Promise<void> {
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
export const HINDI_PAGES: Array<[string, (paths: Record<string, string>) => string]> = [
  ["home", () => "/"],
  ["listing", () => "/products"],
  ["product", (p) => p.product ?? ""],
  ["cart (a guest's empty cart)", () => "/cart"],
  ["contact", () => "/contact"],
];
export const HINDI_ACADEMY_PAGES: Array<[string, () => string]> = [
  ["course list", () => "/course"],
  ["admission form", () => "/admission-form"],
];
export const inHindi = (path: string) => `${path}${path.includes("?") ? "&" : "?"}lang=hi`;

/**
 * Opens `path` with the processor slowed down, waits for the app to say it has hydrated the page and for
 * the network to go quiet, and fails on any hydration error or on the server's nodes having been replaced.
 * Returns the page's HTML as the server sent it.
 */
export async function expectHydrates(j: Journey, path: string, serverHeading = true): Promise<string> {
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
