// What happens to an order after it is placed, over HTTP: pay on delivery (with and without an
// advance), a declined payment, an order never paid, and the refusals of a tampered or foreign payment.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders, outboxMails, stores } from "../../db/schema.js";
import { runStoreJobsOnce } from "../../jobs/start.js";
import {
  addAddress,
  couponUses,
  DELHI_NOT_SERVED,
  insertCoupon,
  insertProduct,
  loggedInAgain,
  MALAD,
  newKey,
  orderBody,
  postOrder,
  productStock,
  sandboxPay,
  verify,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("payment outcomes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const getOrder = (user: TestUser, orderId: string) =>
    t.request({ method: "GET", url: `/api/payment/order/${orderId}`, token: user.accessToken });

  it("pay on delivery with an advance: the gateway order is for the advance only, the rest is remaining", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 1000, stock: 5 });
    const res = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }, "Pay on delivery"),
      newKey(),
      "/api/payment/paydelivery",
    );
    expect(res.statusCode, res.body).toBe(201);
    // 1000 (free delivery nearby), GST included; the demo store's advance share is 20%.
    const body = res.json() as Json & { razorpay_order: { id: string; amount: number } };
    expect(body).toMatchObject({
      success: true,
      advance_amount: 200,
      remaining_amount: 800,
      gateway: "sandbox",
    });
    expect(body.razorpay_order.amount).toBe(20000);

    const paid = await sandboxPay(t, body.razorpay_order.id);
    expect((await verify(t, user, paid.json() as Json)).statusCode).toBe(200);
    const order = (await getOrder(user, body.order_id as string)).json().data as Json;
    expect(order).toMatchObject({
      status: "Success",
      orderStatus: "Pending",
      payment_mode: "Pay on delivery",
      advance_amount: 200,
      remaining_amount: 800,
      totalAmountbeforePay: 1000,
    });
    expect(order.invoice).not.toBeNull();
  });

  it("pay on delivery without an advance percentage places the order at once", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 300, stock: 5 });
    await t.ctx.db.update(stores).set({ delivery_percentage: 0 }).where(eq(stores.main_id, "demo-store"));
    try {
      const res = await postOrder(
        t,
        user,
        orderBody({ lines: [{ product_id: product, quantity: 2 }], address }, "Pay on delivery"),
        newKey(),
        "/api/payment/paydelivery",
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as Json;
      // 600 + ₹40 delivery (below the free threshold), GST included.
      expect(body).toEqual({
        success: true,
        order_id: expect.any(String),
        receipt_id: expect.any(String),
        advance_amount: 0,
        remaining_amount: 640,
      });
      const order = (await getOrder(user, body.order_id as string)).json().data as Json;
      expect(order).toMatchObject({ status: "Pending", orderStatus: "Pending", deliveryCharge: 40 });
      expect(order.invoice).not.toBeNull();
      expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });
      const mails = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain("Remaining (to pay on delivery): ₹640");
    } finally {
      await t.ctx.db.update(stores).set({ delivery_percentage: 20 }).where(eq(stores.main_id, "demo-store"));
    }
  });

  it("a failed payment marks the order Failed and gives its stock and coupon use back, once", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 3 });
    const code = await insertCoupon(t, { price_offer: 10, usage_limit: 5 });
    const res = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address, coupon: code }),
    );
    expect(res.statusCode).toBe(201);
    expect(await productStock(t, product)).toEqual({ stock: 1, totalSold: 2 });
    expect(await couponUses(t, code)).toBe(1);

    const declined = await sandboxPay(t, res.json().razorpay_order.id, "failure");
    expect(declined.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const refused = await verify(t, user, declined.json() as Json);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: "PAYMENT_VERIFICATION_FAILED" });
    }
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 0 });
    expect(await couponUses(t, code)).toBe(0);
    const order = (await getOrder(user, res.json().order_id)).json().data as Json;
    expect(order).toMatchObject({ status: "Failed", orderStatus: "Cancelled", invoice: null });
  });

  it("an order not paid within 2 hours is failed and its stock put back on sale; a late payment is refused for a refund", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 2 });
    const abandoned = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address }),
    );
    expect(abandoned.statusCode).toBe(201);
    const payment = (await sandboxPay(t, abandoned.json().razorpay_order.id)).json() as Json;
    expect(await productStock(t, product)).toEqual({ stock: 0, totalSold: 2 });

    t.advance(2 * 60 * 60 * 1000 + 1000);
    const again = await loggedInAgain(t, user);
    // The expire-unpaid-orders job (every minute on a running server) fails it; the stock is on sale again.
    await runStoreJobsOnce(t.ctx);
    const next = await postOrder(
      t,
      again,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    expect(next.statusCode, next.body).toBe(201);
    expect(await productStock(t, product)).toEqual({ stock: 1, totalSold: 1 });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, abandoned.json().order_id));
    expect(row).toMatchObject({ status: "Failed", orderStatus: "Cancelled", stock_released: true });

    const late = await verify(t, again, payment);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain("refunded");
    const notes = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_ref, row?.id ?? 0));
    expect(notes.some((e) => e.note?.includes("refund"))).toBe(true);
  });

  it("refuses a tampered signature, a forged gateway order and someone else's order", async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const address = await addAddress(t, owner, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const res = await postOrder(
      t,
      owner,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    const gatewayOrderId = res.json().razorpay_order.id as string;
    const payment = (await sandboxPay(t, gatewayOrderId)).json() as Json;

    // Someone else cannot verify (or see) the owner's order.
    expect((await verify(t, other, payment)).statusCode).toBe(404);
    expect((await getOrder(other, res.json().order_id)).statusCode).toBe(404);
    expect((await verify(t, null, payment)).statusCode).toBe(401);
    // A signature for another gateway order does not fit this one.
    expect(
      (await verify(t, owner, { ...payment, razorpay_order_id: "order_AAAAAAAAAAAAAA" })).statusCode,
    ).toBe(404);
    // A tampered signature fails the payment.
    // Change the last hex digit (to another digit: replacing a final "0" with "0" would change nothing).
    const signature = String(payment.razorpay_signature);
    const tampered = {
      ...payment,
      razorpay_signature: `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`,
    };
    const refused = await verify(t, owner, tampered);
    expect(refused.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, res.json().order_id));
    expect(row?.status).toBe("Failed");
    // The genuine signature after that cannot revive the order (a refund case, not a sale).
    expect((await verify(t, owner, payment)).statusCode).toBe(400);
    expect(await productStock(t, product)).toEqual({ stock: 5, totalSold: 0 });
  });

  it("refuses lines it cannot sell: unknown product, not deliverable, other user's address, stock, coupon rules", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const delhi = await addAddress(t, user, DELHI_NOT_SERVED);
    const othersAddress = await addAddress(t, other, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 2 });
    const line = [{ product_id: product, quantity: 1 }];

    const cases: { name: string; body: Json; status: number; code: string; message?: string }[] = [
      {
        name: "unknown product",
        body: orderBody({ lines: [{ product_id: 999999, quantity: 1 }], address }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "not deliverable",
        body: orderBody({ lines: line, address: delhi }),
        status: 422,
        code: "NOT_DELIVERABLE",
        message: "Sorry, we do not deliver to this pincode.",
      },
      {
        name: "other user's shipping address",
        body: orderBody({ lines: line, address: othersAddress }),
        status: 404,
        code: "NOT_FOUND",
        message: "Address not found",
      },
      {
        name: "other user's billing address",
        body: orderBody({ lines: line, address, billing: othersAddress }),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "more than in stock",
        body: orderBody({ lines: [{ product_id: product, quantity: 3 }], address }),
        status: 409,
        code: "OUT_OF_STOCK",
      },
      {
        name: "unknown coupon",
        body: orderBody({ lines: line, address, coupon: "NOPE" }),
        status: 404,
        code: "INVALID_COUPON",
        message: "Invalid coupon",
      },
      {
        name: "expired coupon",
        body: orderBody({ lines: line, address, coupon: "MONSOON25" }),
        status: 404,
        code: "INVALID_COUPON",
      },
      {
        name: "coupon below its minimum",
        body: orderBody({ lines: line, address, coupon: "FLAT100" }),
        status: 409,
        code: "COUPON_MIN_AMOUNT",
        message: "This coupon needs an order of at least ₹499.",
      },
      {
        name: "someone else's user_id",
        body: orderBody({ lines: line, address, extra: { user_id: other.user_id } }),
        status: 403,
        code: "FORBIDDEN",
      },
    ];
    for (const c of cases) {
      const res = await postOrder(t, user, c.body);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
      expect(res.json(), c.name).toMatchObject({
        code: c.code,
        success: false,
        ...(c.message ? { message: c.message } : {}),
      });
    }
    expect(await productStock(t, product)).toEqual({ stock: 2, totalSold: 0 });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.user_id))).toEqual([]);

    expect((await postOrder(t, null, orderBody({ lines: line, address }))).statusCode).toBe(401);
    const noKey = await postOrder(t, user, orderBody({ lines: line, address }), null);
    expect(noKey.statusCode).toBe(400);
    const badKey = await postOrder(t, user, orderBody({ lines: line, address }), "bad key!");
    expect(badKey.statusCode).toBe(400);
  });

  it("refuses malformed bodies with a 4xx and writes nothing", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 2 });
    const good = orderBody({ lines: [{ product_id: product, quantity: 1 }], address });
    const bad: Json[] = [
      { ...good, products: [] },
      { ...good, products: [{ product_id: product, quantity: 0 }] },
      { ...good, products: [{ product_id: product, quantity: 100 }] },
      { ...good, products: [{ product_id: "one", quantity: 1 }] },
      { ...good, payment_mode: "Pay on delivery" },
      { ...good, mobile: "12345" },
      { ...good, unknown: true },
      { ...good, customer_note: "x".repeat(501) },
    ];
    for (const body of bad) {
      const res = await postOrder(t, user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const malformed = await t.request({
      method: "POST",
      url: "/api/payment",
      token: user.accessToken,
      headers: { "idempotency-key": newKey(), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(await productStock(t, product)).toEqual({ stock: 2, totalSold: 0 });
  });
});
