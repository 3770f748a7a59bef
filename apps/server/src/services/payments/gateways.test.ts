// The two gateways on their own: Razorpay's Orders API call (timeout, refusals) and signatures, and
// the sandbox's Razorpay-shaped ids and signatures.
import { describe, expect, it } from "vitest";
import { GatewayError, GatewayRefusal } from "./gateway.js";
import { createRazorpayGateway } from "./razorpay.js";
import { createSandboxGateway } from "./sandbox.js";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.js";

const KEYS = { keyId: "rzp_test_abc", keySecret: "secret-1", webhookSecret: "hook-1" };

describe("signatures", () => {
  it("is Razorpay's HMAC-SHA256 of order_id|payment_id in hex", () => {
    // From openssl: echo -n "order_1|pay_1" | openssl dgst -sha256 -hmac secret
    expect(paymentSignature("secret", "order_1", "pay_1")).toBe(
      "52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb",
    );
  });

  it.each([
    { name: "same", given: (s: string) => s, want: true },
    { name: "upper case hex", given: (s: string) => s.toUpperCase(), want: true },
    {
      name: "one character changed",
      given: (s: string) => `${s.slice(0, -1)}${s.endsWith("0") ? "1" : "0"}`,
      want: false,
    },
    { name: "shorter", given: (s: string) => s.slice(1), want: false },
    { name: "empty", given: () => "", want: false },
  ])("compares $name → $want", ({ given, want }) => {
    const expected = hmacHex("k", "m");
    expect(signatureMatches(expected, given(expected))).toBe(want);
  });
});

