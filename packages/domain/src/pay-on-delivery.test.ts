import { describe, expect, it } from "vitest";
import { payOnDeliverySplit } from "./pay-on-delivery";

describe("payOnDeliverySplit", () => {
  it.each([
    {
      name: "no percentage",
      total: 1000,
      pct: undefined,
      want: { percentage: 0, advance: 0, remaining: 1000, placeDirectly: true },
    },
    {
      name: "null percentage",
      total: 1000,
      pct: null,
      want: { percentage: 0, advance: 0, remaining: 1000, placeDirectly: true },
    },
    {
      name: "zero percentage",
      total: 1000,
      pct: 0,
      want: { percentage: 0, advance: 0, remaining: 1000, placeDirectly: true },
    },
    {
      name: "blank text",
      total: 1000,
      pct: " ",
      want: { percentage: 0, advance: 0, remaining: 1000, placeDirectly: true },
    },
    {
      name: "non-numeric text",
      total: 1000,
      pct: "abc",
      want: { percentage: 0, advance: 0, remaining: 1000, placeDirectly: true },
    },
    {
      name: "20%",
      total: 1000,
      pct: 20,
      want: { percentage: 20, advance: 200, remaining: 800, placeDirectly: false },
    },
    {
      name: "text percentage",
      total: 1000,
      pct: "25",
      want: { percentage: 25, advance: 250, remaining: 750, placeDirectly: false },
    },
    {
      name: "half rounds up (10.5 → 11)",
      total: 105,
      pct: 10,
      want: { percentage: 10, advance: 11, remaining: 94, placeDirectly: false },
    },
    {
      name: "half rounds up (499.5 → 500)",
      total: 999,
      pct: 50,
      want: { percentage: 50, advance: 500, remaining: 499, placeDirectly: false },
    },
    {
      name: "below half rounds down (150.15 → 150)",
      total: 1001,
      pct: 15,
      want: { percentage: 15, advance: 150, remaining: 851, placeDirectly: false },
    },
    {
      name: "total with paise",
      total: 999.99,
      pct: 50,
      want: { percentage: 50, advance: 500, remaining: 499.99, placeDirectly: false },
    },
    {
      name: "246.9 → 247",
      total: 1234.5,
      pct: 20,
      want: { percentage: 20, advance: 247, remaining: 987.5, placeDirectly: false },
    },
    {
      name: "fractional percentage",
      total: 1000,
      pct: 12.5,
      want: { percentage: 12.5, advance: 125, remaining: 875, placeDirectly: false },
    },
    {
      name: "clamped above 100",
      total: 500,
      pct: 150,
      want: { percentage: 100, advance: 500, remaining: 0, placeDirectly: false },
    },
    {
      name: "clamped below 0",
      total: 500,
      pct: -10,
      want: { percentage: 0, advance: 0, remaining: 500, placeDirectly: true },
    },
    {
      name: "100% never exceeds the total",
      total: 999.6,
      pct: 100,
      want: { percentage: 100, advance: 999.6, remaining: 0, placeDirectly: false },
    },
    {
      name: "advance rounds to 0 on a tiny total",
      total: 2,
      pct: 10,
      want: { percentage: 10, advance: 0, remaining: 2, placeDirectly: true },
    },
    {
      name: "zero total",
      total: 0,
      pct: 30,
      want: { percentage: 30, advance: 0, remaining: 0, placeDirectly: true },
    },
    {
      name: "negative total counts as 0",
      total: -50,
      pct: 30,
      want: { percentage: 30, advance: 0, remaining: 0, placeDirectly: true },
    },
    {
      name: "text total",
      total: "2000",
      pct: "10",
      want: { percentage: 10, advance: 200, remaining: 1800, placeDirectly: false },
    },
  ])("$name", ({ total, pct, want }) => {
    expect(payOnDeliverySplit(total, pct)).toEqual(want);
  });
});
