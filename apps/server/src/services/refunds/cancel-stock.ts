// "Cancel and refund" gives the stock back through stock movements with the reason `cancelled`, so the
// product's history shows where the units came from. Written after releaseStock has put them back,
// in the same transaction; lines whose product has since been deleted have no history to write to.
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { products, productVariations, stockMovements } from "../../db/schema.js";
import type { OrderRow } from "../orders/order-types.js";
import { orderStockLines } from "../orders/stock.js";

export async function recordCancelledStock(
  tx: Transaction,
  order: OrderRow,
  staffId: number | null,
  now: Date,
): Promise<void> {
  const lines = await orderStockLines(tx, order.id);
  for (const line of lines) {
    const [stock] =
      line.variation_id === null
        ? await tx
            .select({ stock: products.stock })
            .from(products)
            .where(and(eq(products.main_id, order.main_id), eq(products.product_id, line.product_id)))
        : await tx
            .select({ stock: productVariations.stock })
            .from(productVariations)
            .where(
              and(eq(productVariations.main_id, order.main_id), eq(productVariations.id, line.variation_id)),
            );
    if (!stock) continue;
    await tx.insert(stockMovements).values({
      main_id: order.main_id,
      product_id: line.product_id,
      variation_id: line.variation_id,
      delta: line.quantity,
      stockAfter: stock.stock,
      reason: "cancelled",
      note: `Order ${order.order_id}`,
      staff_id: staffId,
      createdAt: now,
    });
  }
}
