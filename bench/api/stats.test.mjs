import { describe, expect, it } from "vitest";
import { percentile } from "./stats.mjs";

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
