// GSTR-1 for one month: the month's issued tax invoices sorted into the return's tables (B2B, B2C large,
// B2C small, the HSN summary and the document series), every amount summed in whole paise from the
// invoices' own lines, so the return adds up to the invoices to the paisa.
//
// Decisions:
// - The input is the invoices as issued (gst-invoice's lines: taxable value and CGST/SGST/IGST already
//   taken out per line). Nothing is recomputed from rates here: the return reports what the invoices
//   say, and the sum of every table equals the sum of the invoices.
// - B2B: the buyer gave a GSTIN (15 characters, GSTIN_PATTERN). One row per invoice and rate.
// - B2C large (b2cl): no GSTIN, inter-state (the invoice charged IGST), a known place of supply, and an
//   invoice value above ₹1,00,000 (the limit since 1 August 2024, Notification 12/2024-CT). One row per
//   invoice and rate.
// - B2C small (b2cs): every other invoice, summed per place of supply and rate (type OE: the store
//   sells on its own site, not through an e-commerce operator).
// - An invoice without a place of supply (a course fee has no delivery address) stays in b2cs with an
//   empty place of supply and is counted in `withoutPlaceOfSupply`, so the owner fills it in before
//   filing; its amounts still count, so the totals keep matching the invoices.
// - HSN summary: per HSN code and rate, over every table, and split in two as the return asks since
//   2025 (Table 12's B2B and B2C tabs): the B2B invoices' lines, and every other. Delivery is a line
//   of its own under the courier SAC at store setup's rate (gst-invoice); on invoices of orders placed
//   before that, delivery and the checkout's fixed line were taxed with the principal goods line, so
//   they add to its HSN's values but not to its quantity. UQC is NOS (numbers): the shop sells pieces. A services code (SAC, chapter 99: the
//   academy's course fees) has no quantity (UQC NA, quantity 0), as the return asks of services.
// - Cancelled invoices (the order was cancelled after its invoice was issued) are left out of every
//   table and counted only in the document series, as the return asks.
// - Credit notes (issue 33) belong to the month of their own date and follow the invoice they credit:
//   a registered buyer's go to cdnr, a B2C large invoice's to cdnur (one row per note and rate, amounts
//   positive as the tool asks), a B2C small invoice's are taken off b2cs for the invoice's place of
//   supply and rate (so a row may go below zero in a month with more refunds than sales). The HSN
//   summary nets them out, units included. `totals` are the month's net supplies: `invoiced` minus
//   `credited`, to the paisa.
// - An invoice whose order was cancelled is "cancelled" only when no credit note was issued on it
//   (the caller says so): once a note credits it, the invoice stands and the note takes it back, so
//   nothing is taken off twice.
// - Document series: invoice numbers run per financial year ('INV/2026-27/000041'); a month lies in one
//   financial year, so it has one series, from its lowest to its highest number (numbers are
//   zero-padded, so text order is number order), the count of invoices and of the cancelled ones.
// - The month is India's (Asia/Kolkata, UTC+05:30): 'YYYY-MM' from 1 April 2017 (GST began on 1 July
//   2017) to the current month.
import type { GstState } from "./gst-states";
import { type NumberLike, toPaise } from "./money";
import { GSTIN_PATTERN } from "./validate-gst";

/** B2C large: an inter-state invoice to an unregistered buyer above this value (rupees). */
export const B2CL_LIMIT_RUPEES = 100_000;

const IST_OFFSET_MS = 330 * 60 * 1000;

export const GSTR1_MONTH_INVALID = "Choose a month as YYYY-MM, e.g. 2026-11.";
export const GSTR1_MONTH_BEFORE_GST = "GST began in July 2017: choose a month from 2017-07 on.";
export const GSTR1_MONTH_IN_FUTURE = "That month has not begun yet: choose this month or an earlier one.";

export interface MonthRange {
  month: string;
  /** First instant of the month in India. */
  from: Date;
  /** First instant of the next month in India (exclusive). */
  to: Date;
}

/** 'YYYY-MM' (India's calendar) as an instant range, or the message saying why it is not a month to report. */
export function gstr1Month(text: string | null | undefined, now: Date): MonthRange | { error: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec((text ?? "").trim());
  if (!match) return { error: GSTR1_MONTH_INVALID };
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year * 12 + month < 2017 * 12 + 7) return { error: GSTR1_MONTH_BEFORE_GST };
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  if (year * 12 + month > today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    return { error: GSTR1_MONTH_IN_FUTURE };
  return {
    month: `${match[1]}-${match[2]}`,
    from: new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS),
  };
}

