// A product as the back office sends it, checked and turned into rows: the domain's rules first
// (packages/domain/validate-product), then what only the store's data can tell (a SKU used elsewhere,
// grouped items that exist). A Variable product's own prices and stock follow its variations, as the
// seed and the order code keep them, so the shop's cards read the product row alone.
import type { components } from "@henna/api";
import { skuTaken, validateProductDraft } from "@henna/domain/validate-product";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { type GroupedItem, type ProductAttribute, products, productVariations } from "../../db/schema.js";
import { ApiError, type FieldError, invalid } from "../../http/api-error.js";

export type ProductInput = components["schemas"]["AdminProductInput"];
export type VariationInput = components["schemas"]["AdminVariationInput"];

const trimmed = (text: string | undefined) => (text ?? "").trim();

/** The domain's rules over the whole input: 400 VALIDATION_FAILED with one entry per field. */
export function checkProductInput(input: ProductInput): void {
  const variable = input.product_type === "Variable Product";
  const problems = validateProductDraft({
    title: input.title,
    sku: input.sku,
    product_type: input.product_type,
    category: input.category,
    originalPrice: input.originalPrice,
    discountPrice: input.discountPrice,
    hsn_code: input.hsn_code,
    variations: variable ? (input.variations ?? []) : [],
    grouped_product_ids: input.grouped_product_ids,
  });
  const errors: FieldError[] = Object.entries(problems).map(([field, message]) => ({
    field: `body.${field}`,
    message,
  }));
  if (errors.length > 0) throw invalid(errors);
}

/** The SKUs this input claims: the product's own and its variations' (trimmed, as stored). */
export function claimedSkus(input: ProductInput): string[] {
  const own = [trimmed(input.sku)];
  if (input.product_type !== "Variable Product") return own;
  return [...own, ...(input.variations ?? []).map((variation) => trimmed(variation.sku))];
}

export const skuTakenError = (sku: string) => new ApiError(409, "SKU_TAKEN", skuTaken(sku));

/**
 * 409 SKU_TAKEN when another product, or a variation of another product, already has one of the SKUs.
 * The product's own variations do not count: the input replaces them.
 */
export async function checkSkusFree(
  db: DbOrTransaction,
  mainId: string,
  skus: readonly string[],
  productId: number | null,
): Promise<void> {
  const others = (column: typeof products.product_id | typeof productVariations.product_id) =>
    productId === null ? undefined : ne(column, productId);
  const [product] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.sku, [...skus]), others(products.product_id)))
    .limit(1);
  if (product) throw skuTakenError(product.sku);
  const [variation] = await db
    .select({ sku: productVariations.sku })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.main_id, mainId),
        inArray(productVariations.sku, [...skus]),
        others(productVariations.product_id),
      ),
    )
    .limit(1);
  if (variation) throw skuTakenError(variation.sku);
}

/** A unique-index violation on a SKU (two saves racing past checkSkusFree) is the same 409. */
export function skuRaceError(error: unknown, skus: readonly string[]): ApiError | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23505" && /sku/.test(constraint ?? "")) return skuTakenError(skus[0] ?? "");
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The grouped items as the product row keeps them (id, title, image), in the order chosen. */
export async function groupedItemsOf(
  db: DbOrTransaction,
  mainId: string,
  ids: readonly number[],
  selfId: number | null,
): Promise<GroupedItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product_id: products.product_id, title: products.title, image: products.image })
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, [...ids])));
  const found = new Map(rows.map((row) => [row.product_id, row]));
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    if (id === selfId)
      errors.push({
        field: `body.grouped_product_ids.${index}`,
        message: "A package cannot contain itself.",
      });
    else if (!found.has(id))
      errors.push({ field: `body.grouped_product_ids.${index}`, message: `There is no product ${id}.` });
  });
  if (errors.length > 0) throw invalid(errors);
  return ids.map((id) => found.get(id) as GroupedItem);
}

