// The two gateways on their own: Razorpay's Orders API call (timeout, refusals) and signatures, and
// the sandbox's Razorpay-shaped ids and signatures.
import { describe, expect, it } from "vitest";
import { GatewayError } from "./gateway.js";
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
