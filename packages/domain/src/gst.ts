// The GST of a bill: one function for the checkout's summary, the order pages, the e-mails, the tax
// invoice (and through it GSTR-1), so all of them agree to the paisa.
//
// Decisions:
// - Per line, in integer paise. A line's coupon share comes off first (the discount is given at the
//   time of sale, so it lowers the taxable value); the GST is worked out on what is left.
// - Inclusive mode (the default: Indian retail prices include all taxes): the GST is taken out of what
//   was charged. Intra-state, CGST = SGST = round(charged × rate/2 ÷ (100 + rate)); inter-state,
//   IGST = round(charged × rate ÷ (100 + rate)); the taxable value absorbs the rounding, so a line's
//   taxable value + tax is exactly what was charged and CGST always equals SGST.
// - Exclusive mode (a store that prices without GST): the charged amount is the taxable value and the
//   GST is added on top, CGST = SGST = round(taxable × rate/2 ÷ 100), IGST = round(taxable × rate ÷ 100).
// - Rounding is half up on exact integers (rates in hundredths of a percent keep 0.25 and 1.5 whole).
// - The coupon is shared over the lines in proportion to their amounts, in whole paise (largest
//   remainder, ties to the earlier line), so the shares add up to the discount exactly. A line may
//   bring its own share instead: a refund or credit note of some lines of an order passes the shares
//   the order's invoice gave them, and gets the same split on that refunded taxable value.
// - The delivery fee is a line of its own at the rate store setup gives it; it takes no coupon share
//   (the coupon is on the goods).
// - Intra-state only when the supplier's state and the place of supply are both known and equal; when
//   either is unknown nothing is assumed, and IGST is charged.
import { fromPaise, type NumberLike, toPaise } from "./money";

export type SupplyType = "intra-state" | "inter-state";
/** Whether prices include GST (the default) or the GST is added at checkout. */
export type TaxMode = "inclusive" | "exclusive";
export const TAX_MODES = ["inclusive", "exclusive"] as const satisfies readonly TaxMode[];

export interface GstLineInput {
  /** Charged for the line before the coupon (unit price × quantity), rupees: GST included in inclusive mode, excluded in exclusive mode. */
  amount: NumberLike;
  /** Percent. */
  gstRate: number;
  /** The line's coupon share, rupees, when already known (a refund reuses the order's); else it gets a share of `discount`. */
  discount?: NumberLike;
}

export interface GstInput {
  lines: readonly GstLineInput[];
  /** Coupon discount, rupees, shared over the lines that bring no share of their own. */
  discount?: NumberLike;
  /** The delivery fee (same mode as the lines) and its rate; null or 0 when there is none. */
  delivery?: { amount: NumberLike; gstRate: number } | null;
  mode: TaxMode;
  supply: SupplyType;
}

/** One line's figures, in paise. */
export interface GstPart {
  /** Before the coupon. */
  amount: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value + GST: what the shopper pays for the line. */
  total: number;
}

