import { describe, expect, it } from "vitest";
import { gstStateByCode } from "./gst-states";
import type { Gstr1Return } from "./gstr1";
import {
  GSTR1_HEADERS,
  GSTR1_SHEETS,
  gstr1SheetRows,
  portalAmount,
  portalDate,
  portalPlaceOfSupply,
  portalRate,
} from "./gstr1-sheets";

describe("cell formats", () => {
  it.each([
    { given: new Date("2026-11-04T18:30:00Z"), want: "05-Nov-2026" },
    { given: new Date("2026-11-04T18:29:59Z"), want: "04-Nov-2026" },
    { given: new Date("2027-01-31T12:00:00Z"), want: "31-Jan-2027" },
  ])("portalDate($given) → $want (India's day)", ({ given, want }) => {
    expect(portalDate(given)).toBe(want);
  });

  it.each([
    { given: 0, want: "0.00" },
    { given: 5, want: "0.05" },
    { given: 123450, want: "1234.50" },
    { given: -199, want: "-1.99" },
  ])("portalAmount($given paise) → $want", ({ given, want }) => {
    expect(portalAmount(given)).toBe(want);
  });

  it.each([
    { given: 18, want: "18" },
    { given: 0.25, want: "0.25" },
    { given: 1.5, want: "1.5" },
    { given: 0, want: "0" },
  ])("portalRate($given) → $want", ({ given, want }) => {
    expect(portalRate(given)).toBe(want);
  });

  it.each([
    { code: "27", want: "27-Maharashtra" },
    { code: "01", want: "01-Jammu & Kashmir" },
    { code: "26", want: "26-Dadra & Nagar Haveli & Daman & Diu" },
    { code: "35", want: "35-Andaman & Nicobar Islands" },
    { code: null, want: "" },
  ])("portalPlaceOfSupply($code) → $want", ({ code, want }) => {
    expect(portalPlaceOfSupply(gstStateByCode(code))).toBe(want);
  });
});

describe("GSTR1_HEADERS", () => {
  it.each([
    { sheet: "b2b", first: "GSTIN/UIN of Recipient", count: 13 },
    { sheet: "b2cl", first: "Invoice Number", count: 9 },
    { sheet: "b2cs", first: "Type", count: 7 },
    { sheet: "cdnr", first: "GSTIN/UIN of Recipient", count: 13 },
    { sheet: "cdnur", first: "UR Type", count: 10 },
    { sheet: "hsn", first: "HSN", count: 11 },
    { sheet: "hsn_b2b", first: "HSN", count: 11 },
    { sheet: "hsn_b2c", first: "HSN", count: 11 },
    { sheet: "docs", first: "Nature of Document", count: 5 },
  ] as const)("$sheet: $count columns from '$first'", ({ sheet, first, count }) => {
    expect(GSTR1_HEADERS[sheet][0]).toBe(first);
    expect(GSTR1_HEADERS[sheet]).toHaveLength(count);
  });
});

