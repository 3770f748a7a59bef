/**
 * The bill of an order as the server charges it (§2 Checkout order summary, §3 Order amounts, §9 Coupon,
 * §9 fee), with its GST from ./gst.
 *
 * Decisions:
 * - A line is charged its sale price when that is positive, else its original price (the same rule as
 *   the cart totals in ./checkout); quantity multiplies.
 * - amountbeforediscount is the sum at original prices; the coupon applies to the sum at charged prices
 *   (the "subtotal"), as the checkout handoff does; amountafterdiscount is that subtotal minus the coupon.
 * - The coupon's minimum amount is compared with the subtotal before the coupon.
 * - No fixed tax line is charged (the §2 summary's 'Gst Tax (10%)' of 200 rupees was a constant of the
 *   original app, not a tax on anything). Prices include GST, so the GST is inside the total; the bill
 *   shows it, worked out per line from each product's rate after its coupon share, plus the delivery
 *   fee's at the rate store setup gives it (./gst billGst). A store that prices without GST adds it:
 *   then the summary has a 'GST' line and total = amountafterdiscount + delivery + GST + fee.
 * - All sums are done in integer paise.
 */

import { applyCoupon, type CouponData, ORDER_SUMMARY_FEE } from "./checkout";
import { billGst, type GstBreakdown, gstBreakdown, type SupplyType, type TaxMode } from "./gst";
import { formatRupees, fromPaise, type NumberLike, parseNumber, toPaise } from "./money";

/** §2 summary line labels, in display order; `tax` (the GST added) only when prices exclude GST. */
export const SUMMARY_LABELS = {
  subtotal: "Subtotal",
  coupon: "Coupon Discount",
  delivery: "Delivery Charge",
  tax: "GST",
  fee: "Fee",
  total: "Total",
} as const;

/** The lines under the total that show the GST inside it. */
export const GST_LABELS = {
  included: "Includes GST",
  cgst: "CGST",
  sgst: "SGST",
  igst: "IGST",
} as const;

export interface SummaryLine {
  label: string;
  /** Rupees; negative for discounts. */
  amount: number;
}

/** One ordered line as priced from the catalogue. */
export interface OrderLinePrice {
  /** Original price (MRP) per unit, rupees. */
  price: NumberLike;
  /** Sale price per unit, rupees; 0 or missing when there is no sale. */
  salePrice: NumberLike;
  quantity: number;
  /** The product's GST rate, percent (needed when the bill's GST is worked out). */
  gstRate?: number;
}

export interface PricedLine {
  /** Original price per unit (the charged price when there is no positive original price). */
  unitPrice: number;
  /** Price actually charged per unit. */
  chargedPrice: number;
  lineTotal: number;
}

function positivePaise(value: NumberLike): number {
  return Math.max(0, toPaise(value));
}

/** A line's unit prices and total: charged = sale price when positive, else original price. */
export function priceLine(line: OrderLinePrice): PricedLine {
  const price = positivePaise(line.price);
  const sale = positivePaise(line.salePrice);
  const charged = sale > 0 ? sale : price;
  const units = Math.max(0, Math.trunc(line.quantity));
  return {
    unitPrice: fromPaise(price > 0 ? price : charged),
    chargedPrice: fromPaise(charged),
    lineTotal: fromPaise(charged * units),
  };
}

/** The coupon as the order reads it: its offer and its minimum amount. */
export interface OrderCoupon extends CouponData {
  min_amount?: NumberLike;
}

export interface OrderTotalsInput {
  lines: readonly OrderLinePrice[];
  coupon?: OrderCoupon | null;
  /** Rupees, from ./delivery `deliveryCharge` (0 for course fees). */
  deliveryCharge: NumberLike;
  /** How the GST is worked out; null when the lines' rates are not known (a browser's estimate). */
  tax?: OrderTaxInput | null;
}

export interface OrderTaxInput {
  mode: TaxMode;
  supply: SupplyType;
  /** Store setup's rate for the delivery fee, percent. */
  deliveryGstRate: number;
}