/** The attribute list the shop's variation chooser reads, from the variations' own attributes. */
export function attributesOf(variations: readonly VariationInput[]): ProductAttribute[] {
  const byName = new Map<string, string[]>();
  for (const variation of variations) {
    for (const [name, value] of Object.entries(variation.attributes)) {
      const label = name.trim();
      const term = value.trim();
      if (label === "" || term === "") continue;
      const terms = byName.get(label) ?? [];
      if (!terms.includes(term)) terms.push(term);
      byName.set(label, terms);
    }
  }
  return [...byName].map(([name, terms]) => ({
    name,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    selectedTerms: terms.map((term, index) => ({ id: index + 1, name: term })),
  }));
}

const lowestPositive = (values: number[]): number | null => {
  const positive = values.filter((value) => value > 0);
  return positive.length === 0 ? null : Math.min(...positive);
};

/** The product row's prices: its own, or a Variable product's cheapest variation (as the seed makes them). */
export function pricesOf(input: ProductInput): { originalPrice: number; discountPrice: number | null } {
  if (input.product_type === "Variable Product") {
    const variations = input.variations ?? [];
    return {
      originalPrice: lowestPositive(variations.map((v) => v.price)) ?? 0,
      discountPrice: lowestPositive(variations.map((v) => v.salePrice)),
    };
  }
  const sale = input.discountPrice ?? null;
  return { originalPrice: input.originalPrice, discountPrice: sale !== null && sale > 0 ? sale : null };
}

/** Every column the editor owns (not stock, units sold or reviews). */
export function productColumns(input: ProductInput, grouped: GroupedItem[]) {
  const variable = input.product_type === "Variable Product";
  return {
    title: trimmed(input.title),
    sku: trimmed(input.sku),
    product_type: input.product_type,
    image: input.image ?? "",
    gallery: input.gallery ?? [],
    ...pricesOf(input),
    status: input.status,
    category: trimmed(input.category),
    categorytype: [...new Set((input.categorytype ?? []).map((tag) => tag.trim()).filter(Boolean))],
    short_description: input.short_description ?? "",
    description: input.description ?? "",
    key_features: (input.key_features ?? []).map((feature) => feature.trim()).filter(Boolean),
    specifications: (input.specifications ?? []).filter((spec) => spec.label.trim() !== ""),
    attribute: variable ? attributesOf(input.variations ?? []) : [],
    grouped_product: input.product_type === "Grouped Product" ? grouped : [],
    ...(input.delivery_days === undefined ? {} : { delivery_days: input.delivery_days }),
    ...(input.gst_rate === undefined ? {} : { gst_rate: input.gst_rate }),
    hsn_code: trimmed(input.hsn_code),
  };
}

/** A variation's row values (without stock, which only a new variation takes from the input). */
export function variationColumns(variation: VariationInput, position: number) {
  return {
    sku: trimmed(variation.sku),
    price: variation.price,
    salePrice: variation.salePrice,
    imageUrl: variation.imageUrl ?? "",
    attributes: Object.fromEntries(
      Object.entries(variation.attributes).map(([name, value]) => [name.trim(), value.trim()]),
    ),
    position,
  };
}

/** 400 when a variation's id is not one of this product's variations (a stale editor, or a made-up id). */
export function checkVariationIds(input: ProductInput, existing: ReadonlySet<number>): void {
  const errors: FieldError[] = [];
  (input.variations ?? []).forEach((variation, index) => {
    if (variation.id !== undefined && !existing.has(variation.id))
      errors.push({
        field: `body.variations.${index}.id`,
        message: "This variation is not part of the product any more. Reload the page.",
      });
  });
  if (errors.length > 0) throw invalid(errors);
}

export const whereProduct = (mainId: string, productId: number) =>
  and(eq(products.main_id, mainId), eq(products.product_id, productId));

export const variationOfProduct = (mainId: string, productId: number, sku: string) =>
  and(
    eq(productVariations.main_id, mainId),
    eq(productVariations.product_id, productId),
    eq(productVariations.sku, sku),
  );
