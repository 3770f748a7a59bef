// Steps the checkout journeys share: the shopper's way through the shop (cart, coupon, login, the
// address form, Place order, the sandbox dialog) and the store's own API to check what the server made
// of it (orders, cart). Nothing here mocks the server.
import type { Locator, Page } from "playwright-core";
import type { Journey } from "../harness/journey.js";
import {
  type Account,
  type ApiProduct,
  addFromListing,
  expectToast,
  listedSimpleProducts,
  logInThroughForm,
  storedAccessToken,
  userIdOf,
} from "./account-steps.js";

const MAIN_ID = "demo-store";

/** A Mumbai address the offline geocoder knows (Malad West, a few km from the demo office). */
export const MALAD_ADDRESS = {
  address: "Flat 12, Sai Darshan, Link Road",
  area: "Malad West",
  city: "Mumbai",
  pincode: "400064",
};

async function api<T>(j: Journey, method: string, path: string, body?: unknown): Promise<T> {
  const token = await storedAccessToken(j.page);
  const res = await fetch(j.url(`/api${path}`), {
    method,
    headers: { "content-type": "application/json", "x-main-id": MAIN_ID, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface ApiOrder {
  order_id: string;
  payment_mode: string;
  status: string;
  coupon_code: string | null;
  totalAmountbeforePay: number;
  advance_amount: number;
  remaining_amount: number;
  deliveryCharge: number;
}

/** GET /api/payment/{user_id} with the app's own token: the logged-in shopper's orders, newest first. */
export async function ordersOf(j: Journey): Promise<ApiOrder[]> {
  const userId = userIdOf(await storedAccessToken(j.page));
  return (await api<{ data: ApiOrder[] }>(j, "GET", `/payment/${userId}`)).data;
}

/** POST /api/address with the app's own token (for journeys whose subject is not the address form). */
export async function addAddressThroughApi(j: Journey): Promise<void> {
  await api(j, "POST", "/address", {
    location_user: "Home",
    new_address: MALAD_ADDRESS.address,
    area: MALAD_ADDRESS.area,
    city: MALAD_ADDRESS.city,
    pincode: MALAD_ADDRESS.pincode,
  });
}

/** The first `count` simple products of /products, as the API lists them. */
export async function someProducts(j: Journey, count: number): Promise<ApiProduct[]> {
  const products = (await listedSimpleProducts(j)).slice(0, count);
  if (products.length < count) throw new Error(`the demo store's first page lacks ${count} simple products`);
  return products;
}

/** Adds these products from /products (a guest's toast or a customer's). */
export async function fillCart(j: Journey, products: readonly ApiProduct[]): Promise<void> {
  await j.goto("/products");
  for (const product of products) {
    await addFromListing(j.page, product.title, /^(Added to cart|Product added to cart)$/, "success");
  }
}

/** Logs in on /login (opened directly) and waits for the next page. */
export async function logIn(j: Journey, account: Account, nextPath = "/"): Promise<void> {
  await j.goto("/login");
  await logInThroughForm(j.page, account, nextPath);
}

/** From /cart: Proceed to Checkout, and the checkout is on screen. */
export async function proceedToCheckout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await checkoutReady(page);
}

export async function checkoutReady(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  await placeOrderButton(page).waitFor();
}

export function placeOrderButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Place order/ });
}

export function summary(page: Page): Locator {
  return page.getByRole("complementary", { name: "Order summary" });
}

/** The amount on the summary line with this label. */
export async function summaryAmount(page: Page, label: string | RegExp): Promise<string> {
  const exact =
    typeof label === "string"
      ? new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`)
      : label;
  const term = summary(page).locator("dt").filter({ hasText: exact }).first();
  return ((await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}

/** Add address in the checkout's address book, saved with 'Address added successfully'. */
export async function addAddressThroughForm(page: Page, beforeSave?: () => Promise<unknown>): Promise<void> {
  await page.getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.waitFor();
  await dialog.getByRole("radio", { name: "Home" }).check();
  await dialog.getByLabel("Address", { exact: true }).fill(MALAD_ADDRESS.address);
  await dialog.getByLabel("Area (optional)").fill(MALAD_ADDRESS.area);
  await dialog.getByLabel("City").fill(MALAD_ADDRESS.city);
  await dialog.getByLabel("Pincode").fill(MALAD_ADDRESS.pincode);
  await beforeSave?.();
  await expectToast(
    page,
    "Address added successfully",
    () => dialog.getByRole("button", { name: "Save address" }).click(),
    "success",
  );
  await dialog.waitFor({ state: "hidden" });
}

/** Place order, and the sandbox dialog opens; answers the dialog. */
export async function placeOrder(page: Page): Promise<Locator> {
  await placeOrderButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
  await dialog.waitFor();
  return dialog;
}

/** The success page's fact with this label. */
export async function resultFact(page: Page, label: string): Promise<string> {
  const term = page
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();
  return ((await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}
export { expectPath } from "./account-steps.js";
