/**
 * List-like fields that old data stores as JSON text (§3: "Several list-like fields may arrive as JSON
 * text; they are parsed and fall back to an empty list").
 *
 * Parsing never throws: malformed JSON, non-lists, null and undefined all give an empty list, so one bad
 * row cannot break a whole listing. Field helpers also drop elements of the wrong kind and coerce the
 * few fields the rules read, so the types they return are true.
 */

import {
  isRecord,
  parseAttributeMap,
  parseList,
  parseRecord,
  parseRecordList,
  parseTextList,
  scalarText as text,
  type UnknownRecord,
} from "./json-values";
import type { NumberLike } from "./numbers";

export { isRecord, parseAttributeMap, parseList, parseRecord, parseRecordList, parseTextList };

/** §3 Product.specifications element. */
export interface Specification {
  label: string;
  value: string;
}

/** §3 Product.specifications: list of label/value; entries with neither are dropped. */
export function parseSpecifications(value: unknown): Specification[] {
  return parseRecordList(value)
    .map((item) => ({ label: text(item.label), value: text(item.value) }))
    .filter((item) => item.label !== "" || item.value !== "");
}

/** §3 Product.attribute selectedTerms element. */
export interface AttributeTerm {
  id: string | number;
  name: string;
}

/** §3 Product.attribute element. */
export interface Attribute {
  name: string;
  slug: string;
  selectedTerms: AttributeTerm[];
}

/** §3 Product.attribute: list with name, slug and selectedTerms (each id/name). */
export function parseAttributes(value: unknown): Attribute[] {
  return parseRecordList(value).map((item) => ({
    name: text(item.name),
    slug: text(item.slug),
    selectedTerms: parseRecordList(item.selectedTerms).map((term) => ({
      id: typeof term.id === "number" ? term.id : text(term.id),
      name: text(term.name),
    })),
  }));
}

/** §3 Variation: sku, price, salePrice, stock, imageUrl, galleryImages, attributes (map). */
export interface Variation {
  sku: string;
  price?: NumberLike;
  salePrice?: NumberLike;
  stock?: NumberLike;
  imageUrl: string;
  galleryImages: string[];
  attributes: Record<string, string>;
}

function toNumberLike(value: unknown): NumberLike {
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

/** §3 Product.variation: list of variations; nested galleryImages and attributes may be JSON text too. */
export function parseVariations(value: unknown): Variation[] {
  return parseRecordList(value).map((item) => ({
    ...item,
    sku: text(item.sku),
    price: toNumberLike(item.price),
    salePrice: toNumberLike(item.salePrice),
    stock: toNumberLike(item.stock),
    imageUrl: text(item.imageUrl),
    galleryImages: parseTextList(item.galleryImages),
    attributes: parseAttributeMap(item.attributes),
  }));
}

/** §3 Grouped item: title, image (other fields such as product_id are kept). */
export interface GroupedItem {
  title: string;
  image: string;
  [field: string]: unknown;
}

/** §3 Product.grouped_product: list of grouped items. */
export function parseGroupedItems(value: unknown): GroupedItem[] {
  return parseRecordList(value).map((item) => ({
    ...item,
    title: text(item.title),
    image: text(item.image),
  }));
}

/** §3 Product.reviews element. */
export interface Review {
  user: string;
  comment: string;
}

/** §3 Product.reviews: list of user/comment. */
export function parseReviews(value: unknown): Review[] {
  return parseRecordList(value).map((item) => ({ user: text(item.user), comment: text(item.comment) }));
}

/** §3 Order.cart_products: cart lines as JSON text or list; only object lines kept. */
export function parseCartProducts(value: unknown): UnknownRecord[] {
  return parseRecordList(value);
}

/** The list fields of a product once parsed. */
export interface ParsedProductLists {
  categorytype: string[];
  key_features: string[];
  specifications: Specification[];
  attribute: Attribute[];
  variation: Variation[];
  grouped_product: GroupedItem[];
  gallery: string[];
  downloadable_files: unknown[];
  reviews: Review[];
}

/** A product whose list fields are parsed; every other field is left as it came. */
export type NormalizedProduct<P extends object> = Omit<P, keyof ParsedProductLists> & ParsedProductLists;

/** §3 Product: returns the product with every list-like field parsed (JSON text, list, or fallback []). */
export function normalizeProduct<P extends object>(raw: P): NormalizedProduct<P> {
  const fields = raw as UnknownRecord;
  return {
    ...raw,
    categorytype: parseTextList(fields.categorytype),
    key_features: parseTextList(fields.key_features),
    specifications: parseSpecifications(fields.specifications),
    attribute: parseAttributes(fields.attribute),
    variation: parseVariations(fields.variation),
    grouped_product: parseGroupedItems(fields.grouped_product),
    gallery: parseTextList(fields.gallery),
    downloadable_files: parseList(fields.downloadable_files),
    reviews: parseReviews(fields.reviews),
  };
}

/** §3 New-arrival group: category_name, description, product (list, possibly JSON text). */
export interface NewArrivalGroup {
  category_name: string;
  description: string;
  product: NormalizedProduct<UnknownRecord>[];
}

/** §3 New-arrival group: product list parsed (possibly JSON text) and each product normalized. */
export function normalizeNewArrivalGroup(raw: object): NewArrivalGroup {
  const fields = raw as UnknownRecord;
  return {
    ...fields,
    category_name: text(fields.category_name),
    description: text(fields.description),
    product: parseRecordList(fields.product).map((item) => normalizeProduct(item)),
  };
}
