// The GST credit note of a refund (issue 33): what a refund of goods or of the delivery fee takes back
// from the order's tax invoice, split like the invoice into taxable value and CGST + SGST or IGST.
//
// Decisions:
// - The note is worked out from the invoice as issued, never from today's products or store setup: the
//   same lines, rates, HSN codes, coupon shares and supply type (CGST/SGST or IGST) as the invoice.
// - The arithmetic is ./gst's billGst, the invoice's own function, on the refunded part of each line.
// - Quantities are credited cumulatively, as refunds are (./refunds): with r of a line's Q units already
//   credited, crediting q more is part(r + q) − part(r), where part(c) is the line's first c/Q, its
//   charge and coupon share each rounded to the paisa. So a line credited in any number of notes adds up
//   exactly to the invoice's line, CGST always equals SGST, and a note's line total equals what the
//   refund gave back for those units (refunds.ts shares the line's charge after coupon the same way).
// - The delivery line (and, on invoices issued before GST came from the products, the fixed checkout
//   line and any fee) is credited whole, once: the caller says whether this refund gives it back.
// - A refund of an amount only (no lines, no delivery) is no supply returned and gets no note.
import { billGst, type GstPart } from "./gst";
import type {
  GstInvoice,
  GstInvoiceLine,
  GstInvoiceTotals,
  InvoiceLineKind,
  SupplyType,
  TaxMode,
} from "./gst-invoice";
import { fromPaise, toPaise } from "./money";

export interface CreditedUnits {
  /** Index of the goods line in the invoice's `lines`. */
  index: number;
  quantity: number;
}

export interface CreditNoteInput {
  /** The order's invoice as issued. */
  invoice: GstInvoice;
  /** Units of goods lines this refund gives back. */
  lines: readonly CreditedUnits[];
  /** Units of goods lines earlier credit notes of the invoice already credited. */
  credited: readonly CreditedUnits[];
  /** Whether this refund gives back the delivery line (and a legacy invoice's fixed line and fee). */
  delivery: boolean;
}

export interface CreditNoteLine extends GstInvoiceLine {
  /** Index of the line in the invoice's `lines`. */
  invoiceLine: number;
}

export interface CreditNote {
  supplyType: SupplyType;
  taxMode: TaxMode;
  lines: CreditNoteLine[];
  totals: GstInvoiceTotals;
}

export type CreditNoteProblem = "UNKNOWN_LINE" | "QUANTITY_TOO_HIGH" | "NOTHING_CREDITED";

export type CreditNoteResult = { ok: true; note: CreditNote } | { ok: false; problem: CreditNoteProblem };

/** round(a / b) for a ≥ 0, b > 0, half up, in integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

const ANCILLARY: readonly InvoiceLineKind[] = ["delivery", "charge", "fee"];

function sumUnits(units: readonly CreditedUnits[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const { index, quantity } of units) sums.set(index, (sums.get(index) ?? 0) + quantity);
  return sums;
}

/** The GST of the first `units` of an invoice's goods line, in paise. */
function partOfUnits(line: GstInvoiceLine, units: number, taxMode: TaxMode, supply: SupplyType): GstPart {
  const quantity = line.quantity ?? 1;
  const amount = toPaise(line.amount);
  const discount = toPaise(line.discount);
  if (units >= quantity) return billGstPart(amount, discount, line.gstRate, taxMode, supply);
  const charged = divideRounded((amount - discount) * units, quantity);
  const share = divideRounded(discount * units, quantity);
  return billGstPart(charged + share, share, line.gstRate, taxMode, supply);
}

function billGstPart(
  amount: number,
  discount: number,
  rate: number,
  mode: TaxMode,
  supply: SupplyType,
): GstPart {
  const result = billGst({
    lines: [{ amount: fromPaise(amount), discount: fromPaise(discount), gstRate: rate }],
    mode,
    supply,
  });
  const part = result.lines[0];
  if (!part) throw new Error("billGst lost a line");
  return part;
}

