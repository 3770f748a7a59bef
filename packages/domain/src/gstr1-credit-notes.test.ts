// GSTR-1 with credit notes (issue 33): each note follows the invoice it credits (cdnr, cdnur or net
// b2cs), the HSN summary and the totals are net of it, and docs counts the notes' series.
import { describe, expect, it } from "vitest";
import { type CreditedUnits, creditNote } from "./credit-note";
import { gstInvoice } from "./gst-invoice";
import { gstStateByCode } from "./gst-states";
import { type Gstr1CreditNote, type Gstr1Invoice, gstr1Return } from "./gstr1";
import { toPaise } from "./money";

const NOV = new Date("2026-11-05T06:00:00Z");

interface Spec {
  number: string;
  place: string;
  gstin?: string;
  lines: { hsn: string; qty: number; amount: number; rate: number }[];
  discount?: number;
  delivery?: number;
}

/** An invoice as the shop issues it (store in Maharashtra), and the GST invoice it was built from. */
function issue(spec: Spec) {
  const built = gstInvoice({
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
    deliveryGstRate: 18,
    taxMode: "inclusive",
    fixedCharge: null,
    fee: 0,
    supplierStateCode: "27",
    placeOfSupplyStateCode: spec.place,
  });
  const invoice: Gstr1Invoice = {
    number: spec.number,
    date: NOV,
    cancelled: false,
    recipientName: "Asha Rao",
    recipientGstin: spec.gstin ?? null,
    placeOfSupply: gstStateByCode(spec.place),
    supplyType: built.supplyType,
    total: built.totals.total,
    lines: built.lines,
  };
  return { built, invoice };
}

/** The credit note of a refund of some units (and perhaps the delivery) of an issued invoice. */
function credit(
  issued: ReturnType<typeof issue>,
  number: string,
  lines: CreditedUnits[],
  delivery = false,
  credited: CreditedUnits[] = [],
): Gstr1CreditNote {
  const result = creditNote({ invoice: issued.built, lines, credited, delivery });
  if (!result.ok) throw new Error(result.problem);
  const { cancelled: _cancelled, lines: _lines, ...invoice } = issued.invoice;
  return {
    number,
    date: new Date("2026-11-20T06:00:00Z"),
    total: result.note.totals.total,
    invoice,
    lines: result.note.lines,
  };
}

const inState = issue({
  number: "INV/2026-27/000001",
  place: "27",
  lines: [
    { hsn: "3305", qty: 3, amount: 899.97, rate: 5 },
    { hsn: "3301", qty: 1, amount: 333.33, rate: 18 },
  ],
  discount: 123.33,
  delivery: 40,
});
const outOfState = issue({
  number: "INV/2026-27/000002",
  place: "29",
  lines: [{ hsn: "0902", qty: 2, amount: 419.98, rate: 5 }],
  delivery: 150,
});
const registered = issue({
  number: "INV/2026-27/000003",
  place: "27",
  gstin: "27AAACM1234F1Z2",
  lines: [{ hsn: "3305", qty: 10, amount: 1049.99, rate: 5 }],
});
const large = issue({
  number: "INV/2026-27/000004",
  place: "29",
  lines: [{ hsn: "7113", qty: 2, amount: 250_000, rate: 3 }],
});
const INVOICES = [inState, outOfState, registered, large].map((one) => one.invoice);
const NOTES = [
  credit(inState, "CN/2026-27/000001", [{ index: 0, quantity: 1 }]),
  credit(outOfState, "CN/2026-27/000002", [{ index: 0, quantity: 2 }], true),
  credit(registered, "CN/2026-27/000003", [{ index: 0, quantity: 3 }]),
  credit(large, "CN/2026-27/000004", [{ index: 0, quantity: 1 }]),
  credit(inState, "CN/2026-27/000005", [{ index: 0, quantity: 2 }], true, [{ index: 0, quantity: 1 }]),
];

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, row) => s + pick(row), 0);
const linesOf = (docs: readonly { lines: Gstr1Invoice["lines"] }[]) => docs.flatMap((doc) => doc.lines);

