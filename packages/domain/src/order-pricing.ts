/**
 * The bill of an order as the server charges it (§2 Checkout order summary, §3 Order amounts, §9 Coupon,
 * §9 fixed tax line and fee).
 *
 * Decisions:
 * - A line is charged its sale price when that is positive, else its original price (the same rule as
 *   the cart totals in ./checkout); quantity multiplies.
 * - amountbeforediscount is the sum at original prices; the coupon applies to the sum at charged prices
 *   (the "subtotal"), as the checkout handoff does; amountafterdiscount is that subtotal minus the coupon.
 * - The coupon's minimum amount is compared with the subtotal before the coupon.
 * - The §2 summary's fixed 'Gst Tax (10%)' line of 200 rupees and the fee of 0 are part of the payable
 *   total: total = amountafterdiscount + delivery charge + tax + fee. The checkout page shows those lines
 *   as part of the bill, so charging less than the page shows would surprise the shopper as much as
 *   charging more.
 * - All sums are done in integer paise.
 */

import { applyCoupon, type CouponData, ORDER_SUMMARY_FEE, ORDER_SUMMARY_TAX } from "./checkout";
import { formatRupees, fromPaise, type NumberLike, parseNumber, toPaise } from "./money";

/** §2 summary line labels, in display order. */
export const SUMMARY_LABELS = {
  subtotal: "Subtotal",
  coupon: "Coupon Discount",
  delivery: "Delivery Charge",
  tax: ORDER_SUMMARY_TAX.label,
  fee: "Fee",
  total: "Total",
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
  tax: number;
  fee: number;
  /** What the shopper pays: amountAfterDiscount + delivery + tax + fee. */
  total: number;
  /** The bill lines in display order: subtotal, coupon (only when applied), delivery, tax, fee, total. */
  summary: SummaryLine[];
}

/** §3 / §9 order bill: line sums, coupon on the subtotal, delivery, the fixed tax line and fee, total. */
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
  const taxPaise = toPaise(ORDER_SUMMARY_TAX.amount);
  const feePaise = toPaise(ORDER_SUMMARY_FEE);
  const totalPaise = afterPaise + deliveryPaise + taxPaise + feePaise;
  const summary: SummaryLine[] = [{ label: SUMMARY_LABELS.subtotal, amount: fromPaise(subtotalPaise) }];
  if (input.coupon) summary.push({ label: SUMMARY_LABELS.coupon, amount: fromPaise(-discountPaise) });
  summary.push(
    { label: SUMMARY_LABELS.delivery, amount: fromPaise(deliveryPaise) },
    { label: SUMMARY_LABELS.tax, amount: fromPaise(taxPaise) },
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
