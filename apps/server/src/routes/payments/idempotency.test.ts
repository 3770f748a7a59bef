// Idempotency-Key over HTTP: a retry replays the first answer, a different body with the same key is
// refused, a key is per user and lives a day.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, orders, users } from "../../db/schema.js";
import { issueTokens } from "../../services/tokens.js";
import {
  insertAddress,
  insertProduct,
  newKey,
  orderBody,
  postOrder,
  productStock,
} from "../../test-support/checkout-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

describe.each(await testDatabaseKinds())("Idempotency-Key on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("replays the first answer for the same key and body, marked Idempotent-Replayed", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const body = orderBody({ lines: [{ product_id: product, quantity: 2 }], address });
    const key = newKey();
    const first = await postOrder(t, user, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    // Same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await postOrder(t, user, reordered, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.user_id))).toHaveLength(1);
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });

    const changed = await postOrder(
      t,
      user,
      { ...body, products: [{ product_id: product, quantity: 1 }] },
      key,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: "IDEMPOTENCY_MISMATCH", success: false });
    // The same key on another operation is another request too.
    const otherOperation = await postOrder(
      t,
      user,
      { ...body, payment_mode: "Pay on delivery" },
      key,
      "/api/payment/paydelivery",
    );
    expect(otherOperation.statusCode).toBe(409);
  });

  it("keeps keys per user, and forgets them after a day", async () => {
    const alice = await createTestUser(t);
    const bob = await createTestUser(t);
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const key = newKey();
    const a = await postOrder(
      t,
      alice,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address: await insertAddress(t, alice) }),
      key,
    );
    const bobBody = orderBody({
      lines: [{ product_id: product, quantity: 1 }],
      address: await insertAddress(t, bob),
    });
    const b = await postOrder(t, bob, bobBody, key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().order_id).not.toBe(a.json().order_id);

    t.advance(24 * 60 * 60 * 1000 + 1000);
    // A day later the old access token has expired too: log in again.
    const [bobRow] = await t.ctx.db.select().from(users).where(eq(users.user_id, bob.user_id));
    if (!bobRow) throw new Error("bob vanished");
    const fresh = await issueTokens(t.ctx.db, TEST_SECRETS.jwtSecret, bobRow, t.now());
    const later = await postOrder(t, { ...bob, ...fresh }, bobBody, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(later.json().order_id).not.toBe(b.json().order_id);
    expect(
      await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, bob.user_id)),
    ).toHaveLength(1);
  });

  it("an answer that was an error is not stored: the retry runs again", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock: 1 });
    const body = orderBody({ lines: [{ product_id: product, quantity: 2 }], address });
    const key = newKey();
    expect((await postOrder(t, user, body, key)).statusCode).toBe(409);
    expect(
      await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, user.user_id)),
    ).toEqual([]);
    expect((await postOrder(t, user, body, key)).json()).toMatchObject({ code: "OUT_OF_STOCK" });
  });

  it("finishes an order whose answer was never stored (a crash after the order's commit)", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const body = orderBody({ lines: [{ product_id: product, quantity: 1 }], address });
    const key = newKey();
    const first = await postOrder(t, user, body, key);
    // Simulate the crash window: the order and key exist, the gateway order and the answer do not.
    await t.ctx.db
      .update(orders)
      .set({ gateway: null, gateway_order_id: null, gateway_amount_paise: null })
      .where(eq(orders.order_id, first.json().order_id));
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ response_status: null, response_body: null })
      .where(eq(idempotencyKeys.user_id, user.user_id));
    const retry = await postOrder(t, user, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order_id).toBe(first.json().order_id);
    expect(retry.json().razorpay_order.id).toMatch(/^order_/);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.user_id))).toHaveLength(1);
    expect(await productStock(t, product)).toEqual({ stock: 4, totalSold: 1 });
  });
});
