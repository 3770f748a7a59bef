import { describe, expect, it } from "vitest";
import { billGst, gstBreakdown, shareOut, splitExclusiveTax, splitInclusiveTax, supplyTypeOf } from "./gst";

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

describe("splitExclusiveTax", () => {
  it.each([
    { taxable: 10000, rate: 5, supply: "intra-state", want: [10000, 250, 250, 0] },
    { taxable: 10000, rate: 12, supply: "inter-state", want: [10000, 0, 0, 1200] },
    // 9999 × 9 % = 899.91 → 900 each; 9999 × 18 % = 1799.82 → 1800.
    { taxable: 9999, rate: 18, supply: "intra-state", want: [9999, 900, 900, 0] },
    { taxable: 9999, rate: 18, supply: "inter-state", want: [9999, 0, 0, 1800] },
    // 10 × 2.5 % = 0.25 → 0; 20 × 2.5 % = 0.5 → 1 (half up).
    { taxable: 10, rate: 5, supply: "intra-state", want: [10, 0, 0, 0] },
    { taxable: 20, rate: 5, supply: "intra-state", want: [20, 1, 1, 0] },
    { taxable: 10000, rate: 0.25, supply: "inter-state", want: [10000, 0, 0, 25] },
  ] as const)("$taxable paise at $rate% $supply → $want", ({ taxable, rate, supply, want }) => {
    const split = splitExclusiveTax(taxable, rate, supply);
    expect([split.taxablePaise, split.cgstPaise, split.sgstPaise, split.igstPaise]).toEqual(want);
  });
});

/** [taxable, cgst, sgst, igst, total] of each line, in paise. */
const figures = (
  parts: readonly { taxable: number; cgst: number; sgst: number; igst: number; total: number }[],
) => parts.map((p) => [p.taxable, p.cgst, p.sgst, p.igst, p.total]);

// A mixed 5 % / 12 % / 18 % cart: ₹105, ₹112 and ₹118, each ₹100 before GST when prices include it.
const MIXED = [
  { amount: 105, gstRate: 5 },
  { amount: 112, gstRate: 12 },
  { amount: 118, gstRate: 18 },
];

describe("billGst: prices include GST", () => {
  it.each([
    {
      name: "mixed cart within the state: CGST = SGST per line",
      discount: 0,
      supply: "intra-state",
      lines: [
        [10000, 250, 250, 0, 10500],
        [10000, 600, 600, 0, 11200],
        [10000, 900, 900, 0, 11800],
      ],
      totals: { taxable: 30000, cgst: 1750, sgst: 1750, igst: 0, tax: 3500, total: 33500 },
    },
    {
      name: "mixed cart with a 10 % coupon (₹33.50): shares ₹10.50 / ₹11.20 / ₹11.80, GST after them",
      discount: 33.5,
      supply: "intra-state",
      lines: [
        [9000, 225, 225, 0, 9450],
        [9000, 540, 540, 0, 10080],
        [9000, 810, 810, 0, 10620],
      ],
      totals: { taxable: 27000, cgst: 1575, sgst: 1575, igst: 0, tax: 3150, total: 30150 },
    },
    {
      // ₹10 shared as 313.43 / 334.33 / 352.24 paise: the odd paisa goes to the largest remainder (the 5 % line).
      name: "a ₹10 coupon rounded per line, within the state",
      discount: 10,
      supply: "intra-state",
      lines: [
        [9700, 243, 243, 0, 10186],
        [9702, 582, 582, 0, 10866],
        [9702, 873, 873, 0, 11448],
      ],
      totals: { taxable: 29104, cgst: 1698, sgst: 1698, igst: 0, tax: 3396, total: 32500 },
    },
    {
      // Per-line rounding: IGST sums to one paisa less than CGST + SGST on the same cart.
      name: "the same cart across states: IGST",
      discount: 10,
      supply: "inter-state",
      lines: [
        [9701, 0, 0, 485, 10186],
        [9702, 0, 0, 1164, 10866],
        [9702, 0, 0, 1746, 11448],
      ],
      totals: { taxable: 29105, cgst: 0, sgst: 0, igst: 3395, tax: 3395, total: 32500 },
    },
  ] as const)("$name", ({ discount, supply, lines, totals }) => {
    const gst = billGst({ lines: MIXED, discount, mode: "inclusive", supply });
    expect(figures(gst.lines)).toEqual(lines);
    expect(gst.totals).toMatchObject(totals);
    expect(gst.added).toBe(0);
    expect(gst.delivery).toBeNull();
  });

  it.each([
    { supply: "intra-state", want: [3390, 305, 305, 0, 4000] },
    { supply: "inter-state", want: [3390, 0, 0, 610, 4000] },
  ] as const)("a ₹40 delivery fee at 18 % $supply, no coupon share, GST inside", ({ supply, want }) => {
    const gst = billGst({
      lines: [{ amount: 105, gstRate: 5 }],
      discount: 5,
      delivery: { amount: 40, gstRate: 18 },
      mode: "inclusive",
      supply,
    });
    expect(figures(gst.delivery ? [gst.delivery] : [])).toEqual([want]);
    expect(gst.lines[0]?.discount).toBe(500);
    expect(gst.totals.total).toBe(10000 + 4000);
    expect(gst.byRate.map((row) => row.rate)).toEqual([5, 18]);
  });

  it("caps the coupon at the goods and leaves a line of ₹0 untaxed", () => {
    const gst = billGst({
      lines: [{ amount: 50, gstRate: 18 }],
      discount: 80,
      mode: "inclusive",
      supply: "inter-state",
    });
    expect(figures(gst.lines)).toEqual([[0, 0, 0, 0, 0]]);
    expect(gst.totals.discount).toBe(5000);
    expect(gst.byRate).toEqual([]);
  });

  it("sums per rate, the delivery fee with the goods of its rate", () => {
    const gst = billGst({
      lines: MIXED,
      delivery: { amount: 118, gstRate: 18 },
      mode: "inclusive",
      supply: "intra-state",
    });
    expect(gst.byRate).toEqual([
      { rate: 5, taxable: 10000, cgst: 250, sgst: 250, igst: 0 },
      { rate: 12, taxable: 10000, cgst: 600, sgst: 600, igst: 0 },
      { rate: 18, taxable: 20000, cgst: 1800, sgst: 1800, igst: 0 },
    ]);
  });
});

