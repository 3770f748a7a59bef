// A shopper looks inside a Grouped Product (spec §2 grouped package modal, §4 product card actions and
// package modal): View Details opens the package's items, Select Package adds it to the cart (toast,
// count up, dialog closed); the card's Package link and the product page tell the same contents.

import { ADDED_TO_CART } from "@henna/domain/messages";
import { formatRupees } from "@henna/domain/money";
import { productPath } from "@henna/domain/product-route";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { type Journey, journey } from "../harness/journey.js";

/** expect.poll with room for a busy two-core machine (its default gives up after 1 s). */
function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: STEP_LIMIT_MS });
}

interface GroupedItem {
  product_id?: number;
  title: string;
  image: string;
}
interface FullProduct {
  product_id: number;
  title: string;
  sku: string;
  product_type: string;
  category: string;
  originalPrice: number;
  discountPrice: number;
  grouped_product: GroupedItem[];
}
interface Listed {
  product_id: number;
  product_type: string;
}

async function api<T>(j: Journey, path: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`));
  expect(res.ok, `GET /api${path}`).toBe(true);
  return (await res.json()) as T;
}

/** The store's first Grouped Product that holds items. */
async function groupedProduct(j: Journey): Promise<FullProduct | null> {
  for (let page = 1; page <= 10; page += 1) {
    const body = await api<{ data: Listed[] }>(
      j,
      `/grouped-product/search-all-products/demo-store?page=${page}&limit=10`,
    );
    for (const item of body.data.filter((p) => p.product_type === "Grouped Product")) {
      const full = (await api<{ data: FullProduct }>(j, `/grouped-product/single/${item.product_id}`)).data;
      if (full.grouped_product.length > 1) return full;
    }
    if (body.data.length < 10) break;
  }
  return null;
}

journey("browse-package", (j) => {
  let product: FullProduct;
  const cartLink = () => j.page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });

  it("opens the package's items from the card's View Details", async () => {
    const found = await groupedProduct(j);
    expect(found, "the demo store has a Grouped Product").not.toBeNull();
    product = found as FullProduct;

    await j.goto(`/category-detail/${encodeURIComponent(product.category)}`);
    expect(await cartLink().getAttribute("aria-label")).toBe("Cart, 0 items");
    // The card's other action, Package, opens the product page.
    const packageLink = j.page.getByRole("link", { name: `Package: ${product.title}`, exact: true });
    expect(await packageLink.getAttribute("href")).toBe(productPath(product.title, product.product_id));

    const viewDetails = j.page.getByRole("button", { name: `View Details: ${product.title}`, exact: true });
    await viewDetails.scrollIntoViewIfNeeded();
    await viewDetails.click();
    const dialog = j.page.getByRole("dialog", { name: product.title, exact: true });
    await dialog.waitFor();
    const items = product.grouped_product;
    await dialog.getByText(`This package holds ${items.length} items.`).waitFor();
    const listed = (await dialog.getByRole("listitem").allInnerTexts()).map((t) => t.trim());
    expect(listed).toEqual(items.map((item) => item.title));
    for (const item of items) {
      expect(await dialog.getByRole("img", { name: item.title, exact: true }).count()).toBe(1);
    }
    const price = product.discountPrice > 0 ? product.discountPrice : product.originalPrice;
    expect(await dialog.getByText(formatRupees(price), { exact: true }).isVisible()).toBe(true);
    await j.shot("package");
    await j.expectAccessible();
  });

  it("adds the package with Select Package: a toast, the cart count goes up, the dialog closes", async () => {
    const dialog = j.page.getByRole("dialog", { name: product.title, exact: true });
    const [request] = await Promise.all([
      // Select Package reads the product again before adding it (spec §4).
      j.page.waitForRequest(
        (r) => new URL(r.url()).pathname === `/api/grouped-product/single/${product.product_id}`,
      ),
      dialog.getByRole("button", { name: "Select Package" }).click(),
    ]);
    expect(request.method()).toBe("GET");
    await j.page.getByText(ADDED_TO_CART, { exact: true }).waitFor();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => cartLink().getAttribute("aria-label")).toBe("Cart, 1 item");
    expect(await j.page.getByTestId("floating-cart").getAttribute("aria-label")).toBe("Cart, 1 item");
    const stored = await j.page.evaluate(() => localStorage.getItem("guest_cart"));
    expect(stored).toContain(product.sku);
    await j.shot("added");
  });

  it("lists the same items on the product page", async () => {
    await j.goto(productPath(product.title, product.product_id));
    await j.page.getByRole("heading", { name: product.title, level: 1 }).waitFor();
    const box = j.page.getByRole("region", { name: `In this package (${product.grouped_product.length})` });
    await box.waitFor();
    const listed = (await box.getByRole("listitem").allInnerTexts()).map((t) => t.trim());
    expect(listed).toEqual(product.grouped_product.map((item) => item.title));
    await box.scrollIntoViewIfNeeded();
    await j.shot("product-page");
  });
});