/** One line of an issued invoice (gst-invoice's GstInvoiceLine fits). */
export interface Gstr1Line {
  kind: "goods" | "delivery" | "charge" | "fee";
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  gstRate: number;
  taxableValue: NumberLike;
  cgst: NumberLike;
  sgst: NumberLike;
  igst: NumberLike;
}

/** A credit note of the month (credit-note's CreditNote with what GSTR-1 needs of its invoice). */
export interface Gstr1CreditNote {
  number: string;
  /** When it was issued: the month it is reported in. */
  date: Date;
  /** The note's value (what it gives back), rupees. */
  total: NumberLike;
  /** The invoice it credits, as issued: its table decides the note's. */
  invoice: Omit<Gstr1Invoice, "cancelled" | "lines">;
  lines: readonly Gstr1Line[];
}

export interface Gstr1Invoice {
  number: string;
  /** When it was issued. */
  date: Date;
  cancelled: boolean;
  recipientName: string;
  recipientGstin: string | null;
  placeOfSupply: GstState | null;
  supplyType: "intra-state" | "inter-state";
  /** The invoice value (what the buyer was charged), rupees. */
  total: NumberLike;
  lines: readonly Gstr1Line[];
}

/** Amounts in whole paise. */
export interface TaxPaise {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceRateRow extends TaxPaise {
  number: string;
  date: Date;
  /** The whole invoice's value (every rate), paise. */
  invoiceValue: number;
  placeOfSupply: GstState | null;
  rate: number;
  recipientGstin: string;
  recipientName: string;
}

export interface NoteRateRow extends TaxPaise {
  number: string;
  date: Date;
  /** The whole note's value (every rate), paise. */
  noteValue: number;
  invoiceNumber: string;
  invoiceDate: Date;
  placeOfSupply: GstState | null;
  supplyType: "intra-state" | "inter-state";
  rate: number;
  recipientGstin: string;
  recipientName: string;
}

export interface B2csRow extends TaxPaise {
  placeOfSupply: GstState | null;
  rate: number;
}

export interface HsnRow extends TaxPaise {
  hsn: string;
  description: string;
  rate: number;
  quantity: number;
  /** Taxable value + tax, paise. */
  totalValue: number;
}

export interface DocumentSeries {
  nature: "invoices" | "credit-notes";
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Totals extends TaxPaise {
  /** Documents: invoices, or credit notes in `credited`, cdnr and cdnur. */
  invoices: number;
  /** Sum of the documents' values, paise. */
  value: number;
}

export interface Gstr1Return {
  b2b: InvoiceRateRow[];
  b2cl: InvoiceRateRow[];
  b2cs: B2csRow[];
  cdnr: NoteRateRow[];
  cdnur: NoteRateRow[];
  hsn: HsnRow[];
  /** The HSN summary split as the return asks since the 2025-26 year: supplies to registered buyers (B2B)… */
  hsnB2b: HsnRow[];
  /** …and to everyone else (B2C large and small). */
  hsnB2c: HsnRow[];
  docs: DocumentSeries[];
  /** Net supplies: invoices issued and not cancelled, minus the month's credit notes. */
  totals: Gstr1Totals;
  /** The month's invoices (issued and not cancelled). */
  invoiced: Gstr1Totals;
  /** The month's credit notes. */
  credited: Gstr1Totals;
  /** Per table: documents and amounts (b2cs counts the invoices summed into it, net of its notes). */
  sections: { b2b: Gstr1Totals; b2cl: Gstr1Totals; b2cs: Gstr1Totals; cdnr: Gstr1Totals; cdnur: Gstr1Totals };
  cancelled: number;
  /** Invoices with no place of supply (kept in b2cs with it empty). */
  withoutPlaceOfSupply: number;
  /** Invoice and note lines with no HSN code (their HSN summary row has none). */
  linesWithoutHsn: number;
}

type Section = "b2b" | "b2cl" | "b2cs";

/** A services accounting code (chapter 99 of the scheme), which the HSN summary reports without a quantity. */
export function isServiceCode(code: string | null | undefined): boolean {
  return /^99/.test((code ?? "").trim());
}

/** Which table an invoice goes in (its credit notes: b2b's to cdnr, b2cl's to cdnur, b2cs's net b2cs). */
export function gstr1Section(
  invoice: Pick<Gstr1Invoice, "recipientGstin" | "supplyType" | "placeOfSupply" | "total">,
): Section {
  if (invoice.recipientGstin && GSTIN_PATTERN.test(invoice.recipientGstin.trim().toUpperCase())) return "b2b";
  if (
    invoice.supplyType === "inter-state" &&
    invoice.placeOfSupply !== null &&
    toPaise(invoice.total) > B2CL_LIMIT_RUPEES * 100
  )
    return "b2cl";
  return "b2cs";
}

const zero = (): TaxPaise => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
const zeroTotals = (): Gstr1Totals => ({ ...zero(), invoices: 0, value: 0 });

/** Adds a line (sign 1) or takes it off (sign −1). */
function add(into: TaxPaise, line: Gstr1Line, sign = 1): void {
  into.taxable += sign * toPaise(line.taxableValue);
  into.cgst += sign * toPaise(line.cgst);
  into.sgst += sign * toPaise(line.sgst);
  into.igst += sign * toPaise(line.igst);
}

function addAmounts(into: TaxPaise, amounts: TaxPaise, sign = 1): void {
  into.taxable += sign * amounts.taxable;
  into.cgst += sign * amounts.cgst;
  into.sgst += sign * amounts.sgst;
  into.igst += sign * amounts.igst;
}

function addTotals(into: Gstr1Totals, amounts: TaxPaise, value: number, invoices: number, sign = 1): void {
  addAmounts(into, amounts, sign);
  into.value += sign * value;
  into.invoices += invoices;
}

/** A rate as a key that keeps 0.25 and 1.5 exact. */
const rateKey = (rate: number) => String(Math.round(rate * 100));

/** A document's amounts per rate, in the order the rates first appear on it. */
function byRate(document: { lines: readonly Gstr1Line[] }): Map<string, TaxPaise & { rate: number }> {
  const rates = new Map<string, TaxPaise & { rate: number }>();
  for (const line of document.lines) {
    const key = rateKey(line.gstRate);
    let row = rates.get(key);
    if (!row) {
      row = { ...zero(), rate: line.gstRate };
      rates.set(key, row);
    }
    add(row, line);
  }
  return rates;
}

/** Adds an invoice line to an HSN summary (per code and rate), or takes a credited one off (sign −1). */
function addHsn(summary: Map<string, HsnRow>, line: Gstr1Line, sign = 1): void {
  const code = (line.hsnCode ?? "").trim();
  const key = `${code}|${rateKey(line.gstRate)}`;
  let row = summary.get(key);
  if (!row) {
    row = { ...zero(), hsn: code, description: "", rate: line.gstRate, quantity: 0, totalValue: 0 };
    summary.set(key, row);
  }
  if (line.kind === "goods" && !isServiceCode(code)) row.quantity += sign * (line.quantity ?? 0);
  // Goods lines come first on an invoice, so a goods code is described by its goods.
  if (row.description === "") row.description = line.description;
  const before = row.taxable + row.cgst + row.sgst + row.igst;
  add(row, line, sign);
  row.totalValue += row.taxable + row.cgst + row.sgst + row.igst - before;
}

const hsnRows = (summary: Map<string, HsnRow>) =>
  [...summary.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);

/** The document series of the invoices (issued and cancelled) or credit notes, one per number prefix. */
export function documentSeries(
  invoices: readonly Pick<Gstr1Invoice, "number" | "cancelled">[],
  nature: DocumentSeries["nature"] = "invoices",
) {
  const series = new Map<string, { numbers: string[]; cancelled: number }>();
  for (const invoice of invoices) {
    const prefix = invoice.number.replace(/\d+$/, "");
    const entry = series.get(prefix) ?? { numbers: [], cancelled: 0 };
    entry.numbers.push(invoice.number);
    if (invoice.cancelled) entry.cancelled += 1;
    series.set(prefix, entry);
  }
  return [...series.values()].map(({ numbers, cancelled }): DocumentSeries => {
    const sorted = [...numbers].sort();
    return {
      nature,
      from: sorted[0] ?? "",
      to: sorted[sorted.length - 1] ?? "",
      total: numbers.length,
      cancelled,
    };
  });
}

const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number < b.number ? -1 : a.number > b.number ? 1 : 0;

/** The month's invoices and credit notes as the GSTR-1 tables, summed in paise. */
export function gstr1Return(
  invoices: readonly Gstr1Invoice[],
  creditNotes: readonly Gstr1CreditNote[] = [],
): Gstr1Return {
  const result: Gstr1Return = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    hsn: [],
    hsnB2b: [],
    hsnB2c: [],
    docs: [
      ...documentSeries(invoices),
      ...documentSeries(
        creditNotes.map((note) => ({ number: note.number, cancelled: false })),
        "credit-notes",
      ),
    ],
    totals: zeroTotals(),
    invoiced: zeroTotals(),
    credited: zeroTotals(),
    sections: {
      b2b: zeroTotals(),
      b2cl: zeroTotals(),
      b2cs: zeroTotals(),
      cdnr: zeroTotals(),
      cdnur: zeroTotals(),
    },
    cancelled: invoices.filter((invoice) => invoice.cancelled).length,
    withoutPlaceOfSupply: 0,
    linesWithoutHsn: 0,
  };
  const b2cs = new Map<string, B2csRow>();
  const hsn = new Map<string, HsnRow>();
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  const issued = invoices.filter((invoice) => !invoice.cancelled).sort(byNumber);
  const b2csRow = (place: GstState | null, rate: number) => {
    const key = `${place?.code ?? ""}|${rateKey(rate)}`;
    const row = b2cs.get(key) ?? { ...zero(), placeOfSupply: place, rate };
    b2cs.set(key, row);
    return row;
  };

