import { describe, expect, it } from "vitest";
import { gstInvoice, isGstRate, shareOut, splitInclusiveTax, supplyTypeOf } from "./gst-invoice";

describe("splitInclusiveTax", () => {
  it.each([
    { amount: 10500, rate: 5, supply: "intra-state", want: [10000, 250, 250, 0] },
    { amount: 11800, rate: 18, supply: "intra-state", want: [10000, 900, 900, 0] },
    { amount: 11800, rate: 18, supply: "inter-state", want: [10000, 0, 0, 1800] },
    { amount: 100, rate: 18, supply: "intra-state", want: [84, 8, 8, 0] },
    { amount: 4900, rate: 5, supply: "intra-state", want: [4666, 117, 117, 0] },
    { amount: 4900, rate: 5, supply: "inter-state", want: [4667, 0, 0, 233] },
    // 21 × 2.5 / 105 = 0.5 exactly: half up.
    { amount: 21, rate: 5, supply: "intra-state", want: [19, 1, 1, 0] },
    { amount: 10025, rate: 0.25, supply: "inter-state", want: [10000, 0, 0, 25] },
    { amount: 5000, rate: 0, supply: "intra-state", want: [5000, 0, 0, 0] },
  ] as const)("$amount paise at $rate% $supply → $want", ({ amount, rate, supply, want }) => {
    const split = splitInclusiveTax(amount, rate, supply);
    expect([split.taxablePaise, split.cgstPaise, split.sgstPaise, split.igstPaise]).toEqual(want);
  });
});

describe("shareOut", () => {
  it.each([
    { total: 1000, weights: [3000, 1000], want: [750, 250] },
    { total: 100, weights: [1, 1, 1], want: [34, 33, 33] },
    { total: 2, weights: [1, 1, 1], want: [1, 1, 0] },
    { total: 0, weights: [5, 5], want: [0, 0] },
    { total: 10, weights: [0, 0], want: [0, 0] },
  ])("$total over $weights → $want", ({ total, weights, want }) => {
    expect(shareOut(total, weights)).toEqual(want);
  });
});

describe("supplyTypeOf", () => {
  it.each([
    { supplier: "27", place: "27", want: "intra-state" },
    { supplier: "27", place: "29", want: "inter-state" },
    { supplier: "27", place: null, want: "inter-state" },
    { supplier: null, place: null, want: "inter-state" },
  ])("$supplier / $place → $want", ({ supplier, place, want }) => {
    expect(supplyTypeOf(supplier, place)).toBe(want);
  });
});

describe("isGstRate", () => {
  it.each([
    [5, true],
    [18, true],
    [0.25, true],
    [12, false],
    ["5", false],
  ])("%s → %s", (given, want) => {
    expect(isGstRate(given)).toBe(want);
  });
});

const FIXED = { label: "Gst Tax (10%)", amount: 200 };

