import { describe, expect, it } from "vitest";
import { percentile, windowLatency } from "./stats.mjs";

describe("percentile", () => {
  it.each([
    { given: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50], want: 5 },
    { given: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95], want: 10 },
    { given: [[10, 1, 5], 0], want: 1 },
    { given: [[7], 99], want: 7 },
  ])("$given -> $want", ({ given: [values, p], want }) => {
    expect(percentile(values, p)).toBe(want);
  });

  it("is NaN for no values", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("windowLatency", () => {
  const samples = [
    { at: 0, ms: 100 },
    { at: 10, ms: 1 },
    { at: 20, ms: 2 },
    { at: 30, ms: 3 },
    { at: 40, ms: 500 },
  ];

  it("counts only the answers that arrived inside [from, to)", () => {
    expect(windowLatency(samples, [{ from: 10, to: 40 }])).toEqual({ n: 3, p50: 2, p99: 3 });
    expect(windowLatency(samples, [{ from: 0, to: 41 }])).toEqual({ n: 5, p50: 3, p99: 500 });
  });

  it("pools the answers of several spans, and counts one that lies in two of them once", () => {
    const spans = [
      { from: 0, to: 15 },
      { from: 10, to: 25 },
      { from: 40, to: 50 },
    ];
    expect(windowLatency(samples, spans)).toEqual({ n: 4, p50: 2, p99: 500 });
  });

  it("is empty, with NaN percentiles, when nothing arrived in the window", () => {
    const empty = windowLatency(samples, [{ from: 50, to: 60 }]);
    expect(empty.n).toBe(0);
    expect(empty.p50).toBeNaN();
  });
});
