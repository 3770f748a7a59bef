// A fake store for the checkout tests: the reads the page makes, answered as the demo store would.
import { parseCartLines } from "@henna/domain/cart";
import { buildCheckoutData } from "@henna/domain/checkout";
import type { Address } from "../addresses/address-calls";
import { address, SERVED_PINCODES } from "../addresses/address-fixtures";
import { writeCheckoutData } from "../storage/checkout-data-storage";
import { createFakeServer, type FakeServer, json } from "../test-support/fake-services";

export const CONE = parseCartLines([
  {
    product_id: 11,
    product_sku: "CONE-1",
    product_name: "Organic Henna Cone",
    product_price: 300,
    product_saleprice: 250,
    quantity: 2,
    product_image: "/images/cone.svg",
  },
]);

export const COURSE = parseCartLines([
  {
    product_id: 40,
    product_sku: "COURSE-1",
    product_name: "Bridal Mehendi Course",
    product_price: 4999,
    product_saleprice: 3999,
    quantity: 1,
    course: true,
    category: "courses",
  },
]);

export function handOff(options: { coupon?: boolean; course?: boolean } = {}): void {
  const lines = options.course ? COURSE : CONE;
  writeCheckoutData(
    buildCheckoutData(lines, {
      course: options.course ?? false,
      coupon: options.coupon
        ? { code: "WELCOME10", couponData: { percentage_offer: 10, price_offer: null } }
        : null,
    }),
  );
}

export const apiError = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

export interface CheckoutServerOptions {
  addresses?: Address[];
  modes?: Array<"Pay now" | "Pay on delivery">;
  mobile?: string | null;
  percentage?: number;
}

export function checkoutServer(options: CheckoutServerOptions = {}): FakeServer {
  const server = createFakeServer();
  const modes = options.modes ?? ["Pay now", "Pay on delivery"];
  server.on("GET", "/address/7", () => json({ isError: false, user: options.addresses ?? [address()] }));
  server.on("GET", "/pincode/getall/demo-store", () => json({ pincodesData: SERVED_PINCODES }));
  server.on("GET", "/paybutton/demo-store", () =>
    json({
      data: modes.map((mode, index) => ({
        button_id: mode === "Pay now" ? "paynow" : "paydelivery",
        payment_mode: mode,
        default: index === 0,
      })),
    }),
  );
  server.on("GET", "/register/officesingle/demo-store", () =>
    json({ users: { google_address: "Malad East", latitude: 19.1867, longitude: 72.8521, city: "Mumbai" } }),
  );
  server.on("GET", "/delivery-price/demo-store", () =>
    json({
      data: [
        { min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "Active" },
        { min_kilometer: 5, max_kilometer: 15, delivery_price: 80, status: "Active" },
      ],
    }),
  );
  server.on("GET", "/freedelivery/demo-store", () =>
    json({ data: [{ min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999 }] }),
  );
  server.on("GET", "/deliverypaybefore/single/demo-store", () =>
    json({ help: { delivery_percentage: options.percentage ?? 20 } }),
  );
  server.on("GET", "/registeruser/single/7", () =>
    json({
      message: "ok",
      user: {
        user_id: 7,
        id: 7,
        full_name: "Asha Rao",
        name: "Asha Rao",
        email: "asha@example.com",
        mobile: options.mobile === undefined ? "9820012345" : options.mobile,
        user_gstNo: null,
      },
    }),
  );
  server.on("GET", /^\/coupon\/check\/WELCOME10$/, () =>
    json({
      message: "Coupon is valid",
      couponData: {
        code: "WELCOME10",
        percentage_offer: 10,
        price_offer: null,
        min_amount: 0,
        valid_from: null,
        valid_to: null,
      },
    }),
  );
  server.on("GET", "/pay-razorpay/demo-store", () =>
    json({
      data: {
        key_id: "rzp_test_sandbox",
        company_name: "Mehendi & Chai",
        company_color: "#6B2E12",
        gateway: "sandbox",
      },
    }),
  );
  return server;
}

export const GATEWAY_ORDER = { id: "order_Sandbox1", amount: 74000, currency: "INR" as const };

export function payNowAnswer(orderId = "ORD-1") {
  return json(
    {
      success: true,
      razorpay_order: GATEWAY_ORDER,
      order_id: orderId,
      receipt_id: `RCPT-${orderId}`,
      key_id: "rzp_test_sandbox",
      gateway: "sandbox",
    },
    201,
  );
}