  for (const invoice of issued) {
    const section = gstr1Section(invoice);
    const value = toPaise(invoice.total);
    const rates = byRate(invoice);
    const amounts = zero();
    for (const rate of rates.values()) {
      amounts.taxable += rate.taxable;
      amounts.cgst += rate.cgst;
      amounts.sgst += rate.sgst;
      amounts.igst += rate.igst;
    }
    addTotals(result.totals, amounts, value, 1);
    addTotals(result.invoiced, amounts, value, 1);
    addTotals(result.sections[section], amounts, value, 1);
    if (invoice.placeOfSupply === null) result.withoutPlaceOfSupply += 1;

    for (const rate of rates.values()) {
      if (section === "b2cs") {
        addAmounts(b2csRow(invoice.placeOfSupply, rate.rate), rate);
      } else {
        result[section].push({
          number: invoice.number,
          date: invoice.date,
          invoiceValue: value,
          placeOfSupply: invoice.placeOfSupply,
          rate: rate.rate,
          recipientGstin: section === "b2b" ? (invoice.recipientGstin ?? "").trim().toUpperCase() : "",
          recipientName: invoice.recipientName,
          taxable: rate.taxable,
          cgst: rate.cgst,
          sgst: rate.sgst,
          igst: rate.igst,
        });
      }
    }

    for (const line of invoice.lines) {
      if ((line.hsnCode ?? "").trim() === "") result.linesWithoutHsn += 1;
      addHsn(hsn, line);
      addHsn(section === "b2b" ? hsnB2b : hsnB2c, line);
    }
  }

