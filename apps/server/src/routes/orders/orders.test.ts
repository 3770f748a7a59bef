// Orders over HTTP: the owner's list and single order (someone else's is 404/403), and the admin's
// status moves (one step forward or cancel, dates stamped, stock given back once, a push per move).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders, outboxMails, pushTokens } from "../../db/schema.js";
import { runStoreJobsOnce } from "../../jobs/start.js";
import type { PushMessage, PushSender } from "../../services/push.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
  postOrder,
  productStock,
} from "../../test-support/checkout-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("orders on %s", (kind) => {
  let t: TestApp;
  const pushed: { tokens: string[]; message: PushMessage }[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const recorder: PushSender = {
      enabled: true,
      async send(tokens, message) {
        pushed.push({ tokens, message });
        return { sent: tokens.length, invalidTokens: tokens.filter((token) => token.startsWith("stale")) };
      },
    };
    t.ctx.push = recorder;
  });
  afterAll(() => t.close());

  const move = (orderId: string, body: Json, token: string | null = TEST_SECRETS.adminToken) =>
    t.request({
      method: "POST",
      url: `/api/admin/orders/${orderId}/status`,
      payload: body,
      ...(token ? { token } : {}),
    });
  const getOrder = (user: TestUser, orderId: string) =>
    t.request({ method: "GET", url: `/api/payment/order/${orderId}`, token: user.accessToken });

  async function paidOrder(stock = 5, quantity = 2) {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock });
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity }], address }),
    );
    return { user, product, orderId };
  }

  it("moves a paid order one step at a time, stamping the §3 dates, and pushes each move", async () => {
    const { user, orderId } = await paidOrder();
    await t.ctx.db.insert(pushTokens).values([
      { main_id: "demo-store", user_id: user.user_id, device_token: `device-${orderId}` },
      { main_id: "demo-store", user_id: user.user_id, device_token: `stale-${orderId}` },
    ]);
    pushed.length = 0;

    const steps: { to: string; date: string | null }[] = [
      { to: "Processing", date: "processing_date" },
      { to: "Packed", date: null },
      { to: "Shipped", date: "shipped_date" },
      { to: "Out for delivery", date: "out_deliverydate" },
      { to: "Delivered", date: "delivery_date" },
    ];
    for (const step of steps) {
      t.advance(60_000);
      const res = await move(orderId, { status: step.to, note: "courier 42" });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as Json;
      expect(data.orderStatus).toBe(step.to);
      if (step.date) expect(data[step.date]).toBe(t.now().toISOString());
      // The push went to the outbox with the move; the job runner delivers it.
      await runStoreJobsOnce(t.ctx);
    }
    const order = (await getOrder(user, orderId)).json().data as Json;
    expect(order).toMatchObject({ orderStatus: "Delivered", delivered: true, status: "Success" });
    expect(order.processing_date).not.toBeNull();
    expect(pushed.map((p) => p.message.title)).toEqual(steps.map((s) => `Order ${orderId}: ${s.to}`));
    expect(pushed[0]?.message.data).toEqual({ order_id: orderId, orderStatus: "Processing" });
    // The device the push service called stale is forgotten after the first push.
    expect(pushed[0]?.tokens).toHaveLength(2);
    expect(pushed[1]?.tokens).toEqual([`device-${orderId}`]);
    // The moves a shopper wants in the inbox are mailed too, each once.
    const mails = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(mails.map((m) => m.subject.replace(/^.*: order \S+ /, "")).sort()).toEqual(
      ["confirmed", "delivered", "out for delivery", "shipped"].sort(),
    );

    // Delivered is final.
    expect((await move(orderId, { status: "Cancelled" })).json()).toMatchObject({
      code: "ILLEGAL_STATUS_CHANGE",
    });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, orderId));
    const events = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_ref, row?.id ?? 0));
    expect(
      events.filter((e) => e.field === "orderStatus" && e.actor === "admin").map((e) => e.to_value),
    ).toEqual(steps.map((s) => s.to));
    expect(events.find((e) => e.to_value === "Packed")?.note).toBe("courier 42");
  });

  it("refuses moves that skip, go back or stay, with 409 ILLEGAL_STATUS_CHANGE", async () => {
    const { orderId } = await paidOrder();
    for (const to of ["Packed", "Delivered", "Shipped"]) {
      const res = await move(orderId, { status: to });
      expect(res.statusCode, to).toBe(409);
      expect(res.json()).toMatchObject({ code: "ILLEGAL_STATUS_CHANGE", success: false });
    }
    expect((await move(orderId, { status: "Processing" })).statusCode).toBe(200);
    expect((await move(orderId, { status: "Processing" })).statusCode).toBe(409);
    // Pending is not a target at all: the contract refuses it before the rule does.
    expect((await move(orderId, { status: "Pending" })).statusCode).toBe(400);
  });

  it("a paid order is not cancelled by the plain move; an unpaid order can only be cancelled, once", async () => {
    const { product, orderId } = await paidOrder(5, 2);
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });
    expect((await move(orderId, { status: "Processing" })).statusCode).toBe(200);
    const paidCancel = await move(orderId, { status: "Cancelled" });
    expect(paidCancel.statusCode).toBe(409);
    expect(paidCancel.json().message).toContain('use "Cancel and refund"');
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });

    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const unpaid = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    const unpaidId = unpaid.json().order_id as string;
    const refused = await move(unpaidId, { status: "Processing" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("not paid");
    expect(await productStock(t, product)).toEqual({ stock: 2, totalSold: 3 });
    expect((await move(unpaidId, { status: "Cancelled" })).statusCode).toBe(200);
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });
    expect((await move(unpaidId, { status: "Cancelled" })).statusCode).toBe(409);
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });
  });

  it("only the admin token moves orders; unknown orders are 404; bad bodies 400", async () => {
    const { user, orderId } = await paidOrder();
    expect((await move(orderId, { status: "Processing" }, null)).statusCode).toBe(401);
    expect((await move(orderId, { status: "Processing" }, user.accessToken)).statusCode).toBe(401);
    expect((await move(orderId, { status: "Processing" }, "x".repeat(40))).statusCode).toBe(401);
    expect((await move("ORD000000NOPE", { status: "Processing" })).statusCode).toBe(404);
    expect((await move(orderId, { status: "Processing", extra: 1 })).statusCode).toBe(400);
    expect((await move(orderId, { status: "Processing", note: "n".repeat(501) })).statusCode).toBe(400);
    expect((await move(orderId, {})).statusCode).toBe(400);
    const order = (await getOrder(user, orderId)).json().data as Json;
    expect(order.orderStatus).toBe("Pending");
  });

  it("lists only the caller's own orders, newest first; someone else's list is 403 and order 404", async () => {
    const { user, orderId } = await paidOrder();
    t.advance(1000);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 50, stock: 5 });
    const second = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    const other = await createTestUser(t);

    const mine = await t.request({
      method: "GET",
      url: `/api/payment/${user.user_id}`,
      token: user.accessToken,
    });
    expect(mine.statusCode).toBe(200);
    expect((mine.json().data as Json[]).map((o) => o.order_id)).toEqual([second, orderId]);
    expect(
      (await t.request({ method: "GET", url: `/api/payment/${user.user_id}`, token: other.accessToken }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: "GET", url: `/api/payment/${user.user_id}` })).statusCode).toBe(401);
    expect((await getOrder(other, orderId)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/payment/order/${orderId}` })).statusCode).toBe(401);
    expect((await getOrder(user, "ORD-UNKNOWN")).statusCode).toBe(404);
    expect((await getOrder(user, "bad id!")).statusCode).toBe(400);
    const empty = await t.request({
      method: "GET",
      url: `/api/payment/${other.user_id}`,
      token: other.accessToken,
    });
    expect(empty.json()).toEqual({ data: [] });
  });
});
