import { describe, expect, it } from "vitest";
import { FIELD_REQUIRED } from "./messages";
import {
  GROUPED_ITEM_REPEATED,
  GROUPED_ITEMS_REQUIRED,
  HSN_CODE_INVALID,
  PRICE_REQUIRED,
  PRICE_TOO_PRECISE,
  type ProductDraft,
  repeatedPositions,
  SALE_PRICE_NOT_BELOW_PRICE,
  SKU_HAS_SPACES,
  SKU_REPEATED,
  skuTaken,
  stockAfterAdjustment,
  stockWouldGoNegative,
  VARIATIONS_REQUIRED,
  validateHsnCode,
  validatePrice,
  validateProductDraft,
  validateSalePrice,
  validateSku,
} from "./validate-product";

describe("validatePrice", () => {
  it.each([
    { given: 499, want: null },
    { given: 0.5, want: null },
    { given: 199.99, want: null },
    { given: 0, want: PRICE_REQUIRED },
    { given: -1, want: PRICE_REQUIRED },
    { given: null, want: PRICE_REQUIRED },
    { given: undefined, want: PRICE_REQUIRED },
    { given: Number.NaN, want: PRICE_REQUIRED },
    { given: 10.005, want: PRICE_TOO_PRECISE },
  ])("$given → $want", ({ given, want }) => {
    expect(validatePrice(given)).toBe(want);
  });
});

describe("validateSalePrice", () => {
  it.each([
    { price: 500, sale: 450, want: null },
    // 0, null and undefined mean "no sale".
    { price: 500, sale: 0, want: null },
    { price: 500, sale: null, want: null },
    { price: 500, sale: undefined, want: null },
    { price: 500, sale: 500, want: SALE_PRICE_NOT_BELOW_PRICE },
    { price: 500, sale: 600, want: SALE_PRICE_NOT_BELOW_PRICE },
    { price: 500, sale: -5, want: PRICE_REQUIRED },
    { price: 500, sale: 9.999, want: PRICE_TOO_PRECISE },
    // Without a valid price the price's own rule speaks; the sale price is not compared.
    { price: 0, sale: 100, want: null },
  ])("price $price, sale $sale → $want", ({ price, sale, want }) => {
    expect(validateSalePrice(price, sale)).toBe(want);
  });
});

describe("validateSku", () => {
  it.each([
    { given: "HEN-CONE-01", want: null },
    { given: " HEN-01 ", want: null },
    { given: "", want: FIELD_REQUIRED },
    { given: "   ", want: FIELD_REQUIRED },
    { given: null, want: FIELD_REQUIRED },
    { given: "HEN 01", want: SKU_HAS_SPACES },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateSku(given)).toBe(want);
  });
});

describe("validateHsnCode", () => {
  it.each([
    { given: "", want: null },
    { given: "1404", want: null },
    { given: "330499", want: null },
    { given: "09024090", want: null },
    { given: "14045", want: HSN_CODE_INVALID },
    { given: "14O4", want: HSN_CODE_INVALID },
    { given: "123456789", want: HSN_CODE_INVALID },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateHsnCode(given)).toBe(want);
  });
});

describe("repeatedPositions", () => {
  it.each([
    { given: ["A", "B", "C"], want: [] },
    { given: ["A", "b", "B", "a"], want: [2, 3] },
    { given: ["A", " a ", "", ""], want: [1] },
    { given: [], want: [] },
  ])("$given → $want", ({ given, want }) => {
    expect(repeatedPositions(given)).toEqual(want);
  });
});

const simple: ProductDraft = {
  title: "Rajasthani henna cone",
  sku: "HEN-1",
  product_type: "Simple",
  category: "Henna",
  originalPrice: 120,
  discountPrice: 99,
  hsn_code: "1404",
};

describe("validateProductDraft", () => {
  it.each<{ name: string; given: ProductDraft; want: Record<string, string> }>([
    { name: "a valid Simple product", given: simple, want: {} },
    { name: "a Simple product without a sale", given: { ...simple, discountPrice: null }, want: {} },
    {
      name: "blank title, SKU and category",
      given: { ...simple, title: " ", sku: "", category: "" },
      want: { title: FIELD_REQUIRED, sku: FIELD_REQUIRED, category: FIELD_REQUIRED },
    },
    {
      name: "a sale price above the price",
      given: { ...simple, discountPrice: 150 },
      want: { discountPrice: SALE_PRICE_NOT_BELOW_PRICE },
    },
    { name: "no price", given: { ...simple, originalPrice: 0 }, want: { originalPrice: PRICE_REQUIRED } },
    { name: "a bad HSN code", given: { ...simple, hsn_code: "12" }, want: { hsn_code: HSN_CODE_INVALID } },
    {
      name: "a Variable product without variations",
      given: { ...simple, product_type: "Variable Product", variations: [] },
      want: { variations: VARIATIONS_REQUIRED },
    },
    {
      name: "a Variable product's own price is not asked for",
      given: {
        ...simple,
        product_type: "Variable Product",
        originalPrice: 0,
        variations: [{ sku: "HEN-1-S", price: 100, salePrice: 0 }],
      },
      want: {},
    },
    {
      name: "variation problems by position",
      given: {
        ...simple,
        product_type: "Variable Product",
        variations: [
          { sku: "HEN-1-S", price: 100, salePrice: 120 },
          { sku: "hen-1-s", price: 0, salePrice: 0 },
          { sku: "HEN-1", price: 100, salePrice: 0 },
        ],
      },
      want: {
        "variations.0.salePrice": SALE_PRICE_NOT_BELOW_PRICE,
        "variations.1.price": PRICE_REQUIRED,
        "variations.1.sku": SKU_REPEATED,
        "variations.2.sku": SKU_REPEATED,
      },
    },
    {
      name: "a Grouped product without items",
      given: { ...simple, product_type: "Grouped Product", grouped_product_ids: [] },
      want: { grouped_product_ids: GROUPED_ITEMS_REQUIRED },
    },
    {
      name: "a Grouped product with an item twice",
      given: { ...simple, product_type: "Grouped Product", grouped_product_ids: [4, 7, 4] },
      want: { "grouped_product_ids.2": GROUPED_ITEM_REPEATED },
    },
  ])("$name", ({ given, want }) => {
    expect(validateProductDraft(given)).toEqual(want);
  });
});

describe("stock adjustments", () => {
  it.each([
    { stock: 10, delta: 5, want: 15 },
    { stock: 10, delta: -10, want: 0 },
    { stock: 10, delta: -11, want: null },
    { stock: 0, delta: -1, want: null },
  ])("$stock + $delta → $want", ({ stock, delta, want }) => {
    expect(stockAfterAdjustment(stock, delta)).toBe(want);
  });

  it.each([
    { stock: 0, want: "There is no stock to take away." },
    { stock: 3, want: "Only 3 in stock: you can take away at most 3." },
  ])("message for $stock in stock", ({ stock, want }) => {
    expect(stockWouldGoNegative(stock)).toBe(want);
  });

  it("names the SKU that is taken", () => {
    expect(skuTaken("HEN-1")).toBe("The SKU HEN-1 is already used by another product.");
  });
});
