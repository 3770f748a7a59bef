import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPaise } from "./money";
import {
  canMoveRefund,
  lineNetPaise,
  type PastRefund,
  planRefund,
  type RefundOrder,
  type RefundRequest,
  refundableLeft,
} from "./refunds";

// ₹100 × 3 and ₹50 × 1, a ₹35 coupon, ₹40 delivery, ₹200 fixed tax line: paid ₹455 online.
const ORDER: RefundOrder = {
  lines: [
    { id: 1, quantity: 3, lineTotal: 300 },
    { id: 2, quantity: 1, lineTotal: 50 },
  ],
  couponDiscount: 35,
  deliveryCharge: 40,
  capturedOnline: 555,
  collectedInCash: 0,
};

const past = (refund: Partial<PastRefund>): PastRefund => ({
  method: "gateway",
  state: "processed",
  amount: 0,
  lines: [],
  delivery: 0,
  ...refund,
});

describe("lineNetPaise", () => {
  it.each([
    // 35 over 300:50 → 30 and 5.
    { order: ORDER, want: [27000, 4500] },
    // 10 paise over three equal lines: largest remainder goes to the earliest lines.
    {
      order: {
        ...ORDER,
        couponDiscount: 0.1,
        lines: [
          { id: 1, quantity: 1, lineTotal: 1 },
          { id: 2, quantity: 1, lineTotal: 1 },
          { id: 3, quantity: 1, lineTotal: 1 },
        ],
      },
      want: [96, 97, 97],
    },
    { order: { ...ORDER, couponDiscount: 0 }, want: [30000, 5000] },
  ])("$order.couponDiscount off → $want", ({ order, want }) => {
    const nets = lineNetPaise(order);
    expect(nets).toEqual(want);
  });
});

