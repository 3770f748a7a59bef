// The login guard (spec §2 route table, §4 Cart checkout and Login, §6): a guest opening /checkout lands
// on /login and is back on /checkout after logging in; Proceed to Checkout from a guest's /cart goes to
// /login with checkout_data holding the cart's lines, and on to /checkout after login. The /checkout
// page itself is a placeholder in this issue, so only the path is asserted there.
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import {
  type Account,
  type ApiProduct,
  addFromListing,
  checkoutData,
  expectNotStored,
  expectPath,
  guestCart,
  headerCart,
  listedSimpleProducts,
  logInThroughForm,
  registerThroughApi,
} from "./account-steps.js";

journey("account-guard", (j) => {
  let account: Account;
  let products: ApiProduct[];

  beforeAll(async () => {
    account = await registerThroughApi(j, "guard", "Kavya");
    products = (await listedSimpleProducts(j)).slice(0, 2);
  });

  it("sends a guest opening /checkout to /login, and back to /checkout after login", async () => {
    const page = j.page;
    await j.goto("/checkout");
    await expectPath(page, "/login");
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    await j.shot("checkout-to-login");

    await logInThroughForm(page, account, "/checkout");
    await expectPath(page, "/checkout");
    await expectNotStored(page, account.password);
    await j.shot("back-on-checkout");
  });

  it("sends a guest's Proceed to Checkout to /login, with checkout_data holding the cart's lines", async () => {
    const page = await j.freshPage();
    await j.goto("/products");
    for (const product of products) await addFromListing(page, product.title, "Added to cart", "success");
    await headerCart(page).click();
    await page.getByRole("heading", { level: 1, name: "Your Cart (2 items)" }).waitFor();
    const lines = await guestCart(page);

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    await j.shot("cart-to-login");

    const data = await checkoutData(page);
    expect(data, "checkout_data in localStorage").not.toBeNull();
    const handed = (data?.products ?? []) as Array<Record<string, unknown>>;
    expect(handed.map((l) => [l.product_id, l.product_sku, l.quantity])).toEqual(
      lines.map((l) => [l.product_id, l.product_sku, l.quantity]),
    );
    // §3: sum of prices, and of sale prices as 2-decimal text, with no coupon.
    const sum = (pick: (p: ApiProduct) => number) =>
      products.reduce((total, p) => total + Math.round(pick(p) * 100), 0) / 100;
    expect(data).toMatchObject({
      totalBeforeDiscount: sum((p) => p.originalPrice),
      totalAfterDiscount: sum((p) => p.discountPrice).toFixed(2),
      isCouponApplied: false,
      course: false,
    });

    await logInThroughForm(page, account, "/checkout");
    await expectPath(page, "/checkout");
    // Still there for the checkout page to read.
    expect(((await checkoutData(page))?.products as unknown[] | undefined)?.length).toBe(2);
    await expectNotStored(page, account.password);
    await j.shot("cart-login-checkout");
  });
});
