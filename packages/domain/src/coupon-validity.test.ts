import { describe, expect, test } from "vitest";
import {
  COUPON_LIMIT_REACHED_MESSAGE,
  type CouponProblem,
  type CouponRecord,
  couponDateText,
  couponProblem,
  couponProblemMessage,
  normalizeCouponCode,
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