export interface OrderTotals {
  /** Sum at original prices. */
  amountBeforeDiscount: number;
  /** Sum at charged prices, before the coupon. */
  subtotal: number;
  /** Coupon discount, rupees (0 without a coupon). */
  discount: number;
  /** Subtotal minus the coupon. */
  amountAfterDiscount: number;
  deliveryCharge: number;
  /** GST added on top of the prices (prices exclude GST), else 0. */
  tax: number;
  fee: number;
  /** What the shopper pays: amountAfterDiscount + delivery + tax + fee. */
  total: number;
  /** The bill's GST; null when it was not worked out (no `tax` input). */
  gst: GstBreakdown | null;
  /** The bill lines in display order: subtotal, coupon (only when applied), delivery, GST (only when added), fee, total. */
  summary: SummaryLine[];
}

/** §3 / §9 order bill: line sums, coupon on the subtotal, delivery, GST (added when prices exclude it), fee, total. */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  let beforePaise = 0;
  let subtotalPaise = 0;
  for (const line of input.lines) {
    const priced = priceLine(line);
    const units = Math.max(0, Math.trunc(line.quantity));
    beforePaise += toPaise(priced.unitPrice) * units;
    subtotalPaise += toPaise(priced.lineTotal);
  }
  const discountPaise = input.coupon
    ? toPaise(applyCoupon(fromPaise(subtotalPaise), input.coupon).discountAmount)
    : 0;
  const afterPaise = subtotalPaise - discountPaise;
  const deliveryPaise = positivePaise(input.deliveryCharge);
  const gst = input.tax
    ? billGst({
        lines: input.lines.map((line) => ({ amount: priceLine(line).lineTotal, gstRate: line.gstRate ?? 0 })),
        discount: fromPaise(discountPaise),
        delivery: { amount: fromPaise(deliveryPaise), gstRate: input.tax.deliveryGstRate },
        mode: input.tax.mode,
        supply: input.tax.supply,
      })
    : null;
  const taxPaise = gst?.added ?? 0;
  const feePaise = toPaise(ORDER_SUMMARY_FEE);
  const totalPaise = afterPaise + deliveryPaise + taxPaise + feePaise;
  const summary: SummaryLine[] = [{ label: SUMMARY_LABELS.subtotal, amount: fromPaise(subtotalPaise) }];
  if (input.coupon) summary.push({ label: SUMMARY_LABELS.coupon, amount: fromPaise(-discountPaise) });
  summary.push({ label: SUMMARY_LABELS.delivery, amount: fromPaise(deliveryPaise) });
  if (input.tax?.mode === "exclusive")
    summary.push({ label: SUMMARY_LABELS.tax, amount: fromPaise(taxPaise) });
  summary.push(
    { label: SUMMARY_LABELS.fee, amount: fromPaise(feePaise) },
    { label: SUMMARY_LABELS.total, amount: fromPaise(totalPaise) },
  );
  return {
    amountBeforeDiscount: fromPaise(beforePaise),
    subtotal: fromPaise(subtotalPaise),
    discount: fromPaise(discountPaise),
    amountAfterDiscount: fromPaise(afterPaise),
    deliveryCharge: fromPaise(deliveryPaise),
    tax: fromPaise(taxPaise),
    fee: fromPaise(feePaise),
    total: fromPaise(totalPaise),
    gst: gst ? gstBreakdown(gst) : null,
    summary,
  };
}

/** Coupon minimum amount: true when the subtotal reaches min_amount (a missing or non-positive minimum always does). */
export function meetsCouponMinimum(subtotal: NumberLike, minAmount: NumberLike): boolean {
  const min = parseNumber(minAmount);
  if (min === null || min <= 0) return true;
  return toPaise(subtotal) >= toPaise(min);
}

/** Non-spec message when the order is below the coupon's minimum amount. */
export function couponMinimumMessage(minAmount: NumberLike): string {
  return `This coupon needs an order of at least ${formatRupees(minAmount)}.`;
}
