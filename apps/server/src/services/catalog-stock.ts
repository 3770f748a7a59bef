// Stock in cached catalogue answers, read fresh. Orders change stock all the time; emptying a store's
// whole catalogue cache on each order (as before) made every order cost every shopper a cold read.
// Instead a cached answer remembers which products it shows, and when it is served their stock (and
// units sold, and the variations' stock) is read in one small query (at most every 250 ms per answer)
// and written over the cached product data when it moved. Product data itself stays cached until the catalogue version changes.
import { isVariableProduct } from "@henna/domain/product-pricing";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { products, productVariations } from "../db/schema.js";

export interface FreshStock {
  product_type: string;
  stock: number;
  totalSold: number;
  totalStock: number;
  /** sku → stock */
  variations: Map<string, number>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;

/** The product objects of an answer: anything with a numeric product_id and a stock count. */
export function productsIn(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) {
    for (const item of value) productsIn(item, found);
  } else if (isObject(value)) {
    if (typeof value.product_id === "number" && typeof value.stock === "number") found.push(value);
    for (const child of Object.values(value)) if (isObject(child)) productsIn(child, found);
  }
  return found;
}

export async function readFreshStock(db: Db, mainId: string, ids: readonly number[]) {
  const fresh = new Map<number, FreshStock>();
  if (ids.length === 0) return fresh;
  const rows = await db
    .select({
      product_id: products.product_id,
      product_type: products.product_type,
      stock: products.stock,
      totalSold: products.totalSold,
      totalStock: products.totalStock,
      sku: productVariations.sku,
      variationStock: productVariations.stock,
    })
    .from(products)
    .leftJoin(
      productVariations,
      and(eq(productVariations.product_id, products.product_id), eq(productVariations.main_id, mainId)),
    )
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, [...ids])));
  for (const row of rows) {
    let entry = fresh.get(row.product_id);
    if (!entry) {
      entry = {
        product_type: row.product_type,
        stock: row.stock,
        totalSold: row.totalSold,
        totalStock: row.totalStock,
        variations: new Map(),
      };
      fresh.set(row.product_id, entry);
    }
    if (row.sku !== null && row.variationStock !== null) entry.variations.set(row.sku, row.variationStock);
  }
  return fresh;
}

const count = (value: number): number => Math.max(0, Math.trunc(value) || 0);

/**
 * Writes fresh stock over the product objects (same rules as routes/catalogue/product-shapes.ts);
 * returns true when anything changed.
 */
export function applyFreshStock(found: readonly Json[], fresh: Map<number, FreshStock>): boolean {
  let changed = false;
  const set = (target: Json, key: string, value: number) => {
    if (target[key] !== value) {
      target[key] = value;
      changed = true;
    }
  };
  for (const product of found) {
    const stock = fresh.get(product.product_id as number);
    if (!stock) continue;
    set(product, "stock", count(stock.stock));
    if (typeof product.totalSold === "number") set(product, "totalSold", count(stock.totalSold));
    const variations = Array.isArray(product.variation) ? product.variation.filter(isObject) : [];
    for (const variation of variations) {
      const held = typeof variation.sku === "string" ? stock.variations.get(variation.sku) : undefined;
      if (held !== undefined && typeof variation.stock === "number") set(variation, "stock", count(held));
    }
    if (typeof product.totalStock === "number") {
      const variable = isVariableProduct(stock) && stock.variations.size > 0;
      const total = variable
        ? [...stock.variations.values()].reduce((sum, held) => sum + count(held), 0)
        : count(stock.totalStock);
      set(product, "totalStock", total);
    }
  }
  return changed;
}
