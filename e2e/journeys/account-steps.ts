// Steps the cart and account journeys share: toasts, the cart's count, browser storage, and the store's
// own API for what a test needs to know (prices, the server cart) or to set up (an account), the way any
// client would call it. Nothing here mocks the server.

import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import type { Journey } from "../harness/journey.js";

const MAIN_ID = "demo-store";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Exactly this text (the whole text of an element), as a RegExp for `hasText`. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

export type ToastType = "success" | "error" | "warning" | "info";

/**
 * Runs `action` and waits for a toast it caused, with this text (or one of these texts). Toasts shown
 * before the action are marked first, so a toast still on screen from an earlier step with the same
 * words is never taken for the new one. Answers the toast's text.
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
  type?: ToastType,
): Promise<string> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("[data-sonner-toast]")) el.setAttribute("data-e2e-seen", "");
  });
  await action();
  const toast = page
    .locator("[data-sonner-toast]:not([data-e2e-seen])")
    .filter({ hasText: typeof text === "string" ? exactly(text) : text })
    .first();
  await toast.waitFor({ state: "visible", timeout: STEP_LIMIT_MS });
  if (type) expect(await toast.getAttribute("data-type")).toBe(type);
  return ((await toast.textContent()) ?? "").trim();
}

/** The header's cart link; its accessible name carries the count ("Cart, 2 items"). */
export function headerCart(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
}

export function cartLabel(count: number): string {
  return `Cart, ${count} item${count === 1 ? "" : "s"}`;
}

/** Waits until the header (and, when the cart is not empty and not open, the floating button) say `count`. */
export async function expectCartCount(page: Page, count: number, floating = count > 0): Promise<void> {
  await expect.poll(() => headerCart(page).getAttribute("aria-label")).toBe(cartLabel(count));
  const fab = page.getByTestId("floating-cart");
  if (floating) await expect.poll(() => fab.getAttribute("aria-label")).toBe(cartLabel(count));
  else expect(await fab.count()).toBe(0);
}

/** Every entry of localStorage and sessionStorage, as "local:key" / "session:key" → value. */
export async function browserStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (const [area, storage] of [
      ["local", localStorage],
      ["session", sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) all[`${area}:${key}`] = storage.getItem(key) ?? "";
      }
    }
    return all;
  });
}

/** The secret never lands in browser storage, in any key or value, plain or URI-encoded. */
export async function expectNotStored(page: Page, secret: string): Promise<void> {
  const stored = await browserStorage(page);
  const leaks = Object.entries(stored)
    .filter(([key, value]) =>
      [secret, encodeURIComponent(secret)].some((s) => key.includes(s) || value.includes(s)),
    )
    .map(([key]) => key);
  expect(leaks, `found in browser storage under ${leaks.join(", ")}`).toEqual([]);
}

/** localStorage's guest_cart (spec §3), parsed. */
export async function guestCart(page: Page): Promise<Array<Record<string, unknown>>> {
  const text = await page.evaluate(() => localStorage.getItem("guest_cart"));
  return text ? (JSON.parse(text) as Array<Record<string, unknown>>) : [];
}

/** localStorage's checkout_data (spec §3), parsed, or null. */
export async function checkoutData(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(() => localStorage.getItem("checkout_data"));
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** The access token the app keeps in localStorage: the one value shaped like a JWT. */
export async function storedAccessToken(page: Page): Promise<string> {
  const stored = await browserStorage(page);
  const tokens = Object.entries(stored).filter(
    ([key, value]) => key.startsWith("local:") && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value),
  );
  expect(tokens, "one access token in localStorage").toHaveLength(1);
  return tokens[0]?.[1] ?? "";
}

/** The user id an access token was issued to (its `sub`). */
export function userIdOf(accessToken: string): number {
  const payload = accessToken.split(".")[1] ?? "";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub: string };
  return Number(claims.sub);
}

async function api<T>(j: Journey, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(j.url(`/api${path}`), {
    method,
    headers: {
      "content-type": "application/json",
      "x-main-id": MAIN_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface Account {
  email: string;
  password: string;
  fullName: string;
  firstName: string;
}

/**
 * A new customer, created through the calls the register page makes (send-otp → the code from the dev
 * outbox → verify-otp → signup). Costs one OTP send and one verify against the server's limits.
 */
export async function registerThroughApi(j: Journey, prefix: string, firstName = "Meera"): Promise<Account> {
  const account: Account = {
    email: j.uniqueEmail(prefix),
    password: `Henna-${j.viewport}-${Date.now() % 100_000}`,
    fullName: `${firstName} Kulkarni`,
    firstName,
  };
  const askedAt = new Date();
  await api(j, "POST", "/registeruser/api/send-otp", { email: account.email, main_id: MAIN_ID });
  const otp = await j.readOtp(account.email, askedAt);
  await api(j, "POST", "/registeruser/api/verify-otp", { email: account.email, otp, main_id: MAIN_ID });
  await api(j, "POST", "/registeruser/api/signup", {
    email: account.email,
    full_name: account.fullName,
    mobile: "9876543210",
    password: account.password,
    main_id: MAIN_ID,
  });
  return account;
}

export interface ApiCartLine {
  product_id: number;
  product_sku: string;
  product_name: string;
  product_price: number;
  product_saleprice: number;
  quantity: number;
}

/** GET /api/cart/{userId} with the app's own bearer token: the server cart as the server sees it. */
export async function serverCartOf(j: Journey): Promise<ApiCartLine[]> {
  const token = await storedAccessToken(j.page);
  const answer = await api<{ data: ApiCartLine[] }>(j, "GET", `/cart/${userIdOf(token)}`, undefined, token);
  return answer.data;
}

export interface ApiProduct {
  product_id: number;
  title: string;
  sku: string;
  product_type: string;
  originalPrice: number;
  discountPrice: number;
  totalStock: number;
}

/** The first page of /products as the API lists it: the simple, in-stock products with a sale price. */
export async function listedSimpleProducts(j: Journey): Promise<ApiProduct[]> {
  const answer = await api<{ data: ApiProduct[] }>(
    j,
    "GET",
    `/grouped-product/search-all-products/${MAIN_ID}?page=1&limit=10`,
  );
  return answer.data.filter(
    (p) => p.product_type === "Simple" && p.totalStock > 0 && p.discountPrice > 0 && p.originalPrice > 0,
  );
}

/** Clicks a product card's Add to Cart on the listing that is open, and waits for the toast. */
export async function addFromListing(
  page: Page,
  title: string,
  toastText: string | RegExp,
  type?: ToastType,
) {
  return expectToast(
    page,
    toastText,
    () => page.getByRole("button", { name: `Add to Cart: ${title}`, exact: true }).click(),
    type,
  );
}

/** The login form: e-mail, password, Login. Does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Logs in on the open /login page and waits for 'Login successful!' and the next page. */
export async function logInThroughForm(page: Page, account: Account, nextPath: string): Promise<void> {
  await expectToast(
    page,
    "Login successful!",
    () => submitLogin(page, account.email, account.password),
    "success",
  );
  await page.waitForURL((url) => url.pathname === nextPath);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Waits until the page is at `path` (a client-side redirect lands a moment after the load on a busy
 * machine), failing with the path it is at instead.
 */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  const matches = (pathname: string) => (typeof path === "string" ? pathname === path : path.test(pathname));
  await page.waitForURL((url) => matches(url.pathname)).catch(() => undefined);
  if (typeof path === "string") expect(pathOf(page)).toBe(path);
  else expect(pathOf(page)).toMatch(path);
}
