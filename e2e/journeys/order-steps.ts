// Steps the order journeys share: a paid order placed through the store's own API (log in, add an
// address, POST /payment, pay in the sandbox widget's place, verify) and the shop owner's status moves
// through the admin route, the way any client would call them. Nothing here mocks the server.
import { expect } from "vitest";
import type { Journey } from "../harness/journey.js";
import { E2E_ADMIN_TOKEN } from "../harness/store-server.js";
import { type Account, listedSimpleProducts } from "./account-steps.js";

const MAIN_ID = "demo-store";

async function call<T>(
  j: Journey,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(j.url(`/api${path}`), {
    method,
    headers: { "content-type": "application/json", "x-main-id": MAIN_ID, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export interface PaidOrder {
  orderId: string;
  productTitle: string;
  total: number;
}

/** Logs the account in through the API, saves a Malad (Mumbai, Maharashtra) address and pays one product. */
export async function placePaidOrder(j: Journey, account: Account): Promise<PaidOrder> {
  const login = await call<{ accessToken: string }>(j, "POST", "/loginuser", {
    email: account.email,
    password: account.password,
    main_id: MAIN_ID,
  });
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const address = await call<{ data: { id: number } }>(
    j,
    "POST",
    "/address",
    {
      location_user: "Home",
      new_address: "Flat 4, Rose Villa, Daftary Road",
      city: "Mumbai",
      area: "Malad East",
      pincode: "400097",
    },
    auth,
  );
  const [product] = await listedSimpleProducts(j);
  if (!product) throw new Error("the demo store lists no simple product with a sale price");
  const created = await call<{ order_id: string; razorpay_order: { id: string } }>(
    j,
    "POST",
    "/payment",
    {
      products: [{ product_id: product.product_id, quantity: 2 }],
      billing_address_id: address.data.id,
      shipping_address_id: address.data.id,
      mobile: "9876543210",
      payment_mode: "Pay now",
    },
    { ...auth, "idempotency-key": `journey-${j.viewport}-${Date.now()}-${Math.random()}` },
  );
  const paid = await call<Record<string, string>>(j, "POST", "/dev/sandbox/pay", {
    order_id: created.razorpay_order.id,
    outcome: "success",
  });
  const verified = await call<{ success: boolean }>(j, "POST", "/payment/verify", paid, auth);
  expect(verified.success).toBe(true);
  const order = await call<{ data: { totalAmountbeforePay: number } }>(
    j,
    "GET",
    `/payment/order/${created.order_id}`,
    undefined,
    auth,
  );
  return { orderId: created.order_id, productTitle: product.title, total: order.data.totalAmountbeforePay };
}

/** The shop owner moves the order one step at a time up to `to` (admin route, bearer ADMIN_TOKEN). */
export async function moveOrderTo(j: Journey, orderId: string, path: readonly string[]): Promise<void> {
  for (const status of path) {
    await call(
      j,
      "POST",
      `/admin/orders/${orderId}/status`,
      { status },
      {
        authorization: `Bearer ${E2E_ADMIN_TOKEN}`,
      },
    );
  }
}
