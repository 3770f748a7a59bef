import { describe, expect, test } from "vitest";
import {
  amountAfterCoupon,
  applyCoupon,
  buildCheckoutData,
  CHECKOUT_DATA_KEY,
  type CheckoutLineInput,
  type CouponData,
  type CouponResult,
  cartTotalsPaise,
  couponCodeError,
  emptyCartError,
  LEGACY_SUMMARY_TAX,
  ORDER_SUMMARY_FEE,
} from "./checkout";
import type { NumberLike } from "./money";

const line = (
  product_price: NumberLike,
  product_saleprice: NumberLike,
  quantity: NumberLike = 1,
): CheckoutLineInput => ({
  product_price,
  product_saleprice,
  quantity,
});

describe("constants", () => {
  test("§3 key and §2 order summary lines", () => {
    expect(CHECKOUT_DATA_KEY).toBe("checkout_data");
    expect(LEGACY_SUMMARY_TAX).toEqual({ label: "Gst Tax (10%)", amount: 200 });
    expect(ORDER_SUMMARY_FEE).toBe(0);
  });
});

describe("cartTotalsPaise (quantity multiplies)", () => {
  test.each<{ name: string; given: CheckoutLineInput[]; want: { beforePaise: number; afterPaise: number } }>([
    { name: "empty", given: [], want: { beforePaise: 0, afterPaise: 0 } },
    { name: "one line on sale", given: [line(150, 120)], want: { beforePaise: 15000, afterPaise: 12000 } },
    {
      name: "quantity multiplies",
      given: [line(150, 120, 3)],
      want: { beforePaise: 45000, afterPaise: 36000 },
    },
    {
      name: "sale 0 falls back to price",
      given: [line(150, 0, 2)],
      want: { beforePaise: 30000, afterPaise: 30000 },
    },
    {
      name: "missing sale falls back to price",
      given: [line("99.99", undefined)],
      want: { beforePaise: 9999, afterPaise: 9999 },
    },
    {
      name: "string prices and quantity",
      given: [line("1,200", "999.50", "2")],
      want: { beforePaise: 240000, afterPaise: 199900 },
    },
    {
      name: "bad quantity counts 1",
      given: [line(10, 0, "x"), line(10, 0, 0), line(10, 0, -4)],
      want: { beforePaise: 3000, afterPaise: 3000 },
    },
    {
      name: "fractional quantity floored",
      given: [line(10, 0, 2.9)],
      want: { beforePaise: 2000, afterPaise: 2000 },
    },
    {
      name: "float-unfriendly prices stay exact",
      given: [line(0.1, 0), line(0.2, 0)],
      want: { beforePaise: 30, afterPaise: 30 },
    },
    { name: "negative prices count 0", given: [line(-50, -10)], want: { beforePaise: 0, afterPaise: 0 } },
    { name: "no price at all", given: [{}], want: { beforePaise: 0, afterPaise: 0 } },
  ])("$name", ({ given, want }) => {
    expect(cartTotalsPaise(given)).toEqual(want);
  });
});

describe("applyCoupon", () => {
  test.each<{ name: string; amount: NumberLike; coupon: CouponData | null | undefined; want: CouponResult }>([
    {
      name: "percentage",
      amount: 1000,
      coupon: { percentage_offer: 10 },
      want: { discountAmount: 100, total: 900 },
    },
    {
      name: "percentage as text with %",
      amount: "1000",
      coupon: { percentage_offer: "15%" },
      want: { discountAmount: 150, total: 850 },
    },
    {
      name: "percentage wins over flat",
      amount: 1000,
      coupon: { percentage_offer: 10, price_offer: 500 },
      want: { discountAmount: 100, total: 900 },
    },
    {
      name: "percentage rounded to paise",
      amount: 10.05,
      coupon: { percentage_offer: 10 },
      want: { discountAmount: 1.01, total: 9.04 },
    },
    {
      name: "decimal percentage",
      amount: 999,
      coupon: { percentage_offer: 12.5 },
      want: { discountAmount: 124.88, total: 874.12 },
    },
    {
      name: "percentage above 100 capped",
      amount: 400,
      coupon: { percentage_offer: 150 },
      want: { discountAmount: 400, total: 0 },
    },
    {
      name: "percentage 0 falls to flat",
      amount: 1000,
      coupon: { percentage_offer: 0, price_offer: 250 },
      want: { discountAmount: 250, total: 750 },
    },
    {
      name: "unparsable percentage falls to flat",
      amount: 1000,
      coupon: { percentage_offer: "abc", price_offer: "50" },
      want: { discountAmount: 50, total: 950 },
    },
    {
      name: "flat",
      amount: 1000,
      coupon: { price_offer: 199.99 },
      want: { discountAmount: 199.99, total: 800.01 },
    },
    {
      name: "flat larger than amount: never below 0",
      amount: 300,
      coupon: { price_offer: 500 },
      want: { discountAmount: 300, total: 0 },
    },
    {
      name: "negative offers ignored",
      amount: 300,
      coupon: { percentage_offer: -10, price_offer: -50 },
      want: { discountAmount: 0, total: 300 },
    },
    { name: "no offers", amount: 300, coupon: {}, want: { discountAmount: 0, total: 300 } },
    { name: "no coupon data", amount: 300, coupon: null, want: { discountAmount: 0, total: 300 } },
    { name: "zero amount", amount: 0, coupon: { price_offer: 100 }, want: { discountAmount: 0, total: 0 } },
    {
      name: "negative amount treated as 0",
      amount: -20,
      coupon: { percentage_offer: 10 },
      want: { discountAmount: 0, total: 0 },
    },
  ])("$name", ({ amount, coupon, want }) => {
    expect(applyCoupon(amount, coupon)).toEqual(want);
  });
});

