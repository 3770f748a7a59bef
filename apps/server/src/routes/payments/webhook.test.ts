// POST /payment/webhook: signed over the raw body, deduplicated by event id, and only ever moving an
// order forward.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outboxMails, webhookEvents } from "../../db/schema.js";
import { hmacHex } from "../../services/payments/signature.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  postOrder,
  productStock,
} from "../../test-support/checkout-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

function paymentEvent(
  event: string,
  gatewayOrderId: string,
  amount: number,
  paymentId = "pay_WEBHOOK0000001",
): Json {
  return {
    entity: "event",
    account_id: "acc_TEST",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, amount, currency: "INR" } } },
    created_at: 1_700_000_000,
  };
}

describe.each(await testDatabaseKinds())("payment webhook on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Sends the exact bytes it signs, as Razorpay does. */
  const deliver = (body: Json | string, options: { eventId?: string; signature?: string | null } = {}) => {
    const raw = typeof body === "string" ? body : JSON.stringify(body);
    const signature =
      options.signature === undefined ? hmacHex(TEST_SECRETS.sandboxKeySecret, raw) : options.signature;
    return t.request({
      method: "POST",
      url: "/api/payment/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "x-razorpay-signature": signature }),
        ...(options.eventId ? { "x-razorpay-event-id": options.eventId } : {}),
      },
      payload: raw,
    });
  };

  async function pendingOrder(user?: TestUser) {
    const owner = user ?? (await createTestUser(t));
    const address = await insertAddress(t, owner);
    const product = await insertProduct(t, { price: 500, stock: 4 });
    const res = await postOrder(
      t,
      owner,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as { order_id: string; razorpay_order: { id: string; amount: number } };
    return {
      owner,
      product,
      orderId: body.order_id,
      gatewayOrderId: body.razorpay_order.id,
      amount: body.razorpay_order.amount,
    };
  }
  const statusOf = async (orderId: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.order_id, orderId)))[0];

  it("payment.captured pays the order once; a replayed event id is answered duplicate", async () => {
    const { owner, orderId, gatewayOrderId, amount } = await pendingOrder();
    const event = paymentEvent("payment.captured", gatewayOrderId, amount);
    const first = await deliver(event, { eventId: "evt_captured_1" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: "processed" });
    expect(await statusOf(orderId)).toMatchObject({
      status: "Success",
      razorpay_payment_id: "pay_WEBHOOK0000001",
    });
    const invoice = (await statusOf(orderId))?.invoice_number;

    const replay = await deliver(event, { eventId: "evt_captured_1" });
    expect(replay.json()).toEqual({ status: "duplicate" });
    // Another event for the same payment (order.paid) changes nothing either.
    const orderPaid = await deliver(
      {
        event: "order.paid",
        payload: {
          order: { entity: { id: gatewayOrderId, amount_paid: amount } },
          payment: { entity: { id: "pay_WEBHOOK0000001", order_id: gatewayOrderId, amount } },
        },
      },
      { eventId: "evt_order_paid_1" },
    );
    expect(orderPaid.json()).toEqual({ status: "processed" });
    expect((await statusOf(orderId))?.invoice_number).toBe(invoice);
    expect(await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, owner.email))).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.event_id, "evt_captured_1")),
    ).toHaveLength(1);

    // A late payment.failed for a paid order does not move it back.
    const late = await deliver(paymentEvent("payment.failed", gatewayOrderId, amount, "pay_OTHER"), {
      eventId: "evt_failed_late",
    });
    expect(late.statusCode).toBe(200);
    expect((await statusOf(orderId))?.status).toBe("Success");
  });

  it("payment.failed fails a pending order and gives its stock back, once", async () => {
    const { product, orderId, gatewayOrderId, amount } = await pendingOrder();
    expect(await productStock(t, product)).toEqual({ stock: 2, totalSold: 2 });
    const event = paymentEvent("payment.failed", gatewayOrderId, amount);
    expect((await deliver(event, { eventId: "evt_failed_1" })).json()).toEqual({ status: "processed" });
    // Redelivered without an event id: still applied only once.
    expect((await deliver(event)).json()).toEqual({ status: "processed" });
    expect(await statusOf(orderId)).toMatchObject({
      status: "Failed",
      orderStatus: "Cancelled",
      stock_released: true,
    });
    expect(await productStock(t, product)).toEqual({ stock: 4, totalSold: 0 });
    // A capture after the failure does not resurrect the order.
    await deliver(paymentEvent("payment.captured", gatewayOrderId, amount), {
      eventId: "evt_capture_after_fail",
    });
    expect((await statusOf(orderId))?.status).toBe("Failed");
  });

  it("refuses a missing or wrong signature and a body changed after signing", async () => {
    const { orderId, gatewayOrderId, amount } = await pendingOrder();
    const event = paymentEvent("payment.captured", gatewayOrderId, amount);
    expect((await deliver(event, { signature: null })).statusCode).toBe(400);
    expect((await deliver(event, { signature: "0".repeat(64) })).statusCode).toBe(400);
    const raw = JSON.stringify(event);
    const signedOther = hmacHex(
      TEST_SECRETS.sandboxKeySecret,
      raw.replace("payment.captured", "payment.authorized"),
    );
    const res = await deliver(raw, { signature: signedOther });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect((await statusOf(orderId))?.status).toBe("Pending");
  });

  it("ignores other events, unknown orders and an amount that is not the order's", async () => {
    const { orderId, gatewayOrderId, amount } = await pendingOrder();
    expect((await deliver(paymentEvent("refund.created", gatewayOrderId, amount))).json()).toEqual({
      status: "ignored",
    });
    expect((await deliver(paymentEvent("payment.captured", "order_UNKNOWN0000000", amount))).json()).toEqual({
      status: "ignored",
    });
    expect((await deliver(paymentEvent("payment.captured", gatewayOrderId, amount - 100))).json()).toEqual({
      status: "ignored",
    });
    expect((await statusOf(orderId))?.status).toBe("Pending");
    const noPayload = await deliver({ event: "payment.captured" });
    expect(noPayload.statusCode).toBe(400);
  });
});
