/**
 * Variations of a Variable Product (§2 variation chooser, §4 product page selection, §5 stock rule).
 *
 * The list functions take variations as normalizeProduct / parseVariations return them, and give back
 * the very objects they were given, so callers can compare selections by identity.
 */

import { parseAttributeMap, parseTextList, type Variation } from "./json-lists";
import { type NumberLike, parseNumber, toNumber } from "./money";

/** What the single-variation rules read; loose, as a variation may come straight from old data. */
export interface VariationInput {
  sku?: string | null;
  price?: NumberLike;
  salePrice?: NumberLike;
  stock?: NumberLike;
  imageUrl?: string | null;
  galleryImages?: unknown;
  attributes?: unknown;
}

/** §2 / §4 label of a product or variation that cannot be added. */
export const OUT_OF_STOCK_LABEL = "Out of Stock";

/**
 * §4 / §5 stock 0 rule: true when a stock value says nothing can be sold. An absent stock (null,
 * undefined, blank text) means stock is not tracked and is NOT out of stock; unparsable text counts as 0.
 * Negative stock (oversold) is treated like 0, deliberately stricter than the spec's "equal to 0".
 */
export function isOutOfStock(stock: NumberLike): boolean {
  if (stock === null || stock === undefined) return false;
  if (typeof stock === "string" && stock.trim() === "") return false;
  return toNumber(stock) <= 0;
}

/** §4 product page: the first variation is preselected; null when there are none. */
export function preselectedVariation<V>(variations: readonly V[]): V | null {
  return variations[0] ?? null;
}

function key(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * §4 product page: the first variation whose attributes contain all chosen values. Attribute names and
 * values are compared trimmed and case-insensitively; blank choices (not chosen yet) are ignored, so
 * choosing nothing gives the first variation. Null when no variation matches.
 */
export function findVariation<V extends Pick<Variation, "attributes">>(
  variations: readonly V[],
  chosen: Readonly<Record<string, string | null | undefined>>,
): V | null {
  const wanted = Object.entries(chosen)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
    .map(([name, value]) => [key(name), key(value)] as const);
  const match = variations.find((variation) => {
    const own = new Map(Object.entries(variation.attributes).map(([name, value]) => [key(name), key(value)]));
    return wanted.every(([name, value]) => own.get(name) === value);
  });
  return match ?? null;
}

/** Result of checking whether a variation can go into the cart. */
export type AddVariationCheck =
  | { ok: true }
  | { ok: false; reason: "no-variation" }
  | { ok: false; reason: "out-of-stock"; message: typeof OUT_OF_STOCK_LABEL };

/** §5 "A variation with stock 0 cannot be added": ok, or why not (no variation chosen / out of stock). */
export function canAddVariation(variation: VariationInput | null | undefined): AddVariationCheck {
  if (variation === null || variation === undefined) return { ok: false, reason: "no-variation" };
  if (isOutOfStock(variation.stock))
    return { ok: false, reason: "out-of-stock", message: OUT_OF_STOCK_LABEL };
  return { ok: true };
}

/** What a variation card in the chooser shows. */
export interface VariationCardDisplay {
  sku: string;
  imageUrl: string;
  /** Hidden (null) when 0 or less. */
  price: number | null;
  /** Hidden (null) when 0 or less. */
  salePrice: number | null;
  /** The stock number shown; null when not tracked. */
  stock: number | null;
  outOfStock: boolean;
}

function shownPrice(value: NumberLike): number | null {
  const parsed = parseNumber(value);
  return parsed !== null && parsed > 0 ? parsed : null;
}

/** §2 variation chooser card: image, SKU, price, sale price, stock; price or sale price hidden when 0 or less. */
export function variationCardDisplay(variation: VariationInput): VariationCardDisplay {
  return {
    sku: variation.sku ?? "",
    imageUrl: variation.imageUrl ?? "",
    price: shownPrice(variation.price),
    salePrice: shownPrice(variation.salePrice),
    stock: parseNumber(variation.stock),
    outOfStock: isOutOfStock(variation.stock),
  };
}

/** §2 variation chooser modal title: '{title} - Choose a Variation'. */
export function variationChooserTitle(title: string): string {
  return `${title} - Choose a Variation`;
}

function uniqueNonBlank(images: readonly string[]): string[] {
  return [...new Set(images.map((image) => image.trim()).filter((image) => image !== ""))];
}

/**
 * §4 "choosing attributes ... swaps the gallery": the chosen variation's image then its gallery; when the
 * variation has no images (or none is chosen), the product's image then its gallery. Blanks and repeats dropped.
 */
export function galleryFor(
  variation: VariationInput | null | undefined,
  product: { image?: string | null; gallery?: unknown },
): string[] {
  const own = variation
    ? uniqueNonBlank([variation.imageUrl ?? "", ...parseTextList(variation.galleryImages)])
    : [];
  if (own.length > 0) return own;
  return uniqueNonBlank([product.image ?? "", ...parseTextList(product.gallery)]);
}

/** §3 Variation attributes map of a loose variation (JSON text or object), for cart lines. */
export function variationAttributesOf(variation: VariationInput | null | undefined): Record<string, string> {
  return variation ? parseAttributeMap(variation.attributes) : {};
}
