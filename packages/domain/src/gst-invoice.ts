// The GST tax invoice of an order: every amount the customer was charged, split into taxable value and
// CGST + SGST (supply within the supplier's state) or IGST (across states), adding up exactly to the
// order's total.
//
// Decisions:
// - Prices are tax-inclusive, as retail prices in India are (MRP includes all taxes): the amount
//   charged for a line contains its GST, which is taken out at the line's rate. Nothing is added on top,
//   so the invoice's total is what the customer paid, to the paisa.
// - The coupon discount is given at the time of sale and shown on the invoice, so it lowers the taxable
//   value. It is shared out over the goods lines in proportion to their amounts, in whole paise (largest
//   remainder; ties go to the earlier line), so the shares add up to the discount exactly.
// - Delivery, the checkout's fixed 'Gst Tax (10%)' line and any fee are charged with the goods and are
//   part of one composite supply: they are taxed at the rate, and shown with the HSN code, of the
//   principal supply, the goods line with the largest amount after discount (the first of equals).
// - The fixed 'Gst Tax (10%)' line of the checkout summary is not a tax computed on anything (the spec
//   fixes it at 200 rupees); it is money the customer paid with the order, so the invoice shows it as a
//   charge with the GST it contains, under its checkout label, and says so. The GST of the invoice is
//   the CGST/SGST/IGST columns, never that label.
// - Rounding, per line, in integer paise: intra-state, CGST = SGST = round(amount × rate/2 ÷ (100 +
//   rate)) half up, taxable value = amount − CGST − SGST; inter-state, IGST = round(amount × rate ÷
//   (100 + rate)), taxable value = amount − IGST. The taxable value absorbs the rounding, so each line
//   and the total add up exactly and CGST always equals SGST.
// - Intra-state only when both the supplier's state and the place of supply are known and equal; when
//   either is unknown the invoice does not assume they match, and charges IGST.
import { fromPaise, type NumberLike, toPaise } from "./money";

/** GST rates in use (percent), GST 2.0 slabs and the special rates. */
export const GST_RATES = [0, 0.25, 1.5, 3, 5, 18, 40] as const;

/** True for a rate the GST schedule uses. */
export function isGstRate(value: unknown): value is number {
  return typeof value === "number" && (GST_RATES as readonly number[]).includes(value);
}

export type InvoiceLineKind = "goods" | "delivery" | "charge" | "fee";
export type SupplyType = "intra-state" | "inter-state";

export interface InvoiceGoodsLine {
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** Charged price per unit, tax included. */
  unitPrice: NumberLike;
  /** Charged amount of the line (unit price × quantity), tax included. */
  amount: NumberLike;
  /** Percent. */
  gstRate: number;
}

export interface GstInvoiceInput {
  lines: readonly InvoiceGoodsLine[];
  /** Coupon discount on the goods, rupees. */
  discount: NumberLike;
  deliveryCharge: NumberLike;
  /** The checkout's fixed summary line (label as the customer saw it). */
  fixedCharge: { label: string; amount: NumberLike };
  fee: NumberLike;
  /** GST state codes ('27'), null when unknown. */
  supplierStateCode: string | null;
  placeOfSupplyStateCode: string | null;
}

export interface GstInvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  unitPrice: number | null;
  /** Charged before the discount, tax included. */
  amount: number;
  discount: number;
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** amount − discount = taxable value + tax. */
  total: number;
}

