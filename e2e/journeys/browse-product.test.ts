// A shopper reads a simple product's page (spec §2 Product detail, §5 quantity and pincode check, §9
// pincode length): price, MRP and the amount saved, the information tabs by keyboard, the quantity
// stepper that never goes below 1, the delivery check both ways and the delivery estimate; an invalid
// product address shows a not-found page (and is logged as an error, spec §8).

import { deliveryEstimate } from "@henna/domain/dates";
import { deliveryAvailableTo, deliveryNotAvailableTo, INVALID_PINCODE } from "@henna/domain/messages";
import { formatRupees } from "@henna/domain/money";
import { productPath } from "@henna/domain/product-route";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** expect.poll with room for a busy two-core machine (its default gives up after 1 s). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: STEP_LIMIT_MS });
}

interface FullProduct {
  product_id: number;
  title: string;
  product_type: string;
  originalPrice: number;
  discountPrice: number;
  totalStock: number;
  description: string;
  key_features: string[];
  specifications: Array<{ label: string; value: string }>;
  reviews: Array<{ user: string; comment: string }>;
  delivery_days: number;
}
interface Listed {
  product_id: number;
  product_type: string;
  originalPrice: number;
  discountPrice: number;
  totalStock: number;
}

async function api<T>(j: Journey, path: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`));
  expect(res.ok, `GET /api${path}`).toBe(true);
  return (await res.json()) as T;
}

/** A simple, discounted, in-stock product with every tab filled. */
async function simpleProduct(j: Journey): Promise<FullProduct | null> {
  for (let page = 1; page <= 10; page += 1) {
    const body = await api<{ data: Listed[] }>(
      j,
      `/grouped-product/search-all-products/demo-store?page=${page}&limit=10`,
    );
    const candidates = body.data.filter(
      (p) =>
        p.product_type === "Simple" &&
        p.totalStock > 0 &&
        p.discountPrice > 0 &&
        p.discountPrice < p.originalPrice,
    );
    for (const item of candidates) {
      const full = (await api<{ data: FullProduct }>(j, `/grouped-product/single/${item.product_id}`)).data;
      if (full.description && full.key_features.length && full.specifications.length && full.reviews.length) {
        return full;
      }
    }
    if (body.data.length < 10) break;
  }
  return null;
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "document wider than the viewport").toBeLessThanOrEqual(viewport);
}

journey("browse-product", (j) => {
  let product: FullProduct;

  it("shows the price, the MRP and the amount saved", async () => {
    const found = await simpleProduct(j);
    expect(found, "the demo store has a discounted simple product with every tab filled").not.toBeNull();
    product = found as FullProduct;

    await j.goto(productPath(product.title, product.product_id));
    const title = j.page.getByRole("heading", { name: product.title, level: 1 });
    await title.waitFor();
    const headline = await textOf(title.locator(".."));
    expect(headline).toContain(formatRupees(product.discountPrice));
    expect(headline).toContain(`MRP ${formatRupees(product.originalPrice)}`);
    expect(headline).toContain(`You save ${formatRupees(product.originalPrice - product.discountPrice)}`);
    const percent = Math.round(
      ((product.originalPrice - product.discountPrice) / product.originalPrice) * 100,
    );
    expect(headline).toContain(`${percent}% off`);
    await expectNoHorizontalOverflow(j.page);
    await j.shot("product");
    await j.expectAccessible();
  });

  it("moves through Description, Specifications, Key Features and Reviews with ArrowRight", async () => {
    const tablist = j.page.getByRole("tablist", { name: "Product information" });
    const tabs = tablist.getByRole("tab");
    expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual([
      "Description",
      "Specifications",
      "Key Features",
      "Reviews",
    ]);
    const panel = j.page.getByRole("tabpanel");
    const description = tablist.getByRole("tab", { name: "Description" });
    expect(await description.getAttribute("aria-selected")).toBe("true");
    expect(await textOf(panel)).toContain(product.description.slice(0, 60));
    await description.focus();

    const step = async (name: string) => {
      await j.page.keyboard.press("ArrowRight");
      const tab = tablist.getByRole("tab", { name, exact: true });
      await eventually(() => tab.getAttribute("aria-selected")).toBe("true");
      expect(await tab.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await tab.getAttribute("tabindex")).toBe("0");
      expect(await panel.getAttribute("aria-labelledby")).toBe(await tab.getAttribute("id"));
    };

    await step("Specifications");
    for (const row of product.specifications) {
      expect(await textOf(panel.getByRole("row", { name: new RegExp(`^${row.label}`) }))).toBe(
        `${row.label}${row.value}`,
      );
    }
    await panel.scrollIntoViewIfNeeded();
    await j.shot("tab-specifications");

    await step("Key Features");
    expect((await panel.getByRole("listitem").allInnerTexts()).map((t) => t.trim())).toEqual(
      product.key_features,
    );
    await j.shot("tab-key-features");

    await step("Reviews");
    // The reviews' code may still be on its way (it loads with the tab, or once the page is idle).
    await panel.getByText(product.reviews[0]?.comment ?? "", { exact: true }).waitFor();
    for (const review of product.reviews) {
      expect(await panel.getByText(review.comment, { exact: true }).isVisible()).toBe(true);
      expect(await panel.getByText(review.user, { exact: true }).isVisible()).toBe(true);
    }
    await j.shot("tab-reviews");

    // And round to the first again.
    await step("Description");
    await j.expectAccessible();
  });

  it("keeps the quantity at 1 or more", async () => {
    const quantity = j.page.getByRole("textbox", { name: "Quantity", exact: true });
    const decrease = j.page.getByRole("button", { name: "Decrease quantity" });
    const increase = j.page.getByRole("button", { name: "Increase quantity" });
    await quantity.scrollIntoViewIfNeeded();
    expect(await quantity.inputValue()).toBe("1");
    expect(await decrease.isDisabled()).toBe(true);
    await increase.click();
    await increase.click();
    expect(await quantity.inputValue()).toBe("3");
    await decrease.click();
    expect(await quantity.inputValue()).toBe("2");
    await decrease.click();
    expect(await quantity.inputValue()).toBe("1");
    expect(await decrease.isDisabled()).toBe(true);
    // Typed values are floored at 1 when the shopper leaves the field.
    await quantity.fill("0");
    await quantity.press("Tab");
    expect(await quantity.inputValue()).toBe("1");
    await quantity.fill("4");
    await quantity.press("Enter");
    expect(await quantity.inputValue()).toBe("4");
    await j.shot("quantity");
  });

  it("checks delivery by pincode both ways and shows the delivery estimate", async () => {
    const pincodes = (
      await api<{ pincodesData: Array<{ pincode: string; status: string }> }>(j, "/pincode/getall/demo-store")
    ).pincodesData;
    const active = pincodes.find((p) => p.status === "Active")?.pincode;
    expect(active, "the demo store delivers somewhere").toBeDefined();
    const listed = new Set(pincodes.map((p) => String(p.pincode)));
    const unlisted = ["999999", "123456", "111111"].find((p) => !listed.has(p)) as string;

    const field = j.page.getByRole("textbox", { name: "Pincode" });
    const check = j.page.getByRole("button", { name: "Check", exact: true });
    await field.scrollIntoViewIfNeeded();

    await field.fill("4000");
    await check.click();
    await j.page.getByText(INVALID_PINCODE, { exact: true }).waitFor();
    await j.shot("pincode-invalid");

    await field.fill(String(active));
    await check.click();
    await j.page.getByText(deliveryAvailableTo(String(active)), { exact: true }).waitFor();
    await j.shot("pincode-available");

    await field.fill(unlisted);
    await field.press("Enter");
    await j.page.getByText(deliveryNotAvailableTo(unlisted), { exact: true }).waitFor();
    await j.shot("pincode-unavailable");

    // An Inactive pincode is not served either.
    const inactive = pincodes.find((p) => p.status !== "Active")?.pincode;
    if (inactive) {
      await field.fill(String(inactive));
      await check.click();
      await j.page.getByText(deliveryNotAvailableTo(String(inactive)), { exact: true }).waitFor();
    }

    const estimate = deliveryEstimate(new Date(), product.delivery_days);
    expect(estimate).not.toBeNull();
    expect(
      await j.page.getByText(`Estimated delivery by ${estimate?.text}`, { exact: true }).isVisible(),
    ).toBe(true);
    await j.expectAccessible();
  });

  it("shows the not-found page for an invalid product address, logging the error", async () => {
    // The segments are not base64: the page logs it (spec §8) and says the product is not there.
    j.problems.allow(/Invalid product route/);
    // Every address here answers 404 (so search engines drop it), which the browser reports itself.
    j.problems.allow(/Failed to load resource: the server responded with a status of 404/);
    const logged = j.page.waitForEvent("console", {
      predicate: (message) => message.type() === "error" && message.text().includes("Invalid product route"),
    });
    expect((await j.goto("/product/!!!/%3F%3F%3F"))?.status()).toBe(404);
    await logged;
    await j.page.getByRole("heading", { name: "Product not found", level: 1 }).waitFor();
    const wayOn = j.page.getByRole("main").getByRole("link", { name: "Browse all products" });
    expect(await wayOn.getAttribute("href")).toBe("/products");
    await j.shot("invalid-route");
    await j.expectAccessible();

    // Typed as is, '???' starts the query: the address has no product id and is no page at all.
    await j.goto("/product/!!!/???");
    await j.page.getByRole("heading", { name: /not found/i, level: 1 }).waitFor();
    await j.shot("invalid-route-typed");

    // A well-formed address of a product the store does not have.
    expect((await j.goto(productPath("No such product", 987654)))?.status()).toBe(404);
    await j.page.getByRole("heading", { name: "Product not found", level: 1 }).waitFor();
  });
});
