import { describe, expect, test } from "vitest";
import {
  COUPON_CODE_INVALID,
  COUPON_CODE_KEPT,
  COUPON_DATES_REVERSED,
  COUPON_FLAT_INVALID,
  COUPON_FLAT_NOT_BELOW_MINIMUM,
  COUPON_LIMIT_INVALID,
  COUPON_LIMIT_REACHED_MESSAGE,
  COUPON_MINIMUM_INVALID,
  COUPON_PERCENT_INVALID,
  type CouponDraft,
  type CouponProblem,
  type CouponRecord,
  couponDateText,
  couponDeletable,
  couponLimitBelowUses,
  couponProblem,
  couponProblemMessage,
  couponUsedNotDeletable,
  endedCoupon,
  normalizeCouponCode,
  validateCouponDraft,
} from "./coupon-validity";

const NOW = new Date("2024-07-15T06:30:00Z"); // noon in India

describe("normalizeCouponCode", () => {
  test.each<{ given: string | null | undefined; want: string }>([
    { given: " welcome10 ", want: "WELCOME10" },
    { given: "Flat100", want: "FLAT100" },
    { given: "   ", want: "" },
    { given: null, want: "" },
    { given: undefined, want: "" },
  ])("$given -> $want", ({ given, want }) => {
    expect(normalizeCouponCode(given)).toBe(want);
  });
});

describe("couponProblem", () => {
  test.each<{ name: string; given: CouponRecord; want: ReturnType<typeof couponProblem> }>([
    { name: "active, open-ended", given: { status: "Active" }, want: null },
    { name: "status read loosely", given: { status: " active " }, want: null },
    { name: "inactive", given: { status: "Inactive" }, want: "inactive" },
    { name: "no status", given: {}, want: "inactive" },
    {
      name: "inside the window",
      given: {
        status: "Active",
        valid_from: "2024-06-01T00:00:00+05:30",
        valid_to: "2024-09-30T23:59:59+05:30",
      },
      want: null,
    },
    {
      name: "not yet valid",
      given: { status: "Active", valid_from: "2024-08-01T00:00:00+05:30" },
      want: "not-yet-valid",
    },
    {
      name: "expired",
      given: { status: "Active", valid_to: new Date("2024-07-15T06:29:59Z") },
      want: "expired",
    },
    { name: "valid_to is inclusive", given: { status: "Active", valid_to: NOW }, want: null },
    { name: "valid_from is inclusive", given: { status: "Active", valid_from: NOW }, want: null },
    {
      name: "unparsable bounds are open",
      given: { status: "Active", valid_from: "soon", valid_to: "" },
      want: null,
    },
    { name: "under the limit", given: { status: "Active", usage_limit: 100, used_count: 99 }, want: null },
    {
      name: "limit reached",
      given: { status: "Active", usage_limit: 100, used_count: 100 },
      want: "limit-reached",
    },
    {
      name: "limit as text",
      given: { status: "Active", usage_limit: "1", used_count: "1" },
      want: "limit-reached",
    },
    { name: "no limit", given: { status: "Active", usage_limit: null, used_count: 5000 }, want: null },
    { name: "limit 0 means none left", given: { status: "Active", usage_limit: 0 }, want: "limit-reached" },
    {
      name: "expiry wins over the limit",
      given: { status: "Active", valid_to: "2024-01-01T00:00:00Z", usage_limit: 1, used_count: 1 },
      want: "expired",
    },
  ])("$name", ({ given, want }) => {
    expect(couponProblem(given, NOW)).toBe(want);
  });
});

describe("couponProblemMessage", () => {
  test.each<{ given: CouponProblem; want: string }>([
    { given: "blank", want: "Please enter a coupon code" },
    { given: "inactive", want: "Invalid coupon" },
    { given: "not-yet-valid", want: "Invalid coupon" },
    { given: "expired", want: "Invalid coupon" },
    { given: "limit-reached", want: COUPON_LIMIT_REACHED_MESSAGE },
  ])("$given -> $want", ({ given, want }) => {
    expect(couponProblemMessage(given)).toBe(want);
  });
});

describe("couponDateText", () => {
  test.each<{ given: Date | string | null | undefined; want: string | null }>([
    { given: "2024-09-30T23:59:59+05:30", want: "2024-09-30" },
    // 20:00 UTC is already the next day in India.
    { given: new Date("2024-06-01T20:00:00Z"), want: "2024-06-02" },
    { given: "2024-06-01T00:00:00+05:30", want: "2024-06-01" },
    { given: null, want: null },
    { given: undefined, want: null },
    { given: "not a date", want: null },
  ])("$given -> $want", ({ given, want }) => {
    expect(couponDateText(given)).toBe(want);
  });
});