describe("gstInvoice", () => {
  it("within Maharashtra: CGST + SGST on the goods, delivery and the fixed checkout line at the goods' rate", () => {
    const invoice = gstInvoice({
      lines: [
        {
          description: "Organic Henna Cone (25 g)",
          hsnCode: "3305",
          quantity: 2,
          unitPrice: 49,
          amount: 98,
          gstRate: 5,
        },
      ],
      discount: 0,
      deliveryCharge: 40,
      fixedCharge: FIXED,
      fee: 0,
      supplierStateCode: "27",
      placeOfSupplyStateCode: "27",
    });
    expect(invoice.supplyType).toBe("intra-state");
    expect(
      invoice.lines.map((l) => [
        l.kind,
        l.description,
        l.hsnCode,
        l.gstRate,
        l.taxableValue,
        l.cgst,
        l.sgst,
        l.igst,
        l.total,
      ]),
    ).toEqual([
      ["goods", "Organic Henna Cone (25 g)", "3305", 5, 93.34, 2.33, 2.33, 0, 98],
      ["delivery", "Delivery charge", "3305", 5, 38.1, 0.95, 0.95, 0, 40],
      ["charge", "Gst Tax (10%)", "3305", 5, 190.48, 4.76, 4.76, 0, 200],
    ]);
    expect(invoice.totals).toEqual({
      amount: 338,
      discount: 0,
      taxableValue: 321.92,
      cgst: 8.04,
      sgst: 8.04,
      igst: 0,
      tax: 16.08,
      total: 338,
    });
  });

  it("across states with a coupon: IGST, the discount shared over the goods, the principal line's rate for the rest", () => {
    const invoice = gstInvoice({
      lines: [
        { description: "Masala Chai", hsnCode: "0902", quantity: 1, unitPrice: 300, amount: 300, gstRate: 5 },
        {
          description: "Eucalyptus Oil",
          hsnCode: "3301",
          quantity: 1,
          unitPrice: 100,
          amount: 100,
          gstRate: 18,
        },
      ],
      discount: 40,
      deliveryCharge: 0,
      fixedCharge: FIXED,
      fee: 0,
      supplierStateCode: "27",
      placeOfSupplyStateCode: "29",
    });
    expect(invoice.supplyType).toBe("inter-state");
    expect(
      invoice.lines.map((l) => [
        l.kind,
        l.hsnCode,
        l.gstRate,
        l.amount,
        l.discount,
        l.taxableValue,
        l.igst,
        l.total,
      ]),
    ).toEqual([
      ["goods", "0902", 5, 300, 30, 257.14, 12.86, 270],
      ["goods", "3301", 18, 100, 10, 76.27, 13.73, 90],
      ["charge", "0902", 5, 200, 0, 190.48, 9.52, 200],
    ]);
    expect(invoice.totals).toEqual({
      amount: 600,
      discount: 40,
      taxableValue: 523.89,
      cgst: 0,
      sgst: 0,
      igst: 36.11,
      tax: 36.11,
      total: 560,
    });
  });

  it("charges IGST when the place of supply is unknown, and caps a discount at the goods' amount", () => {
    const invoice = gstInvoice({
      lines: [{ description: "Cone", hsnCode: null, quantity: 1, unitPrice: 50, amount: 50, gstRate: 18 }],
      discount: 80,
      deliveryCharge: 0,
      fixedCharge: { label: "Gst Tax (10%)", amount: 0 },
      fee: 10,
      supplierStateCode: "27",
      placeOfSupplyStateCode: null,
    });
    expect(invoice.supplyType).toBe("inter-state");
    expect(invoice.lines.map((l) => [l.kind, l.discount, l.total, l.taxableValue, l.igst])).toEqual([
      ["goods", 50, 0, 0, 0],
      ["fee", 0, 10, 8.47, 1.53],
    ]);
    expect(invoice.totals.total).toBe(10);
  });

  it("adds up exactly: taxable value + tax = total for every line and in sum", () => {
    for (let paise = 1; paise <= 3000; paise += 37) {
      for (const supply of ["27", "29"]) {
        const invoice = gstInvoice({
          lines: [
            {
              description: "a",
              hsnCode: "1",
              quantity: 3,
              unitPrice: paise / 100,
              amount: (3 * paise) / 100,
              gstRate: 5,
            },
            { description: "b", hsnCode: "2", quantity: 1, unitPrice: 1.99, amount: 1.99, gstRate: 18 },
          ],
          discount: paise / 300,
          deliveryCharge: paise / 100,
          fixedCharge: FIXED,
          fee: 0,
          supplierStateCode: "27",
          placeOfSupplyStateCode: supply,
        });
        const cents = (n: number) => Math.round(n * 100);
        for (const line of invoice.lines) {
          expect(cents(line.taxableValue) + cents(line.cgst) + cents(line.sgst) + cents(line.igst)).toBe(
            cents(line.total),
          );
          expect(line.cgst).toBe(line.sgst);
        }
        const t = invoice.totals;
        expect(cents(t.taxableValue) + cents(t.tax)).toBe(cents(t.total));
        expect(cents(t.amount) - cents(t.discount)).toBe(cents(t.total));
      }
    }
  });
});