describe("Razorpay gateway", () => {
  it("times out a hanging Orders API call as a GatewayError", async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const gateway = createRazorpayGateway(KEYS, hanging, 50);
    await expect(gateway.createOrder({ amountPaise: 10000, receipt: "R1" })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it.each([
    {
      name: "an HTTP error",
      response: () => Response.json({ error: { description: "bad" } }, { status: 401 }),
    },
    { name: "a body that is not JSON", response: () => new Response("<html>", { status: 200 }) },
    {
      name: "an id of the wrong shape",
      response: () => Response.json({ id: "ord-1", amount: 10000, currency: "INR" }),
    },
    {
      name: "another currency",
      response: () => Response.json({ id: "order_A1", amount: 10000, currency: "USD" }),
    },
  ])("refuses $name", async ({ response }) => {
    const gateway = createRazorpayGateway(KEYS, async () => response());
    await expect(gateway.createOrder({ amountPaise: 10000, receipt: "R1" })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it("verifies payments with the key secret and webhooks with the webhook secret", () => {
    const gateway = createRazorpayGateway(KEYS, fetch);
    expect(gateway.verifyPayment("order_A", "pay_B", paymentSignature("secret-1", "order_A", "pay_B"))).toBe(
      true,
    );
    expect(gateway.verifyPayment("order_A", "pay_B", paymentSignature("hook-1", "order_A", "pay_B"))).toBe(
      false,
    );
    expect(gateway.verifyWebhook('{"a":1}', hmacHex("hook-1", '{"a":1}'))).toBe(true);
    expect(gateway.verifyWebhook('{"a":1}', hmacHex("secret-1", '{"a":1}'))).toBe(false);
    expect(gateway.verifyWebhook('{"a": 1}', hmacHex("hook-1", '{"a":1}'))).toBe(false);
  });
});

describe("Razorpay refunds", () => {
  const refundBody = (over: Record<string, unknown> = {}) => ({
    id: "rfnd_FP8QHiV938haTz",
    entity: "refund",
    amount: 50000,
    currency: "INR",
    payment_id: "pay_29QQoUBi66xm2f",
    status: "pending",
    ...over,
  });

  it("posts to /payments/{id}/refund with the idempotency key, and reads the refund", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const gateway = createRazorpayGateway(KEYS, async (url, init) => {
      seen.push({ url: String(url), init: init ?? {} });
      return Response.json(refundBody());
    });
    const refund = await gateway.refund({
      paymentId: "pay_29QQoUBi66xm2f",
      amountPaise: 50000,
      idempotencyKey: "refund-key-1",
      receipt: "rf_12",
    });
    expect(refund).toEqual({
      id: "rfnd_FP8QHiV938haTz",
      paymentId: "pay_29QQoUBi66xm2f",
      amount: 50000,
      status: "pending",
    });
    expect(seen[0]?.url).toBe("https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund");
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers["x-refund-idempotency"]).toBe("refund-key-1");
    expect(headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_abc:secret-1").toString("base64")}`);
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({
      amount: 50000,
      speed: "normal",
      receipt: "rf_12",
      notes: {},
    });
  });

  it("asks where a refund stands with GET /payments/{id}/refunds/{refund_id}", async () => {
    let asked = "";
    const gateway = createRazorpayGateway(KEYS, async (url, init) => {
      asked = `${init?.method} ${String(url)}`;
      return Response.json(refundBody({ status: "processed" }));
    });
    expect(await gateway.fetchRefund("pay_29QQoUBi66xm2f", "rfnd_FP8QHiV938haTz")).toMatchObject({
      status: "processed",
    });
    expect(asked).toBe(
      "GET https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refunds/rfnd_FP8QHiV938haTz",
    );
  });

  it.each([
    {
      name: "a 400 as a refusal",
      response: () => Response.json({ error: { description: "fully refunded" } }, { status: 400 }),
      want: GatewayRefusal,
    },
    {
      name: "a 502 as a retryable error",
      response: () => new Response("", { status: 502 }),
      want: GatewayError,
    },
    {
      name: "another amount",
      response: () => Response.json(refundBody({ amount: 100 })),
      want: GatewayError,
    },
    {
      name: "another payment",
      response: () => Response.json(refundBody({ payment_id: "pay_OTHER" })),
      want: GatewayError,
    },
    {
      name: "an unknown status",
      response: () => Response.json(refundBody({ status: "created" })),
      want: GatewayError,
    },
  ])("reads $name", async ({ response, want }) => {
    const gateway = createRazorpayGateway(KEYS, async () => response());
    const call = gateway.refund({
      paymentId: "pay_29QQoUBi66xm2f",
      amountPaise: 50000,
      idempotencyKey: "k",
      receipt: "r",
    });
    await expect(call).rejects.toBeInstanceOf(want);
    if (want === GatewayError) await expect(call).rejects.not.toBeInstanceOf(GatewayRefusal);
  });
});

describe("sandbox refunds", () => {
  it("answers the first refund again for the same idempotency key", async () => {
    const sandbox = createSandboxGateway("sandbox-secret");
    const ask = {
      paymentId: "pay_ABCDEFGHIJKLMN",
      amountPaise: 12345,
      idempotencyKey: "k-1",
      receipt: "rf_1",
    };
    const first = await sandbox.refund(ask);
    expect(first).toMatchObject({ paymentId: "pay_ABCDEFGHIJKLMN", amount: 12345, status: "processed" });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await sandbox.refund(ask)).toEqual(first);
    const other = await sandbox.refund({ ...ask, idempotencyKey: "k-2" });
    expect(other.id).not.toBe(first.id);
    expect(await sandbox.refunds.ofPayment("pay_ABCDEFGHIJKLMN")).toHaveLength(2);
  });

  it("refuses less than ₹1 and unknown payments like Razorpay", async () => {
    const sandbox = createSandboxGateway("sandbox-secret");
    await expect(
      sandbox.refund({ paymentId: "pay_A", amountPaise: 99, idempotencyKey: "k", receipt: "r" }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(
      sandbox.refund({ paymentId: "nope", amountPaise: 500, idempotencyKey: "k", receipt: "r" }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
  });

  it("settles a pending refund once and signs its webhook", async () => {
    const sandbox = createSandboxGateway("sandbox-secret", undefined, { refundStatus: "pending" });
    const refund = await sandbox.refund({
      paymentId: "pay_ABCDEFGHIJKLMN",
      amountPaise: 500,
      idempotencyKey: "k",
      receipt: "rf_9",
    });
    expect(refund.status).toBe("pending");
    const hook = await sandbox.settleRefund(refund.id, "processed");
    expect(sandbox.verifyWebhook(hook.rawBody, hook.signature)).toBe(true);
    expect(JSON.parse(hook.rawBody)).toMatchObject({
      event: "refund.processed",
      payload: { refund: { entity: { id: refund.id, receipt: "rf_9", amount: 500, status: "processed" } } },
    });
    // Settled is final: a later failure changes nothing.
    await sandbox.settleRefund(refund.id, "failed");
    expect((await sandbox.fetchRefund("pay_ABCDEFGHIJKLMN", refund.id)).status).toBe("processed");
  });
});

describe("sandbox gateway", () => {
  const sandbox = createSandboxGateway("sandbox-secret");

  it("creates Razorpay-shaped order ids: order_ and 14 letters or digits, all different", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const order = await sandbox.createOrder({ amountPaise: 12345, receipt: "R" });
      expect(order).toMatchObject({ amount: 12345, currency: "INR" });
      expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      ids.add(order.id);
    }
    expect(ids.size).toBe(200);
  });

  it("pays with a signature that verifies, and declines with one that does not", () => {
    const ok = sandbox.pay("order_ABCDEFGHIJKLMN", "success");
    expect(ok.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(ok.razorpay_signature).toBe(
      paymentSignature("sandbox-secret", ok.razorpay_order_id, ok.razorpay_payment_id),
    );
    expect(sandbox.verifyPayment(ok.razorpay_order_id, ok.razorpay_payment_id, ok.razorpay_signature)).toBe(
      true,
    );
    const declined = sandbox.pay("order_ABCDEFGHIJKLMN", "failure");
    expect(
      sandbox.verifyPayment(
        declined.razorpay_order_id,
        declined.razorpay_payment_id,
        declined.razorpay_signature,
      ),
    ).toBe(false);
    // The signature is bound to its order: it does not verify for another one.
    expect(sandbox.verifyPayment("order_OTHER000000000", ok.razorpay_payment_id, ok.razorpay_signature)).toBe(
      false,
    );
  });
});
