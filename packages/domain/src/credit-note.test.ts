import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CreditNote, creditNote, keptAfterCredits } from "./credit-note";
import { type GstInvoice, gstInvoice } from "./gst-invoice";
import { toPaise } from "./money";
import { planRefund, type RefundOrder } from "./refunds";

const LINES = [
  { description: "Henna Cone", hsnCode: "3305", quantity: 3, unitPrice: 49, amount: 147, gstRate: 5 },
  { description: "Masala Chai", hsnCode: "0902", quantity: 2, unitPrice: 150, amount: 300, gstRate: 18 },
];

function invoiceFor(placeOfSupply: string, taxMode: "inclusive" | "exclusive" = "inclusive"): GstInvoice {
  return gstInvoice({
    lines: LINES,
    discount: 50,
    deliveryCharge: 40,
    deliveryGstRate: 18,
    taxMode,
    fixedCharge: null,
    fee: 0,
    supplierStateCode: "27",
    placeOfSupplyStateCode: placeOfSupply,
  });
}

function note(result: ReturnType<typeof creditNote>): CreditNote {
  if (!result.ok) throw new Error(result.problem);
  return result.note;
}

const row = (l: CreditNote["lines"][number]) => [
  l.kind,
  l.quantity,
  l.discount,
  l.taxableValue,
  l.cgst,
  l.sgst,
  l.igst,
  l.total,
];

describe("creditNote: the invoice's split on the refunded part", () => {
  it.each([
    {
      name: "within Maharashtra: one henna cone, one chai and the delivery fee, CGST = SGST",
      placeOfSupply: "27",
      want: [
        ["goods", 1, 5.48, 41.44, 1.04, 1.04, 0, 43.52],
        ["goods", 1, 16.78, 112.9, 10.16, 10.16, 0, 133.22],
        ["delivery", null, 0, 33.9, 3.05, 3.05, 0, 40],
      ],
      totals: { taxableValue: 188.24, cgst: 14.25, sgst: 14.25, igst: 0, tax: 28.5, total: 216.74 },
    },
    {
      name: "to Karnataka: the same refund as IGST",
      placeOfSupply: "29",
      want: [
        ["goods", 1, 5.48, 41.45, 0, 0, 2.07, 43.52],
        ["goods", 1, 16.78, 112.9, 0, 0, 20.32, 133.22],
        ["delivery", null, 0, 33.9, 0, 0, 6.1, 40],
      ],
      totals: { taxableValue: 188.25, cgst: 0, sgst: 0, igst: 28.49, tax: 28.49, total: 216.74 },
    },
  ])("$name", ({ placeOfSupply, want, totals }) => {
    const invoice = invoiceFor(placeOfSupply);
    const result = note(
      creditNote({
        invoice,
        lines: [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 1 },
        ],
        credited: [],
        delivery: true,
      }),
    );
    expect(result.supplyType).toBe(invoice.supplyType);
    expect(result.lines.map(row)).toEqual(want);
    expect(result.totals).toMatchObject(totals);
  });

  it("a line credited in parts adds up to the invoice's line exactly", () => {
    const invoice = invoiceFor("27");
    const first = note(
      creditNote({ invoice, lines: [{ index: 0, quantity: 1 }], credited: [], delivery: false }),
    );
    const rest = note(
      creditNote({
        invoice,
        lines: [{ index: 0, quantity: 2 }],
        credited: [{ index: 0, quantity: 1 }],
        delivery: false,
      }),
    );
    const kept = keptAfterCredits(invoice, [first, rest]);
    expect(kept.lines[0]).toMatchObject({
      taxableValue: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
      discount: 0,
    });
    expect(kept.lines[1]?.total).toBe(invoice.lines[1]?.total);
  });

  it("exclusive mode: the note gives back the GST that was added", () => {
    const invoice = invoiceFor("29", "exclusive");
    const result = note(
      creditNote({ invoice, lines: [{ index: 1, quantity: 2 }], credited: [], delivery: false }),
    );
    expect(result.lines.map(row)).toEqual([["goods", 2, 33.56, 266.44, 0, 0, 47.96, 314.4]]);
  });

  it.each([
    {
      name: "a line the invoice does not have",
      lines: [{ index: 7, quantity: 1 }],
      credited: [],
      want: "UNKNOWN_LINE",
    },
    {
      name: "the delivery line by quantity",
      lines: [{ index: 2, quantity: 1 }],
      credited: [],
      want: "UNKNOWN_LINE",
    },
    {
      name: "more units than the line",
      lines: [{ index: 1, quantity: 3 }],
      credited: [],
      want: "QUANTITY_TOO_HIGH",
    },
    {
      name: "more units than are left",
      lines: [{ index: 1, quantity: 1 }],
      credited: [{ index: 1, quantity: 2 }],
      want: "QUANTITY_TOO_HIGH",
    },
    {
      name: "a fraction of a unit",
      lines: [{ index: 0, quantity: 0.5 }],
      credited: [],
      want: "QUANTITY_TOO_HIGH",
    },
    { name: "nothing (a refund of an amount only)", lines: [], credited: [], want: "NOTHING_CREDITED" },
  ])("refuses $name", ({ lines, credited, want }) => {
    expect(creditNote({ invoice: invoiceFor("27"), lines, credited, delivery: false })).toEqual({
      ok: false,
      problem: want,
    });
  });

  it("a legacy invoice's fixed checkout line goes back with the delivery fee", () => {
    const invoice = gstInvoice({
      lines: [LINES[0] as (typeof LINES)[number]],
      discount: 0,
      deliveryCharge: 40,
      deliveryGstRate: null,
      taxMode: "inclusive",
      fixedCharge: { label: "Gst Tax (10%)", amount: 200 },
      fee: 0,
      supplierStateCode: "27",
      placeOfSupplyStateCode: "27",
    });
    const result = note(creditNote({ invoice, lines: [], credited: [], delivery: true }));
    expect(result.lines.map((l) => [l.kind, l.total])).toEqual([
      ["delivery", 40],
      ["charge", 200],
    ]);
  });
});

