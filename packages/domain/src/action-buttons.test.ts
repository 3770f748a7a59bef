import { describe, expect, test } from "vitest";
import {
  type ButtonConfig,
  type ButtonId,
  type CardActionsInput,
  defaultActionButton,
  isDefaultFlag,
  productCardActions,
  showAddressTab,
  showCartIcon,
  variationCardAction,
} from "./action-buttons";
import type { NumberLike } from "./money";

describe("isDefaultFlag", () => {
  test.each<{ given: ButtonConfig["default"]; want: boolean }>([
    { given: true, want: true },
    { given: "true", want: true },
    { given: " TRUE ", want: true },
    { given: 1, want: true },
    { given: "1", want: true },
    { given: false, want: false },
    { given: "false", want: false },
    { given: 0, want: false },
    { given: "0", want: false },
    { given: 2, want: false },
    { given: "yes", want: false },
    { given: null, want: false },
    { given: undefined, want: false },
  ])("$given -> $want", ({ given, want }) => {
    expect(isDefaultFlag(given)).toBe(want);
  });
});

describe("defaultActionButton (priority getquote, addtocart, buynow)", () => {
  test.each<{
    name: string;
    given: readonly ButtonConfig[] | string | null | undefined;
    want: ButtonId | null;
  }>([
    {
      name: "getquote wins over the others",
      given: [
        { button_id: "buynow", default: true },
        { button_id: "addtocart", default: true },
        { button_id: "getquote", default: "true" },
      ],
      want: "getquote",
    },
    {
      name: "addtocart before buynow",
      given: [
        { button_id: "buynow", default: 1 },
        { button_id: "addtocart", default: "1" },
        { button_id: "getquote", default: false },
      ],
      want: "addtocart",
    },
    {
      name: "only buynow flagged",
      given: [{ button_id: "buynow", default: true }, { button_id: "getquote" }],
      want: "buynow",
    },
    {
      name: "none flagged",
      given: [
        { button_id: "buynow", default: "false" },
        { button_id: "addtocart", default: 0 },
      ],
      want: null,
    },
    { name: "unknown id flagged", given: [{ button_id: "subscribe", default: true }], want: null },
    {
      name: "id in other case, spaces",
      given: [{ button_id: " AddToCart ", default: true }],
      want: "addtocart",
    },
    { name: "missing id", given: [{ default: true }], want: null },
    { name: "JSON text", given: '[{"button_id":"buynow","default":"true"}]', want: "buynow" },
    { name: "empty list", given: [], want: null },
    { name: "null", given: null, want: null },
    { name: "malformed text", given: "[{", want: null },
  ])("$name", ({ given, want }) => {
    expect(defaultActionButton(given)).toBe(want);
  });
});

describe("productCardActions", () => {
  const simple = (totalStock?: NumberLike): CardActionsInput => ({ product_type: "Simple", totalStock });

  test.each<{ name: string; product: CardActionsInput; defaultButton: ButtonId | null; want: string[] }>([
    {
      name: "grouped",
      product: { product_type: "Grouped Product" },
      defaultButton: "addtocart",
      want: ["View Details", "Package"],
    },
    {
      name: "grouped, getquote default",
      product: { product_type: "Grouped Product" },
      defaultButton: "getquote",
      want: ["View Details", "Package"],
    },
    {
      name: "grouped even when out of stock",
      product: { product_type: "Grouped Product", totalStock: 0 },
      defaultButton: null,
      want: ["View Details", "Package"],
    },
    {
      name: "variable",
      product: { product_type: "Variable Product", totalStock: 5 },
      defaultButton: "addtocart",
      want: ["Select", "View"],
    },
    {
      name: "variable with totalStock 0 still selects",
      product: { product_type: "Variable Product", totalStock: 0 },
      defaultButton: "buynow",
      want: ["Select", "View"],
    },
    {
      name: "variable, getquote default: no View",
      product: { product_type: "Variable Product" },
      defaultButton: "getquote",
      want: ["Select"],
    },
    { name: "out of stock", product: simple(0), defaultButton: "addtocart", want: ["Out of Stock", "View"] },
    {
      name: "out of stock as text",
      product: simple("0"),
      defaultButton: "buynow",
      want: ["Out of Stock", "View"],
    },
    {
      name: "out of stock, getquote default",
      product: simple(0),
      defaultButton: "getquote",
      want: ["Out of Stock"],
    },
    { name: "add to cart", product: simple(3), defaultButton: "addtocart", want: ["Add to Cart", "View"] },
    { name: "buy now", product: simple("7"), defaultButton: "buynow", want: ["Buy Now", "View"] },
    { name: "get quote, no View", product: simple(7), defaultButton: "getquote", want: ["Get Quote"] },
    { name: "no default: View only", product: simple(7), defaultButton: null, want: ["View"] },
    {
      name: "stock not tracked is sellable",
      product: simple(undefined),
      defaultButton: "addtocart",
      want: ["Add to Cart", "View"],
    },
    {
      name: "missing type treated as simple",
      product: { totalStock: 2 },
      defaultButton: "buynow",
      want: ["Buy Now", "View"],
    },
  ])("$name", ({ product, defaultButton, want }) => {
    expect(productCardActions(product, defaultButton).map((item) => item.label)).toEqual(want);
  });

  test("out of stock is the only disabled action; kinds are stable", () => {
    expect(productCardActions(simple(0), "addtocart")).toEqual([
      { kind: "out-of-stock", label: "Out of Stock", disabled: true },
      { kind: "view", label: "View", disabled: false },
    ]);
    expect(productCardActions({ product_type: "Grouped Product" }, null)).toEqual([
      { kind: "view-details", label: "View Details", disabled: false },
      { kind: "package", label: "Package", disabled: false },
    ]);
  });
});

describe("variationCardAction", () => {
  test.each<{ stock: NumberLike; defaultButton: ButtonId | null; want: string | null; disabled?: boolean }>([
    { stock: 0, defaultButton: "addtocart", want: "Out of Stock", disabled: true },
    { stock: 0, defaultButton: "getquote", want: "Out of Stock", disabled: true },
    { stock: 2, defaultButton: "addtocart", want: "Add to Cart", disabled: false },
    { stock: undefined, defaultButton: "buynow", want: "Buy Now", disabled: false },
    { stock: 2, defaultButton: "getquote", want: null },
    { stock: 2, defaultButton: null, want: null },
  ])("stock $stock, default $defaultButton -> $want", ({ stock, defaultButton, want, disabled }) => {
    const got = variationCardAction({ stock }, defaultButton);
    expect(got?.label ?? null).toBe(want);
    if (got) expect(got.disabled).toBe(disabled);
  });
});

describe("chrome visibility", () => {
  test.each<{ defaultButton: ButtonId | null; want: boolean }>([
    { defaultButton: "getquote", want: false },
    { defaultButton: "addtocart", want: true },
    { defaultButton: "buynow", want: true },
    { defaultButton: null, want: true },
  ])("default $defaultButton: cart icon and Address tab shown = $want", ({ defaultButton, want }) => {
    expect(showCartIcon(defaultButton)).toBe(want);
    expect(showAddressTab(defaultButton)).toBe(want);
  });
});