export interface GstRateRow {
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface GstResult {
  mode: TaxMode;
  supply: SupplyType;
  /** The input lines, in their order. */
  lines: GstPart[];
  /** null when there is no delivery fee. */
  delivery: (GstPart & { rate: number }) | null;
  totals: GstPart & { tax: number };
  /** The GST added on top of the prices: every paisa of tax in exclusive mode, 0 in inclusive mode. */
  added: number;
  /** Taxable value and tax per rate, rates ascending (rates with nothing charged left out). */
  byRate: GstRateRow[];
}

/** Round half up of numerator / denominator, both non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Rates in hundredths of a percent (0.25 % → 25), never negative. */
function basisPoints(ratePercent: number): number {
  return Math.max(0, Math.round(ratePercent * 100));
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

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Takes the GST out of a tax-inclusive amount in paise: CGST = SGST (intra-state) or IGST; taxable value absorbs rounding. */
export function splitInclusiveTax(amountPaise: number, ratePercent: number, supply: SupplyType): TaxSplit {
  const amount = Math.max(0, Math.round(amountPaise));
  const rate = basisPoints(ratePercent);
  if (supply === "intra-state") {
    const half = divideRounded(amount * rate, 2 * (10_000 + rate));
    return { taxablePaise: amount - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = divideRounded(amount * rate, 10_000 + rate);
  return { taxablePaise: amount - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** The GST on a tax-exclusive taxable value in paise: CGST = SGST (intra-state) or IGST, added on top. */
export function splitExclusiveTax(taxablePaise: number, ratePercent: number, supply: SupplyType): TaxSplit {
  const taxable = Math.max(0, Math.round(taxablePaise));
  const rate = basisPoints(ratePercent);
  if (supply === "intra-state") {
    const half = divideRounded(taxable * rate, 20_000);
    return { taxablePaise: taxable, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return {
    taxablePaise: taxable,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: divideRounded(taxable * rate, 10_000),
  };
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

function partOf(amount: number, discount: number, rate: number, mode: TaxMode, supply: SupplyType): GstPart {
  const charged = amount - discount;
  const split =
    mode === "inclusive"
      ? splitInclusiveTax(charged, rate, supply)
      : splitExclusiveTax(charged, rate, supply);
  const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
  return {
    amount,
    discount,
    taxable: split.taxablePaise,
    cgst: split.cgstPaise,
    sgst: split.sgstPaise,
    igst: split.igstPaise,
    total: split.taxablePaise + tax,
  };
}

/** The coupon shares of the lines: their own when given, else their share of `discount` (never more than the line). */
function couponShares(
  lines: readonly GstLineInput[],
  amounts: readonly number[],
  discount: NumberLike,
): number[] {
  const own = lines.map((line, index) =>
    line.discount === undefined ? null : Math.min(Math.max(0, toPaise(line.discount)), amounts[index] ?? 0),
  );
  const sharedWeights = amounts.map((amount, index) => (own[index] === null ? amount : 0));
  const sharedTotal = Math.min(
    Math.max(0, toPaise(discount ?? 0)),
    sharedWeights.reduce((a, b) => a + b, 0),
  );
  const shared = shareOut(sharedTotal, sharedWeights);
  return own.map((value, index) => value ?? shared[index] ?? 0);
}

/** The GST of a bill: per line (after its coupon share) and the delivery fee at its own rate, with totals and per-rate sums. */
export function billGst(input: GstInput): GstResult {
  const { mode, supply } = input;
  const amounts = input.lines.map((line) => Math.max(0, toPaise(line.amount)));
  const shares = couponShares(input.lines, amounts, input.discount ?? 0);
  const lines = input.lines.map((line, index) =>
    partOf(amounts[index] ?? 0, shares[index] ?? 0, line.gstRate, mode, supply),
  );
  const deliveryPaise = Math.max(0, toPaise(input.delivery?.amount ?? 0));
  const delivery =
    input.delivery && deliveryPaise > 0
      ? { ...partOf(deliveryPaise, 0, input.delivery.gstRate, mode, supply), rate: input.delivery.gstRate }
      : null;

  const totals = { amount: 0, discount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0, tax: 0 };
  const rates = new Map<number, GstRateRow>();
  const add = (part: GstPart, rate: number) => {
    totals.amount += part.amount;
    totals.discount += part.discount;
    totals.taxable += part.taxable;
    totals.cgst += part.cgst;
    totals.sgst += part.sgst;
    totals.igst += part.igst;
    totals.total += part.total;
    if (part.total === 0) return;
    const row = rates.get(rate) ?? { rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    row.taxable += part.taxable;
    row.cgst += part.cgst;
    row.sgst += part.sgst;
    row.igst += part.igst;
    rates.set(rate, row);
  };
  for (const [index, part] of lines.entries()) add(part, input.lines[index]?.gstRate ?? 0);
  if (delivery) add(delivery, delivery.rate);
  totals.tax = totals.cgst + totals.sgst + totals.igst;
  return {
    mode,
    supply,
    lines,
    delivery,
    totals,
    added: mode === "exclusive" ? totals.tax : 0,
    byRate: [...rates.values()].sort((a, b) => a.rate - b.rate),
  };
}

/** The GST of a bill as the order pages, the checkout and the e-mails show it, in rupees. */
export interface GstBreakdown {
  mode: TaxMode;
  supply_type: SupplyType;
  cgst: number;
  sgst: number;
  igst: number;
  /** CGST + SGST + IGST. */
  total: number;
  /** Added on top of the prices (exclusive mode), else 0: the GST is inside the total. */
  added: number;
}

export function gstBreakdown(result: GstResult): GstBreakdown {
  return {
    mode: result.mode,
    supply_type: result.supply,
    cgst: fromPaise(result.totals.cgst),
    sgst: fromPaise(result.totals.sgst),
    igst: fromPaise(result.totals.igst),
    total: fromPaise(result.totals.tax),
    added: fromPaise(result.added),
  };
}
