import { describe, expect, test } from "vitest";
import { type PayButtonConfig, payButtonConfigs, paymentModeOf, type StoredPayButton } from "./pay-buttons";

describe("paymentModeOf", () => {
  test.each([
    { given: "Pay now", want: "Pay now" },
    { given: " pay ON delivery ", want: "Pay on delivery" },
    { given: "Cash", want: null },
    { given: null, want: null },
  ])("$given -> $want", ({ given, want }) => {
    expect(paymentModeOf(given)).toBe(want);
  });
});

const NOW: PayButtonConfig = { button_id: "paynow", payment_mode: "Pay now", default: true };
const POD: PayButtonConfig = { button_id: "paydelivery", payment_mode: "Pay on delivery", default: false };

describe("payButtonConfigs", () => {
  test.each<{ name: string; given: StoredPayButton[]; want: PayButtonConfig[] }>([
    {
      name: "both offered, Pay now is the initial choice",
      given: [
        { name: "Pay now", enabled: true, position: 1 },
        { name: "Pay on delivery", enabled: true, position: 2 },
      ],
      want: [NOW, POD],
    },
    {
      name: "position order, Pay now still initial",
      given: [
        { name: "Pay now", enabled: true, position: 2 },
        { name: "Pay on delivery", enabled: true, position: 1 },
      ],
      want: [POD, NOW],
    },
    {
      name: "disabled methods are not offered",
      given: [
        { name: "Pay now", enabled: false, position: 1 },
        { name: "Pay on delivery", enabled: true, position: 2 },
      ],
      want: [{ ...POD, default: true }],
    },
    {
      name: "unknown names and repeats dropped",
      given: [
        { name: "Bitcoin", enabled: true, position: 0 },
        { name: "pay now", enabled: true, position: 1 },
        { name: "Pay now", enabled: true, position: 3 },
      ],
      want: [NOW],
    },
    {
      name: "missing positions go last, ties keep stored order",
      given: [
        { name: "Pay on delivery", enabled: true },
        { name: "Pay now", enabled: true, position: "5" },
      ],
      want: [NOW, POD],
    },
    { name: "nothing enabled", given: [{ name: "Pay now", enabled: null }], want: [] },
    { name: "no rows", given: [], want: [] },
  ])("$name", ({ given, want }) => {
    expect(payButtonConfigs(given)).toEqual(want);
  });
});
