// A received return's units in the stock book: restocked, they go back on sale (the stock grows by
// them, reason `returned`); written off, the stock stays as it is and the movement (a change of 0,
// reason `written_off`, the units in its note) shows where they went. One movement per line, in the
// move's transaction; a line whose product has since been deleted has no stock to write to.
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { products, productVariations, stockMovements } from "../../db/schema.js";
import type { OrderLineFacts, ReturnRow } from "./return-facts.js";

export async function recordReturnStock(
  tx: Transaction,
  request: ReturnRow,
  lines: readonly OrderLineFacts[],
  how: "restock" | "write_off",
  context: { orderId: string; note: string; staffId: number | null; now: Date },
): Promise<void> {
  for (const part of request.lines) {
    const line = lines.find((candidate) => candidate.id === part.item_id);
    if (!line) continue;
    const delta = how === "restock" ? part.quantity : 0;
    const stockAfter = await addStock(tx, request.main_id, line, delta, context.now);
    if (stockAfter === null) continue;
    const what =
      how === "restock"
        ? `Return ${request.id} of order ${context.orderId}`
        : `Return ${request.id} of order ${context.orderId}: ${part.quantity} written off`;
    await tx.insert(stockMovements).values({
      main_id: request.main_id,
      product_id: line.product_id,
      variation_id: line.variation_id,
      delta,
      stockAfter,
      reason: how === "restock" ? "returned" : "written_off",
      note: context.note ? `${what}. ${context.note}` : what,
      staff_id: context.staffId,
      createdAt: context.now,
    });
  }
}

/** Adds `delta` units to the line's product or variation; its stock after, or null when it is gone. */
async function addStock(
  tx: Transaction,
  mainId: string,
  line: OrderLineFacts,
  delta: number,
  now: Date,
): Promise<number | null> {
  const whereProduct = and(eq(products.main_id, mainId), eq(products.product_id, line.product_id));
  if (line.variation_id === null) {
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: now })
      .where(whereProduct)
      .returning({ stock: products.stock });
    if (!moved) return null;
    // totalStock is what the shop's card reads for "Out of Stock": it follows the stock on hand.
    await tx.update(products).set({ totalStock: moved.stock }).where(whereProduct);
    return moved.stock;
  }
  const [moved] = await tx
    .update(productVariations)
    .set({ stock: sql`${productVariations.stock} + ${delta}` })
    .where(and(eq(productVariations.main_id, mainId), eq(productVariations.id, line.variation_id)))
    .returning({ stock: productVariations.stock });
  if (!moved) return null;
  // The product row holds the sum over its variations (what the shop's cards and the list read).
  const total = sql`(SELECT coalesce(sum(${productVariations.stock}), 0)::int FROM ${productVariations} WHERE ${productVariations.product_id} = ${line.product_id})`;
  await tx.update(products).set({ stock: total, totalStock: total, updatedAt: now }).where(whereProduct);
  return moved.stock;
}
