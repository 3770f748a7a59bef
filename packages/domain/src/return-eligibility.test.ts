import { describe, expect, it } from "vitest";
import {
  checkReturnRequest,
  lineReturnability,
  orderReturnProblem,
  type ReturnableOrder,
  returnDeadline,
} from "./return-eligibility";

const delivered = new Date("2026-11-01T10:00:00Z");
const policy = { windowDays: 7, nonReturnableCategories: ["henna-cones"] };
const order: ReturnableOrder = {
  kind: "product",
  orderStatus: "Delivered",
  deliveredAt: delivered,
  lines: [
    { id: 1, quantity: 3, category: "tea", refunded: 0, inOpenReturns: 0 },
    { id: 2, quantity: 2, category: "henna-cones", refunded: 0, inOpenReturns: 0 },
    { id: 3, quantity: 2, category: "tea", refunded: 1, inOpenReturns: 0 },
    { id: 4, quantity: 1, category: "tea", refunded: 0, inOpenReturns: 1 },
    { id: 5, quantity: 1, category: "tea", refunded: 1, inOpenReturns: 0 },
  ],
};
const inside = new Date("2026-11-05T10:00:00Z");

describe("returnDeadline", () => {
  it.each([
    { at: delivered, days: 7, want: "2026-11-08T10:00:00.000Z" },
    { at: delivered, days: 0, want: null },
    { at: null, days: 7, want: null },
  ])("$days days after $at → $want", ({ at, days, want }) => {
    expect(returnDeadline(at, days)?.toISOString() ?? null).toBe(want);
  });
});

describe("orderReturnProblem", () => {
  it.each([
    { name: "inside the window", given: order, pol: policy, now: inside, want: null },
    {
      name: "the window's last moment",
      given: order,
      pol: policy,
      now: new Date("2026-11-08T10:00:00Z"),
      want: null,
    },
    {
      name: "a moment after the window",
      given: order,
      pol: policy,
      now: new Date("2026-11-08T10:00:00.001Z"),
      want: "WINDOW_CLOSED",
    },
    {
      name: "returns off",
      given: order,
      pol: { ...policy, windowDays: 0 },
      now: inside,
      want: "RETURNS_OFF",
    },
    {
      name: "not delivered",
      given: { ...order, orderStatus: "Shipped", deliveredAt: null },
      pol: policy,
      now: inside,
      want: "NOT_DELIVERED",
    },
    {
      name: "a course order",
      given: { ...order, kind: "course" as const },
      pol: policy,
      now: inside,
      want: "NOT_DELIVERED",
    },
    {
      name: "Delivered without a date",
      given: { ...order, deliveredAt: null },
      pol: policy,
      now: inside,
      want: "NOT_DELIVERED",
    },
  ])("$name → $want", ({ given, pol, now, want }) => {
    expect(orderReturnProblem(given, pol, now)).toBe(want);
  });
});

describe("lineReturnability", () => {
  it("offers what is left of each returnable line", () => {
    expect(lineReturnability(order, policy)).toEqual([
      { id: 1, returnable: 3, problem: null },
      { id: 2, returnable: 0, problem: "NOT_RETURNABLE" },
      { id: 3, returnable: 1, problem: null },
      { id: 4, returnable: 0, problem: "OPEN_REQUEST" },
      { id: 5, returnable: 0, problem: "TOO_MANY_UNITS" },
    ]);
  });
});

describe("checkReturnRequest", () => {
  it.each([
    {
      name: "some units of two lines",
      asked: [
        { lineId: 1, quantity: 2 },
        { lineId: 3, quantity: 1 },
      ],
      want: {
        ok: true,
        lines: [
          { lineId: 1, quantity: 2 },
          { lineId: 3, quantity: 1 },
        ],
      },
    },
    {
      name: "one line named twice adds up",
      asked: [
        { lineId: 1, quantity: 1 },
        { lineId: 1, quantity: 2 },
        { lineId: 3, quantity: 0 },
      ],
      want: { ok: true, lines: [{ lineId: 1, quantity: 3 }] },
    },
    {
      name: "one line named twice, too many in all",
      asked: [
        { lineId: 1, quantity: 2 },
        { lineId: 1, quantity: 2 },
      ],
      want: { ok: false, problem: "TOO_MANY_UNITS", lineId: 1 },
    },
    { name: "nothing", asked: [], want: { ok: false, problem: "NOTHING_SELECTED" } },
    {
      name: "only zeros",
      asked: [{ lineId: 1, quantity: 0 }],
      want: { ok: false, problem: "NOTHING_SELECTED" },
    },
    {
      name: "a line of another order",
      asked: [{ lineId: 99, quantity: 1 }],
      want: { ok: false, problem: "UNKNOWN_LINE", lineId: 99 },
    },
    {
      name: "a non-returnable category",
      asked: [{ lineId: 2, quantity: 1 }],
      want: { ok: false, problem: "NOT_RETURNABLE", lineId: 2 },
    },
    {
      name: "more than bought minus refunded",
      asked: [{ lineId: 3, quantity: 2 }],
      want: { ok: false, problem: "TOO_MANY_UNITS", lineId: 3 },
    },
    {
      name: "a line with an open request",
      asked: [{ lineId: 4, quantity: 1 }],
      want: { ok: false, problem: "OPEN_REQUEST", lineId: 4 },
    },
    {
      name: "a fraction of a unit",
      asked: [{ lineId: 1, quantity: 1.5 }],
      want: { ok: false, problem: "TOO_MANY_UNITS", lineId: 1 },
    },
    {
      name: "a negative quantity",
      asked: [{ lineId: 1, quantity: -1 }],
      want: { ok: false, problem: "TOO_MANY_UNITS", lineId: 1 },
    },
  ])("$name", ({ asked, want }) => {
    expect(checkReturnRequest(order, policy, asked, inside)).toEqual(want);
  });

  it("refuses the whole order before looking at lines", () => {
    expect(
      checkReturnRequest(order, policy, [{ lineId: 1, quantity: 1 }], new Date("2026-12-01T00:00:00Z")),
    ).toEqual({ ok: false, problem: "WINDOW_CLOSED" });
  });
});
