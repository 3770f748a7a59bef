/**
 * How much of an order can go back to the shopper, and how much a refund request is worth (issue 33).
 *
 * Decisions:
 * - All arithmetic is in whole paise; amounts come in and go out as rupees.
 * - A line's refundable value is its total after its share of the coupon. The coupon is shared over
 *   the lines in proportion to their totals, largest remainder first (`shareOut`, the invoice's rule),
 *   so the shares add up to the discount exactly and the credit note agrees with the invoice.
 * - Quantities are refunded cumulatively: refunding q more units of a line with Q units, r of them
 *   already refunded, is worth round(net · (r + q) / Q) − round(net · r / Q). Refunding a line in any
 *   number of parts therefore adds up to its net value exactly, never a paisa more or less.
 * - The delivery fee is refunded whole, once.
 * - Money goes back the way it came: through the gateway up to what the gateway captured, by hand (UPI
 *   or bank transfer) up to the cash collected at the door. Neither may exceed what was taken minus
 *   what was already refunded (initiated or processed; a failed refund gave nothing back).
 * - A whole refund (cancelling a paid order) gives back everything still refundable by its method,
 *   including charges that belong to no line (the checkout's fixed tax line, the fee).
 */

import { shareOut } from "./gst";
import { fromPaise, toPaise } from "./money";

