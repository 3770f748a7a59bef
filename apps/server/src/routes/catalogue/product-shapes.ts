// Database rows to the contract's Product and ProductSummary. The jsonb list columns go through the
// domain's list parsers, so a hand-edited row holding JSON text or a non-list still answers arrays (§3).
import type { components } from "@henna/api";
import {
  parseAttributes,
  parseGroupedItems,
  parseRecordList,
  parseReviews,
  parseSpecifications,
  parseTextList,
} from "@henna/domain/json-lists";
import { isVariableProduct } from "@henna/domain/product-pricing";
import type { products, productVariations } from "../../db/schema.js";
import { productIdentity } from "../../services/products/product-identity.js";

export type Product = components["schemas"]["Product"];
export type ProductSummary = components["schemas"]["ProductSummary"];
export type Variation = components["schemas"]["Variation"];
export type VariationSummary = components["schemas"]["VariationSummary"];

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;

/** The columns a summary needs; list queries select only these. */
export type SummaryRow = Pick<
  ProductRow,
  | "product_id"
  | "title"
  | "sku"
  | "product_type"
  | "image"
  | "originalPrice"
  | "discountPrice"
  | "stock"
  | "totalStock"
  | "totalSold"
  | "status"
  | "category"
  | "categorytype"
  | "delivery_days"
  | "createdAt"
>;

export type VariationSummaryRow = Pick<VariationRow, "product_id" | "sku" | "price" | "salePrice" | "stock">;

// The contract's money and counts are never negative; a bad row must not turn a listing into a 500.
const money = (value: number | null | undefined): number => Math.max(0, Number(value ?? 0) || 0);
const optionalMoney = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : money(value);
const count = (value: number | null | undefined): number => Math.max(0, Math.trunc(Number(value ?? 0) || 0));

/** A Variable product's stock is what its variations hold; others keep their own totalStock. */
function totalStockOf(row: Pick<ProductRow, "product_type" | "totalStock">, variations: { stock: number }[]) {
  if (isVariableProduct(row) && variations.length > 0) {
    return variations.reduce((sum, v) => sum + count(v.stock), 0);
  }
  return count(row.totalStock);
}

export function toVariationSummary(row: VariationSummaryRow): VariationSummary {
  return { sku: row.sku, price: money(row.price), salePrice: money(row.salePrice), stock: count(row.stock) };
}

export function toVariation(row: VariationRow): Variation {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(row.attributes ?? {})) {
    if (typeof value === "string" || typeof value === "number") attributes[name] = String(value);
  }
  return {
    ...toVariationSummary(row),
    imageUrl: row.imageUrl,
    galleryImages: parseTextList(row.galleryImages),
    attributes,
  };
}

export function toProductSummary(row: SummaryRow, variations: VariationSummaryRow[]): ProductSummary {
  const own = isVariableProduct(row) ? variations : [];
  return {
    ...productIdentity(row),
    originalPrice: money(row.originalPrice),
    discountPrice: optionalMoney(row.discountPrice),
    stock: count(row.stock),
    totalStock: totalStockOf(row, own),
    totalSold: count(row.totalSold),
    status: row.status,
    category: row.category,
    categorytype: parseTextList(row.categorytype),
    delivery_days: count(row.delivery_days),
    createdAt: row.createdAt.toISOString(),
    variation: own.map(toVariationSummary),
  };
}

function attributesOf(value: unknown): Product["attribute"] {
  return parseAttributes(value).map((attribute) => ({
    name: attribute.name,
    slug: attribute.slug,
    // Term ids are integers in the contract; old rows may hold them as text.
    selectedTerms: attribute.selectedTerms
      .map((term) => ({ id: Number(term.id), name: term.name }))
      .filter((term) => Number.isInteger(term.id)),
  }));
}

function downloadableFilesOf(value: unknown): Product["downloadable_files"] {
  // Stored as {name, url}; the contract calls the path `file`.
  return parseRecordList(value)
    .map((item) => ({
      name: typeof item.name === "string" ? item.name : "",
      file: typeof item.file === "string" ? item.file : typeof item.url === "string" ? item.url : "",
    }))
    .filter((item) => item.file !== "");
}

function groupedItemsOf(value: unknown): Product["grouped_product"] {
  return parseGroupedItems(value).map((item) => {
    const productId = Number(item.product_id);
    return {
      ...(Number.isInteger(productId) && productId > 0 ? { product_id: productId } : {}),
      title: item.title,
      image: item.image,
    };
  });
}

export function toProduct(row: ProductRow, variationRows: VariationRow[]): Product {
  const variations = isVariableProduct(row) ? variationRows : [];
  const originalPrice = money(row.originalPrice);
  const discountPrice = optionalMoney(row.discountPrice);
  return {
    ...productIdentity(row),
    gallery: parseTextList(row.gallery),
    originalPrice,
    price: originalPrice,
    discountPrice,
    salePrice: discountPrice,
    stock: count(row.stock),
    totalStock: totalStockOf(row, variations),
    totalSold: count(row.totalSold),
    status: row.status,
    category: row.category,
    categorytype: parseTextList(row.categorytype),
    description: row.description,
    short_description: row.short_description,
    key_features: parseTextList(row.key_features),
    specifications: parseSpecifications(row.specifications),
    attribute: attributesOf(row.attribute),
    downloadable_files: downloadableFilesOf(row.downloadable_files),
    variation: variations.map(toVariation),
    grouped_product: groupedItemsOf(row.grouped_product),
    delivery_days: count(row.delivery_days),
    createdAt: row.createdAt.toISOString(),
    reviews: parseReviews(row.reviews),
    hsn_code: row.hsn_code === "" ? null : row.hsn_code,
  };
}