const at = new Date("2026-11-05T06:00:00Z");
const karnataka = gstStateByCode("29");
const maharashtra = gstStateByCode("27");
const RESULT: Gstr1Return = {
  b2b: [
    {
      number: "INV/2026-27/000043",
      date: at,
      invoiceValue: 115_000,
      placeOfSupply: maharashtra,
      rate: 5,
      recipientGstin: "27AAACM1234F1Z2",
      recipientName: "Mehta Traders",
      taxable: 109_524,
      cgst: 2738,
      sgst: 2738,
      igst: 0,
    },
  ],
  b2cl: [
    {
      number: "INV/2026-27/000044",
      date: at,
      invoiceValue: 12_520_000,
      placeOfSupply: karnataka,
      rate: 3,
      recipientGstin: "",
      recipientName: "Asha",
      taxable: 12_155_340,
      cgst: 0,
      sgst: 0,
      igst: 364_660,
    },
  ],
  b2cs: [{ placeOfSupply: karnataka, rate: 0.25, taxable: 10_000, cgst: 0, sgst: 0, igst: 25 }],
  cdnr: [
    {
      number: "CN/2026-27/000003",
      date: new Date("2026-11-20T06:00:00Z"),
      noteValue: 23_000,
      invoiceNumber: "INV/2026-27/000043",
      invoiceDate: at,
      placeOfSupply: maharashtra,
      supplyType: "intra-state",
      rate: 5,
      recipientGstin: "27AAACM1234F1Z2",
      recipientName: "Mehta Traders",
      taxable: 21_905,
      cgst: 547,
      sgst: 548,
      igst: 0,
    },
  ],
  cdnur: [
    {
      number: "CN/2026-27/000004",
      date: new Date("2026-11-21T06:00:00Z"),
      noteValue: 10_300_000,
      invoiceNumber: "INV/2026-27/000044",
      invoiceDate: at,
      placeOfSupply: karnataka,
      supplyType: "inter-state",
      rate: 3,
      recipientGstin: "",
      recipientName: "Asha",
      taxable: 10_000_000,
      cgst: 0,
      sgst: 0,
      igst: 300_000,
    },
  ],
  hsn: [
    {
      hsn: "0902",
      description: "Assam tea, 250 g, a long name that is cut",
      rate: 5,
      quantity: 4,
      totalValue: 10_500,
      taxable: 10_000,
      cgst: 250,
      sgst: 250,
      igst: 0,
    },
  ],
  hsnB2b: [],
  hsnB2c: [],
  docs: [
    { nature: "invoices", from: "INV/2026-27/000041", to: "INV/2026-27/000047", total: 7, cancelled: 1 },
    { nature: "credit-notes", from: "CN/2026-27/000003", to: "CN/2026-27/000004", total: 2, cancelled: 0 },
  ],
  totals: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  invoiced: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  credited: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  sections: {
    cdnr: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    cdnur: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    b2b: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    b2cl: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    b2cs: { invoices: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  },
  cancelled: 1,
  withoutPlaceOfSupply: 0,
  linesWithoutHsn: 0,
};

describe("gstr1SheetRows", () => {
  it.each([
    {
      sheet: "b2b",
      want: [
        "27AAACM1234F1Z2",
        "Mehta Traders",
        "INV/2026-27/000043",
        "05-Nov-2026",
        "1150.00",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "5",
        "1095.24",
        "0.00",
      ],
    },
    {
      sheet: "b2cl",
      want: [
        "INV/2026-27/000044",
        "05-Nov-2026",
        "125200.00",
        "29-Karnataka",
        "",
        "3",
        "121553.40",
        "0.00",
        "",
      ],
    },
    { sheet: "b2cs", want: ["OE", "29-Karnataka", "", "0.25", "100.00", "0.00", ""] },
    {
      sheet: "hsn",
      want: [
        "0902",
        "Assam tea, 250 g, a long name ",
        "NOS-NUMBERS",
        "4",
        "105.00",
        "5",
        "100.00",
        "0.00",
        "2.50",
        "2.50",
        "0.00",
      ],
    },
    {
      sheet: "cdnr",
      want: [
        "27AAACM1234F1Z2",
        "Mehta Traders",
        "CN/2026-27/000003",
        "20-Nov-2026",
        "C",
        "27-Maharashtra",
        "N",
        "Regular B2B",
        "230.00",
        "",
        "5",
        "219.05",
        "0.00",
      ],
    },
    {
      sheet: "cdnur",
      want: [
        "B2CL",
        "CN/2026-27/000004",
        "21-Nov-2026",
        "C",
        "29-Karnataka",
        "103000.00",
        "",
        "3",
        "100000.00",
        "0.00",
      ],
    },
  ] as const)("$sheet: one row per entry, as many cells as headers", ({ sheet, want }) => {
    const rows = gstr1SheetRows(RESULT, sheet);
    expect(rows).toEqual([want]);
    expect(rows[0]).toHaveLength(GSTR1_HEADERS[sheet].length);
  });

  it("docs: the invoices' series, then the credit notes' as 'Credit Note'", () => {
    const rows = gstr1SheetRows(RESULT, "docs");
    expect(rows).toEqual([
      ["Invoices for outward supply", "INV/2026-27/000041", "INV/2026-27/000047", "7", "1"],
      ["Credit Note", "CN/2026-27/000003", "CN/2026-27/000004", "2", "0"],
    ]);
    for (const row of rows) expect(row).toHaveLength(GSTR1_HEADERS.docs.length);
  });

  it("hsn_b2b and hsn_b2c write their own rows", () => {
    const [b2bRow] = RESULT.hsn;
    if (!b2bRow) throw new Error("no row");
    const split = { ...RESULT, hsnB2b: [{ ...b2bRow, hsn: "3305" }], hsnB2c: [] };
    expect(gstr1SheetRows(split, "hsn_b2b").map((row) => row[0])).toEqual(["3305"]);
    expect(gstr1SheetRows(split, "hsn_b2c")).toEqual([]);
  });

  it("a services code's HSN row has the UQC NA", () => {
    const course = {
      ...RESULT.hsn[0],
      hsn: "9992",
      description: "Bridal course",
      quantity: 0,
    } as Gstr1Return["hsn"][number];
    const [row] = gstr1SheetRows({ ...RESULT, hsn: [course] }, "hsn");
    expect(row?.slice(0, 4)).toEqual(["9992", "Bridal course", "NA", "0"]);
  });

  it("knows every sheet", () => {
    expect(GSTR1_SHEETS).toEqual([
      "b2b",
      "b2cl",
      "b2cs",
      "cdnr",
      "cdnur",
      "hsn",
      "hsn_b2b",
      "hsn_b2c",
      "docs",
    ]);
  });
});
