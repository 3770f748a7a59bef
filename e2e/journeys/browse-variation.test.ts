// A shopper picks a variation of a Variable Product (spec §2 variation chooser and Product detail, §4
// variation chooser, §5 "a variation with stock 0 cannot be added"): from a listing card's Select, the
// '{title} - Choose a Variation' dialog opens (Escape closes it and gives the focus back to Select),
// shows Out of Stock (disabled) for a variation with stock 0 and adds an in-stock one (toast, cart
// count up, dialog closed); on the product page the first variation is preselected and choosing
// attributes swaps the price and the gallery.

import { ADDED_TO_CART } from "@henna/domain/messages";
import { formatRupees } from "@henna/domain/money";
import { productPath } from "@henna/domain/product-route";
import { galleryFor, OUT_OF_STOCK_LABEL, variationChooserTitle } from "@henna/domain/variations";
import type { Locator } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** expect.poll with room for a busy two-core machine (its default gives up after 1 s). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: STEP_LIMIT_MS });
}

interface Variation {
  sku: string;
  price: number;
  salePrice: number;
  stock: number;
  imageUrl?: string;
  galleryImages?: string[];
  attributes: Record<string, string>;
}
interface FullProduct {
  product_id: number;
  title: string;
  product_type: string;
  category: string;
  image: string;
  gallery: string[];
  variation: Variation[];
}
interface Listed {
  product_id: number;
  title: string;
  product_type: string;
}