describe("planRefund", () => {
  it.each<{ name: string; history: PastRefund[]; request: RefundRequest; want: unknown }>([
    {
      name: "one unit of three carries a third of the line's coupon share",
      history: [],
      request: { kind: "lines", method: "gateway", lines: [{ lineId: 1, quantity: 1 }], delivery: false },
      want: { ok: true, amount: 90, lines: [{ lineId: 1, quantity: 1, amount: 90 }], delivery: 0 },
    },
    {
      name: "a line and the delivery fee",
      history: [],
      request: { kind: "lines", method: "gateway", lines: [{ lineId: 2, quantity: 1 }], delivery: true },
      want: { ok: true, amount: 85, lines: [{ lineId: 2, quantity: 1, amount: 45 }], delivery: 40 },
    },
    {
      name: "the delivery fee only once",
      history: [past({ amount: 40, delivery: 40 })],
      request: { kind: "lines", method: "gateway", lines: [], delivery: true },
      want: { ok: false, problem: "DELIVERY_ALREADY_REFUNDED", left: 515 },
    },
    {
      name: "a failed refund gave nothing back, so its delivery fee can be refunded again",
      history: [past({ amount: 40, delivery: 40, state: "failed" })],
      request: { kind: "lines", method: "gateway", lines: [], delivery: true },
      want: { ok: true, amount: 40, lines: [], delivery: 40 },
    },
    {
      name: "more units than are left on the line",
      history: [past({ amount: 180, lines: [{ lineId: 1, quantity: 2 }] })],
      request: { kind: "lines", method: "gateway", lines: [{ lineId: 1, quantity: 2 }], delivery: false },
      want: { ok: false, problem: "QUANTITY_TOO_HIGH", left: 375 },
    },
    {
      name: "the same line twice in one request counts both",
      history: [],
      request: {
        kind: "lines",
        method: "gateway",
        lines: [
          { lineId: 1, quantity: 2 },
          { lineId: 1, quantity: 2 },
        ],
        delivery: false,
      },
      want: { ok: false, problem: "QUANTITY_TOO_HIGH", left: 555 },
    },
    {
      name: "a line that is not the order's",
      history: [],
      request: { kind: "lines", method: "gateway", lines: [{ lineId: 9, quantity: 1 }], delivery: false },
      want: { ok: false, problem: "UNKNOWN_LINE", left: 555 },
    },
    {
      name: "nothing chosen",
      history: [],
      request: { kind: "lines", method: "gateway", lines: [{ lineId: 1, quantity: 0 }], delivery: false },
      want: { ok: false, problem: "NOTHING_SELECTED", left: 555 },
    },
    {
      name: "an amount up to what is left",
      history: [past({ amount: 500 })],
      request: { kind: "amount", method: "gateway", amount: 55 },
      want: { ok: true, amount: 55, lines: [], delivery: 0 },
    },
    {
      name: "an amount one paisa over what is left",
      history: [past({ amount: 500 }), past({ amount: 20, state: "initiated" })],
      request: { kind: "amount", method: "gateway", amount: 35.01 },
      want: { ok: false, problem: "OVER_CAPTURED", left: 35 },
    },
    {
      name: "lines worth more than what is left after an amount refund",
      history: [past({ amount: 500 })],
      request: { kind: "lines", method: "gateway", lines: [{ lineId: 1, quantity: 1 }], delivery: false },
      want: { ok: false, problem: "OVER_CAPTURED", left: 55 },
    },
    {
      name: "a zero amount",
      history: [],
      request: { kind: "amount", method: "gateway", amount: 0.001 },
      want: { ok: false, problem: "BAD_AMOUNT", left: 555 },
    },
    {
      name: "by hand when no cash was collected",
      history: [],
      request: { kind: "amount", method: "manual", amount: 1 },
      want: { ok: false, problem: "NOTHING_TO_REFUND", left: 0 },
    },
    {
      name: "whole: everything left, with the units and the fee not yet refunded",
      history: [past({ amount: 90, lines: [{ lineId: 1, quantity: 1 }] })],
      request: { kind: "whole", method: "gateway" },
      want: {
        ok: true,
        amount: 465,
        lines: [
          { lineId: 1, quantity: 2, amount: 180 },
          { lineId: 2, quantity: 1, amount: 45 },
        ],
        delivery: 40,
      },
    },
    {
      name: "whole when all is refunded",
      history: [past({ amount: 555 })],
      request: { kind: "whole", method: "gateway" },
      want: { ok: false, problem: "NOTHING_TO_REFUND", left: 0 },
    },
  ])("$name", ({ history, request, want }) => {
    expect(planRefund(ORDER, history, request)).toEqual(want);
  });

  it("rounds a line refunded unit by unit so the parts add up to its net value exactly", () => {
    // ₹10 × 3 with a ₹1 coupon: ₹29 over 3 units = 9.666…
    const order: RefundOrder = {
      lines: [{ id: 1, quantity: 3, lineTotal: 30 }],
      couponDiscount: 1,
      deliveryCharge: 0,
      capturedOnline: 29,
      collectedInCash: 0,
    };
    const history: PastRefund[] = [];
    const amounts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const plan = planRefund(order, history, {
        kind: "lines",
        method: "gateway",
        lines: [{ lineId: 1, quantity: 1 }],
        delivery: false,
      });
      if (!plan.ok) throw new Error(plan.problem);
      amounts.push(plan.amount);
      history.push(past({ amount: plan.amount, lines: plan.lines }));
    }
    expect(amounts).toEqual([9.67, 9.66, 9.67]);
    expect(refundableLeft(order, history)).toEqual({ gateway: 0, manual: 0, total: 0 });
  });

  it("pay on delivery: the advance goes back through the gateway, the cash by hand", () => {
    const order: RefundOrder = { ...ORDER, capturedOnline: 111, collectedInCash: 444 };
    expect(refundableLeft(order, [])).toEqual({ gateway: 111, manual: 444, total: 555 });
    expect(planRefund(order, [], { kind: "amount", method: "gateway", amount: 112 })).toMatchObject({
      ok: false,
      problem: "OVER_CAPTURED",
      left: 111,
    });
    expect(planRefund(order, [], { kind: "amount", method: "manual", amount: 444 })).toMatchObject({
      ok: true,
      amount: 444,
    });
  });
});

