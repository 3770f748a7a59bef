import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  dateFieldForStatus,
  isOrderStatus,
  moveOrder,
  nextOrderStatuses,
  ORDER_STATUSES,
  ordersListAction,
  showDownloadInvoice,
  trackingLabels,
  trackingStep,
} from "./order-status";

describe("trackingStep", () => {
  it.each([
    { given: "Pending", want: 1 },
    { given: "Processing", want: 1 },
    { given: "Packed", want: 1 },
    { given: "Shipped", want: 2 },
    { given: "Out for delivery", want: 3 },
    { given: "Delivered", want: 4 },
    { given: "Cancelled", want: -1 },
    { given: "shipped", want: 1 },
    { given: undefined, want: 1 },
  ])("$given → $want", ({ given, want }) => {
    expect(trackingStep(given)).toBe(want);
  });
});

describe("trackingLabels", () => {
  it.each([
    { given: "Pending", want: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"] },
    { given: "Processing", want: ["Order Processing", "Dispatch", "Out for delivery", "Delivered"] },
    { given: "Packed", want: ["Packed", "Dispatch", "Out for delivery", "Delivered"] },
    { given: "Shipped", want: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"] },
    { given: "Delivered", want: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"] },
    { given: "Cancelled", want: ["Cancelled", "Cancelled", "Cancelled", "Cancelled"] },
    { given: null, want: ["Order Placed", "Dispatch", "Out for delivery", "Delivered"] },
  ])("$given → $want", ({ given, want }) => {
    expect(trackingLabels(given)).toEqual(want);
  });
});

describe("ordersListAction", () => {
  it.each([
    { given: { payment_mode: "Pay now", status: "Success", orderStatus: "Shipped" }, want: "Track Order" },
    { given: { payment_mode: "Pay now", status: "Failed", orderStatus: "Pending" }, want: "Failed" },
    { given: { payment_mode: "Pay now", status: "Pending", orderStatus: "Pending" }, want: "Failed" },
    { given: { payment_mode: "Pay now" }, want: "Failed" },
    {
      given: { payment_mode: "Pay on delivery", status: "Failed", orderStatus: "Pending" },
      want: "Track Order",
    },
    // Literal §4: other modes only track while orderStatus is Pending.
    { given: { payment_mode: "Pay on delivery", status: "Success", orderStatus: "Shipped" }, want: "Failed" },
    { given: { payment_mode: "NA", orderStatus: "Pending" }, want: "Track Order" },
    { given: { orderStatus: "Cancelled" }, want: "Failed" },
  ])("$given → $want", ({ given, want }) => {
    expect(ordersListAction(given)).toBe(want);
  });
});

describe("showDownloadInvoice", () => {
  it.each(ORDER_STATUSES.map((status) => ({ given: status, want: status === "Out for delivery" })))(
    "$given → $want",
    ({ given, want }) => {
      expect(showDownloadInvoice(given)).toBe(want);
    },
  );

  it("hidden for a missing status", () => {
    expect(showDownloadInvoice(undefined)).toBe(false);
  });
});

describe("isOrderStatus", () => {
  it.each([
    { given: "Out for delivery", want: true },
    { given: "Out For Delivery", want: false },
    { given: 3, want: false },
  ])("$given → $want", ({ given, want }) => {
    expect(isOrderStatus(given)).toBe(want);
  });
});

describe("admin moves", () => {
  it.each([
    { from: "Pending", want: ["Processing", "Cancelled"] },
    { from: "Processing", want: ["Packed", "Cancelled"] },
    { from: "Packed", want: ["Shipped", "Cancelled"] },
    { from: "Shipped", want: ["Out for delivery", "Cancelled"] },
    { from: "Out for delivery", want: ["Delivered", "Cancelled"] },
    { from: "Delivered", want: [] },
    { from: "Cancelled", want: [] },
    { from: "Lost", want: [] },
  ])("nextOrderStatuses($from) → $want", ({ from, want }) => {
    expect(nextOrderStatuses(from)).toEqual(want);
  });

  // Every pair, so a single wrong cell fails.
  const allowed = new Set([
    "Pending>Processing",
    "Processing>Packed",
    "Packed>Shipped",
    "Shipped>Out for delivery",
    "Out for delivery>Delivered",
    "Pending>Cancelled",
    "Processing>Cancelled",
    "Packed>Cancelled",
    "Shipped>Cancelled",
    "Out for delivery>Cancelled",
  ]);
  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => ({ from, to, want: allowed.has(`${from}>${to}`) })),
  );
  it.each(pairs)("canMoveOrder($from, $to) → $want", ({ from, to, want }) => {
    expect(canMoveOrder(from, to)).toBe(want);
  });

  it.each([
    { from: "Pending", to: "Shipped", want: false },
    { from: "Pending", to: "Unknown", want: false },
    { from: undefined, to: "Processing", want: false },
  ])("canMoveOrder($from, $to) → $want", ({ from, to, want }) => {
    expect(canMoveOrder(from, to)).toBe(want);
  });

  it.each([
    { given: "Pending", want: null },
    { given: "Processing", want: "processing_date" },
    { given: "Packed", want: null },
    { given: "Shipped", want: "shipped_date" },
    { given: "Out for delivery", want: "out_deliverydate" },
    { given: "Delivered", want: "delivery_date" },
    { given: "Cancelled", want: null },
    { given: "Returned", want: null },
  ])("dateFieldForStatus($given) → $want", ({ given, want }) => {
    expect(dateFieldForStatus(given)).toBe(want);
  });

  const now = new Date("2026-11-24T04:30:00Z");
  it.each([
    {
      from: "Pending",
      to: "Processing",
      want: { ok: true, patch: { orderStatus: "Processing", processing_date: "2026-11-24T04:30:00.000Z" } },
    },
    { from: "Processing", to: "Packed", want: { ok: true, patch: { orderStatus: "Packed" } } },
    {
      from: "Out for delivery",
      to: "Delivered",
      want: { ok: true, patch: { orderStatus: "Delivered", delivery_date: "2026-11-24T04:30:00.000Z" } },
    },
    { from: "Shipped", to: "Cancelled", want: { ok: true, patch: { orderStatus: "Cancelled" } } },
    {
      from: "Shipped",
      to: "Packed",
      want: { ok: false, error: "Cannot move an order from Shipped to Packed" },
    },
    {
      from: "Delivered",
      to: "Cancelled",
      want: { ok: false, error: "Cannot move an order from Delivered to Cancelled" },
    },
    { from: null, to: undefined, want: { ok: false, error: "Cannot move an order from (none) to (none)" } },
  ])("moveOrder($from, $to)", ({ from, to, want }) => {
    expect(moveOrder(from, to, now)).toEqual(want);
  });
});