async function api<T>(j: Journey, path: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`));
  expect(res.ok, `GET /api${path}`).toBe(true);
  return (await res.json()) as T;
}

/** A Variable Product of the store with a variation out of stock and at least two in stock. */
async function variableWithSoldOutVariation(j: Journey): Promise<FullProduct | null> {
  for (let page = 1; page <= 10; page += 1) {
    const body = await api<{ data: Listed[] }>(
      j,
      `/grouped-product/search-all-products/demo-store?page=${page}&limit=10`,
    );
    for (const item of body.data.filter((p) => p.product_type === "Variable Product")) {
      const full = (await api<{ data: FullProduct }>(j, `/grouped-product/single/${item.product_id}`)).data;
      const soldOut = full.variation.filter((v) => Number(v.stock) === 0);
      const inStock = full.variation.filter((v) => Number(v.stock) > 0);
      if (soldOut.length > 0 && inStock.length > 1) return full;
    }
    if (body.data.length < 10) break;
  }
  return null;
}

function variationName(variation: Variation): string {
  return Object.values(variation.attributes)
    .filter((value) => value.trim() !== "")
    .join(" · ");
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

journey("browse-variation", (j) => {
  let product: FullProduct;
  const cartLink = () => j.page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });

  it("opens '{title} - Choose a Variation' from a card's Select", async () => {
    const found = await variableWithSoldOutVariation(j);
    expect(found, "the demo store has a Variable Product with a variation out of stock").not.toBeNull();
    product = found as FullProduct;

    await j.goto(`/category-detail/${encodeURIComponent(product.category)}`);
    expect(await cartLink().getAttribute("aria-label")).toBe("Cart, 0 items");
    const select = j.page.getByRole("button", { name: `Select: ${product.title}`, exact: true });
    await select.scrollIntoViewIfNeeded();
    await select.click();
    const dialog = j.page.getByRole("dialog", { name: variationChooserTitle(product.title) });
    await dialog.waitFor();
    expect(await textOf(dialog.getByRole("heading", { level: 2 }))).toBe(
      `${product.title} - Choose a Variation`,
    );
    expect(await dialog.getByRole("listitem").count()).toBe(product.variation.length);
    for (const variation of product.variation) {
      await dialog.getByText(`SKU: ${variation.sku}`, { exact: true }).waitFor();
    }
    await j.shot("chooser");
    await j.expectAccessible();
  });

  it("closes with Escape and gives the keyboard focus back to the card's Select", async () => {
    const dialog = j.page.getByRole("dialog", { name: variationChooserTitle(product.title) });
    const select = j.page.getByRole("button", { name: `Select: ${product.title}`, exact: true });
    await j.page.keyboard.press("Escape");
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => select.evaluate((button) => button === document.activeElement)).toBe(true);
    // Opened again from the keyboard, for the steps that follow.
    await j.page.keyboard.press("Enter");
    await dialog.waitFor();
  });

  it("shows Out of Stock, disabled, for a variation with stock 0", async () => {
    const dialog = j.page.getByRole("dialog", { name: variationChooserTitle(product.title) });
    const soldOut = product.variation.find((v) => Number(v.stock) === 0) as Variation;
    const card = dialog.getByRole("listitem").filter({ hasText: `SKU: ${soldOut.sku}` });
    const button = card.getByRole("button", { name: OUT_OF_STOCK_LABEL, exact: true });
    expect(await button.isVisible()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    expect(await card.getByRole("button", { name: /^Add to Cart/ }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await j.shot("out-of-stock");
  });

  it("adds an in-stock variation: a toast, the cart count goes up, the dialog closes", async () => {
    const dialog = j.page.getByRole("dialog", { name: variationChooserTitle(product.title) });
    const chosen = product.variation.find((v) => Number(v.stock) > 0) as Variation;
    await dialog.getByRole("button", { name: `Add to Cart: ${variationName(chosen)}`, exact: true }).click();
    await j.page.getByText(ADDED_TO_CART, { exact: true }).waitFor();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => cartLink().getAttribute("aria-label")).toBe("Cart, 1 item");
    await j.shot("added");
    // The guest cart holds that variation.
    const stored = await j.page.evaluate(() => localStorage.getItem("guest_cart"));
    expect(stored).toContain(chosen.sku);
  });

  it("preselects the first variation on the product page and swaps price and gallery as attributes change", async () => {
    await j.goto(productPath(product.title, product.product_id));
    const title = j.page.getByRole("heading", { name: product.title, level: 1 });
    await title.waitFor();
    const headline = title.locator("..");
    const mainImage = (count: number) =>
      j.page.getByRole("region", { name: `${product.title} images` }).getByRole("img", {
        name: count > 1 ? `${product.title}, image 1 of ${count}` : product.title,
        exact: true,
      });

    const expectShowing = async (variation: Variation) => {
      for (const [attribute, value] of Object.entries(variation.attributes)) {
        const group = j.page.getByRole("group", { name: new RegExp(`^${attribute}`) });
        await expect
          .poll(() => group.getByRole("radio", { name: value, exact: true }).isChecked())
          .toBe(true);
      }
      const sale = formatRupees(variation.salePrice);
      await eventually(() => textOf(headline)).toContain(sale);
      if (variation.price > variation.salePrice) {
        expect(await textOf(headline)).toContain(`MRP ${formatRupees(variation.price)}`);
        expect(await textOf(headline)).toContain(
          `You save ${formatRupees(variation.price - variation.salePrice)}`,
        );
      }
      const gallery = galleryFor(variation, product);
      const image = mainImage(gallery.length);
      await image.waitFor();
      expect(await image.getAttribute("src")).toMatch(
        new RegExp(`${gallery[0]?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
      await j.page.getByText(`SKU: ${variation.sku}`, { exact: true }).waitFor();
    };

    // The first variation is preselected.
    const first = product.variation[0] as Variation;
    await expectShowing(first);
    await j.shot("product-first-variation");

    // Another in-stock variation: price and gallery follow.
    const other =
      product.variation.find(
        (v) =>
          Number(v.stock) > 0 &&
          v.sku !== first.sku &&
          galleryFor(v, product)[0] !== galleryFor(first, product)[0],
      ) ?? (product.variation.find((v) => Number(v.stock) > 0 && v.sku !== first.sku) as Variation);
    for (const [attribute, value] of Object.entries(other.attributes)) {
      await j.page
        .getByRole("group", { name: new RegExp(`^${attribute}`) })
        .getByRole("radio", { name: value, exact: true })
        .check();
    }
    await expectShowing(other);
    await j.shot("product-other-variation");

    // The sold-out one: said so, and it cannot be added.
    const soldOut = product.variation.find((v) => Number(v.stock) === 0) as Variation;
    for (const [attribute, value] of Object.entries(soldOut.attributes)) {
      await j.page
        .getByRole("group", { name: new RegExp(`^${attribute}`) })
        .getByRole("radio", { name: new RegExp(`^${value}`) })
        .check();
    }
    await j.page.getByText(`SKU: ${soldOut.sku}`, { exact: true }).waitFor();
    await j.page.getByRole("main").getByText(OUT_OF_STOCK_LABEL, { exact: true }).waitFor();
    expect(await j.page.getByRole("button", { name: "Add to Cart", exact: true }).isDisabled()).toBe(true);
    await j.shot("product-sold-out-variation");
    await j.expectAccessible();
  });
});
