// A shopper shares a product (issue 35): on a phone the Share button opens the system's share sheet
// (stubbed where headless Chromium has none) with the product's link; on a desktop it offers WhatsApp,
// whose message carries the product's name, price and link, and Copy link, which says so.
import { formatRupees } from "@henna/domain/money";
import { productPath } from "@henna/domain/product-route";
import { expect, it } from "vitest";
import { journey } from "../harness/journey.js";

interface Listed {
  product_id: number;
  title: string;
  product_type: string;
  originalPrice: number;
  discountPrice: number | null;
}

journey("share-product", (j) => {
  it("shares a product page's link", async () => {
    const res = await fetch(j.url("/api/grouped-product/search-all-products/demo-store?page=1&limit=10"));
    const listed = ((await res.json()) as { data: Listed[] }).data;
    const product = listed.find((p) => p.product_type === "Simple" && (p.discountPrice ?? 0) > 0);
    expect(product, "a simple product on sale").toBeDefined();
    if (!product) return;
    const path = productPath(product.title, product.product_id);
    const link = j.url(path);
    const page = j.page;

    if (j.viewport === "phone") {
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        Object.assign(window, { sharedByTest: shared });
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: async (data: unknown) => {
            shared.push(data);
          },
        });
      });
      await j.goto(path);
      await page.getByRole("button", { name: "Share" }).click();
      await expect
        .poll(
          () => page.evaluate(() => (window as unknown as { sharedByTest: { url: string }[] }).sharedByTest),
          {
            timeout: 10_000,
          },
        )
        .toEqual([expect.objectContaining({ title: product.title, url: link })]);
      await j.shot("share-button");
      await j.expectAccessible();
      return;
    }

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: j.url("/") });
    await j.goto(path);
    await page.getByRole("button", { name: "Share" }).click();
    const whatsApp = page.getByRole("link", { name: "Share on WhatsApp" });
    const href = (await whatsApp.getAttribute("href")) ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const message = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(message).toBe(`${product.title}\n${formatRupees(product.discountPrice ?? 0)}\n${link}`);
    await j.shot("share-menu");
    await j.expectAccessible();
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.getByText("Link copied").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await j.shot("link-copied");
  });
});
