import { describe, expect, test } from "vitest";
import type { NumberLike } from "./money";
import {
  discountBadge,
  discountPercent,
  displayedPrice,
  displayedPriceText,
  isVariableProduct,
  lowestVariationPrices,
  originalPriceOf,
  type PricePoint,
  type PricingInput,
  pricePoint,
  productPricing,
  salePriceOf,
  salePriceText,
} from "./product-pricing";

const simple = (originalPrice: NumberLike, discountPrice: NumberLike): PricingInput => ({
  product_type: "Simple",
  originalPrice,
  discountPrice,
});
const variable = (variation: unknown, extra: Partial<PricingInput> = {}): PricingInput => ({
  product_type: "Variable Product",
  variation,
  ...extra,
});

describe("originalPriceOf / salePriceOf (field aliases)", () => {
  test.each<{ name: string; given: PricingInput; wantOriginal: number | null; wantSale: number | null }>([
    { name: "main fields", given: simple(500, 400), wantOriginal: 500, wantSale: 400 },
    { name: "alias fields", given: { price: "300", salePrice: "250" }, wantOriginal: 300, wantSale: 250 },
    {
      name: "main field 0 falls to alias",
      given: { originalPrice: 0, price: 300, discountPrice: "0", salePrice: 90 },
      wantOriginal: 300,
      wantSale: 90,
    },
    {
      name: "main wins over alias",
      given: { originalPrice: 500, price: 300 },
      wantOriginal: 500,
      wantSale: null,
    },
    { name: "nothing", given: {}, wantOriginal: null, wantSale: null },
    { name: "unparsable text", given: simple("abc", "N/A"), wantOriginal: null, wantSale: null },
    { name: "negative", given: simple(-5, -1), wantOriginal: null, wantSale: null },
  ])("$name", ({ given, wantOriginal, wantSale }) => {
    expect(originalPriceOf(given)).toBe(wantOriginal);
    expect(salePriceOf(given)).toBe(wantSale);
  });
});

describe("discountPercent (§5 badge formula)", () => {
  test.each<{ original: NumberLike; sale: NumberLike; want: number | null }>([
    { original: 1000, sale: 750, want: 25 },
    { original: "1000", sale: "750", want: 25 },
    { original: 300, sale: 199, want: 34 }, // 33.67 rounds up
    { original: 200, sale: 199, want: 1 }, // exactly 0.5 rounds up
    { original: 1000, sale: 999, want: 0 }, // badge shown (sale < original) even though it rounds to 0
    { original: 100, sale: 100, want: null },
    { original: 100, sale: 120, want: null },
    { original: 100, sale: 0, want: null }, // 0 sale = no sale, never "100% off"
    { original: 0, sale: 50, want: null },
    { original: null, sale: 50, want: null },
    { original: 100, sale: "x", want: null },
    { original: 99.99, sale: 49.99, want: 50 },
  ])("original $original, sale $sale -> $want", ({ original, sale, want }) => {
    expect(discountPercent(original, sale)).toBe(want);
  });
});

describe("pricePoint (one simple product or one variation)", () => {
  test.each<{ original: NumberLike; sale: NumberLike; want: PricePoint }>([
    { original: 500, sale: 400, want: { price: 400, mrp: 500, saved: 100, percentOff: 20 } },
    { original: 500, sale: 0, want: { price: 500, mrp: 500, saved: 0, percentOff: null } },
    { original: 500, sale: null, want: { price: 500, mrp: 500, saved: 0, percentOff: null } },
    { original: 0, sale: 300, want: { price: 300, mrp: null, saved: 0, percentOff: null } },
    { original: 0, sale: 0, want: { price: null, mrp: null, saved: 0, percentOff: null } },
    { original: 300, sale: 350, want: { price: 350, mrp: 300, saved: 0, percentOff: null } },
    { original: "100.10", sale: "99.90", want: { price: 99.9, mrp: 100.1, saved: 0.2, percentOff: 0 } },
  ])("original $original, sale $sale", ({ original, sale, want }) => {
    expect(pricePoint(original, sale)).toEqual(want);
  });
});

describe("lowestVariationPrices", () => {
  test.each<{ name: string; given: unknown; want: { original: number | null; sale: number | null } }>([
    {
      name: "lowest of each, zeros ignored",
      given: [
        { price: 500, salePrice: 450 },
        { price: 0, salePrice: 0 },
        { price: "300", salePrice: 0 },
        { price: 800, salePrice: "350" },
      ],
      want: { original: 300, sale: 350 },
    },
    { name: "JSON text", given: '[{"price":120,"salePrice":99}]', want: { original: 120, sale: 99 } },
    { name: "empty list", given: [], want: { original: null, sale: null } },
    {
      name: "all zero",
      given: [{ price: 0, salePrice: "0" }, { price: "" }],
      want: { original: null, sale: null },
    },
    { name: "malformed", given: "[{", want: { original: null, sale: null } },
  ])("$name", ({ given, want }) => {
    expect(lowestVariationPrices(given)).toEqual(want);
  });
});

