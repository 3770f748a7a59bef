import { waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlacedOrder } from "../checkout/place-order";
import { createFakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import PaymentStep, { type PaymentDone } from "./payment-step";
import { payWithRazorpay } from "./razorpay-checkout";

vi.mock("./razorpay-checkout", () => ({ payWithRazorpay: vi.fn() }));

const placed: PlacedOrder = {
  kind: "order",
  mode: "Pay now",
  orderId: "ORD-9",
  receiptId: "RCPT-9",
  gatewayOrder: { id: "order_Live9", amount: 74000, currency: "INR" },
  keyId: "rzp_live_from_order",
  gateway: "razorpay",
  payNow: 740,
  payLater: 0,
};

function razorpayServer() {
  const server = createFakeServer();
  server.on("GET", "/pay-razorpay/demo-store", () =>
    json({
      data: {
        key_id: "rzp_live_public",
        company_name: "Mehendi & Chai",
        company_color: "#6B2E12",
        gateway: "razorpay",
      },
    }),
  );
  server.on("POST", "/payment/verify", () =>
    json({ success: true, order_id: "ORD-9", receipt_id: "RCPT-9" }),
  );
  return server;
}

function renderStep(onDone: (done: PaymentDone) => void) {
  const server = razorpayServer();
  renderApp(
    <PaymentStep
      placed={placed}
      payer={{ name: "Asha Rao", email: "asha@example.com", mobile: "9820012345" }}
      onDone={onDone}
    />,
    { path: "/checkout", server, preloaded: { session: { user: TEST_USER } } },
  );
  return server;
}

beforeEach(() => vi.clearAllMocks());

describe("PaymentStep with Razorpay configured", () => {
  it("opens Razorpay's widget with the server's public key and verifies what its handler got", async () => {
    const result = {
      razorpay_order_id: "order_Live9",
      razorpay_payment_id: "pay_9",
      razorpay_signature: "sig",
    };
    vi.mocked(payWithRazorpay).mockResolvedValue({ kind: "paid", result });
    const onDone = vi.fn();
    const server = renderStep(onDone);
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ kind: "paid", orderId: "ORD-9", receiptId: "RCPT-9" }),
    );
    expect(payWithRazorpay).toHaveBeenCalledWith({
      keyId: "rzp_live_public",
      order: placed.gatewayOrder,
      companyName: "Mehendi & Chai",
      companyColor: "#6B2E12",
      prefill: { name: "Asha Rao", email: "asha@example.com", contact: "9820012345" },
    });
    expect(server.bodies[server.calls.indexOf("POST /payment/verify")]).toMatchObject(result);
    expect(server.calls).not.toContain("POST /dev/sandbox/pay");
  });

  it("reports a closed widget as dismissed, and a widget that did not load as an error", async () => {
    vi.mocked(payWithRazorpay).mockResolvedValueOnce({ kind: "dismissed" });
    const dismissed = vi.fn();
    renderStep(dismissed);
    await waitFor(() => expect(dismissed).toHaveBeenCalledWith({ kind: "dismissed" }));

    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(payWithRazorpay).mockRejectedValueOnce(new Error("blocked"));
    const failed = vi.fn();
    renderStep(failed);
    await waitFor(() => expect(failed).toHaveBeenCalledWith(expect.objectContaining({ kind: "error" })));
  });
});
