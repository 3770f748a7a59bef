/**
 * Whether a customer may return units of an order (issue 33, "Returns"), and which lines the request
 * form offers.
 *
 * Decisions:
 * - Only a Delivered product order, inside the store's return window counted from its delivery date:
 *   a window of N days ends N × 24 hours after delivery. A window of 0 turns returns off.
 * - A line whose product is in one of the store's non-returnable categories cannot be returned (course
 *   orders never: they are not product orders).
 * - A line's returnable units are what was bought minus what was refunded and what open or refunded
 *   requests already hold (a refunded request's units are in both, so they are counted once, from the
 *   refunds). One open request per line: a line in an open request cannot be asked for again until it
 *   is rejected or refunded.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnableLine {
  id: number;
  quantity: number;
  /** The product's category code when the order is checked. */
  category: string;
  /** Units refunded by any refund (failed refunds excluded). */
  refunded: number;
  /** Units held by open requests (not rejected, not refunded). */
  inOpenReturns: number;
}

export interface ReturnableOrder {
  kind: "product" | "course";
  orderStatus: string;
  deliveredAt: Date | null;
  lines: readonly ReturnableLine[];
}

export interface ReturnPolicy {
  windowDays: number;
  nonReturnableCategories: readonly string[];
}

export type ReturnProblem =
  | "RETURNS_OFF"
  | "NOT_DELIVERED"
  | "WINDOW_CLOSED"
  | "NOTHING_SELECTED"
  | "UNKNOWN_LINE"
  | "NOT_RETURNABLE"
  | "OPEN_REQUEST"
  | "TOO_MANY_UNITS";

/** What the server says for each problem (English; the server's catalogue has the Hindi). */
export const RETURN_PROBLEM_TEXT: Record<ReturnProblem, string> = {
  RETURNS_OFF: "This shop does not accept returns.",
  NOT_DELIVERED: "Only a delivered order can be returned.",
  WINDOW_CLOSED: "The return window for this order has closed.",
  NOTHING_SELECTED: "Choose at least one item to return.",
  UNKNOWN_LINE: "That item is not part of this order.",
  NOT_RETURNABLE: "This item cannot be returned.",
  OPEN_REQUEST: "A return is already open for this item.",
  TOO_MANY_UNITS: "More units than you can return for this item.",
};

/** The last moment a return may be asked for, or null when the order was never delivered. */
export function returnDeadline(deliveredAt: Date | null, windowDays: number): Date | null {
  if (!deliveredAt || windowDays <= 0) return null;
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

/** Why the order as a whole cannot be returned now, or null when it can. */
export function orderReturnProblem(
  order: ReturnableOrder,
  policy: ReturnPolicy,
  now: Date,
): ReturnProblem | null {
  if (policy.windowDays <= 0) return "RETURNS_OFF";
  if (order.kind !== "product" || order.orderStatus !== "Delivered" || !order.deliveredAt) {
    return "NOT_DELIVERED";
  }
  const deadline = returnDeadline(order.deliveredAt, policy.windowDays);
  if (!deadline || now.getTime() > deadline.getTime()) return "WINDOW_CLOSED";
  return null;
}

export interface LineReturnability {
  id: number;
  /** Units the customer may ask for now (0 when the line cannot be returned). */
  returnable: number;
  problem: ReturnProblem | null;
}

/** Each line's returnable units, and why a line offers none. */
export function lineReturnability(order: ReturnableOrder, policy: ReturnPolicy): LineReturnability[] {
  return order.lines.map((line) => {
    if (policy.nonReturnableCategories.includes(line.category)) {
      return { id: line.id, returnable: 0, problem: "NOT_RETURNABLE" };
    }
    if (line.inOpenReturns > 0) return { id: line.id, returnable: 0, problem: "OPEN_REQUEST" };
    const left = Math.max(0, line.quantity - line.refunded);
    return { id: line.id, returnable: left, problem: left > 0 ? null : "TOO_MANY_UNITS" };
  });
}

export type ReturnCheck =
  | { ok: true; lines: { lineId: number; quantity: number }[] }
  | { ok: false; problem: ReturnProblem; lineId?: number };

/** Whether the customer may return `asked` (units per order line) now. */
export function checkReturnRequest(
  order: ReturnableOrder,
  policy: ReturnPolicy,
  asked: readonly { lineId: number; quantity: number }[],
  now: Date,
): ReturnCheck {
  const whole = orderReturnProblem(order, policy, now);
  if (whole) return { ok: false, problem: whole };
  const merged = new Map<number, number>();
  for (const { lineId, quantity } of asked) {
    if (!Number.isInteger(quantity) || quantity < 0) return { ok: false, problem: "TOO_MANY_UNITS", lineId };
    if (quantity > 0) merged.set(lineId, (merged.get(lineId) ?? 0) + quantity);
  }
  if (merged.size === 0) return { ok: false, problem: "NOTHING_SELECTED" };
  const lines = lineReturnability(order, policy);
  for (const [lineId, quantity] of merged) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) return { ok: false, problem: "UNKNOWN_LINE", lineId };
    if (line.problem === "NOT_RETURNABLE" || line.problem === "OPEN_REQUEST") {
      return { ok: false, problem: line.problem, lineId };
    }
    if (quantity > line.returnable) return { ok: false, problem: "TOO_MANY_UNITS", lineId };
  }
  return { ok: true, lines: [...merged].map(([lineId, quantity]) => ({ lineId, quantity })) };
}