export const REFUND_STATES = ["initiated", "processed", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_METHODS = ["gateway", "manual"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** How a refund made by hand was paid. */
export const MANUAL_CHANNELS = ["upi", "bank_transfer"] as const;
export type ManualChannel = (typeof MANUAL_CHANNELS)[number];

export interface RefundOrderLine {
  /** The order line's id. */
  id: number;
  quantity: number;
  /** Rupees charged for the whole line before the coupon. */
  lineTotal: number;
}

export interface RefundOrder {
  lines: readonly RefundOrderLine[];
  /** Rupees of coupon discount on the whole order. */
  couponDiscount: number;
  /** Rupees. */
  deliveryCharge: number;
  /** Rupees taken through the gateway (the whole total for pay now, the advance for pay on delivery). */
  capturedOnline: number;
  /** Rupees collected at the door (pay on delivery, once delivered). */
  collectedInCash: number;
}

export interface RefundLineQuantity {
  lineId: number;
  quantity: number;
}

/** A refund already made on the order. */
export interface PastRefund {
  method: RefundMethod;
  state: RefundState;
  /** Rupees. */
  amount: number;
  lines: readonly RefundLineQuantity[];
  /** Rupees of the delivery fee it gave back (0 or the whole fee). */
  delivery: number;
}

export type RefundRequest =
  | { kind: "whole"; method: RefundMethod }
  | { kind: "lines"; method: RefundMethod; lines: readonly RefundLineQuantity[]; delivery: boolean }
  | { kind: "amount"; method: RefundMethod; amount: number };

export interface RefundLinePart extends RefundLineQuantity {
  /** Rupees this refund gives back for these units. */
  amount: number;
}

export type RefundProblem =
  | "NOTHING_TO_REFUND"
  | "NOTHING_SELECTED"
  | "UNKNOWN_LINE"
  | "QUANTITY_TOO_HIGH"
  | "DELIVERY_ALREADY_REFUNDED"
  | "NO_DELIVERY_FEE"
  | "BAD_AMOUNT"
  | "OVER_CAPTURED";

export type RefundPlan =
  | { ok: true; amount: number; lines: RefundLinePart[]; delivery: number }
  | {
      ok: false;
      problem: RefundProblem /** Rupees still refundable by the request's method. */;
      left: number;
    };

/** What the server says for each problem (English; the server's catalogue has the Hindi). */
export const REFUND_PROBLEM_TEXT: Record<RefundProblem, string> = {
  NOTHING_TO_REFUND: "Nothing is left to refund on this order.",
  NOTHING_SELECTED: "Choose the lines, the delivery fee or an amount to refund.",
  UNKNOWN_LINE: "That line is not part of this order.",
  QUANTITY_TOO_HIGH: "More units than are left to refund on that line.",
  DELIVERY_ALREADY_REFUNDED: "The delivery fee has already been refunded.",
  NO_DELIVERY_FEE: "This order has no delivery fee to refund.",
  BAD_AMOUNT: "Enter an amount of at least ₹0.01.",
  OVER_CAPTURED: "A refund cannot be more than was paid minus what was already refunded.",
};

const counts = (refund: PastRefund) => refund.state !== "failed";

/** Each line's value after its coupon share, in paise, in the order of `order.lines`. */
export function lineNetPaise(order: RefundOrder): number[] {
  const totals = order.lines.map((line) => toPaise(line.lineTotal));
  const shares = shareOut(toPaise(order.couponDiscount), totals);
  return totals.map((total, index) => Math.max(0, total - (shares[index] ?? 0)));
}

/** round(a / b) for a ≥ 0, b > 0, half up, in integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Paise of `units` more of a line whose net is `net` over `quantity` units, `done` already refunded. */
function unitsValue(net: number, quantity: number, done: number, units: number): number {
  return divideRounded(net * (done + units), quantity) - divideRounded(net * done, quantity);
}

/** Units of each line already refunded (failed refunds excluded). */
export function refundedQuantities(past: readonly PastRefund[]): Map<number, number> {
  const done = new Map<number, number>();
  for (const refund of past.filter(counts)) {
    for (const line of refund.lines) done.set(line.lineId, (done.get(line.lineId) ?? 0) + line.quantity);
  }
  return done;
}

/** Paise still refundable by each method, and in all. */
export function refundableLeft(order: RefundOrder, past: readonly PastRefund[]) {
  const spent = { gateway: 0, manual: 0 };
  for (const refund of past.filter(counts)) spent[refund.method] += toPaise(refund.amount);
  const gateway = Math.max(0, toPaise(order.capturedOnline) - spent.gateway);
  const manual = Math.max(0, toPaise(order.collectedInCash) - spent.manual);
  return { gateway: fromPaise(gateway), manual: fromPaise(manual), total: fromPaise(gateway + manual) };
}

function deliveryRefunded(past: readonly PastRefund[]): boolean {
  return past.some((refund) => counts(refund) && toPaise(refund.delivery) > 0);
}

/** What `request` gives back, or why it cannot be made. */
export function planRefund(
  order: RefundOrder,
  past: readonly PastRefund[],
  request: RefundRequest,
): RefundPlan {
  const leftPaise = toPaise(refundableLeft(order, past)[request.method]);
  const refuse = (problem: RefundProblem): RefundPlan => ({ ok: false, problem, left: fromPaise(leftPaise) });
  const nets = lineNetPaise(order);
  const done = refundedQuantities(past);

  if (request.kind === "whole") {
    if (leftPaise <= 0) return refuse("NOTHING_TO_REFUND");
    const lines = order.lines.flatMap((line, index) => {
      const already = Math.min(line.quantity, done.get(line.id) ?? 0);
      const units = line.quantity - already;
      if (units <= 0) return [];
      const amount = unitsValue(nets[index] ?? 0, line.quantity, already, units);
      return [{ lineId: line.id, quantity: units, amount: fromPaise(amount) }];
    });
    const delivery = deliveryRefunded(past) ? 0 : order.deliveryCharge;
    return { ok: true, amount: fromPaise(leftPaise), lines, delivery };
  }

  if (request.kind === "amount") {
    const paise = toPaise(request.amount);
    if (!Number.isFinite(request.amount) || paise <= 0) return refuse("BAD_AMOUNT");
    if (leftPaise <= 0) return refuse("NOTHING_TO_REFUND");
    if (paise > leftPaise) return refuse("OVER_CAPTURED");
    return { ok: true, amount: fromPaise(paise), lines: [], delivery: 0 };
  }

  let total = 0;
  const parts: RefundLinePart[] = [];
  const asked = new Map<number, number>();
  for (const { lineId, quantity } of request.lines) {
    if (!Number.isInteger(quantity) || quantity < 0) return refuse("QUANTITY_TOO_HIGH");
    if (quantity > 0) asked.set(lineId, (asked.get(lineId) ?? 0) + quantity);
  }
  for (const [lineId, units] of asked) {
    const index = order.lines.findIndex((line) => line.id === lineId);
    const line = order.lines[index];
    if (!line) return refuse("UNKNOWN_LINE");
    const already = done.get(lineId) ?? 0;
    if (already + units > line.quantity) return refuse("QUANTITY_TOO_HIGH");
    const amount = unitsValue(nets[index] ?? 0, line.quantity, already, units);
    total += amount;
    parts.push({ lineId, quantity: units, amount: fromPaise(amount) });
  }
  let delivery = 0;
  if (request.delivery) {
    if (toPaise(order.deliveryCharge) <= 0) return refuse("NO_DELIVERY_FEE");
    if (deliveryRefunded(past)) return refuse("DELIVERY_ALREADY_REFUNDED");
    delivery = toPaise(order.deliveryCharge);
    total += delivery;
  }
  if (asked.size === 0 && !request.delivery) return refuse("NOTHING_SELECTED");
  if (leftPaise <= 0) return refuse("NOTHING_TO_REFUND");
  if (total <= 0) return refuse("NOTHING_SELECTED");
  if (total > leftPaise) return refuse("OVER_CAPTURED");
  return { ok: true, amount: fromPaise(total), lines: parts, delivery: fromPaise(delivery) };
}

/** A refund's state can only move forward: initiated → processed or failed, and then never again. */
export function canMoveRefund(from: RefundState, to: RefundState): boolean {
  return from === "initiated" && to !== "initiated";
}

/** What the shopper reads for a refund's state (translated by the apps' catalogues). */
export const REFUND_STATE_TEXT: Record<RefundState, string> = {
  initiated: "Refund initiated",
  processed: "Refund processed",
  failed: "Refund failed",
};
