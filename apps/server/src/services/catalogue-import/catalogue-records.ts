// The store's catalogue as CSV records, read in batches by product id (a 100,000-product store never
// sits in memory at once): the export streams them, and the import compares its rows with them.
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { products, productVariations } from "../../db/schema.js";
import type { CsvRecord } from "./csv-columns.js";

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;

const BATCH = 1000;

/** The CSV records of one product: one, or one per variation of a Variable product. */
export function recordsOf(
  product: ProductRow,
  variations: readonly VariationRow[],
  groupedSkus: string[],
): CsvRecord[] {
  const variable = product.product_type === "Variable Product";
  const base: Omit<CsvRecord, "variation"> = {
    sku: product.sku,
    title: product.title,
    product_type: product.product_type,
    status: product.status,
    category: product.category,
    categorytype: product.categorytype,
    // A Variable product's own prices and stock follow its variations: its rows carry the variations'.
    originalPrice: variable ? null : product.originalPrice,
    discountPrice: variable ? null : product.discountPrice,
    stock: variable ? null : product.stock,
    short_description: product.short_description,
    description: product.description,
    key_features: product.key_features,
    specifications: product.specifications.map((spec) => ({ label: spec.label, value: spec.value })),
    delivery_days: product.delivery_days,
    gst_rate: product.gst_rate,
    hsn_code: product.hsn_code,
    image: product.image,
    gallery: product.gallery,
    grouped_skus: groupedSkus,
  };
  if (!variable || variations.length === 0) return [{ ...base, variation: null }];
  return variations.map((variation) => ({
    ...base,
    variation: {
      sku: variation.sku,
      price: variation.price,
      salePrice: variation.salePrice,
      stock: variation.stock,
      imageUrl: variation.imageUrl,
      attributes: variation.attributes,
    },
  }));
}

/**
 * Every product of the store with its records (or only the products `ids` names), in product id
 * order, a batch at a time.
 */
export async function* catalogueRecords(
  db: DbOrTransaction,
  mainId: string,
  ids?: readonly number[],
): AsyncGenerator<{ product: ProductRow; records: CsvRecord[] }> {
  let after = 0;
  const wanted = ids ? [...ids].sort((a, b) => a - b) : null;
  for (let start = 0; ; start += BATCH) {
    const chunk = wanted?.slice(start, start + BATCH);
    if (chunk && chunk.length === 0) return;
    const batch = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.main_id, mainId),
          chunk ? inArray(products.product_id, chunk) : gt(products.product_id, after),
        ),
      )
      .orderBy(asc(products.product_id))
      .limit(BATCH);
    if (batch.length === 0) {
      if (chunk) continue;
      return;
    }
    const ids = batch.map((product) => product.product_id);
    const variations = await db
      .select()
      .from(productVariations)
      .where(inArray(productVariations.product_id, ids))
      .orderBy(asc(productVariations.product_id), asc(productVariations.position), asc(productVariations.id));
    const byProduct = new Map<number, VariationRow[]>();
    for (const variation of variations) {
      const list = byProduct.get(variation.product_id) ?? [];
      list.push(variation);
      byProduct.set(variation.product_id, list);
    }
    const groupedIds = [
      ...new Set(batch.flatMap((product) => product.grouped_product.map((item) => item.product_id))),
    ];
    const skuOf = new Map<number, string>();
    if (groupedIds.length > 0) {
      const rows = await db
        .select({ id: products.product_id, sku: products.sku })
        .from(products)
        .where(and(eq(products.main_id, mainId), inArray(products.product_id, groupedIds)));
      for (const row of rows) skuOf.set(row.id, row.sku);
    }
    for (const product of batch) {
      const grouped = product.grouped_product.flatMap((item) => {
        const sku = skuOf.get(item.product_id);
        return sku ? [sku] : [];
      });
      yield { product, records: recordsOf(product, byProduct.get(product.product_id) ?? [], grouped) };
    }
    after = ids[ids.length - 1] ?? after;
  }
}
