/**
 * The bill the checkout page shows before an order is placed (§2 Checkout order summary, §4 Payment
 * method, §9 delivery charge, coupon, advance), computed the way the server prices the order
 * (apps/server services/orders/price-order.ts) so both agree on the same inputs:
 * - lines are charged their sale price when positive, else their price; quantity multiplies;
 * - the coupon applies to that subtotal, only when the subtotal reaches its minimum amount;
 * - the delivery charge compares the total after the coupon with the free-delivery threshold;
 *   a course has no delivery (`delivery: null`);
 * - total = after coupon + delivery + fee: no fixed tax line is charged. The browser does not know the
 *   products' GST rates, so this estimate shows no GST; the server's quote (POST /checkout/quote, the
 *   same pricing as the order) brings it, and the GST added when the store's prices exclude it;
 * - Pay now pays the whole total; Pay on delivery pays the advance share now and the rest on delivery.
 * The server still decides: its answer to the order replaces these figures when they differ.
 */
import { type DeliveryCharge, type DeliveryChargeInput, deliveryCharge } from "./delivery";
import type { NumberLike } from "./money";
import { meetsCouponMinimum, type OrderCoupon, type OrderTotals, orderTotals } from "./order-pricing";
import type { PaymentMode } from "./pay-buttons";
import { payOnDeliverySplit } from "./pay-on-delivery";

export interface CheckoutBillLine {
  product_price: NumberLike;
  product_saleprice: NumberLike;
  quantity: NumberLike;
}

export interface CheckoutBillInput {
  lines: readonly CheckoutBillLine[];
  /** The applied coupon's couponData; null when none. */
  coupon: OrderCoupon | null;
  /** Office, shipping address and bands; null for a course (nothing is delivered). */
  delivery: Omit<DeliveryChargeInput, "orderTotal"> | null;
  mode: PaymentMode;
  /** The store's advance share for pay on delivery (0 or missing: none). */
  advancePercentage: NumberLike;
}

export interface CheckoutBill extends OrderTotals {
  /** False when a coupon was given but the subtotal is below its minimum amount. */
  couponApplies: boolean;
  delivery: DeliveryCharge | null;
  /** Paid online when the order is placed. */
  payNow: number;
  /** Due on delivery (0 for Pay now). */
  payLater: number;
  /** The advance percentage applied (0 for Pay now). */
  advancePercentage: number;
}

function quantityOf(value: NumberLike): number {
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isFinite(parsed) && parsed >= 1 ? Math.trunc(parsed) : 1;
}

/** §2/§9 checkout bill: subtotal, coupon, delivery, fee, total, and what is paid now and later. */
export function checkoutBill(input: CheckoutBillInput): CheckoutBill {
  const lines = input.lines.map((line) => ({
    price: line.product_price,
    salePrice: line.product_saleprice,
    quantity: quantityOf(line.quantity),
  }));
  const withoutCoupon = orderTotals({ lines, coupon: null, deliveryCharge: 0 });
  const couponApplies =
    input.coupon !== null && meetsCouponMinimum(withoutCoupon.subtotal, input.coupon.min_amount);
  const coupon = couponApplies ? input.coupon : null;
  const goods = orderTotals({ lines, coupon, deliveryCharge: 0 });
  const delivery = input.delivery
    ? deliveryCharge({ ...input.delivery, orderTotal: goods.amountAfterDiscount })
    : null;
  const totals = orderTotals({ lines, coupon, deliveryCharge: delivery?.charge ?? 0 });
  const split =
    input.mode === "Pay now"
      ? { advance: totals.total, remaining: 0, percentage: 0 }
      : payOnDeliverySplit(totals.total, input.advancePercentage);
  return {
    ...totals,
    couponApplies,
    delivery,
    payNow: split.advance,
    payLater: split.remaining,
    advancePercentage: split.percentage,
  };
}
