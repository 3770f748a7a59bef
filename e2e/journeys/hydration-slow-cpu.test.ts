// Every page the server renders of the shop, loaded and hydrated on a slow phone's processor: the
// browser's first render must match the server's HTML, and each page keeps the server's nodes (steps in
// hydration-steps.ts). On the phone only: the slow device is a phone, and every other journey (both
// viewports) already fails on any console or page error, a hydration error included.

import { GUEST_CART_KEY } from "@henna/domain/cart";
import { expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { CPU_SLOWDOWN, dataPaths, expectHydrates, markServerNodes, SHOP_PAGES } from "./hydration-steps.js";

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
  },
  { viewports: ["phone"] },
);