function minus(a: GstPart, b: GstPart): GstPart {
  return {
    amount: a.amount - b.amount,
    discount: a.discount - b.discount,
    taxable: a.taxable - b.taxable,
    cgst: a.cgst - b.cgst,
    sgst: a.sgst - b.sgst,
    igst: a.igst - b.igst,
    total: a.total - b.total,
  };
}

function noteLine(
  line: GstInvoiceLine,
  index: number,
  quantity: number | null,
  part: GstPart,
): CreditNoteLine {
  return {
    invoiceLine: index,
    kind: line.kind,
    description: line.description,
    hsnCode: line.hsnCode,
    quantity,
    unitPrice: line.unitPrice,
    amount: fromPaise(part.amount),
    discount: fromPaise(part.discount),
    taxableValue: fromPaise(part.taxable),
    gstRate: line.gstRate,
    cgst: fromPaise(part.cgst),
    sgst: fromPaise(part.sgst),
    igst: fromPaise(part.igst),
    total: fromPaise(part.total),
  };
}

function asPart(line: GstInvoiceLine): GstPart {
  return {
    amount: toPaise(line.amount),
    discount: toPaise(line.discount),
    taxable: toPaise(line.taxableValue),
    cgst: toPaise(line.cgst),
    sgst: toPaise(line.sgst),
    igst: toPaise(line.igst),
    total: toPaise(line.total),
  };
}

/** Totals of lines in rupees, summed in paise. */
export function creditTotals(lines: readonly GstInvoiceLine[]): GstInvoiceTotals {
  const sum = (pick: (line: GstInvoiceLine) => number) =>
    lines.reduce((total, line) => total + toPaise(pick(line)), 0);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  return {
    amount: fromPaise(sum((l) => l.amount)),
    discount: fromPaise(sum((l) => l.discount)),
    taxableValue: fromPaise(sum((l) => l.taxableValue)),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    igst: fromPaise(igst),
    tax: fromPaise(cgst + sgst + igst),
    total: fromPaise(sum((l) => l.total)),
  };
}

/** The credit note of a refund of some units of an invoice's goods lines and/or its delivery line. */
export function creditNote(input: CreditNoteInput): CreditNoteResult {
  const { invoice } = input;
  const asked = sumUnits(input.lines);
  const done = sumUnits(input.credited);
  const lines: CreditNoteLine[] = [];
  for (const [index, units] of [...asked].sort((a, b) => a[0] - b[0])) {
    const line = invoice.lines[index];
    if (line?.kind !== "goods") return { ok: false, problem: "UNKNOWN_LINE" };
    if (!Number.isInteger(units) || units < 0) return { ok: false, problem: "QUANTITY_TOO_HIGH" };
    if (units === 0) continue;
    const quantity = line.quantity ?? 1;
    const already = done.get(index) ?? 0;
    if (already + units > quantity) return { ok: false, problem: "QUANTITY_TOO_HIGH" };
    const part = minus(
      partOfUnits(line, already + units, invoice.taxMode, invoice.supplyType),
      partOfUnits(line, already, invoice.taxMode, invoice.supplyType),
    );
    lines.push(noteLine(line, index, units, part));
  }
  if (input.delivery) {
    for (const [index, line] of invoice.lines.entries()) {
      if (ANCILLARY.includes(line.kind) && toPaise(line.total) > 0)
        lines.push(noteLine(line, index, null, asPart(line)));
    }
  }
  if (lines.length === 0) return { ok: false, problem: "NOTHING_CREDITED" };
  return {
    ok: true,
    note: { supplyType: invoice.supplyType, taxMode: invoice.taxMode, lines, totals: creditTotals(lines) },
  };
}

/** What the invoice still stands for after its credit notes: per invoice line and in total, in rupees. */
export function keptAfterCredits(invoice: GstInvoice, notes: readonly CreditNote[]) {
  const kept = invoice.lines.map(asPart);
  for (const note of notes) {
    for (const line of note.lines) {
      const row = kept[line.invoiceLine];
      if (row) kept[line.invoiceLine] = minus(row, asPart(line));
    }
  }
  const lines = invoice.lines.map((line, index) => {
    const part = kept[index] ?? asPart(line);
    return noteLine(line, index, line.quantity, part);
  });
  return { lines, totals: creditTotals(lines) };
}
