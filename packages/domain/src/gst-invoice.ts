// The GST tax invoice of an order: every amount the customer was charged, split into taxable value and
// CGST + SGST (supply within the supplier's state) or IGST (across states), adding up exactly to the
// order's total. The arithmetic is ./gst's billGst, the same the checkout and the order pages use, so
// the invoice equals the checkout to the paisa.
//
// Decisions:
// - Prices include GST unless the store prices without it (tax mode `exclusive`: the GST was added at
//   checkout); either way the invoice's total is what the customer was charged.
// - The coupon discount is given at the time of sale and shown on the invoice, so it lowers the taxable
//   value; it is shared out over the goods lines (./gst shareOut).
// - The delivery charge is a line of its own, at the rate store setup gave it when the order was
//   placed, under the SAC of courier services (996812).
// - Orders placed before that (the order's `deliveryGstRate` is null) keep the invoice they were issued:
//   their delivery, the checkout's fixed 'Gst Tax (10%)' line and any fee were charged as part of one
//   composite supply, taxed at the rate, and shown with the HSN code, of the principal supply (the goods
//   line with the largest amount after discount, the first of equals). The fixed line was money the
//   customer paid, so it shows as a `charge` line with the GST it contains, under its checkout label.

import { billGst, type SupplyType, shareOut, supplyTypeOf, type TaxMode } from "./gst";
import { fromPaise, type NumberLike, toPaise } from "./money";

export type { SupplyType, TaxMode };

/** GST rates in use (percent), GST 2.0 slabs and the special rates. */
export const GST_RATES = [0, 0.25, 1.5, 3, 5, 18, 40] as const;

/** True for a rate the GST schedule uses. */
export function isGstRate(value: unknown): value is number {
  return typeof value === "number" && (GST_RATES as readonly number[]).includes(value);
}

/** SAC of the delivery line: courier services. */
export const DELIVERY_SAC = "996812";

export type InvoiceLineKind = "goods" | "delivery" | "charge" | "fee";

export interface InvoiceGoodsLine {
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** Charged price per unit (tax included, or excluded in exclusive mode). */
  unitPrice: NumberLike;
  /** Charged amount of the line (unit price × quantity). */
  amount: NumberLike;
  /** Percent. */
  gstRate: number;
}

export interface GstInvoiceInput {
  lines: readonly InvoiceGoodsLine[];
  /** Coupon discount on the goods, rupees. */
  discount: NumberLike;
  deliveryCharge: NumberLike;
  /** The delivery charge's rate as store setup gave it when the order was placed; null for an order placed before that. */
  deliveryGstRate: number | null;
  taxMode: TaxMode;
  /** Orders placed before GST came from the products only: the checkout's fixed line as charged. */
  fixedCharge: { label: string; amount: NumberLike } | null;
  fee: NumberLike;
  /** GST state codes ('27'), null when unknown. */
  supplierStateCode: string | null;
  placeOfSupplyStateCode: string | null;
  /** The supply type the order was priced with, when it kept it (then the states do not decide it). */
  supplyType?: SupplyType | null;
}

export interface GstInvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  unitPrice: number | null;
  /** Charged before the discount. */
  amount: number;
  discount: number;
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value + tax: what the customer paid for the line. */
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
  taxMode: TaxMode;
  lines: GstInvoiceLine[];
  totals: GstInvoiceTotals;
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
  const supplyType = input.supplyType ?? supplyTypeOf(input.supplierStateCode, input.placeOfSupplyStateCode);
  const goodsPaise = input.lines.map((line) => Math.max(0, toPaise(line.amount)));
  const goodsTotal = goodsPaise.reduce((a, b) => a + b, 0);
  const discounts = shareOut(Math.min(Math.max(0, toPaise(input.discount)), goodsTotal), goodsPaise);

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
  const ancillary = (kind: InvoiceLineKind, description: string, amount: NumberLike, own?: number) => {
    const paise = Math.max(0, toPaise(amount));
    if (paise === 0) return;
    drafts.push({
      kind,
      description,
      hsnCode: own === undefined ? (principal?.hsnCode ?? null) : DELIVERY_SAC,
      quantity: null,
      unitPrice: null,
      amountPaise: paise,
      discountPaise: 0,
      gstRate: own ?? principal?.gstRate ?? 0,
    });
  };
  ancillary("delivery", "Delivery charge", input.deliveryCharge, input.deliveryGstRate ?? undefined);
  if (input.fixedCharge) ancillary("charge", input.fixedCharge.label, input.fixedCharge.amount);
  ancillary("fee", "Fee", input.fee);

  const gst = billGst({
    lines: drafts.map((draft) => ({
      amount: fromPaise(draft.amountPaise),
      gstRate: draft.gstRate,
      discount: fromPaise(draft.discountPaise),
    })),
    mode: input.taxMode,
    supply: supplyType,
  });
  const lines = drafts.map((draft, index): GstInvoiceLine => {
    const part = gst.lines[index];
    if (!part) throw new Error("billGst lost a line");
    return {
      kind: draft.kind,
      description: draft.description,
      hsnCode: draft.hsnCode,
      quantity: draft.quantity,
      unitPrice: draft.unitPrice,
      amount: fromPaise(part.amount),
      discount: fromPaise(part.discount),
      taxableValue: fromPaise(part.taxable),
      gstRate: draft.gstRate,
      cgst: fromPaise(part.cgst),
      sgst: fromPaise(part.sgst),
      igst: fromPaise(part.igst),
      total: fromPaise(part.total),
    };
  });
  const { totals } = gst;
  return {
    supplyType,
    taxMode: input.taxMode,
    lines,
    totals: {
      amount: fromPaise(totals.amount),
      discount: fromPaise(totals.discount),
      taxableValue: fromPaise(totals.taxable),
      cgst: fromPaise(totals.cgst),
      sgst: fromPaise(totals.sgst),
      igst: fromPaise(totals.igst),
      tax: fromPaise(totals.tax),
      total: fromPaise(totals.total),
    },
  };
}