describe("productPricing / displayedPrice / discountBadge", () => {
  test.each<{ name: string; given: PricingInput; want: PricePoint }>([
    {
      name: "simple on sale",
      given: simple(1000, 750),
      want: { price: 750, mrp: 1000, saved: 250, percentOff: 25 },
    },
    {
      name: "simple with 0 sale",
      given: simple(1000, 0),
      want: { price: 1000, mrp: 1000, saved: 0, percentOff: null },
    },
    {
      name: "simple with string prices",
      given: simple("1,200", "900"),
      want: { price: 900, mrp: 1200, saved: 300, percentOff: 25 },
    },
    {
      name: "simple with no prices",
      given: simple(null, undefined),
      want: { price: null, mrp: null, saved: 0, percentOff: null },
    },
    {
      name: "grouped uses product-level prices",
      given: {
        product_type: "Grouped Product",
        originalPrice: 2000,
        discountPrice: 1500,
        variation: [{ price: 1 }],
      },
      want: { price: 1500, mrp: 2000, saved: 500, percentOff: 25 },
    },
    {
      name: "variable: minimum over price/salePrice, zeros ignored",
      given: variable([
        { price: 500, salePrice: 450 },
        { price: 300, salePrice: 0 },
        { price: 0, salePrice: 0 },
      ]),
      // lowest sale 450 is not below lowest original 300: no badge
      want: { price: 300, mrp: 300, saved: 0, percentOff: null },
    },
    {
      name: "variable: badge from lowest sale vs lowest original",
      given: variable([
        { price: 500, salePrice: 400 },
        { price: 600, salePrice: 450 },
      ]),
      want: { price: 400, mrp: 500, saved: 100, percentOff: 20 },
    },
    {
      name: "variable: only sale prices",
      given: variable([{ price: 0, salePrice: 99 }]),
      want: { price: 99, mrp: null, saved: 0, percentOff: null },
    },
    {
      name: "variable: variation list as JSON text",
      given: variable('[{"price":"250","salePrice":"200"}]'),
      want: { price: 200, mrp: 250, saved: 50, percentOff: 20 },
    },
    {
      name: "variable: empty list falls back to product-level prices",
      given: variable([], { originalPrice: 800, discountPrice: 600 }),
      want: { price: 600, mrp: 800, saved: 200, percentOff: 25 },
    },
    {
      name: "variable: all-zero variations and no product prices",
      given: variable([{ price: 0, salePrice: 0 }]),
      want: { price: null, mrp: null, saved: 0, percentOff: null },
    },
    {
      name: "variable: malformed variation text",
      given: variable("not json"),
      want: { price: null, mrp: null, saved: 0, percentOff: null },
    },
  ])("$name", ({ given, want }) => {
    expect(productPricing(given)).toEqual(want);
    expect(displayedPrice(given)).toBe(want.price);
    expect(discountBadge(given)).toBe(want.percentOff);
  });

  test("isVariableProduct", () => {
    expect(isVariableProduct({ product_type: "Variable Product" })).toBe(true);
    expect(isVariableProduct({ product_type: "Simple" })).toBe(false);
    expect(isVariableProduct({})).toBe(false);
  });
});

describe("price texts", () => {
  test.each<{ name: string; given: PricingInput; wantPrice: string; wantSale: string }>([
    { name: "simple on sale", given: simple(1000, 750), wantPrice: "₹750", wantSale: "₹750" },
    {
      name: "missing simple sale price is N/A",
      given: simple(1000, null),
      wantPrice: "₹1,000",
      wantSale: "N/A",
    },
    { name: "0 simple sale price is N/A", given: simple(1000, 0), wantPrice: "₹1,000", wantSale: "N/A" },
    { name: "no price at all", given: simple(0, 0), wantPrice: "N/A", wantSale: "N/A" },
    {
      name: "variable uses lowest variation sale",
      given: variable([{ price: 500, salePrice: 420.5 }]),
      wantPrice: "₹420.50",
      wantSale: "₹420.50",
    },
    {
      name: "variable without variation sale is N/A (product-level sale not mixed in)",
      given: variable([{ price: 500 }], { discountPrice: 450 }),
      wantPrice: "₹500",
      wantSale: "N/A",
    },
    {
      name: "variable without variation prices uses product-level sale",
      given: variable([], { originalPrice: 500, discountPrice: 450 }),
      wantPrice: "₹450",
      wantSale: "₹450",
    },
  ])("$name", ({ given, wantPrice, wantSale }) => {
    expect(displayedPriceText(given)).toBe(wantPrice);
    expect(salePriceText(given)).toBe(wantSale);
  });
});
