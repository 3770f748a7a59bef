// Stock reservation. Every decrement is one conditional UPDATE (`... AND stock >= q`), so two orders can
// never both take the last unit, whatever the isolation level. Rows are always locked in the same order
// (product row first, then its variation; products by id) so concurrent orders cannot deadlock.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { orderItems, orders, products, productVariations } from "../../db/schema.js";

export interface StockLine {
  product_id: number;
  variation_id: number | null;
  quantity: number;
  title: string;
}

/** Sorted so every transaction locks rows in one global order. */
function lockOrder<T extends { product_id: number; variation_id: number | null }>(lines: readonly T[]): T[] {
  return [...lines].sort(
    (a, b) => a.product_id - b.product_id || (a.variation_id ?? 0) - (b.variation_id ?? 0),
  );
}

/**
 * Takes `quantity` of every line or nothing: returns the title of the first line that is short (the
 * caller then rolls the transaction back), or null when everything was reserved.
 */
export async function reserveStock(
  tx: Transaction,
  mainId: string,
  lines: readonly StockLine[],
): Promise<string | null> {
  for (const line of lockOrder(lines)) {
    const { product_id: productId, quantity } = line;
    if (line.variation_id === null) {
      const taken = await takeProductStock(tx, { mainId, productId, quantity });
      if (taken.length === 0) return line.title;
      continue;
    }
    await followVariationStock(tx, { mainId, productId, quantity });
    const taken = await takeVariationStock(tx, { mainId, variationId: line.variation_id, quantity });
    if (taken.length === 0) return line.title;
  }
  return null;
}

const quantity = sql.placeholder("quantity");
const productOfStore = and(
  eq(products.main_id, sql.placeholder("mainId")),
  eq(products.product_id, sql.placeholder("productId")),
);

const takeProductStock = preparedQuery<
  { mainId: string; productId: number; quantity: number },
  { id: number }[]
>("stock_take_product", (db) =>
  db
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      totalSold: sql`${products.totalSold} + ${quantity}`,
    })
    .where(and(productOfStore, gte(products.stock, quantity)))
    .returning({ id: products.product_id }),
);

// The product row's stock is the sum over its variations: it follows, never below 0.
const followVariationStock = preparedQuery<{ mainId: string; productId: number; quantity: number }, unknown>(
  "stock_follow_variation",
  (db) =>
    db
      .update(products)
      .set({
        stock: sql`greatest(${products.stock} - ${quantity}, 0)`,
        totalSold: sql`${products.totalSold} + ${quantity}`,
      })
      .where(productOfStore),
);

const takeVariationStock = preparedQuery<
  { mainId: string; variationId: number; quantity: number },
  { id: number }[]
>("stock_take_variation", (db) =>
  db
    .update(productVariations)
    .set({ stock: sql`${productVariations.stock} - ${quantity}` })
    .where(
      and(
        eq(productVariations.main_id, sql.placeholder("mainId")),
        eq(productVariations.id, sql.placeholder("variationId")),
        gte(productVariations.stock, quantity),
      ),
    )
    .returning({ id: productVariations.id }),
);

/** The units each of an order's lines took from stock, as releasing or recording them reads them. */
export function orderStockLines(tx: Transaction, orderRef: number) {
  return tx
    .select({
      product_id: orderItems.product_id,
      variation_id: orderItems.variation_id,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.order_ref, orderRef));
}

/**
 * Gives an order's reserved stock back, exactly once: the `stock_released` flag flips in the same
 * transaction, so a failed payment, a webhook and a cancellation racing each other release it once.
 * Returns true when this call released it.
 */
export async function releaseStock(
  tx: Transaction,
  order: { id: number; main_id: string },
  lines: readonly { product_id: number; variation_id: number | null; quantity: number }[],
): Promise<boolean> {
  const [flipped] = await tx
    .update(orders)
    .set({ stock_released: true })
    .where(and(eq(orders.id, order.id), eq(orders.stock_released, false)))
    .returning({ id: orders.id });
  if (!flipped) return false;
  for (const line of lockOrder(lines)) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        totalSold: sql`greatest(${products.totalSold} - ${line.quantity}, 0)`,
      })
      .where(and(eq(products.main_id, order.main_id), eq(products.product_id, line.product_id)));
    if (line.variation_id !== null) {
      await tx
        .update(productVariations)
        .set({ stock: sql`${productVariations.stock} + ${line.quantity}` })
        .where(
          and(eq(productVariations.main_id, order.main_id), eq(productVariations.id, line.variation_id)),
        );
    }
  }
  return true;
}
