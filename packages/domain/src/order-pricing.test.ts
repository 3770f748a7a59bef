import { describe, expect, it } from "vitest";
import { couponMinimumMessage, meetsCouponMinimum, orderTotals, priceLine } from "./order-pricing";

describe("priceLine", () => {
  it.each([
    {
      name: "sale price wins",
      given: { price: 500, salePrice: 450, quantity: 2 },
      want: { unitPrice: 500, chargedPrice: 450, lineTotal: 900 },
    },
    {
      name: "no sale",
      given: { price: 500, salePrice: 0, quantity: 3 },
      want: { unitPrice: 500, chargedPrice: 500, lineTotal: 1500 },
    },
    {
      name: "text prices",
      given: { price: "99.90", salePrice: null, quantity: 3 },
      want: { unitPrice: 99.9, chargedPrice: 99.9, lineTotal: 299.7 },
    },
    {
      name: "only a sale price",
      given: { price: 0, salePrice: 120, quantity: 1 },
      want: { unitPrice: 120, chargedPrice: 120, lineTotal: 120 },
    },
    {
      name: "no price at all",
      given: { price: null, salePrice: null, quantity: 1 },
      want: { unitPrice: 0, chargedPrice: 0, lineTotal: 0 },
    },
  ])("$name", ({ given, want }) => {
    expect(priceLine(given)).toEqual(want);
  });
});

describe("orderTotals", () => {
  const LINES = [
    { price: 500, salePrice: 450, quantity: 2, gstRate: 5 },
    { price: 199, salePrice: 0, quantity: 1, gstRate: 18 },
  ];

  it("prices include GST: no tax line is charged, the GST per line after the coupon is inside the total", () => {
    const totals = orderTotals({
      lines: LINES,
      coupon: { percentage_offer: 10 },
      deliveryCharge: 40,
      tax: { mode: "inclusive", supply: "intra-state", deliveryGstRate: 18 },
    });
    // Coupon shares ₹90 and ₹19.90; CGST ₹19.29 + ₹13.66 on the goods and ₹3.05 on delivery, SGST the same.
    expect(totals).toEqual({
      amountBeforeDiscount: 1199,
      subtotal: 1099,
      discount: 109.9,
      amountAfterDiscount: 989.1,
      deliveryCharge: 40,
      tax: 0,
      fee: 0,
      total: 1029.1,
      gst: {
        mode: "inclusive",
        supply_type: "intra-state",
        cgst: 36,
        sgst: 36,
        igst: 0,
        total: 72,
        added: 0,
      },
      summary: [
        { label: "Subtotal", amount: 1099 },
        { label: "Coupon Discount", amount: -109.9 },
        { label: "Delivery Charge", amount: 40 },
        { label: "Fee", amount: 0 },
        { label: "Total", amount: 1029.1 },
      ],
    });
  });

  it("prices exclude GST: the GST is a line of the summary and the total includes it", () => {
    const totals = orderTotals({
      lines: LINES,
      coupon: { percentage_offer: 10 },
      deliveryCharge: 40,
      tax: { mode: "exclusive", supply: "intra-state", deliveryGstRate: 18 },
    });
    // ₹810 × 5 % = ₹40.50, ₹179.10 × 18 % = ₹32.24 (32.238), ₹40 × 18 % = ₹7.20.
    expect(totals.tax).toBe(79.94);
    expect(totals.total).toBe(1109.04);
    expect(totals.gst).toMatchObject({
      mode: "exclusive",
      cgst: 39.97,
      sgst: 39.97,
      total: 79.94,
      added: 79.94,
    });
    expect(totals.summary.slice(2)).toEqual([
      { label: "Delivery Charge", amount: 40 },
      { label: "GST", amount: 79.94 },
      { label: "Fee", amount: 0 },
      { label: "Total", amount: 1109.04 },
    ]);
  });

  it("without the lines' rates (a browser's estimate) works out no GST and adds none", () => {
    const totals = orderTotals({ lines: LINES, coupon: null, deliveryCharge: 40 });
    expect(totals.gst).toBeNull();
    expect(totals.total).toBe(1139);
  });

  it("leaves the coupon line out without a coupon and never lets a flat coupon go below 0", () => {
    expect(
      orderTotals({ lines: [{ price: 50, salePrice: 0, quantity: 1 }], deliveryCharge: 0 }).summary.map(
        (l) => l.label,
      ),
    ).toEqual(["Subtotal", "Delivery Charge", "Fee", "Total"]);
    const flat = orderTotals({
      lines: [{ price: 50, salePrice: 0, quantity: 1 }],
      coupon: { price_offer: 100 },
      deliveryCharge: 0,
    });
    expect(flat.discount).toBe(50);
    expect(flat.amountAfterDiscount).toBe(0);
    expect(flat.total).toBe(0);
  });

  it("sums in paise (0.1 + 0.2 stays 0.30)", () => {
    const totals = orderTotals({
      lines: [
        { price: 0.1, salePrice: 0, quantity: 1 },
        { price: 0.2, salePrice: 0, quantity: 1 },
      ],
      deliveryCharge: "0",
    });
    expect(totals.subtotal).toBe(0.3);
    expect(totals.total).toBe(0.3);
  });
});

describe("coupon minimum amount", () => {
  it.each([
    { subtotal: 498.99, min: 499, want: false },
    { subtotal: 499, min: 499, want: true },
    { subtotal: 10, min: 0, want: true },
    { subtotal: 10, min: null, want: true },
    { subtotal: "600", min: "499.50", want: true },
  ])("$subtotal against $min → $want", ({ subtotal, min, want }) => {
    expect(meetsCouponMinimum(subtotal, min)).toBe(want);
  });

  it("names the minimum in rupees", () => {
    expect(couponMinimumMessage(499)).toBe("This coupon needs an order of at least ₹499.");
  });
});
