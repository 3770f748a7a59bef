import { describe, expect, test } from "vitest";
import {
  formatRupees,
  fromPaise,
  type NumberLike,
  parseNumber,
  roundToPaise,
  roundToRupees,
  toFixed2Text,
  toNumber,
  toPaise,
} from "./money";

describe("parseNumber / toNumber", () => {
  test.each<{ given: NumberLike; want: number | null }>([
    { given: 12, want: 12 },
    { given: 12.5, want: 12.5 },
    { given: "12.5", want: 12.5 },
    { given: " 499 ", want: 499 },
    { given: "1,20,000", want: 120000 },
    { given: "-3", want: -3 },
    { given: "", want: null },
    { given: "   ", want: null },
    { given: "abc", want: null },
    { given: "12abc", want: null },
    { given: Number.NaN, want: null },
    { given: Number.POSITIVE_INFINITY, want: null },
    { given: "Infinity", want: null },
    { given: null, want: null },
    { given: undefined, want: null },
  ])("parseNumber($given) = $want", ({ given, want }) => {
    expect(parseNumber(given)).toBe(want);
    expect(toNumber(given)).toBe(want ?? 0);
  });

  test("non-number, non-string values from untyped data parse as absent", () => {
    expect(parseNumber({} as unknown as NumberLike)).toBeNull();
    expect(toNumber(true as unknown as NumberLike)).toBe(0);
  });
});

describe("toPaise / fromPaise / roundToPaise", () => {
  test.each<{ given: NumberLike; want: number }>([
    { given: 0, want: 0 },
    { given: 1, want: 100 },
    { given: 1.005, want: 101 },
    { given: 1.255, want: 126 },
    { given: 8.345, want: 835 },
    { given: 1.004, want: 100 },
    { given: 0.1 + 0.2, want: 30 },
    { given: "19.99", want: 1999 },
    { given: "2,499.50", want: 249950 },
    { given: -1.005, want: -101 },
    { given: -0.004, want: 0 },
    { given: 1e-7, want: 0 },
    { given: 1e21, want: 1e23 },
    { given: "oops", want: 0 },
    { given: null, want: 0 },
  ])("toPaise($given) = $want", ({ given, want }) => {
    expect(toPaise(given)).toBe(want);
  });

  test.each<{ given: number; want: number }>([
    { given: 101, want: 1.01 },
    { given: 0, want: 0 },
    { given: -0, want: 0 },
    { given: 12345, want: 123.45 },
    { given: 100.5, want: 1.01 },
    { given: Number.NaN, want: 0 },
  ])("fromPaise($given) = $want", ({ given, want }) => {
    expect(Object.is(fromPaise(given), want)).toBe(true);
  });

  test.each<{ given: NumberLike; want: number }>([
    { given: 1.005, want: 1.01 },
    { given: "2.675", want: 2.68 },
    { given: 10, want: 10 },
    { given: -2.675, want: -2.68 },
  ])("roundToPaise($given) = $want", ({ given, want }) => {
    expect(roundToPaise(given)).toBe(want);
  });
});

describe("roundToRupees", () => {
  test.each<{ given: NumberLike; want: number }>([
    { given: 0, want: 0 },
    { given: 1.49, want: 1 },
    { given: 1.5, want: 2 },
    { given: 2.5, want: 3 },
    { given: 1.495, want: 1 },
    { given: "99.50", want: 100 },
    { given: -2.5, want: -3 },
    { given: -0.4, want: 0 },
    { given: undefined, want: 0 },
  ])("roundToRupees($given) = $want", ({ given, want }) => {
    expect(Object.is(roundToRupees(given), want)).toBe(true);
  });
});

describe("toFixed2Text (totalAfterDiscount)", () => {
  test.each<{ given: NumberLike; want: string }>([
    { given: 0, want: "0.00" },
    { given: 5, want: "5.00" },
    { given: 1234.5, want: "1234.50" },
    { given: 1.005, want: "1.01" },
    { given: 0.07, want: "0.07" },
    { given: "2,499", want: "2499.00" },
    { given: 1_000_000.1, want: "1000000.10" },
    { given: -12.3, want: "-12.30" },
    { given: "nonsense", want: "0.00" },
  ])("toFixed2Text($given) = $want", ({ given, want }) => {
    expect(toFixed2Text(given)).toBe(want);
  });
});

describe("formatRupees", () => {
  test.each<{ given: NumberLike; always?: boolean; want: string }>([
    { given: 0, want: "₹0" },
    { given: 499, want: "₹499" },
    { given: 120000, want: "₹1,20,000" },
    { given: 1234567.5, want: "₹12,34,567.50" },
    { given: 1.005, want: "₹1.01" },
    { given: "350", want: "₹350" },
    { given: null, want: "₹0" },
    { given: -50, want: "-₹50" },
    { given: 499, always: true, want: "₹499.00" },
    { given: 0, always: true, want: "₹0.00" },
  ])("formatRupees($given, always=$always) = $want", ({ given, always, want }) => {
    expect(formatRupees(given, always ? { paise: "always" } : {})).toBe(want);
  });
});
