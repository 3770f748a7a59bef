import { type CartLine, parseCartLines } from "@henna/domain/cart";
import {
  ENTER_COUPON_CODE,
  ERROR_CHECKING_COUPON,
  FAILED_TO_FETCH_CART,
  FAILED_TO_REMOVE_PRODUCT,
  INVALID_COUPON,
  INVALID_MOBILE,
  PRODUCT_REMOVED_FROM_CART,
  QUOTE_REQUEST_SENT,
} from "@henna/domain/messages";
import type { LoginRecord } from "@henna/storefront/storage/login-record.ts";
import { createFakeServer, type FakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { asha, cartItem, guestLines } from "./cart-fixtures";
import CartPage from "./cart-page";

spyOnToasts();

const apiError = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

function shopServer(defaultButton = "addtocart"): FakeServer {
  const server = createFakeServer();
  server.on("GET", "/button/demo-store", () =>
    json({
      isError: false,
      data: ["getquote", "addtocart", "buynow"].map((id) => ({
        button_id: id,
        default: id === defaultButton,
      })),
    }),
  );
  server.on("GET", /^\/coupon\/check\//, (request) => {
    const code = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
    const coupons: Record<string, object> = {
      WELCOME10: { code: "WELCOME10", percentage_offer: 10, price_offer: null, min_amount: 0 },
      FLAT100: { code: "FLAT100", percentage_offer: null, price_offer: 100, min_amount: 0 },
      BIG500: { code: "BIG500", percentage_offer: null, price_offer: 500, min_amount: 5000 },
    };
    const coupon = coupons[code.toUpperCase()];
    if (code === "USEDUP")
      return apiError(404, "COUPON_LIMIT_REACHED", "This coupon has reached its usage limit.");
    if (code === "BROKEN") return apiError(500, "INTERNAL", "Internal error");
    return coupon
      ? json({ message: "Coupon is valid", couponData: { valid_from: null, valid_to: null, ...coupon } })
      : apiError(404, "INVALID_COUPON", INVALID_COUPON);
  });
  return server;
}

interface RenderOptions {
  lines?: CartLine[];
  user?: LoginRecord | null;
  server?: FakeServer;
}

function renderCart({
  lines = parseCartLines(guestLines),
  user = null,
  server = shopServer(),
}: RenderOptions = {}) {
  const view = renderApp(<CartPage />, {
    path: "/cart",
    server,
    preloaded: { session: { user }, guestCart: { lines } },
  });
  return { ...view, user: userEvent.setup() };
}

const location = () => screen.getByTestId("location").textContent;
const summary = () => screen.getByRole("complementary", { name: "Price details" });
const row = (label: RegExp | string) => {
  const term = within(summary()).getByText(label, { selector: "dt" });
  return term.parentElement?.querySelector("dd")?.textContent ?? "";
};

async function applyCoupon(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole("button", { name: "Apply Coupon" }));
  const dialog = await screen.findByRole("dialog", { name: "Apply Coupon" });
  const field = within(dialog).getByRole("textbox", { name: "Coupon code" });
  await user.clear(field);
  if (code) await user.type(field, code);
  await user.click(within(dialog).getByRole("button", { name: "Apply" }));
  return dialog;
}

