import { describe, expect, test } from "vitest";
import {
  CATEGORY_KEY_INVALID,
  CUT_OFF_NOT_ABOVE_PRICE,
  categoryInUse,
  HEADING_REQUIRED,
  isCompleteOrder,
  isShopLink,
  MARKETING_PRICE_INVALID,
  NAME_REQUIRED,
  OFFER_LINK_INVALID,
  PICTURE_REQUIRED,
  PRODUCT_REPEATED,
  PRODUCTS_REQUIRED,
  TITLE_REQUIRED,
  validateArrivalGroupDraft,
  validateCategoryDraft,
  validateOfferDraft,
  validateSlideDraft,
} from "./marketing";

describe("validateSlideDraft", () => {
  const slide = { slider_name: "Festive cones", image: "/media/a/1280.webp" };
  test.each([
    { name: "a titled slide with a picture", patch: {}, want: {} },
    { name: "a blank title", patch: { slider_name: "  " }, want: { slider_name: TITLE_REQUIRED } },
    { name: "no picture", patch: { image: "" }, want: { image: PICTURE_REQUIRED } },
    { name: "a price with 3 decimals", patch: { price: 1.005 }, want: { price: MARKETING_PRICE_INVALID } },
    {
      name: "a cut-off below the price",
      patch: { price: 499, cutOffPrice: 399 },
      want: { cutOffPrice: CUT_OFF_NOT_ABOVE_PRICE },
    },
    { name: "a cut-off above the price", patch: { price: 399, cutOffPrice: 499 }, want: {} },
    { name: "a cut-off without a price", patch: { price: null, cutOffPrice: 499 }, want: {} },
    {
      name: "a negative cut-off",
      patch: { cutOffPrice: -1 },
      want: { cutOffPrice: MARKETING_PRICE_INVALID },
    },
  ])("$name", ({ patch, want }) => {
    expect(validateSlideDraft({ ...slide, ...patch })).toEqual(want);
  });
});

describe("validateOfferDraft and isShopLink", () => {
  test.each([
    ["/category-detail/Henna", true],
    ["/", true],
    ["https://example.in/diwali", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    ["products", false],
    ["https://", false],
  ])("%s is a shop link: %s", (link, want) => {
    expect(isShopLink(link)).toBe(want);
  });
  test("title, picture and link", () => {
    expect(validateOfferDraft({ title: "", image: "", link: "javascript:x" })).toEqual({
      title: TITLE_REQUIRED,
      image: PICTURE_REQUIRED,
      link: OFFER_LINK_INVALID,
    });
    expect(validateOfferDraft({ title: "Diwali", image: "/i.webp", link: " " })).toEqual({});
    expect(validateOfferDraft({ title: "Diwali", image: "/i.webp", link: null })).toEqual({});
  });
});

describe("validateArrivalGroupDraft and validateCategoryDraft", () => {
  test("a group needs a heading and distinct products", () => {
    expect(validateArrivalGroupDraft({ category_name: "", product_ids: [] })).toEqual({
      category_name: HEADING_REQUIRED,
      product_ids: PRODUCTS_REQUIRED,
    });
    expect(validateArrivalGroupDraft({ category_name: "Teas", product_ids: [1, 1] })).toEqual({
      product_ids: PRODUCT_REPEATED,
    });
    expect(validateArrivalGroupDraft({ category_name: "Teas", product_ids: [1, 2] })).toEqual({});
  });
  test.each([
    ["Henna", {}],
    ["Gift & Combo", {}],
    ["चाय", {}],
    ["", { category: CATEGORY_KEY_INVALID }],
    ["tea/green", { category: CATEGORY_KEY_INVALID }],
    [" -tea", { category: CATEGORY_KEY_INVALID }],
  ])("category key %s", (category, want) => {
    expect(validateCategoryDraft({ category, name: "Name" })).toEqual(want);
  });
  test("a category needs a name, and says how many products hold it", () => {
    expect(validateCategoryDraft({ category: "tea", name: " " })).toEqual({ name: NAME_REQUIRED });
    expect(categoryInUse(1)).toMatch(/^1 product is in this category: move it first/);
    expect(categoryInUse(3)).toMatch(/^3 products are in this category: move them first/);
  });
});

describe("isCompleteOrder", () => {
  test.each([
    { ids: [3, 1, 2], existing: [1, 2, 3], want: true },
    { ids: [], existing: [], want: true },
    { ids: [1, 2], existing: [1, 2, 3], want: false },
    { ids: [1, 1, 2], existing: [1, 2, 3], want: false },
    { ids: [1, 2, 4], existing: [1, 2, 3], want: false },
  ])("$ids over $existing: $want", ({ ids, existing, want }) => {
    expect(isCompleteOrder(ids, existing)).toBe(want);
  });
});
