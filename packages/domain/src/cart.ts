/**
 * Cart lines and the guest cart (§3 Cart item, §4 Add to cart and App start, §5 Quantity and Guest cart).
 *
 * Every function returns a new cart; the input is never changed, so it can live in a store as is.
 */

import {
  type CartLine,
  cartCount,
  DEFAULT_PRODUCT_STATUS,
  productIdOf as idOf,
  normalizeQuantity,
  parseCartLines,
  showFloatingCart,
  productStatusOf as statusOf,
} from "./cart-lines";
import { parseTextList, parseVariations } from "./json-lists";
import { ADDED_TO_CART, PRODUCT_ALREADY_IN_CART } from "./messages";
import { type NumberLike, parseNumber, toNumber } from "./numbers";
import { originalPriceOf, type PricingInput, salePriceOf } from "./product-pricing";
import { galleryFor, type VariationInput, variationAttributesOf } from "./variations";

export { GUEST_CART_KEY } from "./browser-keys";
export {
  type CartLine,
  cartCount,
  DEFAULT_PRODUCT_STATUS,
  normalizeQuantity,
  parseCartLines,
  showFloatingCart,
};

/** What buildCartLine and refreshGuestLine read from a product. */
export interface CartProductInput extends PricingInput {
  product_id?: number | string | null;
  title?: string | null;
  sku?: string | null;
  stock?: NumberLike;
  status?: string | null;
  image?: string | null;
  gallery?: unknown;
  description?: string | null;
  short_description?: string | null;
  category?: string | null;
  delivery_days?: NumberLike;
}

/** The logged-in user a line belongs to (§3 stored login record); absent for a guest. */
export interface CartUser {
  user_id: number | string;
  full_name?: string | null;
  name?: string | null;
}

export interface BuildCartLineOptions {
  variation?: VariationInput | null;
  quantity?: NumberLike;
  user?: CartUser | null;
  mainId: string;
  course: boolean;
}

function textOf(value: string | null | undefined): string {
  return value ?? "";
}

/** §3 Cart item: maps a product (and the chosen variation, if any) to a cart line; the variation's sku, prices, stock and images win. */
export function buildCartLine(product: CartProductInput, options: BuildCartLineOptions): CartLine {
  const { variation, user } = options;
  const variationImage = (variation?.imageUrl ?? "").trim();
  return {
    product_id: idOf(product.product_id),
    product_sku: (variation?.sku ?? "").trim() || textOf(product.sku),
    product_name: textOf(product.title),
    product_price: variation ? toNumber(variation.price) : (originalPriceOf(product) ?? 0),
    product_saleprice: variation ? toNumber(variation.salePrice) : (salePriceOf(product) ?? 0),
    product_stockstatus: parseNumber(variation ? variation.stock : product.stock),
    product_status: statusOf(product.status),
    product_image: variationImage || textOf(product.image),
    product_gallery: galleryFor(variation, { gallery: product.gallery }),
    description: textOf(product.description),
    short_description: textOf(product.short_description),
    category: textOf(product.category),
    product_type: textOf(product.product_type),
    variation_attributes: variationAttributesOf(variation),
    typeofsimple: "",
    user_id: user ? idOf(user.user_id) : null,
    user_name: user ? (user.full_name ?? user.name ?? "") : "",
    delivery_days: toNumber(product.delivery_days),
    main_id: options.mainId,
    quantity: normalizeQuantity(options.quantity ?? 1),
    course: options.course,
  };
}

function isVariationLine(line: Pick<CartLine, "variation_attributes">): boolean {
  return Object.keys(line.variation_attributes).length > 0;
}

/**
 * §5 guest cart duplicate rule: same non-blank sku, or same product id. Deliberate refinement: two
 * different variations of one product (same product_id, both with variation attributes, different
 * skus) are different lines, so a shopper can buy size S and size M.
 */
export function isSameCartItem(
  a: Pick<CartLine, "product_id" | "product_sku" | "variation_attributes">,
  b: Pick<CartLine, "product_id" | "product_sku" | "variation_attributes">,
): boolean {
  const skuA = a.product_sku.trim();
  if (skuA !== "" && skuA === b.product_sku.trim()) return true;
  return a.product_id === b.product_id && !(isVariationLine(a) && isVariationLine(b));
}

export type AddToGuestCartResult =
  | { cart: CartLine[]; added: true; message: typeof ADDED_TO_CART }
  | { cart: CartLine[]; added: false; message: typeof PRODUCT_ALREADY_IN_CART };

/** §4 / §5 guest add to cart: appends the line unless it is already in the cart ('Product already in cart'); success 'Added to cart'. */
export function addToGuestCart(cart: readonly CartLine[], line: CartLine): AddToGuestCartResult {
  if (cart.some((existing) => isSameCartItem(existing, line))) {
    return { cart: [...cart], added: false, message: PRODUCT_ALREADY_IN_CART };
  }
  return { cart: [...cart, line], added: true, message: ADDED_TO_CART };
}

/** §5 quantity: sets the quantity of the line with this sku (floored, at least 1); other lines untouched. */
export function setQuantity(cart: readonly CartLine[], sku: string, quantity: NumberLike): CartLine[] {
  const quantityToSet = normalizeQuantity(quantity);
  return cart.map((line) =>
    sku !== "" && line.product_sku === sku ? { ...line, quantity: quantityToSet } : line,
  );
}

/** §8 'Product removed from cart': the cart without the lines of this sku (a blank sku removes nothing). */
export function removeBySku(cart: readonly CartLine[], sku: string): CartLine[] {
  return cart.filter((line) => sku === "" || line.product_sku !== sku);
}

/**
 * §4 App start: refreshes a guest line from the server's product (name, price, sale price, stock, status,
 * image, gallery replaced). A missing product (fetch failed) keeps the old line, and a missing field keeps
 * the old value. Deliberate refinement: a variation line takes its prices, stock and images from the
 * product's variation with the same sku, since the product-level price is not what was added; if that
 * variation no longer exists only name and status are refreshed.
 */
export function refreshGuestLine(line: CartLine, product: CartProductInput | null | undefined): CartLine {
  if (!product) return line;
  const common = {
    ...line,
    product_name: product.title ?? line.product_name,
    product_status: product.status ? statusOf(product.status) : line.product_status,
  };
  if (isVariationLine(line)) {
    const variation = parseVariations(product.variation).find((item) => item.sku === line.product_sku);
    if (!variation) return common;
    const image = variation.imageUrl.trim();
    return {
      ...common,
      product_price: toNumber(variation.price),
      product_saleprice: toNumber(variation.salePrice),
      product_stockstatus: parseNumber(variation.stock),
      product_image: image || line.product_image,
      product_gallery: galleryFor(variation, { gallery: line.product_gallery }),
    };
  }
  const gallery = parseTextList(product.gallery);
  return {
    ...common,
    product_price: originalPriceOf(product) ?? line.product_price,
    // Present but 0/null means the sale ended; absent means the server did not say.
    product_saleprice:
      product.discountPrice === undefined && product.salePrice === undefined
        ? line.product_saleprice
        : (salePriceOf(product) ?? 0),
    product_stockstatus: product.stock === undefined ? line.product_stockstatus : parseNumber(product.stock),
    product_image: product.image || line.product_image,
    product_gallery: gallery.length > 0 ? gallery : line.product_gallery,
  };
}