describe("CartPage as a guest", () => {
  beforeEach(() => vi.clearAllMocks());

  it("lists each line with its picture, name, variation, unit price and line total", async () => {
    renderCart();
    expect(await screen.findByRole("heading", { name: "Your Cart (2 items)" })).toBeInTheDocument();
    const [cone, powder] = screen.getAllByRole("listitem");
    expect(within(cone as HTMLElement).getByRole("img", { name: "Organic Henna Cone" })).toHaveAttribute(
      "src",
      "/images/cone.svg",
    );
    expect(within(cone as HTMLElement).getByText("₹45")).toBeInTheDocument();
    expect(
      within(cone as HTMLElement)
        .getByText("₹60")
        .closest("s"),
    ).not.toBeNull();
    expect(within(cone as HTMLElement).getByText("Line total").parentElement).toHaveTextContent("₹90");
    expect(within(powder as HTMLElement).getByText("Weight: 1 kg · Grind: Fine")).toBeInTheDocument();
    expect(within(powder as HTMLElement).getByText("Line total").parentElement).toHaveTextContent("₹200");
    expect(row(/^Price/)).toBe("₹320");
    expect(row("Discount")).toBe("−₹30");
    expect(row("Total")).toBe("₹290");
  });

  it("floors the quantity at 1, keeps typed values whole and saves them in guest_cart", async () => {
    const { user, store } = renderCart();
    const field = await screen.findByRole("textbox", { name: "Quantity of Organic Henna Cone" });
    await user.clear(field);
    await user.type(field, "0{Enter}");
    expect(field).toHaveValue("1");
    expect(screen.getByRole("button", { name: "Decrease quantity of Organic Henna Cone" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "4.9{Enter}");
    expect(field).toHaveValue("4");
    await user.click(screen.getByRole("button", { name: "Increase quantity of Organic Henna Cone" }));
    expect(store.getState().guestCart.lines[0]?.quantity).toBe(5);
    expect(JSON.parse(localStorage.getItem("guest_cart") ?? "[]")[0].quantity).toBe(5);
    expect(row("Total")).toBe("₹425");
  });

  it("removes a line and says so", async () => {
    const { user, store } = renderCart();
    await user.click(await screen.findByRole("button", { name: "Remove Organic Henna Cone from cart" }));
    expect(toast.success).toHaveBeenCalledWith(PRODUCT_REMOVED_FROM_CART);
    expect(store.getState().guestCart.lines.map((line) => line.product_sku)).toEqual(["BHP-1K-F"]);
    expect(screen.getByRole("heading", { name: "Your Cart (1 item)" })).toBeInTheDocument();
  });

  it("shows a friendly empty state with a way to the products", async () => {
    renderCart({ lines: [] });
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/products");
  });

  it("asks for a coupon code when the field is blank, without asking the server", async () => {
    const { user, server } = renderCart();
    const dialog = await applyCoupon(user, "   ");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(ENTER_COUPON_CODE);
    expect(server.calls.filter((call) => call.includes("/coupon/"))).toEqual([]);
  });

  it.each([
    ["WELCOME10", "−₹29", "₹261"],
    ["FLAT100", "−₹100", "₹190"],
  ])("applies %s to the sale total", async (code, discount, total) => {
    const { user, server } = renderCart();
    await applyCoupon(user, code.toLowerCase());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls).toContain(`GET /coupon/check/${code.toLowerCase()}?user_id=demo-store`);
    expect(row(`Coupon (${code})`)).toBe(discount);
    expect(row("Total")).toBe(total);
    await user.click(screen.getByRole("button", { name: "Remove coupon" }));
    expect(row("Total")).toBe("₹290");
  });

  it.each([
    ["NOPE", INVALID_COUPON],
    ["USEDUP", "This coupon has reached its usage limit."],
    ["BROKEN", ERROR_CHECKING_COUPON],
    ["BIG500", "This coupon needs an order of at least ₹5,000."],
  ])("refuses coupon %s with '%s'", async (code, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderCart();
    const dialog = await applyCoupon(user, code);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(summary()).queryByText(/^Coupon \(/)).toBeNull();
    vi.mocked(console.error).mockRestore();
  });

  it("hands the cart to checkout through login: checkout_data written, /checkout remembered", async () => {
    const { user } = renderCart();
    await applyCoupon(user, "WELCOME10");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(location()).toBe("/login");
    expect(sessionStorage.getItem("navigate_after_login")).toBe("/checkout");
    expect(JSON.parse(localStorage.getItem("checkout_data") ?? "null")).toMatchObject({
      totalBeforeDiscount: 320,
      totalAfterDiscount: "290.00",
      coupon: "WELCOME10",
      discountAmount: 29,
      isCouponApplied: true,
      course: false,
      products: [
        { product_sku: "CONE-1", quantity: 2 },
        { product_sku: "BHP-1K-F", quantity: 1 },
      ],
    });
  });

  it("sends a guest who wants a quote to login, remembering the cart", async () => {
    const { user } = renderCart({ server: shopServer("getquote") });
    await user.click(await screen.findByRole("button", { name: "Request a Quote" }));
    expect(location()).toBe("/login");
    expect(sessionStorage.getItem("navigate_after_login")).toBe("/cart");
    expect(localStorage.getItem("checkout_data")).toBeNull();
  });

  it("keeps checkout closed while a line is out of stock", async () => {
    const lines = parseCartLines([{ ...guestLines[0], product_stockstatus: 0 }]);
    renderCart({ lines });
    expect(await screen.findByText("Out of Stock")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
  });
});

describe("CartPage logged in", () => {
  beforeEach(() => vi.clearAllMocks());

  function serverWithCart(
    items = [cartItem(), cartItem({ product_sku: "TEA-1", product_name: "Masala Tea", quantity: 1 })],
  ) {
    const server = shopServer();
    let current = items;
    server.on("GET", "/cart/7", () => json({ isError: false, data: current }));
    server.on("DELETE", /^\/cart\//, (request) => {
      const sku = new URL(request.url).pathname.split("/").pop();
      current = current.filter((item) => item.product_sku !== sku);
      return json({ isError: false, msg: PRODUCT_REMOVED_FROM_CART });
    });
    return server;
  }

  it("shows the server cart with quantities read-only, and goes straight to /checkout", async () => {
    const { user } = renderCart({ user: asha, server: serverWithCart(), lines: [] });
    expect(await screen.findByRole("heading", { name: "Your Cart (2 items)" })).toBeInTheDocument();
    expect(screen.getByText("Qty: 2")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Quantity/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(location()).toBe("/checkout");
    expect(sessionStorage.getItem("navigate_after_login")).toBeNull();
    expect(JSON.parse(localStorage.getItem("checkout_data") ?? "null")).toMatchObject({
      totalBeforeDiscount: 180,
      totalAfterDiscount: "135.00",
      isCouponApplied: false,
    });
  });

  it("removes a server line with DELETE /cart/{sku} and reads the cart again", async () => {
    const server = serverWithCart();
    const { user } = renderCart({ user: asha, server, lines: [] });
    await user.click(await screen.findByRole("button", { name: "Remove Masala Tea from cart" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PRODUCT_REMOVED_FROM_CART));
    expect(server.calls).toContain("DELETE /cart/TEA-1");
    expect(await screen.findByRole("heading", { name: "Your Cart (1 item)" })).toBeInTheDocument();
  });

  it("says 'Failed to remove product' when the server refuses", async () => {
    const server = serverWithCart();
    server.on("DELETE", /^\/cart\//, () => apiError(404, "NOT_FOUND", "Not in cart"));
    const { user } = renderCart({ user: asha, server, lines: [] });
    await user.click(await screen.findByRole("button", { name: "Remove Masala Tea from cart" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FAILED_TO_REMOVE_PRODUCT));
  });

  it("says 'Failed to fetch cart' with a retry when the cart cannot be read", async () => {
    const server = serverWithCart();
    let fail = true;
    server.on("GET", "/cart/7", () =>
      fail ? apiError(403, "FORBIDDEN", "Forbidden") : json({ isError: false, data: [cartItem()] }),
    );
    const { user } = renderCart({ user: asha, server, lines: [] });
    expect(await screen.findByText(FAILED_TO_FETCH_CART)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Your Cart (1 item)" })).toBeInTheDocument();
  });
});

describe("Quote from the cart (default button Get Quote)", () => {
  beforeEach(() => vi.clearAllMocks());

  async function openGuestDetails() {
    const server = shopServer("getquote");
    server.on("GET", "/cart/7", () => json({ isError: false, data: [cartItem()] }));
    const view = renderCart({ user: asha, server, lines: [] });
    await view.user.click(await screen.findByRole("button", { name: "Request a Quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter Guest Details" });
    await within(dialog).findByRole("textbox", { name: "Full Name" });
    return { ...view, dialog };
  }

  it("asks for Full Name, Phone Number, Email Address and Description, prefilled from the account", async () => {
    const { dialog } = await openGuestDetails();
    expect(within(dialog).getByRole("textbox", { name: "Full Name" })).toHaveValue("Asha Rao");
    expect(within(dialog).getByRole("textbox", { name: "Phone Number" })).toHaveValue("9876543210");
    expect(within(dialog).getByRole("textbox", { name: "Email Address" })).toHaveValue("asha@example.com");
    expect(within(dialog).getByRole("textbox", { name: "Description" })).toHaveValue("");
    expect(within(dialog).getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  });

  it("requires a name and a valid mobile", async () => {
    const { user, dialog, server } = await openGuestDetails();
    await user.clear(within(dialog).getByRole("textbox", { name: "Full Name" }));
    await user.clear(within(dialog).getByRole("textbox", { name: "Phone Number" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Phone Number" }), "12345");
    await user.click(within(dialog).getByRole("button", { name: "Proceed to Checkout" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    expect(within(dialog).getByText(INVALID_MOBILE)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("reads 'Loading...' while the request is sent, then confirms it", async () => {
    const { user, dialog, server } = await openGuestDetails();
    let answer: (response: Response) => void = () => {};
    server.on("POST", "/payment/getquote", () => new Promise<Response>((resolve) => (answer = resolve)));
    await user.clear(within(dialog).getByRole("textbox", { name: "Phone Number" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Phone Number" }), "+91 91234-56789");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "For a wedding");
    await user.click(within(dialog).getByRole("button", { name: "Proceed to Checkout" }));
    expect(await within(dialog).findByRole("button", { name: "Loading..." })).toBeDisabled();
    const index = server.calls.indexOf("POST /payment/getquote");
    expect(server.bodies[index]).toMatchObject({
      name: "Asha Rao",
      mobile: "9123456789",
      email: "asha@example.com",
      description: "For a wedding",
      user_id: 7,
      main_id: "demo-store",
      payment_mode: "NA",
      couponapplied: false,
      amountbeforediscount: 120,
      amountafterdiscount: "90.00",
      cart_products: [{ product_sku: "CONE-1", quantity: 2 }],
    });
    answer(json({ success: true, message: "Stored" }, 201));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(QUOTE_REQUEST_SENT));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays silent (logged) when the quote request fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, dialog, server } = await openGuestDetails();
    server.on("POST", "/payment/getquote", () => apiError(500, "INTERNAL", "Boom"));
    await user.click(within(dialog).getByRole("button", { name: "Proceed to Checkout" }));
    await waitFor(() => expect(log).toHaveBeenCalledWith("Quote request failed", expect.anything()));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
    log.mockRestore();
  });
});
