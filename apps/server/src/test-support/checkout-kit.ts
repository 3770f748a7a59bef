// Test helpers for the money path: products with known prices and stock, addresses at known distances
// from the demo office, and the browser's calls (create order, sandbox widget, verify).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { addresses, coupons, products, productVariations, users } from "../db/schema.js";
import { issueTokens } from "../services/tokens.js";
import { TEST_SECRETS, type TestApp } from "./http-app.js";
import type { TestUser } from "./users.js";

type Json = Record<string, unknown>;

// Offline geocoder pincodes (distances from the demo office in Malad East):
// Fort 400001 ≈ 28 km (₹150 band, never free), Andheri West 400053 ≈ 7 km (₹80, free from ₹999),
// Malad East 400097 < 1 km (₹40, free from ₹999), Connaught Place 110001 is not a served pincode.
export const FORT = "400001";
export const ANDHERI = "400053";
export const MALAD = "400097";
export const DELHI_NOT_SERVED = "110001";

let counter = 0;

export interface ProductSpec {
  title?: string;
  price: number;
  sale?: number | null;
  stock: number;
  category?: string;
  hsn?: string;
  days?: number;
}

/** A Simple product of the demo store with known price and stock. */
export async function insertProduct(t: TestApp, spec: ProductSpec): Promise<number> {
  counter += 1;
  const [row] = await t.ctx.db
    .insert(products)
    .values({
      main_id: "demo-store",
      title: spec.title ?? `Test Product ${counter}`,
      sku: `TEST-${counter}-${randomUUID().slice(0, 8)}`,
      originalPrice: spec.price,
      discountPrice: spec.sale ?? null,
      stock: spec.stock,
      totalStock: spec.stock,
      totalSold: 0,
      category: spec.category ?? "tea",
      hsn_code: spec.hsn ?? "0902",
      delivery_days: spec.days ?? 4,
    })
    .returning({ product_id: products.product_id });
  if (!row) throw new Error("no product");
  return row.product_id;
}

export async function productStock(t: TestApp, productId: number) {
  const [row] = await t.ctx.db
    .select({ stock: products.stock, totalSold: products.totalSold })
    .from(products)
    .where(eq(products.product_id, productId));
  return row;
}

export async function variationStock(t: TestApp, sku: string): Promise<number | undefined> {
  const [row] = await t.ctx.db
    .select({ stock: productVariations.stock })
    .from(productVariations)
    .where(and(eq(productVariations.main_id, "demo-store"), eq(productVariations.sku, sku)));
  return row?.stock;
}

export async function insertCoupon(
  t: TestApp,
  spec: { percentage_offer?: number; price_offer?: number; min_amount?: number; usage_limit?: number | null },
): Promise<string> {
  counter += 1;
  const code = `T${counter}${randomUUID().slice(0, 6).toUpperCase()}`;
  await t.ctx.db.insert(coupons).values({
    main_id: "demo-store",
    code,
    percentage_offer: spec.percentage_offer ?? null,
    price_offer: spec.price_offer ?? null,
    min_amount: spec.min_amount ?? 0,
    usage_limit: spec.usage_limit ?? null,
    status: "Active",
  });
  return code;
}

export async function couponUses(t: TestApp, code: string): Promise<number | undefined> {
  const [row] = await t.ctx.db
    .select({ used: coupons.used_count })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row?.used;
}

/** An address created through the API (the server geocodes it from the pincode). */
export async function addAddress(t: TestApp, user: TestUser, pincode: string): Promise<number> {
  const res = await t.request({
    method: "POST",
    url: "/api/address",
    token: user.accessToken,
    payload: { location_user: "Home", new_address: "Flat 4, Rose Villa", city: "Mumbai", area: "", pincode },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

/** A served address written straight to the database (for suites that need many users quickly). */
export async function insertAddress(t: TestApp, user: TestUser, pincode = MALAD): Promise<number> {
  const [row] = await t.ctx.db
    .insert(addresses)
    .values({
      main_id: "demo-store",
      user_id: user.user_id,
      new_address: "Flat 4, Rose Villa",
      city: "Mumbai",
      pincode,
      latitude: 19.186,
      longitude: 72.855,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error("no address");
  return row.id;
}

export interface OrderBodyOptions {
  lines: { product_id: number; sku?: string; quantity: number }[];
  address: number;
  billing?: number;
  coupon?: string | null;
  extra?: Json;
}

export function orderBody(options: OrderBodyOptions, mode: "Pay now" | "Pay on delivery" = "Pay now"): Json {
  return {
    products: options.lines,
    billing_address_id: options.billing ?? options.address,
    shipping_address_id: options.address,
    mobile: "9876543210",
    payment_mode: mode,
    ...(options.coupon ? { coupon_code: options.coupon } : {}),
    ...options.extra,
  };
}

export function newKey(): string {
  return `key-${randomUUID()}`;
}

export function postOrder(
  t: TestApp,
  user: TestUser | null,
  body: Json,
  key: string | null = newKey(),
  url = "/api/payment",
) {
  return t.request({
    method: "POST",
    url,
    token: user?.accessToken,
    headers: key ? { "idempotency-key": key } : {},
    payload: body,
  });
}

export function sandboxPay(t: TestApp, gatewayOrderId: string, outcome: "success" | "failure" = "success") {
  return t.request({
    method: "POST",
    url: "/api/dev/sandbox/pay",
    payload: { order_id: gatewayOrderId, outcome },
  });
}

export function verify(t: TestApp, user: TestUser | null, payload: Json, url = "/api/payment/verify") {
  return t.request({ method: "POST", url, token: user?.accessToken, payload });
}

/** Order created, paid in the sandbox widget and verified: the order id. */
export async function payThroughSandbox(t: TestApp, user: TestUser, body: Json): Promise<string> {
  const created = await postOrder(t, user, body);
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as { order_id: string; razorpay_order: { id: string } };
  const paid = await sandboxPay(t, order.razorpay_order.id);
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await verify(t, user, paid.json() as Json);
  expect(verified.statusCode, verified.body).toBe(200);
  return order.order_id;
}

/** The same user with tokens issued at the server's current time (after t.advance() expired the old ones). */
export async function loggedInAgain(t: TestApp, user: TestUser): Promise<TestUser> {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.user_id, user.user_id));
  if (!row) throw new Error("user vanished");
  return { ...user, ...(await issueTokens(t.ctx.db, TEST_SECRETS.jwtSecret, row, t.now())) };
}