describe("property: invoice minus credit notes equals what was kept", () => {
  const line = fc.record({
    quantity: fc.integer({ min: 1, max: 6 }),
    unitPaise: fc.integer({ min: 1, max: 500_000 }),
    gstRate: fc.constantFrom(0, 0.25, 3, 5, 18, 40),
  });
  const setup = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    deliveryPaise: fc.integer({ min: 0, max: 20_000 }),
    intra: fc.boolean(),
    exclusive: fc.boolean(),
    steps: fc.array(
      fc.record({ picks: fc.array(fc.nat({ max: 6 }), { maxLength: 4 }), delivery: fc.boolean() }),
      { maxLength: 6 },
    ),
  });

  it("for any sequence of partial refunds", () => {
    fc.assert(
      fc.property(setup, (s) => {
        const goods = s.lines.map((l, i) => ({
          description: `Line ${i}`,
          hsnCode: "3305",
          quantity: l.quantity,
          unitPrice: l.unitPaise / 100,
          amount: (l.unitPaise * l.quantity) / 100,
          gstRate: l.gstRate,
        }));
        const goodsPaise = s.lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
        const discount = Math.floor(goodsPaise * s.discountShare) / 100;
        const invoice = gstInvoice({
          lines: goods,
          discount,
          deliveryCharge: s.deliveryPaise / 100,
          deliveryGstRate: 18,
          taxMode: s.exclusive ? "exclusive" : "inclusive",
          fixedCharge: null,
          fee: 0,
          supplierStateCode: "27",
          placeOfSupplyStateCode: s.intra ? "27" : "07",
        });
        const order: RefundOrder = {
          lines: goods.map((g, i) => ({ id: i, quantity: g.quantity, lineTotal: g.amount })),
          couponDiscount: discount,
          deliveryCharge: s.deliveryPaise / 100,
          capturedOnline: invoice.totals.total,
          collectedInCash: 0,
        };
        const notes: CreditNote[] = [];
        const credited: { index: number; quantity: number }[] = [];
        let deliveryDone = false;
        for (const step of s.steps) {
          const left = goods.map(
            (g, i) => g.quantity - credited.filter((c) => c.index === i).reduce((a, c) => a + c.quantity, 0),
          );
          const lines = step.picks
            .map((q, i) => ({ index: i, quantity: Math.min(q, left[i] ?? 0) }))
            .filter((l) => l.index < goods.length && l.quantity > 0);
          const delivery: boolean = step.delivery && !deliveryDone && s.deliveryPaise > 0;
          const result = creditNote({ invoice, lines, credited, delivery });
          if (lines.length === 0 && !delivery) {
            expect(result.ok).toBe(false);
            continue;
          }
          const made = note(result);
          // In inclusive mode each note's total is, to the paisa, what the refund gives back.
          if (!s.exclusive) {
            const plan = planRefund(
              order,
              notes.map((n) => ({
                method: "gateway" as const,
                state: "processed" as const,
                amount: n.totals.total,
                lines: n.lines.flatMap((l) =>
                  l.kind === "goods" ? [{ lineId: l.invoiceLine, quantity: l.quantity ?? 0 }] : [],
                ),
                delivery: n.lines.some((l) => l.kind === "delivery") ? s.deliveryPaise / 100 : 0,
              })),
              {
                kind: "lines",
                method: "gateway",
                lines: lines.map((l) => ({ lineId: l.index, quantity: l.quantity })),
                delivery,
              },
            );
            // Units worth nothing after the coupon are no refund, nor are units asked for once the
            // whole payment is back (a coupon can leave less than a paisa a unit): their note is zero.
            if (!plan.ok && (plan.problem === "NOTHING_SELECTED" || plan.problem === "NOTHING_TO_REFUND")) {
              expect(made.totals.total).toBe(0);
              continue;
            }
            expect(plan.ok && plan.amount).toBe(made.totals.total);
          }
          for (const l of made.lines) {
            expect(l.cgst).toBe(l.sgst);
            expect(s.intra ? l.igst : l.cgst).toBe(0);
          }
          notes.push(made);
          credited.push(...lines);
          deliveryDone ||= delivery;
        }
        const kept = keptAfterCredits(invoice, notes);
        const paise = (n: number) => toPaise(n);
        for (const field of ["taxableValue", "cgst", "sgst", "igst", "tax", "total"] as const) {
          const creditedSum = notes.reduce((sum, n) => sum + paise(n.totals[field]), 0);
          expect(paise(kept.totals[field]) + creditedSum).toBe(paise(invoice.totals[field]));
          expect(paise(kept.totals[field])).toBeGreaterThanOrEqual(0);
        }
        for (const [i, g] of goods.entries()) {
          const done = credited.filter((c) => c.index === i).reduce((a, c) => a + c.quantity, 0);
          const keptLine = kept.lines[i];
          if (done === g.quantity) expect(keptLine?.total).toBe(0);
          for (const f of ["taxableValue", "cgst", "sgst", "igst", "total"] as const)
            expect(paise(keptLine?.[f] ?? -1)).toBeGreaterThanOrEqual(0);
        }
      }),
      {
        numRuns: 300,
        // Found by a CI run: a 50 % coupon on two units of one paisa leaves one paisa, refunded with
        // the first unit; the second unit's note is zero and the refund has nothing left to give.
        examples: [
          [
            {
              lines: [{ quantity: 2, unitPaise: 1, gstRate: 0 }],
              discountShare: 0.5,
              deliveryPaise: 0,
              intra: false,
              exclusive: false,
              steps: [
                { picks: [1], delivery: false },
                { picks: [1], delivery: false },
              ],
            },
          ],
        ],
      },
    );
  });
});