describe("gstr1Return with credit notes", () => {
  const result = gstr1Return(INVOICES, NOTES);

  it.each([
    { name: "a registered buyer's note", note: "CN/2026-27/000003", table: "cdnr" },
    { name: "a B2C large invoice's note", note: "CN/2026-27/000004", table: "cdnur" },
  ] as const)("$name goes to $table, one row per rate", ({ note, table }) => {
    expect(result[table].map((row) => row.number)).toEqual([note]);
    const other = table === "cdnr" ? "cdnur" : "cdnr";
    expect(result[other].map((row) => row.number)).not.toContain(note);
  });

  it("a cdnr row names the buyer, the note, its value and the invoice it credits", () => {
    const given = NOTES[2];
    expect(result.cdnr[0]).toMatchObject({
      recipientGstin: "27AAACM1234F1Z2",
      invoiceNumber: "INV/2026-27/000003",
      noteValue: toPaise(given?.total ?? 0),
      rate: 5,
      taxable: sum(given?.lines ?? [], (line) => toPaise(line.taxableValue)),
      igst: 0,
    });
    expect(result.cdnur[0]).toMatchObject({ recipientGstin: "", placeOfSupply: gstStateByCode("29") });
    expect(result.cdnur[0]?.igst).toBeGreaterThan(0);
  });

  it.each([
    { place: "27", rate: 5, invoice: inState, notes: [0, 4] },
    { place: "27", rate: 18, invoice: inState, notes: [4] },
    { place: "29", rate: 5, invoice: outOfState, notes: [1] },
    { place: "29", rate: 18, invoice: outOfState, notes: [1] },
  ])("b2cs $place at $rate %: the invoice minus its notes", ({ place, rate, invoice, notes }) => {
    const row = result.b2cs.find((one) => one.placeOfSupply?.code === place && one.rate === rate);
    const of = (lines: Gstr1Invoice["lines"]) => lines.filter((line) => line.gstRate === rate);
    const credited = notes.flatMap((index) => of(NOTES[index]?.lines ?? []));
    for (const field of ["taxableValue", "cgst", "sgst", "igst"] as const) {
      const key = field === "taxableValue" ? "taxable" : field;
      const want =
        sum(of(invoice.invoice.lines), (line) => toPaise(line[field])) -
        sum(credited, (line) => toPaise(line[field]));
      expect(row?.[key]).toBe(want);
    }
  });

  it("a fully credited in-state invoice's goods and delivery leave its b2cs rows at zero", () => {
    // Notes 1 and 5 credit all 3 units of the 5 % line; note 5 the delivery (18 %) as well.
    expect(result.b2cs.find((one) => one.placeOfSupply?.code === "27" && one.rate === 5)).toMatchObject({
      taxable: 0,
      cgst: 0,
      sgst: 0,
    });
  });

  it.each(["taxable", "cgst", "sgst", "igst"] as const)(
    "%s: net totals = invoices − notes, and the tables add up to them",
    (field) => {
      const key = field === "taxable" ? "taxableValue" : field;
      const invoiced = sum(linesOf(INVOICES), (line) => toPaise(line[key]));
      const credited = sum(linesOf(NOTES), (line) => toPaise(line[key]));
      expect(result.invoiced[field]).toBe(invoiced);
      expect(result.credited[field]).toBe(credited);
      expect(result.totals[field]).toBe(invoiced - credited);
      const tables =
        sum(result.b2b, (row) => row[field]) +
        sum(result.b2cl, (row) => row[field]) +
        sum(result.b2cs, (row) => row[field]) -
        sum(result.cdnr, (row) => row[field]) -
        sum(result.cdnur, (row) => row[field]);
      expect(tables).toBe(result.totals[field]);
      expect(sum(result.hsn, (row) => row[field])).toBe(result.totals[field]);
      expect(sum(result.hsnB2b, (row) => row[field])).toBe(
        result.sections.b2b[field] - result.sections.cdnr[field],
      );
    },
  );

  it("totals: value net of the notes, invoices and notes counted apart", () => {
    const value = sum(INVOICES, (one) => toPaise(one.total)) - sum(NOTES, (note) => toPaise(note.total));
    expect(result.totals).toMatchObject({ invoices: 4, value });
    expect(result.credited.invoices).toBe(5);
    expect(result.sections.cdnr.invoices).toBe(1);
    expect(result.sections.cdnur.invoices).toBe(1);
    expect(result.sections.b2cs.invoices).toBe(2);
  });

  it.each([
    { hsn: "3305", rate: 5, quantity: 0 + 7 },
    { hsn: "0902", rate: 5, quantity: 0 },
    { hsn: "7113", rate: 3, quantity: 1 },
    { hsn: "3301", rate: 18, quantity: 1 },
    { hsn: "996812", rate: 18, quantity: 0 },
  ])("HSN $hsn at $rate %: $quantity units left after the notes", ({ hsn, rate, quantity }) => {
    const row = result.hsn.find((one) => one.hsn === hsn && one.rate === rate);
    expect(row?.quantity).toBe(quantity);
    expect(row?.totalValue).toBe(
      (row?.taxable ?? 0) + (row?.cgst ?? 0) + (row?.sgst ?? 0) + (row?.igst ?? 0),
    );
  });

  it("the delivery SAC row nets to zero when every delivery charged was credited", () => {
    expect(result.hsn.find((one) => one.hsn === "996812")).toMatchObject({ taxable: 0, igst: 0, cgst: 0 });
  });

  it("docs: the invoices' series and the credit notes' series", () => {
    expect(result.docs).toEqual([
      { nature: "invoices", from: "INV/2026-27/000001", to: "INV/2026-27/000004", total: 4, cancelled: 0 },
      { nature: "credit-notes", from: "CN/2026-27/000001", to: "CN/2026-27/000005", total: 5, cancelled: 0 },
    ]);
  });

  it("a month with notes only (their invoices were earlier) reports them and negative net supplies", () => {
    const only = gstr1Return(
      [],
      [NOTES[0], NOTES[2]].filter((note) => note !== undefined),
    );
    expect(only.totals.invoices).toBe(0);
    expect(only.totals.taxable).toBeLessThan(0);
    expect(only.cdnr).toHaveLength(1);
    expect(only.b2cs.map((row) => [row.placeOfSupply?.code, row.rate])).toEqual([["27", 5]]);
    expect(only.b2cs[0]?.taxable).toBeLessThan(0);
    expect(only.docs).toEqual([
      { nature: "credit-notes", from: "CN/2026-27/000001", to: "CN/2026-27/000003", total: 2, cancelled: 0 },
    ]);
  });
});
