// The academy's pages, and the pages a shopper and a student meet first in Hindi, loaded and hydrated on
// a slow phone's processor (steps in hydration-steps.ts): in Hindi the server renders with the whole
// catalogue and writes the texts it used into the page, which the browser hydrates with before its own
// catalogue has arrived. On the phone only, like hydration-slow-cpu.

import { GUEST_CART_KEY } from "@henna/domain/cart";
import { expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import {
  ACADEMY_PAGES,
  CPU_SLOWDOWN,
  dataPaths,
  expectHydrates,
  HINDI_ACADEMY_PAGES,
  HINDI_PAGES,
  inHindi,
  markServerNodes,
} from "./hydration-steps.js";

journey(
  "hydration-academy-hindi",
  (j) => {
    let paths: Record<string, string> = {};

    it("opens a fresh visitor's page that marks the server's nodes", async () => {
      paths = await dataPaths(j);
      await markServerNodes(await j.freshPage());
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
        // biome-ignore lint/performance/useDomNodeTextContent: what a shopper sees, not hidden text
        await expect.poll(() => page.getByRole("dialog").innerText()).toMatch(/[\u0900-\u097F]/);
        // biome-ignore lint/performance/useDomNodeTextContent: what a shopper sees, not hidden text
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