describe("buildCheckoutData", () => {
  const lines = [
    { product_sku: "A", product_price: 150, product_saleprice: 120, quantity: 2 },
    { product_sku: "B", product_price: "99.5", product_saleprice: 0, quantity: 1 },
  ];

  test("without coupon", () => {
    expect(buildCheckoutData(lines, { course: false })).toEqual({
      products: lines,
      totalBeforeDiscount: 399.5,
      totalAfterDiscount: "339.50",
      coupon: "",
      discountAmount: 0,
      isCouponApplied: false,
      course: false,
    });
  });

  test("with a coupon: applied to the sale total; totalAfterDiscount stays the sale total", () => {
    const got = buildCheckoutData(lines, {
      course: true,
      coupon: { code: " HENNA10 ", couponData: { percentage_offer: 10 } },
    });
    expect(got).toEqual({
      products: lines,
      totalBeforeDiscount: 399.5,
      totalAfterDiscount: "339.50",
      coupon: "HENNA10",
      discountAmount: 33.95,
      isCouponApplied: true,
      course: true,
    });
    expect(amountAfterCoupon(got)).toBe(305.55);
  });

  test.each<{ name: string; code: string }>([
    { name: "blank code", code: "   " },
    { name: "empty code", code: "" },
  ])("$name: coupon not applied", ({ code }) => {
    const got = buildCheckoutData(lines, {
      course: false,
      coupon: { code, couponData: { price_offer: 50 } },
    });
    expect(got).toMatchObject({ coupon: "", discountAmount: 0, isCouponApplied: false });
  });

  test("empty cart gives zero totals", () => {
    expect(buildCheckoutData([], { course: false, coupon: null })).toMatchObject({
      products: [],
      totalBeforeDiscount: 0,
      totalAfterDiscount: "0.00",
    });
  });

  test("products list is a copy", () => {
    const got = buildCheckoutData(lines, { course: false });
    expect(got.products).not.toBe(lines);
  });
});

describe("amountAfterCoupon", () => {
  test.each<{ after: string; discount: number; want: number }>([
    { after: "339.50", discount: 33.95, want: 305.55 },
    { after: "100.00", discount: 0, want: 100 },
    { after: "100.00", discount: 150, want: 0 },
  ])("$after - $discount = $want", ({ after, discount, want }) => {
    expect(amountAfterCoupon({ totalAfterDiscount: after, discountAmount: discount })).toBe(want);
  });
});

describe("couponCodeError", () => {
  test.each<{ given: string | null | undefined; want: string | null }>([
    { given: "HENNA10", want: null },
    { given: " x ", want: null },
    { given: "", want: "Please enter a coupon code" },
    { given: "   ", want: "Please enter a coupon code" },
    { given: "\t\n", want: "Please enter a coupon code" },
    { given: null, want: "Please enter a coupon code" },
    { given: undefined, want: "Please enter a coupon code" },
  ])("$given -> $want", ({ given, want }) => {
    expect(couponCodeError(given)).toBe(want);
  });
});

describe("emptyCartError", () => {
  test.each<{ given: unknown[] | null | undefined; want: string | null }>([
    { given: [], want: "Your cart is empty!" },
    { given: null, want: "Your cart is empty!" },
    { given: undefined, want: "Your cart is empty!" },
    { given: [{}], want: null },
  ])("$given -> $want", ({ given, want }) => {
    expect(emptyCartError(given)).toBe(want);
  });
});
