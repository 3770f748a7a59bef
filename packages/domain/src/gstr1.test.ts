import { describe, expect, it } from "vitest";
import { DELIVERY_SAC, type GstInvoiceInput, gstInvoice } from "./gst-invoice";
import { gstStateByCode } from "./gst-states";
import {
  documentSeries,
  GSTR1_MONTH_BEFORE_GST,
  GSTR1_MONTH_IN_FUTURE,
  GSTR1_MONTH_INVALID,
  type Gstr1Invoice,
  gstr1Month,
  gstr1Return,
  gstr1Section,
  isServiceCode,
} from "./gstr1";
import { toPaise } from "./money";

const MAHARASHTRA = gstStateByCode("27");
const KARNATAKA = gstStateByCode("29");
const NOW = new Date("2026-11-25T12:00:00Z");

describe("gstr1Month", () => {
  it.each([
    { given: "2026-11", from: "2026-10-31T18:30:00.000Z", to: "2026-11-30T18:30:00.000Z" },
    { given: " 2026-03 ", from: "2026-02-28T18:30:00.000Z", to: "2026-03-31T18:30:00.000Z" },
    { given: "2017-07", from: "2017-06-30T18:30:00.000Z", to: "2017-07-31T18:30:00.000Z" },
    { given: "2025-12", from: "2025-11-30T18:30:00.000Z", to: "2025-12-31T18:30:00.000Z" },
  ])("$given → [$from, $to)", ({ given, from, to }) => {
    const range = gstr1Month(given, NOW);
    expect(range).toEqual({ month: given.trim(), from: new Date(from), to: new Date(to) });
  });

  it.each([
    { given: "2026-13", want: GSTR1_MONTH_INVALID },
    { given: "2026-1", want: GSTR1_MONTH_INVALID },
    { given: "11-2026", want: GSTR1_MONTH_INVALID },
    { given: "", want: GSTR1_MONTH_INVALID },
    { given: null, want: GSTR1_MONTH_INVALID },
    { given: "2017-06", want: GSTR1_MONTH_BEFORE_GST },
    { given: "2026-12", want: GSTR1_MONTH_IN_FUTURE },
  ])("$given → $want", ({ given, want }) => {
    expect(gstr1Month(given, NOW)).toEqual({ error: want });
  });

  it("the month is India's: 1 December begins at 18:30 UTC on 30 November", () => {
    expect(gstr1Month("2026-12", new Date("2026-11-30T18:30:00Z"))).not.toHaveProperty("error");
    expect(gstr1Month("2026-12", new Date("2026-11-30T18:29:59Z"))).toEqual({ error: GSTR1_MONTH_IN_FUTURE });
  });
});

interface Spec {
  number: string;
  place: string | null;
  gstin?: string | null;
  cancelled?: boolean;
  lines: { hsn: string; qty: number; amount: number; rate: number }[];
  discount?: number;
  delivery?: number;
  /** The fixed 'Gst Tax (10%)' line of an order placed before GST came from the products. */
  charge?: number;
  /** Prices exclude GST (added at checkout). */
  exclusive?: boolean;
}

/** An invoice as the shop issues it (gst-invoice's maths), the store in Maharashtra. */
function invoice(spec: Spec): Gstr1Invoice {
  const input: GstInvoiceInput = {
    lines: spec.lines.map((line) => ({
      description: `Item ${line.hsn}`,
      hsnCode: line.hsn,
      quantity: line.qty,
      unitPrice: line.amount / line.qty,
      amount: line.amount,
      gstRate: line.rate,
    })),
    discount: spec.discount ?? 0,
    deliveryCharge: spec.delivery ?? 0,
    // Invoices of orders placed before GST came from the products carry the fixed line; the others
    // charge delivery at store setup's 18 %.
    ...(spec.charge === undefined
      ? { deliveryGstRate: 18, taxMode: spec.exclusive ? "exclusive" : "inclusive", fixedCharge: null }
      : {
          deliveryGstRate: null,
          taxMode: "inclusive",
          fixedCharge: { label: "Gst Tax (10%)", amount: spec.charge },
        }),
    fee: 0,
    supplierStateCode: "27",
    placeOfSupplyStateCode: spec.place,
  };
  const built = gstInvoice(input);
  return {
    number: spec.number,
    date: new Date("2026-11-05T06:00:00Z"),
    cancelled: spec.cancelled ?? false,
    recipientName: "Asha Rao",
    recipientGstin: spec.gstin ?? null,
    placeOfSupply: gstStateByCode(spec.place),
    supplyType: built.supplyType,
    total: built.totals.total,
    lines: built.lines,
  };
}

describe("isServiceCode", () => {
  it.each([
    { code: "9992", want: true },
    { code: " 999293", want: true },
    { code: "0902", want: false },
    { code: "", want: false },
    { code: null, want: false },
  ])("$code → $want", ({ code, want }) => {
    expect(isServiceCode(code)).toBe(want);
  });
});

