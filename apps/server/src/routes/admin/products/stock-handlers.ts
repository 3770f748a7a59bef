// Stock adjustments with a reason (received, damaged, correction) and each product's stock history.
// An adjustment is one conditional UPDATE like an order's reservation (`stock + delta >= 0`), so it can
// never take stock below 0 even racing an order; the move, the product row's totals and the audit entry
// commit together.
import { stockAfterAdjustment, stockWouldGoNegative } from "@henna/domain/validate-product";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import type { Transaction } from "../../../db/database.js";
import {
  products,
  productVariations,
  type StockReason,
  staffMembers,
  stockMovements,
} from "../../../db/schema.js";
import { ApiError, invalid } from "../../../http/api-error.js";
import type { Handlers, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { recordAudit } from "../../../services/audit.js";
import { variationOfProduct, whereProduct } from "../../../services/products/product-input.js";
import { PRODUCT_NOT_FOUND } from "./handlers.js";

const HISTORY_LENGTH = 200;
const productNotFound = () => new ApiError(404, "PRODUCT_NOT_FOUND", PRODUCT_NOT_FOUND);

type StockHandlers = Pick<Handlers, "adminStockHistory" | "adminAdjustStock">;

interface Move {
  id: number;
  createdAt: Date;
  variation_sku: string | null;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note: string;
  actor: string;
}

const toMovement = (move: Move) => ({ ...move, createdAt: move.createdAt.toISOString() });

async function adjust(
  tx: Transaction,
  staff: StaffCaller,
  productId: number,
  body: {
    variation_sku?: string | null;
    delta: number;
    reason: "received" | "damaged" | "correction";
    note?: string;
  },
  now: Date,
): Promise<Move> {
  const [product] = await tx
    .select({ type: products.product_type, stock: products.stock })
    .from(products)
    .where(whereProduct(staff.mainId, productId))
    .for("update");
  if (!product) throw productNotFound();
  const sku = body.variation_sku?.trim() || null;
  const variable = product.type === "Variable Product";
  if (variable && !sku)
    throw invalid([{ field: "body.variation_sku", message: "Choose the variation whose stock changes." }]);
  if (!variable && sku)
    throw invalid([{ field: "body.variation_sku", message: "This product has no variations." }]);

  let variationId: number | null = null;
  let stockAfter: number;
  if (sku) {
    const [variation] = await tx
      .select({ id: productVariations.id, stock: productVariations.stock })
      .from(productVariations)
      .where(variationOfProduct(staff.mainId, productId, sku));
    if (!variation)
      throw invalid([{ field: "body.variation_sku", message: `This product has no variation ${sku}.` }]);
    if (stockAfterAdjustment(variation.stock, body.delta) === null)
      throw invalid([{ field: "body.delta", message: stockWouldGoNegative(variation.stock) }]);
    const [moved] = await tx
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + ${body.delta}` })
      .where(and(eq(productVariations.id, variation.id), gte(productVariations.stock, -body.delta)))
      .returning({ stock: productVariations.stock });
    if (!moved) throw invalid([{ field: "body.delta", message: stockWouldGoNegative(variation.stock) }]);
    variationId = variation.id;
    stockAfter = moved.stock;
    // The product row holds the sum over its variations (what the shop's cards and the list read).
    const total = sql`(SELECT coalesce(sum(${productVariations.stock}), 0)::int FROM ${productVariations} WHERE ${productVariations.product_id} = ${productId})`;
    await tx
      .update(products)
      .set({ stock: total, totalStock: total, updatedAt: now })
      .where(whereProduct(staff.mainId, productId));
  } else {
    if (stockAfterAdjustment(product.stock, body.delta) === null)
      throw invalid([{ field: "body.delta", message: stockWouldGoNegative(product.stock) }]);
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${body.delta}`, updatedAt: now })
      .where(and(whereProduct(staff.mainId, productId), gte(products.stock, -body.delta)))
      .returning({ stock: products.stock });
    if (!moved) throw invalid([{ field: "body.delta", message: stockWouldGoNegative(product.stock) }]);
    stockAfter = moved.stock;
    // totalStock is what the shop's card reads for "Out of Stock": it follows the stock on hand.
    await tx.update(products).set({ totalStock: stockAfter }).where(whereProduct(staff.mainId, productId));
  }

  const note = body.note?.trim() ?? "";
  const [row] = await tx
    .insert(stockMovements)
    .values({
      main_id: staff.mainId,
      product_id: productId,
      variation_id: variationId,
      delta: body.delta,
      stockAfter,
      reason: body.reason,
      note,
      staff_id: staff.staffId,
      createdAt: now,
    })
    .returning({ id: stockMovements.id, createdAt: stockMovements.createdAt });
  const move: Move = {
    id: (row as { id: number }).id,
    createdAt: (row as { createdAt: Date }).createdAt,
    variation_sku: sku,
    delta: body.delta,
    stockAfter,
    reason: body.reason,
    note,
    actor: staff.actor,
  };
  await recordAudit(tx, staff, {
    action: "stock.adjust",
    entity: "product",
    entityId: productId,
    before: { variation_sku: sku, stock: stockAfter - body.delta },
    after: { variation_sku: sku, stock: stockAfter, reason: body.reason, note },
  });
  return move;
}

export function adminStockHandlers(ctx: AppContext): StockHandlers {
  return {
    async adminStockHistory(req) {
      const [product] = await ctx.db
        .select({ id: products.product_id })
        .from(products)
        .where(whereProduct(req.mainId, req.params.productId));
      if (!product) throw productNotFound();
      const rows = await ctx.db
        .select({
          id: stockMovements.id,
          createdAt: stockMovements.createdAt,
          variation_sku: productVariations.sku,
          delta: stockMovements.delta,
          stockAfter: stockMovements.stockAfter,
          reason: stockMovements.reason,
          note: stockMovements.note,
          // The member's e-mail; a move by the command line, the automation token or a removed
          // member's deleted row has none.
          actor: sql<string>`coalesce(${staffMembers.email}, '')`,
        })
        .from(stockMovements)
        .leftJoin(productVariations, eq(productVariations.id, stockMovements.variation_id))
        .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staff_id))
        .where(
          and(eq(stockMovements.main_id, req.mainId), eq(stockMovements.product_id, req.params.productId)),
        )
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(HISTORY_LENGTH);
      return { data: rows.map(toMovement) };
    },

    async adminAdjustStock(req) {
      const staff = requireStaff(req.staff);
      const move = await ctx.db.transaction((tx) =>
        adjust(tx, staff, req.params.productId, req.body, ctx.clock()),
      );
      await ctx.cache.invalidate(req.mainId);
      return { data: toMovement(move) };
    },
  };
}
