// A guest's cart (spec §2 Cart, §4 Add to cart, §5 quantity and duplicate rules, §8 cart and coupon
// messages): two products in from the listing and a product page, the same one refused, quantities and
// totals on /cart against the API's prices, a line removed, the coupons of the demo store, and the cart
// surviving a reload from localStorage's guest_cart.
import { formatRupees } from "@henna/domain/money";
import type { Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import {
  type ApiProduct,
  addFromListing,
  exactly,
  expectCartCount,
  expectPath,
  expectToast,
  guestCart,
  headerCart,
  listedSimpleProducts,
} from "./account-steps.js";

interface Line {
  product: ApiProduct;
  quantity: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => formatRupees(p / 100);

function summary(page: Page): Locator {
  return page.getByRole("complementary", { name: "Price details" });
}

/** The value next to a label of the price details ("Total" → "₹297"). */
async function summaryValue(page: Page, label: string): Promise<string> {
  const term = summary(page)
    .getByRole("term")
    .filter({ hasText: exactly(label) });
  return ((await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}

function cartLine(page: Page, title: string): Locator {
  return page
    .getByRole("list", { name: "Cart items" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The summary as the domain says it (spec §3 checkout data, §9 coupon), from the API's prices. */
async function expectTotals(page: Page, lines: Line[], couponPaise = 0): Promise<void> {
  const before = lines.reduce((sum, l) => sum + paise(l.product.originalPrice) * l.quantity, 0);
  const after = lines.reduce((sum, l) => sum + paise(l.product.discountPrice) * l.quantity, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const items = `${units} item${units === 1 ? "" : "s"}`;
  await expect.poll(() => summaryValue(page, `Price (${items})`)).toBe(rupees(before));
  expect(await summaryValue(page, "Discount")).toBe(`−${rupees(before - after)}`);
  expect(await summaryValue(page, "Total")).toBe(rupees(after - couponPaise));
  for (const line of lines) {
    const row = cartLine(page, line.product.title);
    expect(await row.getByRole("textbox", { name: `Quantity of ${line.product.title}` }).inputValue()).toBe(
      String(line.quantity),
    );
    expect(
      await row
        .getByText(/^Line total/)
        .locator("xpath=..")
        .textContent(),
    ).toContain(rupees(paise(line.product.discountPrice) * line.quantity));
  }
}

async function applyCoupon(page: Page, code: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Apply Coupon" });
  if (!(await dialog.isVisible())) {
    await summary(page).getByRole("button", { name: "Apply Coupon" }).click();
  }
  await dialog.getByLabel("Coupon code").fill(code);
  await dialog.getByRole("button", { name: "Apply", exact: true }).click();
  return dialog;
}

journey("cart-guest", (j) => {
  // first: added from the listing and later removed; kept: added from its product page and kept.
  let first: ApiProduct;
  let kept: ApiProduct;

  beforeAll(async () => {
    const products = await listedSimpleProducts(j);
    const [a, ...rest] = products;
    // The kept product costs less than FLAT100's ₹499 minimum, so the cart has to grow to reach it.
    const b = rest.find((p) => p.discountPrice < 499);
    if (!a || !b) throw new Error("the demo store's first page lacks two simple products in stock");
    first = a;
    kept = b;
  });

  it("adds two products, from the listing and from a product page, and refuses the same one twice", async () => {
    const page = j.page;
    await j.goto("/products");
    await expectCartCount(page, 0);
    expect(await addFromListing(page, first.title, "Added to cart", "success")).toBe("Added to cart");
    await expectCartCount(page, 1);
    await j.shot("added-from-listing");

    await page.getByRole("link", { name: kept.title, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: kept.title }).waitFor();
    await expectToast(
      page,
      "Added to cart",
      () => page.getByRole("button", { name: "Add to Cart", exact: true }).click(),
      "success",
    );
    await expectCartCount(page, 2);
    await j.shot("added-from-product-page");

    await j.goto("/products");
    await addFromListing(page, first.title, "Product already in cart", "warning");
    await expectCartCount(page, 2);
    const stored = await guestCart(page);
    expect(stored.map((l) => l.product_id)).toEqual([first.product_id, kept.product_id]);
    await j.shot("already-in-cart");
  });

  it("changes quantities on /cart: +, −, a typed 0 floors to 1, and the totals follow", async () => {
    const page = j.page;
    await headerCart(page).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await page.getByRole("heading", { level: 1, name: "Your Cart (2 items)" }).waitFor();
    await expectTotals(page, [
      { product: first, quantity: 1 },
      { product: kept, quantity: 1 },
    ]);
    await j.shot("cart");

    const firstLine = cartLine(page, first.title);
    await firstLine.getByRole("button", { name: `Increase quantity of ${first.title}` }).click();
    await expectTotals(page, [
      { product: first, quantity: 2 },
      { product: kept, quantity: 1 },
    ]);
    await j.shot("quantity-plus");
    await firstLine.getByRole("button", { name: `Decrease quantity of ${first.title}` }).click();
    await expectTotals(page, [
      { product: first, quantity: 1 },
      { product: kept, quantity: 1 },
    ]);
    // At 1 the decrement floors: the button is off.
    expect(
      await firstLine.getByRole("button", { name: `Decrease quantity of ${first.title}` }).isDisabled(),
    ).toBe(true);

    const keptQuantity = cartLine(page, kept.title).getByRole("textbox", {
      name: `Quantity of ${kept.title}`,
    });
    await keptQuantity.fill("0");
    await keptQuantity.press("Enter");
    await expect.poll(() => keptQuantity.inputValue()).toBe("1");
    await expectTotals(page, [
      { product: first, quantity: 1 },
      { product: kept, quantity: 1 },
    ]);
    expect((await guestCart(page)).map((l) => l.quantity)).toEqual([1, 1]);
  });

  it("removes a line", async () => {
    const page = j.page;
    await expectToast(
      page,
      "Product removed from cart",
      () => page.getByRole("button", { name: `Remove ${first.title} from cart` }).click(),
      "success",
    );
    await page.getByRole("heading", { level: 1, name: "Your Cart (1 item)" }).waitFor();
    expect(await cartLine(page, first.title).count()).toBe(0);
    await expectTotals(page, [{ product: kept, quantity: 1 }]);
    await expectCartCount(page, 1, false);
    expect((await guestCart(page)).map((l) => l.product_id)).toEqual([kept.product_id]);
    await j.shot("line-removed");
  });

  it("applies coupons: blank, unknown, WELCOME10 (10 %), FLAT100 (₹100 off from ₹499)", async () => {
    const page = j.page;
    // The unknown code's 404 answer is expected; Chromium logs every 4xx fetch as a console error.
    j.problems.allow(/status of 404 \(Not Found\)/);
    const dialog = await applyCoupon(page, "");
    await dialog
      .getByRole("alert")
      .filter({ hasText: exactly("Please enter a coupon code") })
      .waitFor();
    await j.shot("coupon-blank");

    await applyCoupon(page, "NOSUCHCODE");
    await dialog
      .getByRole("alert")
      .filter({ hasText: exactly("Invalid coupon") })
      .waitFor();
    await j.shot("coupon-invalid");

    await applyCoupon(page, "WELCOME10");
    await dialog.waitFor({ state: "hidden" });
    const single = paise(kept.discountPrice);
    const tenPercent = Math.round(single / 10);
    await expect.poll(() => summaryValue(page, "Coupon (WELCOME10)")).toBe(`−${rupees(tenPercent)}`);
    await expectTotals(page, [{ product: kept, quantity: 1 }], tenPercent);
    expect(await summary(page).getByText("WELCOME10 applied").count()).toBe(1);
    await j.shot("coupon-welcome10");

    await summary(page).getByRole("button", { name: "Remove coupon" }).click();
    await expectTotals(page, [{ product: kept, quantity: 1 }]);

    // Below FLAT100's minimum the coupon is not applied, and the dialog says what it needs.
    await applyCoupon(page, "FLAT100");
    await dialog
      .getByRole("alert")
      .filter({ hasText: formatRupees(499) })
      .waitFor();
    await j.shot("coupon-flat100-below-minimum");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    const quantity = Math.ceil(499 / kept.discountPrice);
    const keptQuantity = cartLine(page, kept.title).getByRole("textbox", {
      name: `Quantity of ${kept.title}`,
    });
    await keptQuantity.fill(String(quantity));
    await keptQuantity.press("Enter");
    await expectTotals(page, [{ product: kept, quantity }]);

    await applyCoupon(page, "FLAT100");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => summaryValue(page, "Coupon (FLAT100)")).toBe(`−${rupees(10_000)}`);
    await expectTotals(page, [{ product: kept, quantity }], 10_000);
    await j.shot("coupon-flat100", { fullPage: true });
  });

  it("still has the guest cart after a reload, and /cart passes axe", async () => {
    const page = j.page;
    const quantity = Math.ceil(499 / kept.discountPrice);
    await page.reload({ waitUntil: "networkidle" });
    await expectPath(page, "/cart");
    await page.getByRole("heading", { level: 1, name: "Your Cart (1 item)" }).waitFor();
    await expectTotals(page, [{ product: kept, quantity }]);
    const stored = await guestCart(page);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ product_id: kept.product_id, product_sku: kept.sku, quantity });
    await expectCartCount(page, 1, false);
    await j.shot("after-reload");
    await j.expectAccessible();
  });
});