describe("validateCouponDraft (the back office)", () => {
  const base = { code: "diwali20", kind: "percent" as const, amount: 20 };
  test.each<{
    name: string;
    draft: Partial<CouponDraft>;
    stored?: { usedCount: number; storedCode: string | null };
    want: Record<string, string>;
  }>([
    { name: "a plain percent coupon", draft: {}, want: {} },
    { name: "a code with a space", draft: { code: "DIWALI 20" }, want: { code: COUPON_CODE_INVALID } },
    { name: "a two-letter code", draft: { code: "AB" }, want: { code: COUPON_CODE_INVALID } },
    { name: "0 percent", draft: { amount: 0 }, want: { amount: COUPON_PERCENT_INVALID } },
    { name: "101 percent", draft: { amount: 101 }, want: { amount: COUPON_PERCENT_INVALID } },
    { name: "100 percent", draft: { amount: 100 }, want: {} },
    { name: "no amount", draft: { amount: null }, want: { amount: COUPON_PERCENT_INVALID } },
    { name: "flat 150 over 499", draft: { kind: "flat", amount: 150, min_amount: 499 }, want: {} },
    {
      name: "flat 500 over 499",
      draft: { kind: "flat", amount: 500, min_amount: 499 },
      want: { amount: COUPON_FLAT_NOT_BELOW_MINIMUM },
    },
    {
      name: "flat with paise beyond two",
      draft: { kind: "flat", amount: 10.005 },
      want: { amount: COUPON_FLAT_INVALID },
    },
    { name: "a negative minimum", draft: { min_amount: -1 }, want: { min_amount: COUPON_MINIMUM_INVALID } },
    { name: "a limit of 0", draft: { usage_limit: 0 }, want: { usage_limit: COUPON_LIMIT_INVALID } },
    { name: "a limit of 2.5", draft: { usage_limit: 2.5 }, want: { usage_limit: COUPON_LIMIT_INVALID } },
    {
      name: "a limit below the uses",
      draft: { usage_limit: 2, code: "DIWALI20" },
      stored: { usedCount: 3, storedCode: "DIWALI20" },
      want: { usage_limit: couponLimitBelowUses(3) },
    },
    {
      name: "a used coupon renamed",
      draft: { code: "DIWALI25" },
      stored: { usedCount: 1, storedCode: "DIWALI20" },
      want: { code: COUPON_CODE_KEPT },
    },
    {
      name: "an unused coupon renamed",
      draft: { code: "DIWALI25" },
      stored: { usedCount: 0, storedCode: "DIWALI20" },
      want: {},
    },
    {
      name: "an end before the start",
      draft: { valid_from: "2024-08-10T00:00:00Z", valid_to: "2024-08-01T00:00:00Z" },
      want: { valid_to: COUPON_DATES_REVERSED },
    },
  ])("$name", ({ draft, stored, want }) => {
    expect(validateCouponDraft({ ...base, ...draft }, stored)).toEqual(want);
  });
});

describe("couponDeletable and endedCoupon", () => {
  test("only a coupon no order used may be deleted", () => {
    expect(couponDeletable(0, 0)).toBe(true);
    expect(couponDeletable(1, 1)).toBe(false);
    // Uses given back by expired orders still leave the orders naming it.
    expect(couponDeletable(0, 2)).toBe(false);
  });
  test("the message says why and what to do", () => {
    expect(couponUsedNotDeletable(1)).toMatch(/used once, so it cannot be deleted.*End it instead/);
    expect(couponUsedNotDeletable(4)).toMatch(/used 4 times/);
  });
  test("ending moves the end to now, keeps an earlier end, and drops a start that had not come", () => {
    const from = new Date("2024-07-01T00:00:00Z");
    expect(endedCoupon({ valid_from: from, valid_to: null }, NOW)).toEqual({
      status: "Inactive",
      valid_from: from,
      valid_to: NOW,
    });
    const ended = new Date("2024-07-10T00:00:00Z");
    expect(endedCoupon({ valid_from: from, valid_to: ended }, NOW).valid_to).toEqual(ended);
    expect(
      endedCoupon({ valid_from: new Date("2024-08-01T00:00:00Z"), valid_to: null }, NOW).valid_from,
    ).toBeNull();
  });
});
