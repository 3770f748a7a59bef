// The first journey: the home page opens on a fresh store, in the store's own words, without a page
// error, console error or Content-Security-Policy violation, and reloads to itself.
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
      await j.page.waitForTimeout(300);
      const seen = j.problems.list.splice(0);
      expect(seen).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^CSP violation: script-src-elem blocked inline/),
          "console error: deliberate console error",
          "page error: deliberate page error",
        ]),
      );
      expect(await j.page.evaluate(() => "__inlineRan" in window)).toBe(false);
    });
  },
  { viewports: ["phone"] },
);
