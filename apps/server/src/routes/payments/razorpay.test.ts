// PAYMENT_GATEWAY=razorpay against a fake fetch: the Orders API request (amount in paise, INR, our
// receipt, Basic auth), verification with the key secret, webhooks with the webhook secret, and a
// gateway that refuses or hangs.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders } from "../../db/schema.js";
import { RAZORPAY_ORDERS_URL } from "../../services/payments/razorpay.js";
import { hmacHex, paymentSignature } from "../../services/payments/signature.js";
import {
  insertAddress,
  insertProduct,
  newKey,
  orderBody,
  postOrder,
  productStock,
  verify,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

const KEYS = { id: "rzp_test_K3yId", secret: "razorpay-key-secret", webhook: "razorpay-webhook-secret" };

let sequence = 0;
/** A fresh Razorpay-looking order id per gateway call. */
const fakeOrderId = () => `order_RzpFake${String(++sequence).padStart(7, "0")}`;

interface Call {
  url: string;
  init: RequestInit;
}

describe("Razorpay gateway (fake fetch)", () => {
  let t: TestApp;
  const calls: Call[] = [];
  let respond: (call: Call) => Promise<Response> = async () => new Response("{}", { status: 500 });

  beforeAll(async () => {
    t = await startTestApp("pglite", {
      env: {
        PAYMENT_GATEWAY: "razorpay",
        RAZORPAY_KEY_ID: KEYS.id,
        RAZORPAY_KEY_SECRET: KEYS.secret,
        RAZORPAY_WEBHOOK_SECRET: KEYS.webhook,
      },
      fetch: async (input, init) => {
        const call = { url: String(input), init: init ?? {} };
        calls.push(call);
        return respond(call);
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    calls.length = 0;
    respond = async (call) => {
      const body = JSON.parse(String(call.init.body)) as { amount: number; receipt: string };
      return Response.json({
        id: fakeOrderId(),
        entity: "order",
        amount: body.amount,
        currency: "INR",
        receipt: body.receipt,
        status: "created",
      });
    };
  });

  // 2 × ₹250 + ₹40 delivery nearby + ₹200 tax line = ₹740.
  async function setup(stock = 5) {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 250, stock });
    return { user, product, body: orderBody({ lines: [{ product_id: product, quantity: 2 }], address }) };
  }

  it("creates the gateway order through the Orders API and verifies with the key secret", async () => {
    const { user, body } = await setup();
    const res = await postOrder(t, user, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      gateway: "razorpay",
      key_id: KEYS.id,
      razorpay_order: { amount: 54000, currency: "INR" },
    });
    const gatewayOrderId = res.json().razorpay_order.id as string;
    expect(gatewayOrderId).toMatch(/^order_RzpFake/);
    expect(calls).toHaveLength(1);
    const call = calls[0] as Call;
    expect(call.url).toBe(RAZORPAY_ORDERS_URL);
    expect(call.init.method).toBe("POST");
    const headers = new Headers(call.init.headers);
    expect(headers.get("authorization")).toBe(
      `Basic ${Buffer.from(`${KEYS.id}:${KEYS.secret}`).toString("base64")}`,
    );
    expect(JSON.parse(String(call.init.body))).toMatchObject({
      amount: 54000,
      currency: "INR",
      receipt: res.json().receipt_id,
    });
    expect(call.init.signal).toBeInstanceOf(AbortSignal);

    // The sandbox widget is not there with Razorpay.
    const sandbox = await t.request({
      method: "POST",
      url: "/api/dev/sandbox/pay",
      payload: { order_id: gatewayOrderId, outcome: "success" },
    });
    expect(sandbox.statusCode).toBe(404);

    // Signed with the webhook secret: not a payment signature.
    const wrongSecret = {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: "pay_RzpPayment0001",
      razorpay_signature: hmacHex(KEYS.webhook, `${gatewayOrderId}|pay_RzpPayment0001`),
    };
    expect((await verify(t, user, wrongSecret)).statusCode).toBe(400);
  });

  it("pays with a signature made with the key secret; webhooks need the webhook secret", async () => {
    const { user, body } = await setup();
    const created = await postOrder(t, user, body);
    const gatewayOrderId = created.json().razorpay_order.id as string;
    const payment = {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: "pay_RzpPayment0002",
      razorpay_signature: paymentSignature(KEYS.secret, gatewayOrderId, "pay_RzpPayment0002"),
    };
    expect((await verify(t, user, payment)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, created.json().order_id));
    expect(row).toMatchObject({ status: "Success", gateway: "razorpay", gateway_amount_paise: 54000 });

    const raw = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_X", order_id: gatewayOrderId, amount: 54000 } } },
    });
    const send = (secret: string) =>
      t.request({
        method: "POST",
        url: "/api/payment/webhook",
        headers: { "content-type": "application/json", "x-razorpay-signature": hmacHex(secret, raw) },
        payload: raw,
      });
    expect((await send(KEYS.secret)).statusCode).toBe(400);
    expect((await send(KEYS.webhook)).statusCode).toBe(200);
  });

  it.each([
    {
      name: "refuses (HTTP 400)",
      answer: async () => Response.json({ error: { description: "amount too small" } }, { status: 400 }),
    },
    {
      name: "answers a different amount",
      answer: async () => Response.json({ id: fakeOrderId(), amount: 1, currency: "INR" }),
    },
    {
      name: "is unreachable",
      answer: async (): Promise<Response> => {
        throw new TypeError("fetch failed");
      },
    },
  ])("a gateway that $name gives 502, fails the order and gives the stock back", async ({ answer }) => {
    respond = answer;
    const { user, product, body } = await setup(3);
    const key = newKey();
    const res = await postOrder(t, user, body, key);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: "PAYMENT_GATEWAY_ERROR",
      message: "Failed to create Razorpay order",
      success: false,
    });
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 0 });
    const [failed] = await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.user_id));
    expect(failed).toMatchObject({ status: "Failed", orderStatus: "Cancelled" });

    // Retrying the same attempt once the gateway is back creates the order afresh.
    respond = async (call) =>
      Response.json({
        id: fakeOrderId(),
        amount: JSON.parse(String(call.init.body)).amount,
        currency: "INR",
      });
    const retry = await postOrder(t, user, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await productStock(t, product)).toEqual({ stock: 1, totalSold: 2 });
  });
});
