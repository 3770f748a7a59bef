import { describe, expect, it } from "vitest";
import { DELIVERY_SAC, gstInvoice, isGstRate } from "./gst-invoice";

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
// Orders placed before GST came from the products: delivery, the fixed line and fees at the principal line's rate.
const LEGACY = { deliveryGstRate: null, taxMode: "inclusive", fixedCharge: FIXED } as const;

describe("gstInvoice of an order placed before GST came from the products (as issued)", () => {
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
      ...LEGACY,
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
      ...LEGACY,
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
      ...LEGACY,
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
});

describe("gstInvoice of an order placed now", () => {
  const cone = {
    description: "Organic Henna Cone (25 g)",
    hsnCode: "3305",
    quantity: 2,
    unitPrice: 49,
    amount: 98,
    gstRate: 5,
  };

  it("prices include GST: delivery at store setup's rate under the courier SAC, no fixed line", () => {
    const invoice = gstInvoice({
      lines: [cone],
      discount: 0,
      deliveryCharge: 40,
      deliveryGstRate: 18,
      taxMode: "inclusive",
      fixedCharge: null,
      fee: 0,
      supplierStateCode: "27",
      placeOfSupplyStateCode: "27",
    });
    expect(
      invoice.lines.map((l) => [l.kind, l.hsnCode, l.gstRate, l.taxableValue, l.cgst, l.sgst, l.total]),
    ).toEqual([
      ["goods", "3305", 5, 93.34, 2.33, 2.33, 98],
      ["delivery", DELIVERY_SAC, 18, 33.9, 3.05, 3.05, 40],
    ]);
    expect(invoice.totals).toEqual({
      amount: 138,
      discount: 0,
      taxableValue: 127.24,
      cgst: 5.38,
      sgst: 5.38,
      igst: 0,
      tax: 10.76,
      total: 138,
    });
  });

  it("prices exclude GST: the GST is added on top, and the total is what checkout charged", () => {
    const invoice = gstInvoice({
      lines: [cone],
      discount: 0,
      deliveryCharge: 40,
      deliveryGstRate: 18,
      taxMode: "exclusive",
      fixedCharge: null,
      fee: 0,
      supplierStateCode: "27",
      placeOfSupplyStateCode: "27",
    });
    expect(invoice.taxMode).toBe("exclusive");
    expect(invoice.lines.map((l) => [l.kind, l.amount, l.taxableValue, l.cgst, l.sgst, l.total])).toEqual([
      ["goods", 98, 98, 2.45, 2.45, 102.9],
      ["delivery", 40, 40, 3.6, 3.6, 47.2],
    ]);
    expect(invoice.totals).toMatchObject({ amount: 138, taxableValue: 138, tax: 12.1, total: 150.1 });
  });
});

describe("gstInvoice with the supply type the order was priced with", () => {
  it("follows the order's kept supply type over the states", () => {
    const invoice = gstInvoice({
      lines: [{ description: "Cone", hsnCode: "3305", quantity: 1, unitPrice: 105, amount: 105, gstRate: 5 }],
      discount: 0,
      deliveryCharge: 0,
      deliveryGstRate: 18,
      taxMode: "exclusive",
      fixedCharge: null,
      fee: 0,
      supplierStateCode: "29",
      placeOfSupplyStateCode: "27",
      supplyType: "intra-state",
    });
    expect(invoice.supplyType).toBe("intra-state");
    expect(invoice.totals).toMatchObject({ cgst: 2.63, sgst: 2.63, igst: 0, total: 110.26 });
  });
});

describe("gstInvoice in every mode", () => {
  it("adds up exactly: taxable value + tax = total for every line and in sum", () => {
    const modes = [
      LEGACY,
      { deliveryGstRate: 18, taxMode: "inclusive", fixedCharge: null },
      { deliveryGstRate: 5, taxMode: "exclusive", fixedCharge: null },
    ] as const;
    for (let paise = 1; paise <= 3000; paise += 37) {
      for (const [supply, mode] of ["27", "29"].flatMap((s) => modes.map((m) => [s, m] as const))) {
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
          ...mode,
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
        if (mode.taxMode === "inclusive") expect(cents(t.amount) - cents(t.discount)).toBe(cents(t.total));
        else expect(cents(t.amount) - cents(t.discount)).toBe(cents(t.taxableValue));
      }
    }
  });
});