export interface GstInvoiceTotals {
  amount: number;
  discount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

export interface GstInvoice {
  supplyType: SupplyType;
  lines: GstInvoiceLine[];
  totals: GstInvoiceTotals;
}

/** Round half up of numerator / denominator, both non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Intra- or inter-state: intra only when both states are known and equal. */
export function supplyTypeOf(
  supplierStateCode: string | null,
  placeOfSupplyStateCode: string | null,
): SupplyType {
  return supplierStateCode !== null && supplierStateCode === placeOfSupplyStateCode
    ? "intra-state"
    : "inter-state";
}

export interface InclusiveSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Takes the GST out of a tax-inclusive amount in paise: CGST = SGST (intra-state) or IGST; taxable value absorbs rounding. */
export function splitInclusiveTax(
  amountPaise: number,
  ratePercent: number,
  supply: SupplyType,
): InclusiveSplit {
  const amount = Math.max(0, Math.round(amountPaise));
  // Rates in hundredths of a percent keep 0.25 and 1.5 in integers.
  const rate = Math.max(0, Math.round(ratePercent * 100));
  if (supply === "intra-state") {
    const half = divideRounded(amount * rate, 2 * (10_000 + rate));
    return { taxablePaise: amount - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = divideRounded(amount * rate, 10_000 + rate);
  return { taxablePaise: amount - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** Shares `total` paise out over `weights` in proportion, largest remainder first (earlier line on ties). */
export function shareOut(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalPaise <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalPaise * w) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

interface DraftLine {
  kind: InvoiceLineKind;
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  unitPrice: number | null;
  amountPaise: number;
  discountPaise: number;
  gstRate: number;
}

/** The invoice of an order: its lines with taxable value and CGST+SGST or IGST, and totals equal to what was charged. */
export function gstInvoice(input: GstInvoiceInput): GstInvoice {
  const supplyType = supplyTypeOf(input.supplierStateCode, input.placeOfSupplyStateCode);
  const goodsPaise = input.lines.map((line) => Math.max(0, toPaise(line.amount)));
  const goodsTotal = goodsPaise.reduce((a, b) => a + b, 0);
  const discountPaise = Math.min(Math.max(0, toPaise(input.discount)), goodsTotal);
  const discounts = shareOut(discountPaise, goodsPaise);

  const drafts: DraftLine[] = input.lines.map((line, index) => ({
    kind: "goods",
    description: line.description,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unitPrice: fromPaise(toPaise(line.unitPrice)),
    amountPaise: goodsPaise[index] ?? 0,
    discountPaise: discounts[index] ?? 0,
    gstRate: line.gstRate,
  }));

  let principal: DraftLine | undefined;
  for (const draft of drafts) {
    if (
      !principal ||
      draft.amountPaise - draft.discountPaise > principal.amountPaise - principal.discountPaise
    )
      principal = draft;
  }
  const ancillary = (kind: InvoiceLineKind, description: string, amount: NumberLike) => {
    const paise = Math.max(0, toPaise(amount));
    if (paise === 0) return;
    drafts.push({
      kind,
      description,
      hsnCode: principal?.hsnCode ?? null,
      quantity: null,
      unitPrice: null,
      amountPaise: paise,
      discountPaise: 0,
      gstRate: principal?.gstRate ?? 0,
    });
  };
  ancillary("delivery", "Delivery charge", input.deliveryCharge);
  ancillary("charge", input.fixedCharge.label, input.fixedCharge.amount);
  ancillary("fee", "Fee", input.fee);

  const totals = { amount: 0, discount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  const lines = drafts.map((draft): GstInvoiceLine => {
    const charged = draft.amountPaise - draft.discountPaise;
    const split = splitInclusiveTax(charged, draft.gstRate, supplyType);
    totals.amount += draft.amountPaise;
    totals.discount += draft.discountPaise;
    totals.taxable += split.taxablePaise;
    totals.cgst += split.cgstPaise;
    totals.sgst += split.sgstPaise;
    totals.igst += split.igstPaise;
    totals.total += charged;
    return {
      kind: draft.kind,
      description: draft.description,
      hsnCode: draft.hsnCode,
      quantity: draft.quantity,
      unitPrice: draft.unitPrice,
      amount: fromPaise(draft.amountPaise),
      discount: fromPaise(draft.discountPaise),
      taxableValue: fromPaise(split.taxablePaise),
      gstRate: draft.gstRate,
      cgst: fromPaise(split.cgstPaise),
      sgst: fromPaise(split.sgstPaise),
      igst: fromPaise(split.igstPaise),
      total: fromPaise(charged),
    };
  });
  return {
    supplyType,
    lines,
    totals: {
      amount: fromPaise(totals.amount),
      discount: fromPaise(totals.discount),
      taxableValue: fromPaise(totals.taxable),
      cgst: fromPaise(totals.cgst),
      sgst: fromPaise(totals.sgst),
      igst: fromPaise(totals.igst),
      tax: fromPaise(totals.cgst + totals.sgst + totals.igst),
      total: fromPaise(totals.total),
    },
  };
}
