// Order status: tracking progress, orders-list button, invoice link and admin moves (spec §2 Order
// tracking, §3 Order, §4).
//
// Decisions:
// - Status texts are matched exactly, as the server stores them. An unknown orderStatus shows step 1
//   (the order exists, so it was placed) with the plain labels.
// - The orders-list button follows §4 literally: for 'Pay now' the payment status 'Success' gives
//   Track Order; for any other mode only orderStatus 'Pending' does, so a pay-on-delivery order that has
//   moved on (e.g. Shipped) shows Failed. That is what the spec says; change it here if the product
//   owner decides otherwise.
// - Download Invoice shows only for 'Out for delivery', literally as §2 says (not for Delivered).
// - Admin moves go one step forward along Pending → Processing → Packed → Shipped → Out for delivery →
//   Delivered, so every date field of §3 gets set on the way; Cancelled is reachable from every state
//   before Delivered; nothing leaves Delivered or Cancelled, and nothing moves backwards or to itself.
// - Date fields set by a move: Processing → processing_date, Shipped → shipped_date,
//   Out for delivery → out_deliverydate, Delivered → delivery_date; Packed and Cancelled set none
//   (§3 has no field for them).

/** §4 order statuses (orderStatus), in their forward order, then Cancelled. */
export const ORDER_STATUSES = [
  "Pending",
  "Processing",
  "Packed",
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §4 tracking step: 1-4, or -1 when cancelled. */
export type TrackingStep = 1 | 2 | 3 | 4 | -1;

/** §2 four-step progress labels. */
export const TRACKING_LABELS = ["Order Placed", "Dispatch", "Out for delivery", "Delivered"] as const;
export type TrackingLabels = readonly [string, string, string, string];

/** §3 Order date fields set as the order moves forward. */
export type OrderDateField = "processing_date" | "shipped_date" | "out_deliverydate" | "delivery_date";

/** §4 order status: narrows a text to one of the known statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

const STEP: Record<OrderStatus, TrackingStep> = {
  Pending: 1,
  Processing: 1,
  Packed: 1,
  Shipped: 2,
  "Out for delivery": 3,
  Delivered: 4,
  Cancelled: -1,
};

/** §4 status → tracking step: Pending/Processing/Packed 1, Shipped 2, Out for delivery 3, Delivered 4, Cancelled -1 (unknown → 1). */
export function trackingStep(orderStatus: string | null | undefined): TrackingStep {
  return isOrderStatus(orderStatus) ? STEP[orderStatus] : 1;
}

/** §4 labels: Order Placed, Dispatch, Out for delivery, Delivered; first reads Order Processing / Packed; all read Cancelled when cancelled. */
export function trackingLabels(orderStatus: string | null | undefined): TrackingLabels {
  const [placed, dispatch, outForDelivery, delivered] = TRACKING_LABELS;
  switch (orderStatus) {
    case "Cancelled":
      return ["Cancelled", "Cancelled", "Cancelled", "Cancelled"];
    case "Processing":
      return ["Order Processing", dispatch, outForDelivery, delivered];
    case "Packed":
      return ["Packed", dispatch, outForDelivery, delivered];
    default:
      return [placed, dispatch, outForDelivery, delivered];
  }
}

/** The order fields the orders list reads (§3 Order). */
export interface OrderListFields {
  payment_mode?: string | null;
  status?: string | null;
  orderStatus?: string | null;
}

export type OrdersListAction = "Track Order" | "Failed";

/** §4 orders-list button: Pay now → 'Track Order' if status is 'Success'; other modes → 'Track Order' if orderStatus is 'Pending'; else 'Failed'. */
export function ordersListAction(order: OrderListFields): OrdersListAction {
  if (order.payment_mode === "Pay now") return order.status === "Success" ? "Track Order" : "Failed";
  return order.orderStatus === "Pending" ? "Track Order" : "Failed";
}

/** §2 order tracking: Download Invoice shown only when orderStatus is 'Out for delivery'. */
export function showDownloadInvoice(orderStatus: string | null | undefined): boolean {
  return orderStatus === "Out for delivery";
}

// The forward chain; Delivered and Cancelled are final, so they have no next step.
const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  Pending: "Processing",
  Processing: "Packed",
  Packed: "Shipped",
  Shipped: "Out for delivery",
  "Out for delivery": "Delivered",
};

/** Admin moves: the next forward status, plus Cancelled from any state before Delivered. */
export function nextOrderStatuses(from: string | null | undefined): OrderStatus[] {
  const next = isOrderStatus(from) ? NEXT[from] : undefined;
  return next ? [next, "Cancelled"] : [];
}

/** Admin move rule: one step forward along Pending → … → Delivered, or Cancelled before Delivered; never backwards. */
export function canMoveOrder(from: string | null | undefined, to: string | null | undefined): boolean {
  return isOrderStatus(to) && nextOrderStatuses(from).includes(to);
}

const DATE_FIELD: Partial<Record<OrderStatus, OrderDateField>> = {
  Processing: "processing_date",
  Shipped: "shipped_date",
  "Out for delivery": "out_deliverydate",
  Delivered: "delivery_date",
};

/** §3 Order date field a move to `to` sets (processing_date, shipped_date, out_deliverydate, delivery_date), or null. */
export function dateFieldForStatus(to: string | null | undefined): OrderDateField | null {
  return isOrderStatus(to) ? (DATE_FIELD[to] ?? null) : null;
}

export type OrderMove =
  | { ok: true; patch: { orderStatus: OrderStatus } & Partial<Record<OrderDateField, string>> }
  | { ok: false; error: string };

/** Admin move as a patch: the new orderStatus and, when the move sets one, its date field as ISO text of `now`. */
export function moveOrder(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): OrderMove {
  if (!isOrderStatus(to) || !canMoveOrder(from, to)) {
    return { ok: false, error: `Cannot move an order from ${from ?? "(none)"} to ${to ?? "(none)"}` };
  }
  const field = dateFieldForStatus(to);
  return { ok: true, patch: field ? { orderStatus: to, [field]: now.toISOString() } : { orderStatus: to } };
}