describe("billGst: prices exclude GST (added at checkout)", () => {
  it.each([
    {
      name: "mixed cart with a 10 % coupon and a ₹50 delivery fee at 18 %, within the state",
      supply: "intra-state",
      lines: [
        [9000, 225, 225, 0, 9450],
        [9000, 540, 540, 0, 10080],
        [9000, 810, 810, 0, 10620],
      ],
      delivery: [5000, 450, 450, 0, 5900],
      added: 4050,
      total: 36050,
    },
    {
      name: "the same across states",
      supply: "inter-state",
      lines: [
        [9000, 0, 0, 450, 9450],
        [9000, 0, 0, 1080, 10080],
        [9000, 0, 0, 1620, 10620],
      ],
      delivery: [5000, 0, 0, 900, 5900],
      added: 4050,
      total: 36050,
    },
  ] as const)("$name", ({ supply, lines, delivery, added, total }) => {
    const gst = billGst({
      lines: [
        { amount: 100, gstRate: 5 },
        { amount: 100, gstRate: 12 },
        { amount: 100, gstRate: 18 },
      ],
      discount: 30,
      delivery: { amount: 50, gstRate: 18 },
      mode: "exclusive",
      supply,
    });
    expect(figures(gst.lines)).toEqual(lines);
    expect(figures(gst.delivery ? [gst.delivery] : [])).toEqual([delivery]);
    expect(gst.added).toBe(added);
    expect(gst.totals.tax).toBe(added);
    expect(gst.totals.total).toBe(total);
  });

  it("rounds per line: ₹99.99 at 18 % twice adds ₹18.00 each, not ₹35.99 on the sum", () => {
    const gst = billGst({
      lines: [
        { amount: 99.99, gstRate: 18 },
        { amount: 99.99, gstRate: 18 },
      ],
      mode: "exclusive",
      supply: "inter-state",
    });
    expect(gst.lines.map((line) => line.igst)).toEqual([1800, 1800]);
    expect(gst.added).toBe(3600);
  });
});

describe("billGst on some lines of a bill (a refund or credit note)", () => {
  it("gives a line with its own coupon share exactly the figures the whole bill gave it", () => {
    for (const mode of ["inclusive", "exclusive"] as const) {
      for (const supply of ["intra-state", "inter-state"] as const) {
        const whole = billGst({ lines: MIXED, discount: 10, mode, supply });
        MIXED.forEach((line, index) => {
          const part = whole.lines[index];
          if (!part) throw new Error("missing line");
          const refunded = billGst({ lines: [{ ...line, discount: part.discount / 100 }], mode, supply });
          expect(refunded.lines[0]).toEqual(part);
        });
      }
    }
  });

  it("shares the coupon only over the lines without a share of their own", () => {
    const gst = billGst({
      lines: [
        { amount: 100, gstRate: 5, discount: 0 },
        { amount: 100, gstRate: 5 },
        { amount: 300, gstRate: 5 },
      ],
      discount: 40,
      mode: "inclusive",
      supply: "intra-state",
    });
    expect(gst.lines.map((line) => line.discount)).toEqual([0, 1000, 3000]);
  });
});

describe("billGst adds up to the paisa", () => {
  it("taxable value + tax = what is paid, per line and in total; CGST = SGST", () => {
    for (let paise = 1; paise <= 5000; paise += 53) {
      for (const mode of ["inclusive", "exclusive"] as const) {
        for (const supply of ["intra-state", "inter-state"] as const) {
          const gst = billGst({
            lines: [
              { amount: (3 * paise) / 100, gstRate: 5 },
              { amount: 1.99, gstRate: 12 },
              { amount: paise / 100, gstRate: 18 },
            ],
            discount: Math.floor(paise / 3) / 100,
            delivery: { amount: paise / 100, gstRate: 18 },
            mode,
            supply,
          });
          for (const part of [...gst.lines, ...(gst.delivery ? [gst.delivery] : [])]) {
            expect(part.taxable + part.cgst + part.sgst + part.igst).toBe(part.total);
            expect(part.cgst).toBe(part.sgst);
            if (mode === "inclusive") expect(part.total).toBe(part.amount - part.discount);
            else expect(part.taxable).toBe(part.amount - part.discount);
          }
          const { totals } = gst;
          expect(totals.taxable + totals.tax).toBe(totals.total);
          const byRate = gst.byRate.reduce(
            (sum, row) => sum + row.taxable + row.cgst + row.sgst + row.igst,
            0,
          );
          expect(byRate).toBe(totals.total);
          expect(gst.added).toBe(mode === "exclusive" ? totals.tax : 0);
        }
      }
    }
  });
});

describe("gstBreakdown", () => {
  it("gives the order pages' figures in rupees", () => {
    const gst = billGst({ lines: MIXED, discount: 10, mode: "exclusive", supply: "intra-state" });
    expect(gstBreakdown(gst)).toEqual({
      mode: "exclusive",
      supply_type: "intra-state",
      cgst: gst.totals.cgst / 100,
      sgst: gst.totals.sgst / 100,
      igst: 0,
      total: gst.totals.tax / 100,
      added: gst.totals.tax / 100,
    });
  });
});
