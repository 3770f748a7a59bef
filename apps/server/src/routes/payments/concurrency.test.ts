// Real concurrency on PostgreSQL (a pool of connections, transactions really overlapping): the last
// units, one Idempotency-Key fired many times, a coupon's usage limit, and a payment reported by the
// browser and the webhook at the same moment. PGlite is one connection, so it cannot race; these run
// on PostgreSQL only.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, orders, outboxMails } from "../../db/schema.js";
import { hmacHex } from "../../services/payments/signature.js";
import {
  couponUses,
  insertAddress,
  insertCoupon,
  insertProduct,
  newKey,
  orderBody,
  postOrder,
  productStock,
  sandboxPay,
  verify,
} from "../../test-support/checkout-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp } from "../../test-support/http-app.js";
import { postgresAvailable, testDatabaseUrl } from "../../test-support/test-database.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

const postgresUp = await postgresAvailable();
const title = postgresUp
  ? "concurrent checkouts on PostgreSQL"
  : `concurrent checkouts on PostgreSQL (skipped: ${testDatabaseUrl()} is unreachable)`;

describe.skipIf(!postgresUp)(title, () => {
  let t: TestApp;
  const shoppers: { user: TestUser; address: number }[] = [];
  beforeAll(async () => {
    t = await startTestApp("postgres");
    for (let i = 0; i < 50; i++) {
      const user = await createTestUser(t);
      shoppers.push({ user, address: await insertAddress(t, user) });
    }
  });
  afterAll(() => t?.close());

  it("50 simultaneous orders for a product with stock 10 give exactly 10 orders and stock 0", async () => {
    const product = await insertProduct(t, { price: 100, stock: 10 });
    const answers = await Promise.all(
      shoppers.map(({ user, address }) =>
        postOrder(t, user, orderBody({ lines: [{ product_id: product, quantity: 1 }], address })),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().code).toBe("OUT_OF_STOCK");
    expect(await productStock(t, product)).toEqual({ stock: 0, totalSold: 10 });
    const created = answers.filter((r) => r.statusCode === 201).map((r) => r.json().order_id as string);
    expect(new Set(created).size).toBe(10);
    expect(await t.ctx.db.select().from(orders).where(inArray(orders.order_id, created))).toHaveLength(10);
  });

  it("20 simultaneous requests with one Idempotency-Key give one order", async () => {
    const product = await insertProduct(t, { price: 100, stock: 100 });
    const { user, address } = shoppers[0] as { user: TestUser; address: number };
    const key = newKey();
    const body = orderBody({ lines: [{ product_id: product, quantity: 3 }], address });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(t, user, body, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.json().order_id)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().razorpay_order.id)).size).toBe(1);
    expect(answers.filter((r) => r.headers["idempotent-replayed"] === undefined)).toHaveLength(1);
    expect(await productStock(t, product)).toEqual({ stock: 97, totalSold: 3 });
    expect(await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
  });

  it("a coupon with a usage limit of 3 is used exactly 3 times by 12 racing orders", async () => {
    const product = await insertProduct(t, { price: 1000, stock: 100 });
    const code = await insertCoupon(t, { percentage_offer: 50, usage_limit: 3 });
    const answers = await Promise.all(
      shoppers
        .slice(0, 12)
        .map(({ user, address }) =>
          postOrder(
            t,
            user,
            orderBody({ lines: [{ product_id: product, quantity: 1 }], address, coupon: code }),
          ),
        ),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("COUPON_LIMIT_REACHED");
    }
    expect(await couponUses(t, code)).toBe(3);
    expect(await productStock(t, product)).toEqual({ stock: 97, totalSold: 3 });
    // 1000 − 50% = 500 + ₹40 delivery, GST included.
    for (const res of ok) expect(res.json().razorpay_order.amount).toBe(54000);
  });

  it("verify and webhook racing for one payment pay the order once: one invoice number, one mail", async () => {
    const { user, address } = shoppers[1] as { user: TestUser; address: number };
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const created = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    const { id: gatewayOrderId, amount } = created.json().razorpay_order as { id: string; amount: number };
    const payment = (await sandboxPay(t, gatewayOrderId)).json() as Record<string, string>;
    const raw = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: gatewayOrderId, amount } } },
    });
    const webhook = (eventId: string) =>
      t.request({
        method: "POST",
        url: "/api/payment/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmacHex(TEST_SECRETS.sandboxKeySecret, raw),
          "x-razorpay-event-id": eventId,
        },
        payload: raw,
      });
    const mailsBefore = (await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email)))
      .length;
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => verify(t, user, payment)),
      ...Array.from({ length: 5 }, (_, i) => webhook(`evt_race_${i % 2}`)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, created.json().order_id));
    expect(row?.status).toBe("Success");
    expect(row?.invoice_number).toMatch(/^INV\//);
    const mails = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(mails.length - mailsBefore).toBe(1);
  });
});
