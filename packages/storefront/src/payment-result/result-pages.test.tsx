import { act, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handOff } from "../checkout/checkout-fixtures";
import { storefrontHindi as coreHindi } from "../i18n/hi";
import { activateLanguage } from "../i18n/i18n";
import { readCheckoutData } from "../storage/checkout-data-storage";
import { createFakeServer, type FakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import AdmissionFailedPage from "./admission-failed-page";
import AdmissionSuccessPage from "./admission-success-page";
import pageHindi from "./hi";
import OrderFailedPage from "./order-failed-page";
import OrderSuccessPage from "./order-success-page";
import { admissionFacts, NO_REFERENCE, orderFacts } from "./result-details";
import type { AdmissionPayment, Order } from "./result-resources";

/** The shared Hindi as these pages have it: the catalogue's core with the pages' own part. */
const hindi = { ...coreHindi, ...pageHindi };

const apiError = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

function order(overrides: Partial<Order> = {}): Order {
  return {
    order_id: "ORD-1",
    createdAt: "2026-11-23T18:45:00.000Z",
    payment_mode: "Pay now",
    user_name: "Asha Rao",
    amountbeforediscount: 600,
    amountafterdiscount: 450,
    totalAmountbeforePay: 490,
    deliveryCharge: 40,
    remaining_amount: 0,
    advance_amount: 490,
    user_gstNo: null,
    customer_note: null,
    cart_products: [],
    couponapplied: true,
    coupon_code: "WELCOME10",
    discountprice: 50,
    billing_address: {
      location_user: "Home",
      new_address: "x",
      city: "Mumbai",
      area: "",
      pincode: "400064",
      latitude: null,
      longitude: null,
    },
    shipping_address: {
      location_user: "Home",
      new_address: "x",
      city: "Mumbai",
      area: "",
      pincode: "400064",
      latitude: null,
      longitude: null,
    },
    user_id: 7,
    main_id: "demo-store",
    receipt_id: "RCPT-1",
    status: "Success",
    orderStatus: "Pending",
    delivered: false,
    processing_date: null,
    shipped_date: null,
    out_deliverydate: null,
    delivery_date: null,
    mobile: "9820012345",
    items: [],
    summary: [],
    gst: null,
    invoice: null,
    delivery_window: null,
    razorpay_payment_id: "pay_ABC123",
    ...overrides,
  };
}

function admission(overrides: Partial<AdmissionPayment> = {}): AdmissionPayment {
  return {
    order_id: "ADM-1",
    receipt_id: "RCPT-ADM-1",
    createdAt: "2026-11-23T05:00:00Z",
    user_name: "Asha Rao",
    payment_mode: "Pay on delivery",
    amountafterdiscount: 4199,
    advance_amount: 840,
    remaining_amount: 3359,
    status: "Success",
    admission_id: 5,
    course_product_id: 40,
    course_title: "Bridal Mehendi Course",
    razorpay_payment_id: "pay_ADM",
    ...overrides,
  };
}

const byLabel = (facts: { label: string; value: string }[]) =>
  Object.fromEntries(facts.map((f) => [f.label, f.value]));

describe("result facts", () => {
  it.each([
    {
      name: "pay now",
      given: order(),
      want: {
        "Order ID": "ORD-1",
        "Date & Time": "24/11/26 - 00:15",
        "Reference Number": "pay_ABC123",
        "Payment Method": "Pay now",
        "Sender Name": "Asha Rao",
        Amount: "₹490",
        Total: "₹490",
      },
      absent: ["Advance Paid", "Remaining Amount"],
    },
    {
      name: "pay on delivery with nothing paid online yet",
      given: order({
        payment_mode: "Pay on delivery",
        advance_amount: 0,
        remaining_amount: 490,
        razorpay_payment_id: null,
      }),
      want: {
        "Reference Number": NO_REFERENCE,
        "Advance Paid": "₹0",
        "Remaining Amount": "₹490",
        Total: "₹490",
      },
      absent: [],
    },
  ])("an order paid $name", ({ given, want, absent }) => {
    const facts = byLabel(orderFacts(given));
    expect(facts).toMatchObject(want);
    for (const label of absent) expect(facts).not.toHaveProperty(label);
  });

  it("an order's date, method and missing reference in Hindi on a Hindi page", () => {
    activateLanguage("hi", hindi);
    try {
      const facts = byLabel(
        orderFacts(order({ payment_mode: "Pay on delivery", razorpay_payment_id: null })),
      );
      expect(facts).toMatchObject({
        "Date & Time": "24 नव॰ 2026, 00:15",
        "Payment Method": hindi["Pay on delivery"],
        "Reference Number": hindi[NO_REFERENCE],
      });
    } finally {
      activateLanguage("en");
    }
  });

  it("an admission paid with an advance", () => {
    expect(byLabel(admissionFacts(admission()))).toMatchObject({
      "Order ID": "ADM-1",
      "Date & Time": "23/11/26 - 10:30",
      "Advance Paid": "₹840",
      "Remaining Amount": "₹3,359",
      Total: "₹4,199",
    });
  });
});

function render(ui: ReactElement, path: string, routePath: string, server: FakeServer) {
  return renderApp(ui, { path, routePath, server, preloaded: { session: { user: TEST_USER } } });
}

const location = () => screen.getByTestId("location").textContent;

describe("result pages", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("order success: shows the order, empties the cart, removes checkout_data, then opens My Account after 2 s", async () => {
    handOff();
    const server = createFakeServer();
    server.on("GET", "/payment/order/ORD-1", () => json({ data: order() }));
    server.on("DELETE", "/cart/deleteall/7", () => json({ isError: false, msg: "Cart cleared" }));
    render(<OrderSuccessPage />, "/payment-success/ORD-1", "/payment-success/:orderId", server);
    expect(await screen.findByRole("heading", { name: "Payment Successful" })).toBeInTheDocument();
    expect(screen.getByText("Thank you for your order!")).toBeInTheDocument();
    expect(screen.getByText("pay_ABC123")).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain("DELETE /cart/deleteall/7"));
    expect(readCheckoutData()).toBeNull();
    expect(location()).toBe("/payment-success/ORD-1");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe("/my-account");
  });

  it("order success for an order whose payment failed says so and keeps the cart", async () => {
    const server = createFakeServer();
    server.on("GET", "/payment/order/ORD-1", () => json({ data: order({ status: "Failed" }) }));
    render(<OrderSuccessPage />, "/payment-success/ORD-1", "/payment-success/:orderId", server);
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(server.calls).not.toContain("DELETE /cart/deleteall/7");
  });

  it("order failure: says so and goes back to the cart after 2 s, the cart untouched", async () => {
    handOff();
    const server = createFakeServer();
    server.on("GET", "/payment/order/ORD-2", () =>
      json({ data: order({ order_id: "ORD-2", status: "Failed" }) }),
    );
    render(<OrderFailedPage />, "/payment-failed/ORD-2", "/payment-failed/:orderId", server);
    expect(screen.getByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(screen.getByText("Your payment could not be processed.")).toBeInTheDocument();
    expect(await screen.findByText("ORD-2")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe("/cart");
    expect(server.calls.some((call) => call.startsWith("DELETE"))).toBe(false);
    expect(readCheckoutData()).not.toBeNull();
  });

  it("admission success: shows the course and the split, removes checkout_data, keeps the cart", async () => {
    handOff({ course: true });
    const server = createFakeServer();
    server.on("GET", "/admission-pay/single/RCPT-ADM-1", () => json({ data: admission() }));
    render(
      <AdmissionSuccessPage />,
      "/payment-successad/RCPT-ADM-1",
      "/payment-successad/:receiptId",
      server,
    );
    expect(await screen.findByRole("heading", { name: "Payment Successful" })).toBeInTheDocument();
    expect(screen.getByText("Bridal Mehendi Course")).toBeInTheDocument();
    expect(screen.getByText("Remaining Amount")).toBeInTheDocument();
    await waitFor(() => expect(readCheckoutData()).toBeNull());
    expect(server.calls.some((call) => call.startsWith("DELETE"))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe("/my-account");
  });

  it.each([
    ["an OK response", () => json({ data: admission({ status: "Failed" }) }), "/my-account"],
    ["a refused response", () => apiError(404, "NOT_FOUND", "Payment not found"), "/payment-failedad/RCPT-X"],
  ])("admission failure with %s goes to %s after 2 s", async (_, answer, want) => {
    const server = createFakeServer();
    server.on("GET", "/admission-pay/single/RCPT-X", answer);
    render(<AdmissionFailedPage />, "/payment-failedad/RCPT-X", "/payment-failedad/:receiptId", server);
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe(want);
  });
});
