import {
  CART_EMPTY,
  ERROR_DURING_CHECKOUT,
  FAILED_TO_CREATE_PAYMENT_ORDER,
  INVALID_MOBILE,
  SELECT_BILLING_ADDRESS,
  SELECT_PAYMENT_METHOD,
  WE_DO_NOT_DELIVER_TO_PINCODE,
} from "@henna/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { address, SERVED_PINCODES } from "../addresses/address-fixtures";
import { setCurrentApp } from "../navigation/current-app";
import { readCheckoutData } from "../storage/checkout-data-storage";
import { type FakeServer, json } from "../test-support/fake-services";
import { renderApp } from "../test-support/render-app";
import { TEST_USER } from "../test-support/test-user";
import { spyOnToasts } from "../test-support/toast-spies";
import { toast } from "../ui/toast";
import {
  apiError,
  type CheckoutServerOptions,
  checkoutServer,
  GATEWAY_ORDER,
  handOff,
  payNowAnswer,
} from "./checkout-fixtures";
import CheckoutPage, { ADMISSION_NEEDED, PAYMENT_NOT_COMPLETED } from "./checkout-page";

spyOnToasts();

beforeEach(() => vi.clearAllMocks());
afterEach(() => setCurrentApp("shop"));

function renderCheckout(server: FakeServer = checkoutServer()) {
  const view = renderApp(<CheckoutPage />, {
    path: "/checkout",
    server,
    preloaded: { session: { user: TEST_USER } },
  });
  return { ...view, user: userEvent.setup() };
}

const summary = () => screen.getByRole("complementary", { name: "Order summary" });
const amountOf = (label: string | RegExp) =>
  within(summary()).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const placeButton = () => screen.findByRole("button", { name: /^Place order/ });
const location = () => screen.getByTestId("location").textContent;
/** Answers POST `path` with `answer` and keeps the Idempotency-Key of every request. */
function keyed(
  server: FakeServer,
  path: string,
  answer: () => Response | Promise<Response>,
): Array<string | null> {
  const keys: Array<string | null> = [];
  server.on("POST", path, (request) => {
    keys.push(request.headers.get("idempotency-key"));
    return answer();
  });
  return keys;
}

