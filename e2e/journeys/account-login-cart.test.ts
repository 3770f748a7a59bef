// A guest's cart moving to the server at login (spec §4 Login, Add to cart; §1 guests keep a local
// cart, customers a server cart; §8 texts): two products in as a guest, 'Login successful!', /cart now
// showing the server cart (GET /api/cart/{userId} with the app's own token agrees) and guest_cart
// emptied; one more product as the customer, one removed, then logout back to /login without the
// greeting. The password never lands in browser storage.
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import {
  type Account,
  type ApiProduct,
  addFromListing,
  expectCartCount,
  expectNotStored,
  expectPath,
  expectToast,
  guestCart,
  headerCart,
  listedSimpleProducts,
  logInThroughForm,
  registerThroughApi,
  serverCartOf,
} from "./account-steps.js";

/** The way to the login page a guest sees: the header link from 768 px, the bottom bar's Account on a phone. */
async function openLogin(page: Page, viewport: string): Promise<void> {
  if (viewport === "phone") {
    await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Account" }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Login/Register" }).click();
  }
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
}

async function cartLineNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole("list", { name: "Cart items" })
    .getByRole("listitem")
    .getByRole("heading", { level: 2 })
    .allInnerTexts();
  return names.map((n) => n.trim()).sort();
}

journey("account-login-cart", (j) => {
  let account: Account;
  let products: ApiProduct[];

  beforeAll(async () => {
    account = await registerThroughApi(j, "login-cart", "Meera");
    products = (await listedSimpleProducts(j)).slice(0, 3);
    if (products.length < 3) throw new Error("the demo store's first page lacks three simple products");
  });

  const title = (i: number) => products[i]?.title ?? "";

  it("adds two products as a guest", async () => {
    const page = j.page;
    await j.goto("/products");
    await addFromListing(page, title(0), "Added to cart", "success");
    await addFromListing(page, title(1), "Added to cart", "success");
    await expectCartCount(page, 2);
    expect((await guestCart(page)).map((l) => l.product_id)).toEqual([
      products[0]?.product_id,
      products[1]?.product_id,
    ]);
    await j.shot("guest-cart");
  });

  it("logs in: 'Login successful!', and the guest cart becomes the server cart", async () => {
    const page = j.page;
    await openLogin(page, j.viewport);
    await j.shot("login");
    await logInThroughForm(page, account, "/");

    // Every guest line was uploaded, so guest_cart keeps none of them.
    await expect.poll(async () => (await guestCart(page)).length).toBe(0);
    const server = await serverCartOf(j);
    expect(server.map((l) => l.product_id).sort()).toEqual(
      [products[0]?.product_id, products[1]?.product_id].sort(),
    );
    expect(server.every((l) => l.quantity === 1)).toBe(true);
    await expectCartCount(page, 2);
    await expectNotStored(page, account.password);
    await expectNotStored(page, account.email);

    await headerCart(page).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await page.getByRole("heading", { level: 1, name: "Your Cart (2 items)" }).waitFor();
    expect(await cartLineNames(page)).toEqual(server.map((l) => l.product_name).sort());
    // Server lines show their quantity; the server cart has no call to change it (spec §7).
    expect(await page.getByText("Qty: 1").count()).toBe(2);
    await j.shot("server-cart");
  });

  it("adds another product as the customer, and the server refuses it twice", async () => {
    const page = j.page;
    await j.goto("/products");
    await addFromListing(page, title(2), /^(Added to cart|Product added to cart)$/, "success");
    await expectCartCount(page, 3);
    await j.shot("added-logged-in");
    expect((await serverCartOf(j)).map((l) => l.product_id)).toContain(products[2]?.product_id);

    // The server answers 409 'Product already in cart'; Chromium logs the 409 as a console error.
    j.problems.allow(/status of 409 \(Conflict\)/);
    await addFromListing(page, title(2), "Product already in cart", "warning");
    await expectCartCount(page, 3);
    expect(await serverCartOf(j)).toHaveLength(3);
  });

  it("removes a line from the server cart", async () => {
    const page = j.page;
    await headerCart(page).click();
    await page.getByRole("heading", { level: 1, name: "Your Cart (3 items)" }).waitFor();
    await expectToast(
      page,
      "Product removed from cart",
      () => page.getByRole("button", { name: `Remove ${title(0)} from cart` }).click(),
      "success",
    );
    await page.getByRole("heading", { level: 1, name: "Your Cart (2 items)" }).waitFor();
    const server = await serverCartOf(j);
    expect(server.map((l) => l.product_id).sort()).toEqual(
      [products[1]?.product_id, products[2]?.product_id].sort(),
    );
    expect(await cartLineNames(page)).toEqual(server.map((l) => l.product_name).sort());
    await expectCartCount(page, 2, false);
    await j.shot("server-line-removed");
    await j.expectAccessible();
  });

  it("logs out back to /login, and the greeting is gone", async () => {
    const page = j.page;
    const greeting = `Hi, ${account.firstName}`;
    if (j.viewport === "phone") {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.getByRole("link", { name: greeting }).waitFor();
      await j.shot("drawer-logged-in");
      await drawer.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      await drawer.getByRole("link", { name: "Login/Register" }).waitFor();
      expect(await drawer.getByRole("link", { name: greeting }).count()).toBe(0);
      await j.shot("drawer-logged-out");
      await drawer.getByRole("button", { name: "Close menu" }).click();
    } else {
      // From 768 px the greeting sits in the header; it leads to the account page (a placeholder in
      // this issue, without a Logout button), so the logout is the one the login page offers.
      const link = page.getByRole("banner").getByRole("link", { name: greeting });
      await link.click();
      await page.waitForURL((url) => url.pathname === "/my-account");
      await j.goto("/login");
      await page.getByRole("heading", { level: 1, name: "You are logged in" }).waitFor();
      await page.getByRole("button", { name: "Not you? Logout" }).click();
      await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
      await expectPath(page, "/login");
      await page.getByRole("banner").getByRole("link", { name: "Login/Register" }).waitFor();
      expect(await page.getByRole("link", { name: greeting }).count()).toBe(0);
    }
    await expectPath(page, "/login");
    // A guest again, with the (uploaded, so empty) guest cart.
    await expectCartCount(page, 0);
    await j.shot("logged-out");
  });
});
