// Stock in cached catalogue answers. Orders change stock all the time; emptying a store's whole
// catalogue cache on each order (as once) made every order cost every shopper a cold read, and reading
// each answer's stock again when served (as later) made every hot answer cost a query. Instead one watch
// per process (services/stock-watch.ts) asks the database, in one query, which products' stock changed
// since its last look, and the cache writes those figures over the answers that show them. The rows say
// when they changed: `stock_xid` is the id of the transaction that last wrote their stock (a trigger
// sets it, whatever code writes), and a look remembers the oldest transaction still running then, so a
// transaction that commits late is still found by the next look.
import { isVariableProduct } from "@henna/domain/product-pricing";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";

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

export interface StockChanges {
  /** Pass to the next look: every transaction older than this had finished when this one read. */
  horizon: string;
  /** The current stock of every product written by a transaction at or after the previous horizon. */
  fresh: Map<number, FreshStock>;
}

interface ChangeRow extends Record<string, unknown> {
  horizon: string;
  product_id: number | null;
  product_type: string | null;
  stock: number | null;
  total_sold: number | null;
  total_stock: number | null;
  sku: string | null;
  variation_stock: number | null;
}

/**
 * One statement, so the horizon and the rows come from the same snapshot. Without a previous horizon
 * it only takes one: answers produced from now on already hold the stock they read.
 */
export async function readStockChanges(db: Db, mainId: string, since: string | null): Promise<StockChanges> {
  const horizonOnly = sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`;
  const { rows } = await db.execute<ChangeRow>(
    since === null
      ? horizonOnly
      : sql`
    WITH changed AS MATERIALIZED (
      SELECT product_id FROM products WHERE main_id = ${mainId} AND stock_xid >= ${since}::bigint
      UNION
      SELECT product_id FROM product_variations WHERE main_id = ${mainId} AND stock_xid >= ${since}::bigint
    )
    SELECT snapshot.horizon, p.product_id, p.product_type, p.stock, p.total_sold, p.total_stock,
      v.sku, v.stock AS variation_stock
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon) AS snapshot
    LEFT JOIN changed ON true
    -- Lateral, so each changed id is looked up by key whatever the planner's statistics (PGlite never
    -- analyzes on its own): the cost follows the number of changes, not the catalogue's size.
    LEFT JOIN LATERAL (
      SELECT product_id, product_type, stock, total_sold, total_stock FROM products
      WHERE product_id = changed.product_id AND main_id = ${mainId}
    ) p ON true
    LEFT JOIN LATERAL (
      SELECT sku, stock FROM product_variations
      WHERE product_id = changed.product_id AND main_id = ${mainId}
    ) v ON true`,
  );
  const fresh = new Map<number, FreshStock>();
  for (const row of rows) {
    if (row.product_id === null) continue;
    let entry = fresh.get(row.product_id);
    if (!entry) {
      entry = {
        product_type: row.product_type ?? "",
        stock: row.stock ?? 0,
        totalSold: row.total_sold ?? 0,
        totalStock: row.total_stock ?? 0,
        variations: new Map(),
      };
      fresh.set(row.product_id, entry);
    }
    if (row.sku !== null && row.variation_stock !== null) entry.variations.set(row.sku, row.variation_stock);
  }
  const horizon = rows[0]?.horizon;
  if (horizon === undefined) throw new Error("stock changes: the database gave no snapshot horizon");
  return { horizon, fresh };
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
