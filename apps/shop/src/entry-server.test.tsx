// The shop's pages rendered on the server and hydrated in the browser: the listing is in the server's
// HTML with its products, and the browser takes the page over on the same nodes, without a hydration
// error or a request for the data the page came with.
import { ALL_PRODUCTS_TITLE } from "@henna/storefront/catalogue/listing-route.ts";
import { summary } from "@henna/storefront/catalogue/test-fixtures.ts";
import { storefrontHindi } from "@henna/storefront/i18n/hi.ts";
import { activateLanguage } from "@henna/storefront/i18n/i18n.ts";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { chromeAnswers, serverPage, watchBrowser } from "@henna/storefront/test-support/server-page.ts";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { pageTexts, preloadPage, ShopRoutes } from "./app/routes";
import { render } from "./entry-server";
import aboutHindi from "./features/about/hi";
import { loadHindi } from "./i18n/load-hindi";

spyOnToasts();

const STORE = "demo-store";
const PRODUCTS = [
  summary({ product_id: 1, title: "Organic Henna Cone", category: "cones" }),
  summary({ product_id: 2, title: "Masala Chai 250 g", category: "tea" }),
];
const LISTING_URL = `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10`;
// The page's answers as the server writes them (apps/server's page-preloads.ts shopRoute).
const ANSWERS: Record<string, unknown> = {
  ...chromeAnswers("Free delivery in Mumbai"),
  [LISTING_URL]: { isError: false, data: PRODUCTS, page: 1, hasMore: false, total: 2 },
};

describe("server render", () => {
  it("renders the listing with its products from the page's answers", async () => {
    const page = await render({ url: "/products", mainId: STORE, answers: ANSWERS });
    expect(page.html).toContain(ALL_PRODUCTS_TITLE);
    expect(page.html).toContain("Organic Henna Cone");
    expect(page.html).toContain("Masala Chai 250 g");
    expect(page.answered).toContain(LISTING_URL);
  });

  it("renders a page that reads nothing of its own", async () => {
    const page = await render({ url: "/about", mainId: STORE, answers: ANSWERS });
    expect(page.html).toContain('id="about-title"');
    expect(page.html).toContain("Free delivery in Mumbai");
  });
});

describe("a Hindi page", () => {
  const browser = watchBrowser();
  afterEach(() => {
    document.documentElement.lang = "";
    activateLanguage("en");
  });

  it("is rendered on the server with the catalogue's core and the page's own texts", async () => {
    const page = await render({ url: "/about", mainId: STORE, answers: ANSWERS, language: "hi" });
    expect(page.html).toContain(storefrontHindi["Privacy Policy"]);
    expect(page.html).toContain(aboutHindi["Core Values"]);
  });

  it("is hydrated in Hindi, the page's own texts loaded before, without a mismatch", async () => {
    const root = await serverPage((input) => render({ ...input, language: "hi" }), "/about", ANSWERS);
    document.documentElement.lang = "hi-IN";
    await act(async () => {
      startApp({ routes: <ShopRoutes />, preload: preloadPage, pageTexts, hindi: loadHindi }, root);
    });
    // React has taken the heading over (its fiber is on the node) once the page is hydrated.
    const heading = root.querySelector("h1") as HTMLElement;
    await waitFor(() =>
      expect(Object.keys(heading).some((key) => key.startsWith("__reactFiber"))).toBe(true),
    );
    expect(root.querySelector("h1")).toBe(heading);
    expect(screen.getByText(aboutHindi["Core Values"] as string)).toBeInTheDocument();
    expect(browser.errors).toEqual([]);
  });
});

describe("hydration in the browser", () => {
  const browser = watchBrowser();

  it("takes over the server's listing without a mismatch or a request for its products", async () => {
    const root = await serverPage(render, "/products", ANSWERS);
    const heading = root.querySelector("h1");
    await act(async () => {
      startApp({ routes: <ShopRoutes />, preload: preloadPage }, root);
    });
    await waitFor(() => expect(root.querySelector("h1")).toBe(heading));
    expect(screen.getByText("Organic Henna Cone")).toBeInTheDocument();
    expect(browser.errors).toEqual([]);
    expect(browser.requested.filter((path) => path.includes("search-all-products"))).toEqual([]);
  });
});