describe("CheckoutPage", () => {
  it("says 'Your cart is empty!' only when opened directly with an empty cart", async () => {
    const server = checkoutServer();
    server.on("GET", "/cart/7", () => json({ data: [] }));
    renderCheckout(server);
    expect(await screen.findByText(CART_EMPTY)).toBeInTheDocument();
  });

  it("opened directly (a bookmark, a new tab), checks out the signed-in shopper's server cart", async () => {
    const server = checkoutServer();
    server.on("GET", "/cart/7", () =>
      json({
        data: [
          {
            product_id: 11,
            product_sku: "CONE-1",
            product_name: "Organic Henna Cone",
            product_price: 300,
            product_saleprice: 250,
            product_image: "/images/cone.svg",
            quantity: 2,
            main_id: "demo-store",
            user_id: 7,
          },
        ],
      }),
    );
    renderCheckout(server);
    await placeButton();
    expect(screen.queryByText(CART_EMPTY)).not.toBeInTheDocument();
    expect(within(summary()).getByText("Organic Henna Cone")).toBeInTheDocument();
    await waitFor(() => expect(amountOf("Total")).toBe("₹540"));
    expect(server.bodies[server.calls.indexOf("POST /checkout/quote")]).toMatchObject({
      products: [{ product_id: 11, sku: "CONE-1", quantity: 2 }],
    });
  });

  it("shows the bill: subtotal, coupon, delivery band, fee, total and the GST inside it; no fixed tax line", async () => {
    handOff({ coupon: true });
    renderCheckout();
    await placeButton();
    await waitFor(() => expect(amountOf(/^Coupon Discount/)).toBe("−₹50"));
    expect(amountOf("Subtotal")).toBe("₹500");
    expect(amountOf("Delivery Charge")).toBe("₹40");
    expect(amountOf("Fee")).toBe("₹0");
    expect(amountOf("Total")).toBe("₹490");
    // ₹450 at 5 % (₹10.71 + ₹10.71) and ₹40 delivery at 18 % (₹3.05 + ₹3.05).
    await waitFor(() => expect(amountOf("Includes GST")).toBe("₹27.52"));
    expect(amountOf("CGST")).toBe("₹13.76");
    expect(amountOf("SGST")).toBe("₹13.76");
    expect(within(summary()).queryByText(/Gst Tax/)).not.toBeInTheDocument();
  });

  it("adds the GST as a line when the store prices without GST, and charges it", async () => {
    handOff({ coupon: true });
    renderCheckout(checkoutServer({ pricesExcludeGst: true }));
    await placeButton();
    // ₹450 × 5 % = ₹22.50 and ₹40 × 18 % = ₹7.20 added.
    await waitFor(() => expect(amountOf("GST")).toBe("₹29.70"));
    expect(amountOf("Total")).toBe("₹519.70");
    expect(within(summary()).queryByText("Includes GST")).not.toBeInTheDocument();
    expect(amountOf("CGST")).toBe("₹14.85");
    expect(await placeButton()).toHaveTextContent("Place order and pay ₹519.70");
  });

  it("says the GST is worked out at order when the quote cannot be read", async () => {
    handOff();
    renderCheckout(checkoutServer({ quoteFails: true }));
    await placeButton();
    await waitFor(() => expect(amountOf("GST")).toBe("Calculated at order"));
    expect(amountOf("Total")).toBe("₹540");
  });

  it("shows the advance and the remaining amount for pay on delivery", async () => {
    handOff();
    const { user } = renderCheckout();
    await placeButton();
    expect(screen.getByText("Pay ₹108 now (20% advance), ₹432 on delivery.")).toBeInTheDocument();
    expect(within(summary()).queryByText("To pay now")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Pay on delivery/ }));
    expect(amountOf("To pay now")).toBe("₹108");
    expect(amountOf("Remaining (on delivery)")).toBe("₹432");
    expect(await placeButton()).toHaveTextContent("Place order and pay ₹108");
  });

  it("offers only the methods the store allows", async () => {
    handOff();
    renderCheckout(checkoutServer({ modes: ["Pay on delivery"] }));
    await placeButton();
    expect(screen.getAllByRole("radio", { name: /Pay/ })).toHaveLength(1);
    expect(screen.getByRole("radio", { name: /Pay on delivery/ })).toBeChecked();
  });

  it.each<[string, CheckoutServerOptions, string]>([
    ["no address", { addresses: [] }, SELECT_BILLING_ADDRESS],
    ["no payment method", { modes: [] }, SELECT_PAYMENT_METHOD],
    ["no valid mobile", { mobile: null }, INVALID_MOBILE],
    [
      "a shipping pincode the store does not serve",
      { addresses: [address({ pincode: "400065" })] },
      WE_DO_NOT_DELIVER_TO_PINCODE,
    ],
  ])("refuses to place the order with %s", async (_, options, message) => {
    handOff();
    const server = checkoutServer(options);
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(server.calls.some((call) => call.startsWith("POST /payment"))).toBe(false);
  });

  it("keeps Place order disabled until the served pincodes have arrived", async () => {
    handOff();
    const server = checkoutServer();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on("GET", "/pincode/getall/demo-store", async () => {
      await held;
      return json({ pincodesData: SERVED_PINCODES });
    });
    renderCheckout(server);
    const place = await placeButton();
    expect(place).toBeDisabled();
    release();
    await waitFor(() => expect(place).toBeEnabled());
  });

  it("edits the mobile inline: Save stays disabled until the number is valid, then saves it normalised", async () => {
    handOff();
    const server = checkoutServer();
    server.on("PUT", "/registeruser/api/user/7", (_r, body) =>
      json({ success: true, message: "ok", user: { ...TEST_USER, ...(body as object) } }),
    );
    const { user } = renderCheckout(server);
    await user.click(await screen.findByRole("button", { name: "Edit contact info" }));
    const mobile = screen.getByLabelText("Mobile number");
    await user.clear(mobile);
    await user.type(mobile, "98200");
    expect(screen.getByText(INVALID_MOBILE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.clear(mobile);
    await user.type(mobile, "+91 98200-99999");
    await user.type(screen.getByLabelText("GST number (optional)"), "27abcde1234f1z5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(server.calls).toContain("PUT /registeruser/api/user/7"));
    expect(server.bodies[server.calls.indexOf("PUT /registeruser/api/user/7")]).toEqual({
      mobile: "9820099999",
      user_gstNo: "27ABCDE1234F1Z5",
    });
  });

  it("retries with the same Idempotency-Key, and starts a new attempt when the method changes", async () => {
    handOff();
    const server = checkoutServer();
    const payNowKeys = keyed(server, "/payment", () => apiError(503, "UNAVAILABLE", "down"));
    const podKeys = keyed(server, "/payment/paydelivery", () =>
      apiError(409, "OUT_OF_STOCK", "Organic Henna Cone is out of stock."),
    );
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ERROR_DURING_CHECKOUT));
    await user.click(await placeButton());
    await waitFor(() => expect(payNowKeys).toHaveLength(2));
    const [first, second] = payNowKeys;
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(second).toBe(first);
    await user.click(screen.getByRole("radio", { name: /Pay on delivery/ }));
    await user.click(await placeButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Organic Henna Cone is out of stock."));
    expect(podKeys[0]).not.toBe(first);
    expect(server.bodies[server.calls.indexOf("POST /payment/paydelivery")]).toMatchObject({
      products: [{ product_id: 11, sku: "CONE-1", quantity: 2 }],
      billing_address_id: 1,
      shipping_address_id: 1,
      mobile: "9820012345",
      payment_mode: "Pay on delivery",
    });
  });

  it("sends one order for a double click", async () => {
    handOff();
    const server = checkoutServer();
    let answer: (response: Response) => void = () => {};
    const keys = keyed(server, "/payment", () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderCheckout(server);
    const button = await placeButton();
    await user.dblClick(button);
    answer(apiError(409, "OUT_OF_STOCK", "Sold out."));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Sold out."));
    expect(keys).toHaveLength(1);
  });

  it("says 'Failed to create Razorpay order' when the gateway refuses", async () => {
    handOff();
    const server = checkoutServer();
    server.on("POST", "/payment", () => apiError(502, "PAYMENT_GATEWAY_ERROR", "Gateway said no"));
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FAILED_TO_CREATE_PAYMENT_ORDER));
  });

  it("pays in the sandbox dialog, verifies and opens the success page", async () => {
    handOff({ coupon: true });
    const server = checkoutServer();
    server.on("POST", "/payment", () => payNowAnswer());
    server.on("POST", "/dev/sandbox/pay", (_r, body) =>
      json({
        razorpay_order_id: (body as { order_id: string }).order_id,
        razorpay_payment_id: "pay_1",
        razorpay_signature: "sig",
      }),
    );
    server.on("POST", "/payment/verify", () =>
      json({ success: true, order_id: "ORD-1", receipt_id: "RCPT-ORD-1" }),
    );
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    const dialog = await screen.findByRole("dialog", { name: "Sandbox payment" });
    expect(server.bodies[server.calls.indexOf("POST /payment")]).toMatchObject({ coupon_code: "WELCOME10" });
    await user.click(within(dialog).getByRole("button", { name: /^Pay ₹490/ }));
    await waitFor(() => expect(location()).toBe("/payment-success/ORD-1"));
    expect(server.bodies[server.calls.indexOf("POST /dev/sandbox/pay")]).toEqual({
      order_id: GATEWAY_ORDER.id,
      outcome: "success",
    });
    expect(server.bodies[server.calls.indexOf("POST /payment/verify")]).toMatchObject({
      razorpay_order_id: GATEWAY_ORDER.id,
      razorpay_payment_id: "pay_1",
      razorpay_signature: "sig",
    });
  });

  it("shows the server's total when it differs from the page's", async () => {
    handOff();
    const server = checkoutServer();
    server.on("POST", "/payment", () =>
      json(
        {
          success: true,
          razorpay_order: { ...GATEWAY_ORDER, amount: 78000 },
          order_id: "ORD-3",
          receipt_id: "RCPT-3",
          key_id: "rzp_test_sandbox",
          gateway: "sandbox",
        },
        201,
      ),
    );
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    const dialog = await screen.findByRole("dialog", { name: "Sandbox payment" });
    expect(within(dialog).getByRole("button", { name: /^Pay ₹780/ })).toBeInTheDocument();
    expect(amountOf("Total")).toBe("₹780");
    expect(screen.getByText("The shop worked out the final amount: ₹780.")).toBeInTheDocument();
  });

  it("a failed payment goes to the failure page", async () => {
    handOff();
    const server = checkoutServer();
    server.on("POST", "/payment", () => payNowAnswer("ORD-2"));
    server.on("POST", "/dev/sandbox/pay", () =>
      json({ razorpay_order_id: GATEWAY_ORDER.id, razorpay_payment_id: "pay_2", razorpay_signature: "bad" }),
    );
    server.on("POST", "/payment/verify", () =>
      apiError(400, "PAYMENT_VERIFICATION_FAILED", "Payment verification failed"),
    );
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Fail" }));
    await waitFor(() => expect(location()).toBe("/payment-failed/ORD-2"));
  });

  it("closing the dialog keeps the hand-off; placing again reuses the attempt's key", async () => {
    handOff();
    const server = checkoutServer();
    const keys = keyed(server, "/payment", () => payNowAnswer());
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(PAYMENT_NOT_COMPLETED));
    expect(readCheckoutData()).not.toBeNull();
    await user.click(await placeButton());
    await screen.findByRole("dialog", { name: "Sandbox payment" });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows a skeleton while loading, then says why the payment methods are missing with a way to retry", async () => {
    handOff();
    const server = checkoutServer();
    let fail = true;
    server.on("GET", "/paybutton/demo-store", () =>
      fail ? apiError(503, "UNAVAILABLE", "The shop is busy. Please try again.") : json({ data: [] }),
    );
    const { user } = renderCheckout(server);
    expect(screen.getByText("Loading checkout…")).toBeInTheDocument();
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText("The shop is busy. Please try again.")).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(/No payment method is available right now/)).toBeInTheDocument();
  });

  it("asks for the admission form before a course can be paid", async () => {
    handOff({ course: true });
    const server = checkoutServer();
    server.on("GET", "/admission/single/7", () => json({ user: null }));
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    expect(toast.error).toHaveBeenCalledWith(ADMISSION_NEEDED);
    expect(screen.getByRole("link", { name: "Fill in the admission form" })).toHaveAttribute(
      "href",
      "/admission-form",
    );
    // Only the bill's quote was asked for: nothing was placed.
    expect(server.calls.filter((call) => call.startsWith("POST"))).toEqual(["POST /checkout/quote"]);
  });

  it("pays a course through the admission calls and opens the admission result", async () => {
    setCurrentApp("academy");
    handOff({ course: true });
    const server = checkoutServer();
    server.on("GET", "/admission/single/7", () =>
      json({ user: { id: 5, name: "Asha Rao", center: "Andheri" } }),
    );
    server.on("POST", "/admission-pay", () =>
      json(
        {
          success: true,
          razorpay_order: { ...GATEWAY_ORDER, amount: 419900 },
          order_id: "ADM-1",
          receipt_id: "RCPT-ADM-1",
          key_id: "rzp_test_sandbox",
          gateway: "sandbox",
        },
        201,
      ),
    );
    server.on("POST", "/dev/sandbox/pay", () =>
      json({ razorpay_order_id: GATEWAY_ORDER.id, razorpay_payment_id: "pay_3", razorpay_signature: "sig" }),
    );
    server.on("POST", "/admission-pay/verify", () =>
      json({ success: true, order_id: "ADM-1", receipt_id: "RCPT-ADM-1" }),
    );
    const { user } = renderCheckout(server);
    await user.click(await placeButton());
    expect(server.bodies[server.calls.indexOf("POST /admission-pay")]).toMatchObject({
      course_product_id: 40,
      admission_id: 5,
      payment_mode: "Pay now",
    });
    expect(screen.queryByText("Delivery Charge")).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /^Pay/ }));
    await waitFor(() => expect(location()).toBe("/payment-successad/RCPT-ADM-1"));
  });
});
