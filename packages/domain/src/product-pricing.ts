/**
 * Prices shown on cards and on the product page (§5 discount badge, §9 variable product price, §2 MRP
 * and saved amount).
 *
 * A price of 0 or less means "no price" everywhere: a 0 sale price is not a free product, it is a product
 * without a sale, and a variation priced 0 is ignored when looking for the lowest price.
 */

import { parseVariations } from "./json-lists";
import { formatRupees, type NumberLike, parseNumber, toPaise } from "./money";

/** §3 Product.product_type values. */
export type ProductType = "Simple" | "Variable Product" | "Grouped Product";

/** What the pricing rules read from a product. `variation` may be a list or JSON text. */
export interface PricingInput {
  product_type?: string | null;
  originalPrice?: NumberLike;
  price?: NumberLike;
  discountPrice?: NumberLike;
  salePrice?: NumberLike;
  variation?: unknown;
}

/** Prices of one thing as the shopper sees them; null means "no price to show". */
export interface PricePoint {
  /** What the shopper pays (the displayed price). */
  price: number | null;
  /** The original price (MRP), struck through next to a lower price. */
  mrp: number | null;
  /** mrp - price when the price is lower, else 0. */
  saved: number;
  /** Discount badge percent; null when no badge is shown. */
  percentOff: number | null;
}

/** The first value that is a positive number, else null. */
function firstPositive(...values: NumberLike[]): number | null {
  for (const value of values) {
    const parsed = parseNumber(value);
    if (parsed !== null && parsed > 0) return parsed;
  }
  return null;
}

function lowest(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.min(...present);
}

/** §3 Product originalPrice / price: the original price (originalPrice, else price); null when neither is positive. */
export function originalPriceOf(product: PricingInput): number | null {
  return firstPositive(product.originalPrice, product.price);
}

/** §3 Product discountPrice / salePrice: the sale price (discountPrice, else salePrice); null when neither is positive. */
export function salePriceOf(product: PricingInput): number | null {
  return firstPositive(product.discountPrice, product.salePrice);
}

/** §4 product types: true for 'Variable Product'. */
export function isVariableProduct(product: { product_type?: string | null }): boolean {
  return product.product_type === "Variable Product";
}

/** §5 discount badge: shown when sale < original (both positive); percent = round((original - sale) / original * 100). */
export function discountPercent(original: NumberLike, sale: NumberLike): number | null {
  const originalPaise = toPaise(firstPositive(original));
  const salePaise = toPaise(firstPositive(sale));
  if (originalPaise <= 0 || salePaise <= 0 || salePaise >= originalPaise) return null;
  // Integer paise keep the numerator exact, so x.5 percentages round the way the spec's formula says.
  return Math.round(((originalPaise - salePaise) * 100) / originalPaise);
}

function savedAmount(mrp: number | null, price: number | null): number {
  if (mrp === null || price === null) return 0;
  const savedPaise = toPaise(mrp) - toPaise(price);
  return savedPaise > 0 ? savedPaise / 100 : 0;
}

/** §2 product detail price, MRP and saved amount for one simple product or one variation: sale price, else original. */
export function pricePoint(original: NumberLike, sale: NumberLike): PricePoint {
  const mrp = firstPositive(original);
  const salePrice = firstPositive(sale);
  const price = salePrice ?? mrp;
  return { price, mrp, saved: savedAmount(mrp, price), percentOff: discountPercent(mrp, salePrice) };
}

/** §5 variable products: lowest positive variation price and lowest positive sale price (0 prices ignored). */
export function lowestVariationPrices(variation: unknown): { original: number | null; sale: number | null } {
  const variations = parseVariations(variation);
  return {
    original: lowest(variations.map((item) => firstPositive(item.price))),
    sale: lowest(variations.map((item) => firstPositive(item.salePrice))),
  };
}

/** Lowest original and sale price the card rules work from: variations for a Variable product that has any, else the product's own. */
function priceBasis(product: PricingInput): {
  original: number | null;
  sale: number | null;
  fromVariations: boolean;
} {
  if (isVariableProduct(product)) {
    const lowestPrices = lowestVariationPrices(product.variation);
    if (lowestPrices.original !== null || lowestPrices.sale !== null)
      return { ...lowestPrices, fromVariations: true };
  }
  return { original: originalPriceOf(product), sale: salePriceOf(product), fromVariations: false };
}

/**
 * §9 / §5 card and page pricing: Variable = minimum over variations of price/salePrice ignoring 0, badge from
 * lowest sale vs lowest original; Simple and Grouped = sale price else original. A Variable product
 * without any positive variation price falls back to its own product-level prices.
 */
export function productPricing(product: PricingInput): PricePoint {
  const { original, sale, fromVariations } = priceBasis(product);
  if (!fromVariations) return pricePoint(original, sale);
  const price = lowest([original, sale]);
  return {
    price,
    mrp: original,
    saved: savedAmount(original, price),
    percentOff: discountPercent(original, sale),
  };
}

/** §9 price shown for a product (variable = minimum across variations); null when it has no positive price. */
export function displayedPrice(product: PricingInput): number | null {
  return productPricing(product).price;
}

/** §5 discount badge percent for a product card, or null when no badge is shown. */
export function discountBadge(product: PricingInput): number | null {
  return productPricing(product).percentOff;
}

/** §2 displayed price as text: '₹…', or 'N/A' when the product has no positive price. */
export function displayedPriceText(product: PricingInput): string {
  const price = displayedPrice(product);
  return price === null ? "N/A" : formatRupees(price);
}

/** §5 "A missing simple sale price shows 'N/A'": the (lowest) sale price as text, or 'N/A' when it is missing or 0. */
export function salePriceText(product: PricingInput): string {
  const { sale } = priceBasis(product);
  return sale === null ? "N/A" : formatRupees(sale);
}
