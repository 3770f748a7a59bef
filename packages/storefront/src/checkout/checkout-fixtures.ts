// A fake store for the checkout tests: the reads the page makes, answered as the demo store would.
import { parseCartLines } from "@henna/domain/cart";
import { buildCheckoutData } from "@henna/domain/checkout";
import { orderTotals } from "@henna/domain/order-pricing";
import { payOnDeliverySplit } from "@henna/domain/pay-on-delivery";
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
  /** Store setup's "prices exclude GST: add it at checkout". */
  pricesExcludeGst?: boolean;
  /** The quote call fails (the summary then says the GST is worked out at order). */
  quoteFails?: boolean;
}

interface QuoteBody {
  products: { product_id: number; quantity: number }[];
  coupon_code?: string | null;
  shipping_address_id?: number | null;
  payment_mode: "Pay now" | "Pay on delivery";
  course?: boolean;
}

/**
 * POST /checkout/quote as the demo store prices these fixtures: the cone at ₹300 (₹250 on sale) with 5 %
 * GST, the course at ₹4,999 (₹3,999) with 18 %, WELCOME10 for 10 % off, ₹40 delivery at 18 % to any
 * chosen address (all within Maharashtra, as the store).
 */
function quoteOf(body: QuoteBody, options: CheckoutServerOptions) {
  const known = [...CONE, ...COURSE];
  const lines = body.products.map((line) => {
    const product = known.find((one) => one.product_id === line.product_id);
    return {
      price: product?.product_price ?? 0,
      salePrice: product?.product_saleprice ?? 0,
      quantity: line.quantity,
      gstRate: product?.course ? 18 : 5,
    };
  });
  const delivery = body.course || !body.shipping_address_id ? null : 40;
  const totals = orderTotals({
    lines,
    coupon: body.coupon_code === "WELCOME10" ? { percentage_offer: 10 } : null,
    deliveryCharge: delivery ?? 0,
    tax: {
      mode: options.pricesExcludeGst ? "exclusive" : "inclusive",
      supply: "intra-state",
      deliveryGstRate: 18,
    },
  });
  const split =
    body.payment_mode === "Pay now"
      ? { advance: totals.total, remaining: 0 }
      : payOnDeliverySplit(totals.total, options.percentage ?? 20);
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    delivery_charge: delivery,
    total: totals.total,
    pay_now: split.advance,
    pay_later: split.remaining,
    summary: totals.summary,
    gst: totals.gst,
  };
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
  server.on("POST", "/checkout/quote", (_request, body) =>
    options.quoteFails
      ? apiError(503, "INTERNAL", "Please try again.")
      : json({ data: quoteOf(body as QuoteBody, options) }),
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

export const GATEWAY_ORDER = { id: "order_Sandbox1", amount: 49000, currency: "INR" as const };

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
