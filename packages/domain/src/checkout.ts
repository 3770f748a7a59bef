/**
 * Checkout data handed from cart / Buy Now to /checkout (§3 Checkout data, local storage key
 * checkout_data), coupons (§9 Coupon, §5 coupon code) and the empty cart check (§5).
 *
 * Quantity multiplies: the spec says "sum of prices", but a real store charges per unit, so every total
 * here is sum(unit price * quantity). Sums are done in integer paise so 0.1 + 0.2 stays 0.30.
 * The server recomputes every amount from its own prices (design §3); these totals are for display and
 * for the handoff only.
 */

import { normalizeQuantity } from "./cart";
import { CART_EMPTY, ENTER_COUPON_CODE } from "./messages";
import { fromPaise, type NumberLike, parseNumber, toFixed2Text, toPaise } from "./money";

export { CHECKOUT_DATA_KEY } from "./browser-keys";

/**
 * §2 checkout order summary's fixed 'Gst Tax (10%)' line of 200 rupees. It is no longer charged (the GST
 * comes from the products' rates, ./gst); orders placed while it was keep it, and their invoices show it.
 */
export const LEGACY_SUMMARY_TAX = { label: "Gst Tax (10%)", amount: 200 } as const;
/** §2 checkout order summary's fee (the spec gives it as the constant 0). */
export const ORDER_SUMMARY_FEE = 0;

/** What the totals read from a cart line. */
export interface CheckoutLineInput {
  product_price?: NumberLike;
  product_saleprice?: NumberLike;
  quantity?: NumberLike;
}

/** §3 Coupon couponData: percentage_offer or price_offer. */
export interface CouponData {
  percentage_offer?: NumberLike;
  price_offer?: NumberLike;
}

/** §3 Checkout data (stored under checkout_data). */
export interface CheckoutData<L> {
  products: L[];
  /** Sum of original prices * quantity, rupees. */
  totalBeforeDiscount: number;
  /** Sum of sale prices * quantity (price when there is no sale), as text with 2 decimals. Coupon not deducted. */
  totalAfterDiscount: string;
  /** The applied coupon code, "" when none. */
  coupon: string;
  /** The coupon's discount in rupees, 0 when none. */
  discountAmount: number;
  isCouponApplied: boolean;
  /** true when started on the course page. */
  course: boolean;
}

function positivePaise(value: NumberLike): number {
  return Math.max(0, toPaise(value));
}

/** §3 checkout totals in paise: before = sum(price * qty); after = sum((sale if positive else price) * qty). */
export function cartTotalsPaise(lines: readonly CheckoutLineInput[]): {
  beforePaise: number;
  afterPaise: number;
} {
  let beforePaise = 0;
  let afterPaise = 0;
  for (const line of lines) {
    // The §5 quantity rule, so an odd stored quantity can never zero or negate a total.
    const units = normalizeQuantity(line.quantity);
    const price = positivePaise(line.product_price);
    const sale = positivePaise(line.product_saleprice);
    beforePaise += price * units;
    afterPaise += (sale > 0 ? sale : price) * units;
  }
  return { beforePaise, afterPaise };
}

/** Result of applying a coupon to an amount. */
export interface CouponResult {
  /** Rupees taken off, never more than the amount. */
  discountAmount: number;
  /** Amount after the coupon, never below 0. */
  total: number;
}

function offerOf(value: NumberLike): number {
  // Old coupon rows may hold "10%".
  const text = typeof value === "string" ? value.replace("%", "") : value;
  return Math.max(0, parseNumber(text) ?? 0);
}

/**
 * §9 coupon: percentage_offer (when positive) as a percent of the amount, else price_offer as a flat
 * amount; the discount is rounded to paise and capped so the total never goes below 0.
 */
export function applyCoupon(amount: NumberLike, couponData: CouponData | null | undefined): CouponResult {
  const amountPaise = positivePaise(amount);
  const percent = offerOf(couponData?.percentage_offer);
  const flatPaise = toPaise(offerOf(couponData?.price_offer));
  const wantedPaise = percent > 0 ? Math.round((amountPaise * percent) / 100) : flatPaise;
  const discountPaise = Math.min(wantedPaise, amountPaise);
  return { discountAmount: fromPaise(discountPaise), total: fromPaise(amountPaise - discountPaise) };
}

/** An applied coupon: its code and the server's couponData. */
export interface AppliedCoupon {
  code: string;
  couponData: CouponData;
}

export interface BuildCheckoutDataOptions {
  course: boolean;
  coupon?: AppliedCoupon | null;
}

/**
 * §3 checkout data: products, totalBeforeDiscount (sum of prices * qty), totalAfterDiscount (sum of sale
 * prices * qty, price when no sale; 2-decimal text), coupon fields (the coupon applies to the sale total),
 * course flag.
 */
export function buildCheckoutData<L extends CheckoutLineInput>(
  lines: readonly L[],
  options: BuildCheckoutDataOptions,
): CheckoutData<L> {
  const { beforePaise, afterPaise } = cartTotalsPaise(lines);
  const code = options.coupon?.code.trim() ?? "";
  const discount =
    options.coupon && code !== "" ? applyCoupon(fromPaise(afterPaise), options.coupon.couponData) : null;
  return {
    products: [...lines],
    totalBeforeDiscount: fromPaise(beforePaise),
    totalAfterDiscount: toFixed2Text(fromPaise(afterPaise)),
    coupon: discount ? code : "",
    discountAmount: discount?.discountAmount ?? 0,
    isCouponApplied: discount !== null,
    course: options.course,
  };
}

/** §3 checkout data: what the shopper pays for the goods, totalAfterDiscount minus the coupon discount, never below 0. */
export function amountAfterCoupon(
  data: Pick<CheckoutData<unknown>, "totalAfterDiscount" | "discountAmount">,
): number {
  return fromPaise(Math.max(0, toPaise(data.totalAfterDiscount) - toPaise(data.discountAmount)));
}

/** §5 coupon code must be non-blank: 'Please enter a coupon code', else null. */
export function couponCodeError(code: string | null | undefined): typeof ENTER_COUPON_CODE | null {
  return (code ?? "").trim() === "" ? ENTER_COUPON_CODE : null;
}

/** §5 / §8 empty cart checkout: 'Your cart is empty!', else null. */
export function emptyCartError(lines: readonly unknown[] | null | undefined): typeof CART_EMPTY | null {
  return !lines || lines.length === 0 ? CART_EMPTY : null;
}