describe("gstr1Section", () => {
  it.each([
    { name: "a buyer's GSTIN", spec: { gstin: "29ABCDE1234F1Z5", place: "29" }, want: "b2b" },
    { name: "a GSTIN in lower case", spec: { gstin: "27abcde1234f1z5", place: "27" }, want: "b2b" },
    { name: "a malformed GSTIN", spec: { gstin: "27ABC", place: "27", amount: 150_000 }, want: "b2cs" },
    { name: "inter-state above ₹1 lakh", spec: { place: "29", amount: 100_000.01 }, want: "b2cl" },
    { name: "inter-state at ₹1 lakh", spec: { place: "29", amount: 100_000 }, want: "b2cs" },
    { name: "intra-state above ₹1 lakh", spec: { place: "27", amount: 250_000 }, want: "b2cs" },
    { name: "no place of supply above ₹1 lakh", spec: { place: null, amount: 250_000 }, want: "b2cs" },
  ])("$name → $want", ({ spec, want }) => {
    const given = invoice({
      number: "INV/2026-27/000001",
      place: spec.place,
      gstin: spec.gstin ?? null,
      lines: [{ hsn: "3305", qty: 1, amount: (spec as { amount?: number }).amount ?? 500, rate: 18 }],
    });
    expect(gstr1Section(given)).toBe(want);
  });
});

describe("documentSeries", () => {
  it.each([
    { given: [], want: [] },
    {
      given: [
        { number: "INV/2026-27/000012", cancelled: false },
        { number: "INV/2026-27/000010", cancelled: true },
        { number: "INV/2026-27/000011", cancelled: false },
      ],
      want: [
        { nature: "invoices", from: "INV/2026-27/000010", to: "INV/2026-27/000012", total: 3, cancelled: 1 },
      ],
    },
    {
      given: [
        { number: "INV/2025-26/000999", cancelled: false },
        { number: "INV/2026-27/000001", cancelled: false },
      ],
      want: [
        { nature: "invoices", from: "INV/2025-26/000999", to: "INV/2025-26/000999", total: 1, cancelled: 0 },
        { nature: "invoices", from: "INV/2026-27/000001", to: "INV/2026-27/000001", total: 1, cancelled: 0 },
      ],
    },
  ])("$given.length invoices → $want", ({ given, want }) => {
    expect(documentSeries(given)).toEqual(want);
  });
});

// A month of the shop: inside and outside Maharashtra, coupons, delivery, the fixed checkout line,
// several rates, a B2B buyer, a large inter-state sale, a course with no place of supply, a cancellation.
const MONTH: Spec[] = [
  {
    number: "INV/2026-27/000041",
    place: "27",
    lines: [{ hsn: "3305", qty: 2, amount: 210, rate: 5 }],
    charge: 200,
    delivery: 40,
  },
  {
    number: "INV/2026-27/000042",
    place: "29",
    lines: [
      { hsn: "0902", qty: 3, amount: 899.97, rate: 5 },
      { hsn: "3301", qty: 1, amount: 333.33, rate: 18 },
    ],
    discount: 123.33,
    delivery: 150,
  },
  {
    number: "INV/2026-27/000043",
    place: "27",
    gstin: "27AAACM1234F1Z2",
    lines: [{ hsn: "3305", qty: 10, amount: 1049.99, rate: 5 }],
    discount: 100,
    charge: 200,
  },
  {
    number: "INV/2026-27/000044",
    place: "29",
    lines: [{ hsn: "7113", qty: 1, amount: 125_000, rate: 3 }],
    charge: 200,
  },
  { number: "INV/2026-27/000045", place: null, lines: [{ hsn: "9992", qty: 1, amount: 4999, rate: 18 }] },
  {
    number: "INV/2026-27/000046",
    place: "29",
    cancelled: true,
    lines: [{ hsn: "0902", qty: 1, amount: 500, rate: 5 }],
  },
  {
    number: "INV/2026-27/000047",
    place: "29",
    lines: [{ hsn: "0902", qty: 1, amount: 99.99, rate: 5 }],
    discount: 9.99,
    delivery: 150,
    exclusive: true,
  },
];