describe("canMoveRefund", () => {
  it.each([
    ["initiated", "processed", true],
    ["initiated", "failed", true],
    ["initiated", "initiated", false],
    ["processed", "failed", false],
    ["failed", "processed", false],
    ["processed", "initiated", false],
  ] as const)("%s → %s: %s", (from, to, want) => {
    expect(canMoveRefund(from, to)).toBe(want);
  });
});

describe("any sequence of partial refunds", () => {
  const request = (order: RefundOrder) =>
    fc.oneof(
      fc.record({
        kind: fc.constant("lines" as const),
        method: fc.constantFrom("gateway" as const, "manual" as const),
        lines: fc.array(
          fc.record({
            lineId: fc.integer({ min: 0, max: order.lines.length }),
            quantity: fc.integer({ min: 0, max: 4 }),
          }),
          { maxLength: 3 },
        ),
        delivery: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant("amount" as const),
        method: fc.constantFrom("gateway" as const, "manual" as const),
        amount: fc.integer({ min: 1, max: 100_000 }).map((paise) => paise / 100),
      }),
      fc.record({
        kind: fc.constant("whole" as const),
        method: fc.constantFrom("gateway" as const, "manual" as const),
      }),
    );
  const orders = fc
    .record({
      lines: fc.array(
        fc.record({ quantity: fc.integer({ min: 1, max: 5 }), unit: fc.integer({ min: 1, max: 50_000 }) }),
        { minLength: 1, maxLength: 4 },
      ),
      couponPercent: fc.integer({ min: 0, max: 100 }),
      delivery: fc.integer({ min: 0, max: 20_000 }),
      cashPercent: fc.integer({ min: 0, max: 100 }),
      failEvery: fc.integer({ min: 2, max: 5 }),
    })
    .map(({ lines, couponPercent, delivery, cashPercent, failEvery }) => {
      const goods = lines.reduce((sum, line) => sum + line.quantity * line.unit, 0);
      const coupon = Math.floor((goods * couponPercent) / 100);
      const total = goods - coupon + delivery;
      const cash = Math.floor((total * cashPercent) / 100);
      const order: RefundOrder = {
        lines: lines.map((line, index) => ({
          id: index + 1,
          quantity: line.quantity,
          lineTotal: (line.quantity * line.unit) / 100,
        })),
        couponDiscount: coupon / 100,
        deliveryCharge: delivery / 100,
        capturedOnline: (total - cash) / 100,
        collectedInCash: cash / 100,
      };
      return { order, failEvery };
    });

  it("never gives back more than was captured, by either method or in all", () => {
    fc.assert(
      fc.property(
        orders.chain(({ order, failEvery }) =>
          fc.tuple(fc.constant(order), fc.constant(failEvery), fc.array(request(order), { maxLength: 12 })),
        ),
        ([order, failEvery, requests]) => {
          const history: PastRefund[] = [];
          requests.forEach((req, index) => {
            const plan = planRefund(order, history, req);
            if (!plan.ok) return;
            history.push({
              method: req.method,
              state: index % failEvery === 0 ? "failed" : "processed",
              amount: plan.amount,
              lines: plan.lines,
              delivery: plan.delivery,
            });
          });
          const kept = history.filter((refund) => refund.state !== "failed");
          const sum = (method: string) =>
            kept.filter((r) => r.method === method).reduce((s, r) => s + toPaise(r.amount), 0);
          expect(sum("gateway")).toBeLessThanOrEqual(toPaise(order.capturedOnline));
          expect(sum("manual")).toBeLessThanOrEqual(toPaise(order.collectedInCash));
          // No line refunded for more units than were ordered.
          for (const line of order.lines) {
            const units = kept.flatMap((r) => r.lines).filter((l) => l.lineId === line.id);
            expect(units.reduce((s, l) => s + l.quantity, 0)).toBeLessThanOrEqual(line.quantity);
          }
        },
      ),
      { seed: 33, numRuns: 300 },
    );
  });
});
