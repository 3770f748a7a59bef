import { describe, expect, test } from "vitest";
import { parseVariations } from "./json-lists";
import type { NumberLike } from "./money";
import {
  type AddVariationCheck,
  canAddVariation,
  findVariation,
  galleryFor,
  isOutOfStock,
  preselectedVariation,
  type VariationCardDisplay,
  type VariationInput,
  variationAttributesOf,
  variationCardDisplay,
  variationChooserTitle,
} from "./variations";

describe("isOutOfStock", () => {
  test.each<{ given: NumberLike; want: boolean }>([
    { given: 0, want: true },
    { given: "0", want: true },
    { given: " 0 ", want: true },
    { given: -2, want: true },
    { given: "abc", want: true }, // unparsable counts as 0
    { given: 1, want: false },
    { given: "12", want: false },
    { given: null, want: false }, // not tracked
    { given: undefined, want: false },
    { given: "", want: false },
    { given: "  ", want: false },
  ])("stock $given -> $want", ({ given, want }) => {
    expect(isOutOfStock(given)).toBe(want);
  });
});

const variations = parseVariations([
  { sku: "CONE-S-RED", stock: 3, attributes: { Size: "S", Colour: "Red" } },
  { sku: "CONE-M-RED", stock: 0, attributes: { Size: "M", Colour: "Red" } },
  { sku: "CONE-M-BROWN", stock: "5", attributes: '{"size":"m","colour":"brown"}' },
]);

describe("preselectedVariation", () => {
  test("first one", () => {
    expect(preselectedVariation(variations)).toBe(variations[0]);
  });
  test("none", () => {
    expect(preselectedVariation([])).toBeNull();
  });
});

describe("findVariation", () => {
  test.each<{ name: string; chosen: Record<string, string | null | undefined>; want: string | null }>([
    { name: "all attributes match", chosen: { Size: "M", Colour: "Red" }, want: "CONE-M-RED" },
    {
      name: "case and spaces ignored in names and values",
      chosen: { " SIZE": "m ", colour: "BROWN" },
      want: "CONE-M-BROWN",
    },
    { name: "partial choice: first that contains it", chosen: { Size: "M" }, want: "CONE-M-RED" },
    { name: "blank choices ignored", chosen: { Size: "S", Colour: "" }, want: "CONE-S-RED" },
    { name: "null/undefined choices ignored", chosen: { Size: null, Colour: undefined }, want: "CONE-S-RED" },
    { name: "nothing chosen: first variation", chosen: {}, want: "CONE-S-RED" },
    { name: "no variation has the combination", chosen: { Size: "S", Colour: "Brown" }, want: null },
    { name: "unknown attribute", chosen: { Scent: "Rose" }, want: null },
  ])("$name", ({ chosen, want }) => {
    expect(findVariation(variations, chosen)?.sku ?? null).toBe(want);
  });

  test("returns the same object it was given", () => {
    expect(findVariation(variations, { Size: "M", Colour: "Red" })).toBe(variations[1]);
  });

  test("empty list", () => {
    expect(findVariation([], { Size: "S" })).toBeNull();
  });
});

describe("canAddVariation", () => {
  test.each<{ name: string; given: VariationInput | null | undefined; want: AddVariationCheck }>([
    { name: "in stock", given: { stock: 2 }, want: { ok: true } },
    { name: "stock not tracked", given: { sku: "X" }, want: { ok: true } },
    {
      name: "stock 0",
      given: { stock: 0 },
      want: { ok: false, reason: "out-of-stock", message: "Out of Stock" },
    },
    {
      name: "stock '0'",
      given: { stock: "0" },
      want: { ok: false, reason: "out-of-stock", message: "Out of Stock" },
    },
    { name: "none chosen", given: null, want: { ok: false, reason: "no-variation" } },
    { name: "undefined", given: undefined, want: { ok: false, reason: "no-variation" } },
  ])("$name", ({ given, want }) => {
    expect(canAddVariation(given)).toEqual(want);
  });
});

describe("variationCardDisplay", () => {
  test.each<{ name: string; given: VariationInput; want: VariationCardDisplay }>([
    {
      name: "all shown",
      given: { sku: "A", imageUrl: "/images/a.svg", price: 200, salePrice: "150", stock: 4 },
      want: { sku: "A", imageUrl: "/images/a.svg", price: 200, salePrice: 150, stock: 4, outOfStock: false },
    },
    {
      name: "0 prices hidden, stock 0 out of stock",
      given: { sku: "B", price: 0, salePrice: "0", stock: 0 },
      want: { sku: "B", imageUrl: "", price: null, salePrice: null, stock: 0, outOfStock: true },
    },
    {
      name: "negative and unparsable prices hidden",
      given: { price: -10, salePrice: "n/a" },
      want: { sku: "", imageUrl: "", price: null, salePrice: null, stock: null, outOfStock: false },
    },
  ])("$name", ({ given, want }) => {
    expect(variationCardDisplay(given)).toEqual(want);
  });

  test("chooser title", () => {
    expect(variationChooserTitle("Bridal Cone")).toBe("Bridal Cone - Choose a Variation");
  });
});

describe("galleryFor", () => {
  const product = { image: "/images/p.svg", gallery: '["/images/p1.svg","/images/p.svg"]' };

  test.each<{ name: string; variation: VariationInput | null; want: string[] }>([
    {
      name: "variation image and gallery",
      variation: { imageUrl: "/images/v.svg", galleryImages: ["/images/v1.svg", "/images/v.svg", " "] },
      want: ["/images/v.svg", "/images/v1.svg"],
    },
    {
      name: "variation gallery as JSON text",
      variation: { galleryImages: '["/images/v2.svg"]' },
      want: ["/images/v2.svg"],
    },
    {
      name: "variation without images: product's",
      variation: { imageUrl: "" },
      want: ["/images/p.svg", "/images/p1.svg"],
    },
    { name: "no variation: product's", variation: null, want: ["/images/p.svg", "/images/p1.svg"] },
  ])("$name", ({ variation, want }) => {
    expect(galleryFor(variation, product)).toEqual(want);
  });

  test("nothing anywhere", () => {
    expect(galleryFor(undefined, {})).toEqual([]);
  });
});

describe("variationAttributesOf", () => {
  test.each<{ given: VariationInput | null; want: Record<string, string> }>([
    { given: { attributes: { Size: "S" } }, want: { Size: "S" } },
    { given: { attributes: '{"Size":"M"}' }, want: { Size: "M" } },
    { given: { attributes: "broken" }, want: {} },
    { given: null, want: {} },
  ])("$given", ({ given, want }) => {
    expect(variationAttributesOf(given)).toEqual(want);
  });
});