describe("gstr1Return", () => {
  const invoices = MONTH.map(invoice);
  const result = gstr1Return(invoices);
  const issued = invoices.filter((one) => !one.cancelled);
  const sumLines = (pick: (line: Gstr1Invoice["lines"][number]) => unknown) =>
    issued.reduce((sum, one) => sum + one.lines.reduce((s, line) => s + toPaise(pick(line) as number), 0), 0);

  it("totals equal the sum of the issued invoices to the paisa", () => {
    expect(result.totals).toEqual({
      invoices: 6,
      value: issued.reduce((sum, one) => sum + toPaise(one.total), 0),
      taxable: sumLines((line) => line.taxableValue),
      cgst: sumLines((line) => line.cgst),
      sgst: sumLines((line) => line.sgst),
      igst: sumLines((line) => line.igst),
    });
    expect(result.totals.taxable + result.totals.cgst + result.totals.sgst + result.totals.igst).toBe(
      result.totals.value,
    );
  });

  it.each(["taxable", "cgst", "sgst", "igst"] as const)("the tables add up to the totals: %s", (field) => {
    const tables =
      result.b2b.reduce((s, row) => s + row[field], 0) +
      result.b2cl.reduce((s, row) => s + row[field], 0) +
      result.b2cs.reduce((s, row) => s + row[field], 0);
    expect(tables).toBe(result.totals[field]);
    expect(result.hsn.reduce((s, row) => s + row[field], 0)).toBe(result.totals[field]);
    const split =
      result.hsnB2b.reduce((s, row) => s + row[field], 0) +
      result.hsnB2c.reduce((s, row) => s + row[field], 0);
    expect(split).toBe(result.totals[field]);
    expect(result.hsnB2b.reduce((s, row) => s + row[field], 0)).toBe(result.sections.b2b[field]);
    const sections = result.sections.b2b[field] + result.sections.b2cl[field] + result.sections.b2cs[field];
    expect(sections).toBe(result.totals[field]);
  });

  it("sorts the invoices into their tables", () => {
    expect(result.b2b.map((row) => [row.number, row.recipientGstin, row.rate])).toEqual([
      ["INV/2026-27/000043", "27AAACM1234F1Z2", 5],
    ]);
    expect(
      result.b2cl.map((row) => [row.number, row.placeOfSupply?.code, row.rate, row.invoiceValue]),
    ).toEqual([["INV/2026-27/000044", "29", 3, 12_520_000]]);
    expect(result.b2cs.map((row) => [row.placeOfSupply?.code ?? null, row.rate])).toEqual([
      ["27", 5],
      ["29", 5],
      ["29", 18],
      [null, 18],
    ]);
    expect(result.sections.b2cs.invoices).toBe(4);
    expect(result.withoutPlaceOfSupply).toBe(1);
    expect(result.linesWithoutHsn).toBe(0);
  });

  it("sums B2C small per place and rate: two Karnataka invoices at 5 % in one row", () => {
    const karnataka5 = result.b2cs.find((row) => row.placeOfSupply?.code === "29" && row.rate === 5);
    const parts = [invoices[1], invoices[6]].flatMap((one) =>
      (one?.lines ?? []).filter((line) => line.gstRate === 5),
    );
    expect(karnataka5?.taxable).toBe(parts.reduce((s, line) => s + toPaise(line.taxableValue), 0));
    expect(karnataka5?.igst).toBe(parts.reduce((s, line) => s + toPaise(line.igst), 0));
    expect(karnataka5?.cgst).toBe(0);
  });

  it("HSN summary: goods quantities, delivery and charges in the principal line's HSN, values per rate", () => {
    const cones = result.hsn.find((row) => row.hsn === "3305" && row.rate === 5);
    expect(cones?.quantity).toBe(12);
    expect(cones?.description).toBe("Item 3305");
    // The cancelled invoice's tea is not counted: 3 + 1.
    expect(result.hsn.find((row) => row.hsn === "0902")?.quantity).toBe(4);
    for (const row of result.hsn) expect(row.totalValue).toBe(row.taxable + row.cgst + row.sgst + row.igst);
    const first = invoices[0];
    const delivery = first?.lines.find((line) => line.kind === "delivery");
    expect(delivery?.hsnCode).toBe("3305");
    // Delivery of an order placed now: its own line under the courier SAC, at 18 %, without a quantity.
    expect(invoices[1]?.lines.find((line) => line.kind === "delivery")).toMatchObject({
      hsnCode: DELIVERY_SAC,
      gstRate: 18,
    });
    expect(result.hsn.find((row) => row.hsn === DELIVERY_SAC)).toMatchObject({ rate: 18, quantity: 0 });
  });

  it("a course fee (SAC 9992) is summed without a quantity", () => {
    const course = result.hsn.find((row) => row.hsn === "9992");
    expect(course).toMatchObject({ quantity: 0, rate: 18 });
    expect(course?.taxable).toBeGreaterThan(0);
  });

  it("document series: every number of the month, the cancelled one counted", () => {
    expect(result.docs).toEqual([
      { nature: "invoices", from: "INV/2026-27/000041", to: "INV/2026-27/000047", total: 7, cancelled: 1 },
    ]);
    expect(result.cancelled).toBe(1);
  });

  it("an empty month: empty tables, zero totals", () => {
    const empty = gstr1Return([]);
    expect(empty.b2b).toEqual([]);
    expect(empty.b2cs).toEqual([]);
    expect(empty.hsn).toEqual([]);
    expect(empty.docs).toEqual([]);
    expect(empty.totals).toEqual({ invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });
  });

  it("a line without an HSN code is counted and summed under an empty code", () => {
    const given = invoice({
      number: "INV/2026-27/000001",
      place: "27",
      lines: [{ hsn: "", qty: 1, amount: 100, rate: 18 }],
    });
    const out = gstr1Return([given]);
    expect(out.linesWithoutHsn).toBe(1);
    expect(out.hsn[0]).toMatchObject({ hsn: "", taxable: out.totals.taxable });
  });

  it("uses the states the invoices name", () => {
    expect(MAHARASHTRA?.name).toBe("Maharashtra");
    expect(result.b2cs[0]?.placeOfSupply).toEqual(MAHARASHTRA);
    expect(result.b2cl[0]?.placeOfSupply).toEqual(KARNATAKA);
  });
});