  for (const note of [...creditNotes].sort(byNumber)) {
    const section = gstr1Section(note.invoice);
    const value = toPaise(note.total);
    const rates = byRate(note);
    const amounts = zero();
    for (const rate of rates.values()) addAmounts(amounts, rate);
    addTotals(result.totals, amounts, value, 0, -1);
    addTotals(result.credited, amounts, value, 1);
    if (section === "b2cs") {
      addTotals(result.sections.b2cs, amounts, value, 0, -1);
      for (const rate of rates.values()) addAmounts(b2csRow(note.invoice.placeOfSupply, rate.rate), rate, -1);
    } else {
      const table = section === "b2b" ? "cdnr" : "cdnur";
      addTotals(result.sections[table], amounts, value, 1);
      for (const rate of rates.values()) {
        result[table].push({
          number: note.number,
          date: note.date,
          noteValue: value,
          invoiceNumber: note.invoice.number,
          invoiceDate: note.invoice.date,
          placeOfSupply: note.invoice.placeOfSupply,
          supplyType: note.invoice.supplyType,
          recipientGstin: table === "cdnr" ? (note.invoice.recipientGstin ?? "").trim().toUpperCase() : "",
          recipientName: note.invoice.recipientName,
          ...rate,
        });
      }
    }
    for (const line of note.lines) {
      if ((line.hsnCode ?? "").trim() === "") result.linesWithoutHsn += 1;
      addHsn(hsn, line, -1);
      addHsn(section === "b2b" ? hsnB2b : hsnB2c, line, -1);
    }
  }

  const byPlaceThenRate = (a: B2csRow, b: B2csRow) =>
    (a.placeOfSupply?.code ?? "99").localeCompare(b.placeOfSupply?.code ?? "99") || a.rate - b.rate;
  result.b2cs = [...b2cs.values()].sort(byPlaceThenRate);
  result.hsn = hsnRows(hsn);
  result.hsnB2b = hsnRows(hsnB2b);
  result.hsnB2c = hsnRows(hsnB2c);
  return result;
}
