import { describe, expect, it } from "vitest";
import {
  DELIVERY_WINDOW_EXTRA_DAYS,
  deliveryEstimate,
  formatPaymentTime,
  orderDeliveryWindow,
  parseDeliveryDays,
  parseInstant,
} from "./dates";

const at = (iso: string) => new Date(iso);

describe("parseDeliveryDays", () => {
  it.each([
    { given: 5, want: 5 },
    { given: "7", want: 7 },
    { given: 0, want: 0 },
    { given: 2.5, want: 3 },
    { given: 2.4, want: 2 },
    { given: -1, want: null },
    { given: "", want: null },
    { given: "soon", want: null },
    { given: null, want: null },
    { given: undefined, want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(parseDeliveryDays(given)).toBe(want);
  });
});

describe("deliveryEstimate", () => {
  it.each([
    {
      name: "plain add",
      now: "2026-11-20T06:00:00Z",
      days: 4,
      want: { date: "2026-11-24", text: "24 Nov 2026" },
    },
    {
      name: "text days",
      now: "2026-11-20T06:00:00Z",
      days: "4",
      want: { date: "2026-11-24", text: "24 Nov 2026" },
    },
    {
      name: "0 days is today",
      now: "2026-11-20T06:00:00Z",
      days: 0,
      want: { date: "2026-11-20", text: "20 Nov 2026" },
    },
    // 20:00 UTC is already the next day in India (01:30 IST).
    {
      name: "after 18:30 UTC counts from the Kolkata date",
      now: "2026-11-20T20:00:00Z",
      days: 1,
      want: { date: "2026-11-22", text: "22 Nov 2026" },
    },
    {
      name: "18:29 UTC is still the same Kolkata day",
      now: "2026-11-20T18:29:00Z",
      days: 1,
      want: { date: "2026-11-21", text: "21 Nov 2026" },
    },
    {
      name: "day without leading zero",
      now: "2026-02-27T06:00:00Z",
      days: 5,
      want: { date: "2026-03-04", text: "4 Mar 2026" },
    },
    {
      name: "leap year",
      now: "2028-02-27T06:00:00Z",
      days: 2,
      want: { date: "2028-02-29", text: "29 Feb 2028" },
    },
    {
      name: "year end",
      now: "2026-12-30T06:00:00Z",
      days: 3,
      want: { date: "2027-01-02", text: "2 Jan 2027" },
    },
    {
      name: "September is 'Sept' as en-IN writes it",
      now: "2026-09-01T06:00:00Z",
      days: 3,
      want: { date: "2026-09-04", text: "4 Sept 2026" },
    },
  ])("$name", ({ now, days, want }) => {
    expect(deliveryEstimate(at(now), days)).toEqual(want);
  });

  it.each([
    { name: "missing days", now: at("2026-11-20T06:00:00Z"), days: undefined },
    { name: "negative days", now: at("2026-11-20T06:00:00Z"), days: -2 },
    { name: "invalid now", now: at("not a date"), days: 2 },
  ])("$name → null", ({ now, days }) => {
    expect(deliveryEstimate(now, days)).toBeNull();
  });
});

describe("orderDeliveryWindow", () => {
  const now = at("2026-11-20T06:00:00Z");
  it.each([
    {
      name: "one item",
      items: [{ delivery_days: 4 }],
      want: { available: true, from: "2026-11-24", to: "2026-11-28", text: "24 Nov - 28 Nov 2026" },
    },
    {
      name: "average 3.5 rounds up to 4; items without days are left out",
      items: [{ delivery_days: 3 }, { delivery_days: "4" }, {}, { delivery_days: "" }],
      want: { available: true, from: "2026-11-24", to: "2026-11-28", text: "24 Nov - 28 Nov 2026" },
    },
    {
      name: "average 3.4 rounds down to 3",
      items: [
        { delivery_days: 3 },
        { delivery_days: 3 },
        { delivery_days: 3 },
        { delivery_days: 3 },
        { delivery_days: 5 },
      ],
      want: { available: true, from: "2026-11-23", to: "2026-11-27", text: "23 Nov - 27 Nov 2026" },
    },
    {
      name: "across a month end",
      items: [{ delivery_days: 8 }],
      want: { available: true, from: "2026-11-28", to: "2026-12-02", text: "28 Nov - 2 Dec 2026" },
    },
    {
      name: "across a year end shows both years",
      items: [{ delivery_days: 40 }],
      want: { available: true, from: "2026-12-30", to: "2027-01-03", text: "30 Dec 2026 - 3 Jan 2027" },
    },
    {
      name: "no item has delivery_days",
      items: [{}, { delivery_days: null }],
      want: { available: false, text: "Delivery estimate not available" },
    },
    { name: "no items", items: [], want: { available: false, text: "Delivery estimate not available" } },
  ])("$name", ({ items, want }) => {
    expect(orderDeliveryWindow(now, items)).toEqual(want);
  });

  it("spans exactly 4 extra days", () => {
    expect(DELIVERY_WINDOW_EXTRA_DAYS).toBe(4);
  });

  it("counts from the Kolkata date of now", () => {
    const got = orderDeliveryWindow(at("2026-11-30T19:00:00Z"), [{ delivery_days: 0 }]);
    expect(got).toEqual({
      available: true,
      from: "2026-12-01",
      to: "2026-12-05",
      text: "1 Dec - 5 Dec 2026",
    });
  });

  it("invalid now → not available", () => {
    expect(orderDeliveryWindow(at("x"), [{ delivery_days: 2 }])).toEqual({
      available: false,
      text: "Delivery estimate not available",
    });
  });
});

describe("formatPaymentTime", () => {
  it.each([
    { name: "Date, same day", given: at("2026-11-24T04:30:00Z"), want: "24/11/26 - 10:00" },
    { name: "ISO text with Z", given: "2026-11-24T04:30:00.000Z", want: "24/11/26 - 10:00" },
    { name: "ISO text with offset", given: "2026-11-24T10:00:00+05:30", want: "24/11/26 - 10:00" },
    { name: "zone-less ISO text is UTC", given: "2026-11-24T04:30:00", want: "24/11/26 - 10:00" },
    { name: "zone-less text with a space", given: "2026-11-24 04:30", want: "24/11/26 - 10:00" },
    { name: "epoch milliseconds", given: Date.UTC(2026, 10, 24, 4, 30), want: "24/11/26 - 10:00" },
    { name: "UTC midnight is 05:30", given: "2026-11-24T00:00:00Z", want: "24/11/26 - 05:30" },
    { name: "18:29 UTC stays the same day", given: "2026-11-24T18:29:00Z", want: "24/11/26 - 23:59" },
    { name: "18:30 UTC crosses midnight", given: "2026-11-24T18:30:00Z", want: "25/11/26 - 00:00" },
    { name: "crosses a month end", given: "2026-04-30T20:15:00Z", want: "01/05/26 - 01:45" },
    { name: "crosses a leap day", given: "2028-02-28T19:00:00Z", want: "29/02/28 - 00:30" },
    { name: "crosses a year end", given: "2026-12-31T18:45:00Z", want: "01/01/27 - 00:15" },
    { name: "two-digit year keeps its zero", given: "2005-06-07T01:02:00Z", want: "07/06/05 - 06:32" },
    { name: "seconds are dropped, not rounded", given: "2026-11-24T04:30:59Z", want: "24/11/26 - 10:00" },
  ])("$name", ({ given, want }) => {
    expect(formatPaymentTime(given)).toBe(want);
  });

  it.each([
    { given: "" },
    { given: "yesterday" },
    { given: null },
    { given: undefined },
    { given: at("nope") },
    { given: Number.NaN },
  ])("$given → null", ({ given }) => {
    expect(formatPaymentTime(given)).toBeNull();
  });
});

describe("parseInstant", () => {
  it("copies a Date so callers cannot mutate the input", () => {
    const input = at("2026-11-24T04:30:00Z");
    const got = parseInstant(input);
    expect(got).not.toBe(input);
    expect(got?.toISOString()).toBe("2026-11-24T04:30:00.000Z");
  });
});
