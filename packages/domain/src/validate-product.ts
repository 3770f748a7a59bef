// Rules of a product as the back office edits it (spec §3 Product and Variation). The spec's shop only
// reads products, so it has no messages for these: the texts below are NOT from the spec, written in its
// style (short sentences a shop owner understands). The server checks them on every write; the admin
// app can run the same functions before sending.
import type { ProductType } from "./product-pricing";
import { type FieldValue, fieldText, validateRequired } from "./validate-required";

export const PRICE_REQUIRED = "Please enter a price above 0.";
export const PRICE_TOO_PRECISE = "A price has at most 2 decimals.";
export const SALE_PRICE_NOT_BELOW_PRICE = "Sale price must be less than the price.";
export const SKU_HAS_SPACES = "A SKU cannot contain spaces.";
export const SKU_REPEATED = "This SKU is used more than once in this product.";
export const HSN_CODE_INVALID = "HSN code is 4, 6 or 8 digits.";
export const VARIATIONS_REQUIRED = "Add at least one variation.";
export const GROUPED_ITEMS_REQUIRED = "Choose at least one product for the package.";
export const GROUPED_ITEM_REPEATED = "This product is already in the package.";
/** Units of stock a product may fall to and still count as low (the back office's low-stock list). */
export const LOW_STOCK = 5;

/** NOT from the spec: a message for the server when another product or variation has the SKU. */
export const skuTaken = (sku: string): string => `The SKU ${sku} is already used by another product.`;

const hasPaiseOnly = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A price that must be given: above 0, in rupees and paise. */
export function validatePrice(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return PRICE_REQUIRED;
  return hasPaiseOnly(value) ? null : PRICE_TOO_PRECISE;
}

/**
 * A sale price is optional (null, undefined or 0 mean "no sale", as everywhere in the shop); when given
 * it must be below the price, else the shop would show a "discount" that costs more.
 */
export function validateSalePrice(
  price: number | null | undefined,
  sale: number | null | undefined,
): string | null {
  if (sale === null || sale === undefined || sale === 0) return null;
  if (!Number.isFinite(sale) || sale < 0) return PRICE_REQUIRED;
  if (!hasPaiseOnly(sale)) return PRICE_TOO_PRECISE;
  if (price !== null && price !== undefined && Number.isFinite(price) && price > 0 && sale >= price)
    return SALE_PRICE_NOT_BELOW_PRICE;
  return null;
}

/** A SKU is required and is one word (it is typed into searches, CSV files and courier slips). */
export function validateSku(value: FieldValue): string | null {
  const required = validateRequired(value);
  if (required) return required;
  return /\s/.test(fieldText(value)) ? SKU_HAS_SPACES : null;
}

/** The HSN code of the GST invoice: optional, else 4, 6 or 8 digits. */
export function validateHsnCode(value: FieldValue): string | null {
  const code = fieldText(value);
  return code === "" || /^(\d{4}|\d{6}|\d{8})$/.test(code) ? null : HSN_CODE_INVALID;
}

/** Positions (in order) of the entries whose text already appeared earlier in the list, compared trimmed and case-blind. */
export function repeatedPositions(values: readonly FieldValue[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  values.forEach((value, index) => {
    const key = fieldText(value).toLowerCase();
    if (key === "") return;
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  });
  return repeated;
}

export interface ProductDraftVariation {
  sku: FieldValue;
  price: number | null | undefined;
  salePrice: number | null | undefined;
}

export interface ProductDraft {
  title: FieldValue;
  sku: FieldValue;
  product_type: ProductType;
  category: FieldValue;
  originalPrice: number | null | undefined;
  discountPrice?: number | null | undefined;
  hsn_code?: FieldValue;
  variations?: readonly ProductDraftVariation[] | undefined;
  grouped_product_ids?: readonly number[] | undefined;
}

/**
 * Every problem of a product as the editor sends it, keyed by field path (`variations.0.salePrice`);
 * {} when it may be saved. Checks that need the store's data (a SKU used elsewhere, grouped items that
 * exist) are the server's.
 */
export function validateProductDraft(draft: ProductDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | null) => {
    if (message !== null && !(field in errors)) errors[field] = message;
  };
  put("title", validateRequired(draft.title));
  put("sku", validateSku(draft.sku));
  put("category", validateRequired(draft.category));
  put("hsn_code", validateHsnCode(draft.hsn_code));

  if (draft.product_type === "Variable Product") {
    // A Variable product's own prices are what its cheapest variation shows; only the variations are priced.
    const variations = draft.variations ?? [];
    if (variations.length === 0) put("variations", VARIATIONS_REQUIRED);
    variations.forEach((variation, index) => {
      put(`variations.${index}.sku`, validateSku(variation.sku));
      put(`variations.${index}.price`, validatePrice(variation.price));
      put(`variations.${index}.salePrice`, validateSalePrice(variation.price, variation.salePrice));
    });
    const skus = [draft.sku, ...variations.map((variation) => variation.sku)];
    for (const position of repeatedPositions(skus)) put(`variations.${position - 1}.sku`, SKU_REPEATED);
  } else {
    put("originalPrice", validatePrice(draft.originalPrice));
    put("discountPrice", validateSalePrice(draft.originalPrice, draft.discountPrice));
  }

  if (draft.product_type === "Grouped Product") {
    const items = draft.grouped_product_ids ?? [];
    if (items.length === 0) put("grouped_product_ids", GROUPED_ITEMS_REQUIRED);
    for (const position of repeatedPositions(items.map(String)))
      put(`grouped_product_ids.${position}`, GROUPED_ITEM_REPEATED);
  }
  return errors;
}

/** Stock after an adjustment, or null when it would go below 0. */
export function stockAfterAdjustment(stock: number, delta: number): number | null {
  const after = stock + delta;
  return after < 0 ? null : after;
}

/** NOT from the spec: the message when an adjustment would take more than is in stock. */
export const stockWouldGoNegative = (stock: number): string =>
  stock === 0
    ? "There is no stock to take away."
    : `Only ${stock} in stock: you can take away at most ${stock}.`;
