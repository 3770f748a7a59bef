// The first journey: the home page opens on a fresh store, in the store's own words, without a page
// error, console error or Content-Security-Policy violation, and reloads to itself.
import { productPath } from "@henna/domain/product-route";
import { expect, it } from "vitest";
import { journey } from "../harness/journey.js";

interface PageMetaAnswer {
  data: { title: string };
}

journey("home-renders", (j) => {
  it("opens the home page with the store's metadata", async () => {
    const response = await j.goto("/");
    expect(response?.status()).toBe(200);
    const meta = (await (await fetch(j.url("/api/meta/demo-store"))).json()) as PageMetaAnswer;
    expect(await j.page.title()).toBe(meta.data.title);
    expect(await j.page.locator('meta[name="store-id"]').getAttribute("content")).toBe("demo-store");
    // React rendered something into the root.
    await j.page.locator("#root > *").first().waitFor();
    await j.shot("home");
    await j.shot("home-full", { fullPage: true });
    await j.expectAccessible();
  });

  it("sends each first screen rendered, and the browser takes it over in place", async () => {
    const listing = (await (
      await fetch(j.url("/api/grouped-product/search-all-products/demo-store?page=1&limit=1"))
    ).json()) as { data: Array<{ title: string; product_id: number }> };
    const first = listing.data[0];
    if (!first) throw new Error("the demo store lists no product");
    // Marks the server's heading before the scripts run: hydration keeps the node, a render replaces it.
    await j.page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          document.querySelector("#root h1")?.setAttribute("data-from-server", "");
        }
      });
    });
    // The cart as a guest's empty one (a browser keeping its own sees its grey frame: hydration-slow-cpu).
    const paths = [
      "/",
      "/products",
      "/about",
      "/contact",
      "/cart",
      productPath(first.title, first.product_id),
    ];
    for (const path of paths) {
      await j.goto(path);
      await j.page.locator("#root h1[data-from-server]").waitFor();
    }
    // The login page stays the browser's to render: the service worker's shell for pages never seen.
    const login = await (await fetch(j.url("/login"))).text();
    expect(login).toContain('<div id="root"></div>');
  });

  it("reloads a deep route to the same route", async () => {
    await j.goto("/products");
    await j.page.reload({ waitUntil: "networkidle" });
    expect(new URL(j.page.url()).pathname).toBe("/products");
    await j.page.locator("#root > *").first().waitFor();
    await j.shot("products-after-reload");
  });
});

// The harness itself: a journey can only be trusted if its collector fails on what it is meant to catch.
journey(
  "harness-self-check",
  (j) => {
    it("notices a CSP violation, a page error and a console error", async () => {
      await j.goto("/");
      await j.page.evaluate(() => {
        const inline = document.createElement("script");
        inline.textContent = "window.__inlineRan = true";
        document.head.append(inline);
        console.error("deliberate console error");
        setTimeout(() => {
          throw new Error("deliberate page error");
        });
      });
      // The three arrive as separate events, in no fixed order and at no fixed time on a busy machine.
      await expect
        .poll(() => [...j.problems.list])
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^CSP violation: script-src-elem blocked inline/),
            "console error: deliberate console error",
            "page error: deliberate page error",
          ]),
        );
      j.problems.list.splice(0);
      expect(await j.page.evaluate(() => "__inlineRan" in window)).toBe(false);
    });
  },
  { viewports: ["phone"] },
);
