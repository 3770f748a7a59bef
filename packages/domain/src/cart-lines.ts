/**
 * Cart lines as stored (§3 Cart item, §3 stored guest cart) and the chrome's rules on them (§2 cart count
 * badge, floating cart). A leaf of cart.ts: every page reads the stored cart at start and shows its
 * count, while adding, refreshing and changing lines (cart.ts) load with the pages that do it.
 */

import { parseAttributeMap, parseRecordList, parseTextList } from "./json-values";
import { type NumberLike, parseNumber, toNumber } from "./numbers";

/** §3 Cart item, as stored in the guest cart (key guest_cart) and sent to the server. */
export interface CartLine {
  product_id: number;
  product_sku: string;
  product_name: string;
  /** Original price in rupees (0 when unknown). */
  product_price: number;
  /** Sale price in rupees (0 when there is no sale). */
  product_saleprice: number;
  /** Stock count; null when stock is not tracked. */
  product_stockstatus: number | null;
  product_status: string;
  product_image: string;
  product_gallery: string[];
  description: string;
  short_description: string;
  category: string;
  product_type: string;
  /** The chosen variation's attributes; {} for a simple product. */
  variation_attributes: Record<string, string>;
  typeofsimple: "";
  /** null for a guest. */
  user_id: number | null;
  user_name: string;
  delivery_days: number;
  main_id: string;
  quantity: number;
  /** true only when added on the course page. */
  course: boolean;
}

/** §3 Cart item: product_status when the product has none. */
export const DEFAULT_PRODUCT_STATUS = "Active";

/** §5 quantity minimum 1: typed values floored to a whole number, at least 1; unparsable (NaN) gives 1. */
export function normalizeQuantity(value: NumberLike): number {
  const parsed = parseNumber(value);
  if (parsed === null) return 1;
  return Math.max(1, Math.floor(parsed));
}

/** §3 Cart item: the product's status, or Active when it has none. */
export function productStatusOf(value: string | null | undefined): string {
  const status = (value ?? "").trim();
  return status === "" ? DEFAULT_PRODUCT_STATUS : status;
}

/** A product id from loose data: a whole number, 0 when unusable. */
export function productIdOf(value: number | string | null | undefined): number {
  return Math.trunc(toNumber(value));
}

/** §2 cart count badge: the number of lines in the cart (not the sum of quantities). */
export function cartCount(cart: readonly unknown[]): number {
  return cart.length;
}

/** §2 floating cart button: hidden when the cart count is 0. */
export function showFloatingCart(count: number): boolean {
  return count > 0;
}

function looseNumber(value: unknown): NumberLike {
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

function looseText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

/** A stored stock value: a count, or the server cart's 'outofstock' (0) / 'instock' (not counted, null). */
function stockOf(value: unknown): number | null {
  if (typeof value === "string" && value.trim().toLowerCase() === "outofstock") return 0;
  return parseNumber(looseNumber(value));
}

/**
 * §3 stored guest cart (key guest_cart), Order.cart_products and server cart rows: lines as JSON text or a list, each coerced
 * to a CartLine (old rows may hold numbers as text, lists as JSON text, or miss fields); non-objects dropped.
 */
export function parseCartLines(value: unknown): CartLine[] {
  return parseRecordList(value).map((raw) => ({
    product_id: productIdOf(looseNumber(raw.product_id)),
    product_sku: looseText(raw.product_sku),
    product_name: looseText(raw.product_name),
    product_price: toNumber(looseNumber(raw.product_price)),
    product_saleprice: toNumber(looseNumber(raw.product_saleprice)),
    product_stockstatus: stockOf(raw.product_stockstatus),
    product_status: productStatusOf(looseText(raw.product_status)),
    product_image: looseText(raw.product_image),
    product_gallery: parseTextList(raw.product_gallery),
    description: looseText(raw.description),
    short_description: looseText(raw.short_description),
    category: looseText(raw.category),
    product_type: looseText(raw.product_type),
    variation_attributes: parseAttributeMap(raw.variation_attributes),
    typeofsimple: "",
    user_id: parseNumber(looseNumber(raw.user_id)),
    user_name: looseText(raw.user_name),
    delivery_days: toNumber(looseNumber(raw.delivery_days)),
    main_id: looseText(raw.main_id),
    quantity: normalizeQuantity(looseNumber(raw.quantity)),
    course: raw.course === true || raw.course === "true",
  }));
}
