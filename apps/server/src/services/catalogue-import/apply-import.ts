// Applying a checked import (the job runner's `apply-catalogue-import`): the plan is made again on the
// catalogue as it is now, then its products are written in batches, each batch one transaction, so a
// product's rows are never half-applied and a crash leaves whole products behind. A run that starts
// again finds the products already written "unchanged" and goes on from there.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { bulkInsert } from "../../db/bulk-insert.js";
import type { Db, Transaction } from "../../db/database.js";
import {
  catalogueImports,
  products,
  productVariations,
  staffMembers,
  stockMovements,
} from "../../db/schema.js";
import { recordAudit } from "../audit.js";
import { groupedItemsOf, productColumns, variationColumns } from "../products/product-input.js";
import { type PlannedProduct, planImport } from "./plan-import.js";

export const APPLY_CATALOGUE_IMPORT = "apply-catalogue-import";
const BATCH = 250;

export interface ApplyDeps {
  db: Db;
  clock: () => Date;
  invalidate: (mainId: string) => Promise<void>;
}

interface Writer {
  mainId: string;
  staffId: number | null;
  now: Date;
}

type Move = {
  productId: number;
  variationId: number | null;
  delta: number;
  stockAfter: number;
  note: string;
};

async function movements(tx: Transaction, writer: Writer, moves: Move[]) {
  const rows = moves
    .filter((move) => move.delta !== 0)
    .map((move) => ({
      main_id: writer.mainId,
      product_id: move.productId,
      variation_id: move.variationId,
      delta: move.delta,
      stockAfter: move.stockAfter,
      reason: "import" as const,
      note: move.note,
      staff_id: writer.staffId,
    }));
  if (rows.length > 0) await bulkInsert(tx, stockMovements, rows);
}

async function syncVariableStock(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return;
  const total = sql`(SELECT coalesce(sum(${productVariations.stock}), 0)::int FROM ${productVariations} WHERE ${productVariations.product_id} = ${products.product_id})`;
  await tx.update(products).set({ stock: total, totalStock: total }).where(inArray(products.product_id, ids));
}

async function groupedIds(tx: Transaction, mainId: string, batch: readonly PlannedProduct[]) {
  const skus = [...new Set(batch.flatMap((product) => product.groupedSkus))];
  if (skus.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: products.product_id, sku: products.sku })
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.sku, skus)));
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** The batch's new products in three statements (products, variations, opening stock); returns the Variable ones' ids. */
async function createAll(tx: Transaction, writer: Writer, batch: PlannedProduct[], ids: Map<string, number>) {
  if (batch.length === 0) return [];
  const rows = [];
  for (const product of batch) {
    const { input } = product;
    const variable = input.product_type === "Variable Product";
    const grouped =
      product.groupedSkus.length === 0
        ? []
        : await groupedItemsOf(
            tx,
            writer.mainId,
            product.groupedSkus.flatMap((sku) => (ids.has(sku) ? [ids.get(sku) as number] : [])),
            null,
          );
    const opening = variable ? 0 : (product.stock ?? 0);
    rows.push({
      main_id: writer.mainId,
      ...productColumns(input, grouped),
      stock: opening,
      totalStock: opening,
      createdAt: writer.now,
      updatedAt: writer.now,
    });
  }
  // One JSON parameter per batch (bulkInsert): binding a parameter per cell cost more than the writes.
  // bulkInsert wants one set of keys, and a row without delivery_days or gst_rate takes the default.
  const sameKeys = new Map<string, typeof rows>();
  for (const row of rows) {
    const keys = Object.keys(row).sort().join();
    const group = sameKeys.get(keys) ?? [];
    group.push(row);
    sameKeys.set(keys, group);
  }
  const made = [];
  for (const group of sameKeys.values())
    made.push(...(await bulkInsert(tx, products, group, ["product_id", "sku"])));
  const idOf = new Map(made.map((row) => [row.sku, row.product_id]));
  const moves: Move[] = [];
  const variationRows = [];
  const variableIds: number[] = [];
  for (const product of batch) {
    const productId = idOf.get(product.input.sku.trim()) as number;
    if (product.input.product_type !== "Variable Product") {
      const opening = product.stock ?? 0;
      moves.push({
        productId,
        variationId: null,
        delta: opening,
        stockAfter: opening,
        note: "Opening stock (import)",
      });
      continue;
    }
    variableIds.push(productId);
    for (const [i, variation] of (product.input.variations ?? []).entries()) {
      variationRows.push({
        main_id: writer.mainId,
        product_id: productId,
        ...variationColumns(variation, i + 1),
        stock: product.variationStocks.get(variation.sku) ?? 0,
      });
    }
  }
  if (variationRows.length > 0) {
    const variations = await bulkInsert(tx, productVariations, variationRows, ["id", "product_id", "stock"]);
    for (const v of variations)
      moves.push({
        productId: v.product_id,
        variationId: v.id,
        delta: v.stock,
        stockAfter: v.stock,
        note: "Opening stock (import)",
      });
  }
  await movements(tx, writer, moves);
  return variableIds;
}

async function update(tx: Transaction, writer: Writer, product: PlannedProduct, ids: Map<string, number>) {
  const productId = product.existingId as number;
  const { input } = product;
  const variable = input.product_type === "Variable Product";
  const [current] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.product_id, productId))
    .for("update");
  if (!current) return null;
  const grouped = await groupedItemsOf(
    tx,
    writer.mainId,
    product.groupedSkus.flatMap((sku) => (ids.has(sku) ? [ids.get(sku) as number] : [])),
    productId,
  );
  const moves: Move[] = [];
  const stock = !variable && product.stock !== null ? product.stock : null;
  await tx
    .update(products)
    .set({
      ...productColumns(input, grouped),
      ...(stock === null ? {} : { stock, totalStock: stock }),
      updatedAt: writer.now,
    })
    .where(eq(products.product_id, productId));
  if (stock !== null)
    moves.push({
      productId,
      variationId: null,
      delta: stock - current.stock,
      stockAfter: stock,
      note: "Stock set by import",
    });

  const wanted = variable ? (input.variations ?? []) : [];
  const skus = wanted.map((variation) => variation.sku);
  await tx
    .delete(productVariations)
    .where(
      and(
        eq(productVariations.product_id, productId),
        skus.length > 0 ? notInArray(productVariations.sku, skus) : undefined,
      ),
    );
  const existing = new Map(
    (
      await tx
        .select({ id: productVariations.id, sku: productVariations.sku, stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.product_id, productId))
    ).map((row) => [row.sku, row]),
  );
  for (const [i, variation] of wanted.entries()) {
    const values = variationColumns(variation, i + 1);
    const was = existing.get(variation.sku);
    const fileStock = product.variationStocks.get(variation.sku) ?? null;
    if (was) {
      const next = fileStock ?? was.stock;
      await tx
        .update(productVariations)
        .set({ ...values, stock: next })
        .where(eq(productVariations.id, was.id));
      moves.push({
        productId,
        variationId: was.id,
        delta: next - was.stock,
        stockAfter: next,
        note: "Stock set by import",
      });
    } else {
      const opening = fileStock ?? 0;
      const [made] = await tx
        .insert(productVariations)
        .values({ main_id: writer.mainId, product_id: productId, ...values, stock: opening })
        .returning({ id: productVariations.id });
      if (made)
        moves.push({
          productId,
          variationId: made.id,
          delta: opening,
          stockAfter: opening,
          note: "Opening stock (import)",
        });
    }
  }
  await movements(tx, writer, moves);
  return variable ? productId : null;
}

/** Runs one import to its end; the import row shows progress as batches commit. */
export async function applyCatalogueImport(
  deps: ApplyDeps,
  importId: number,
): Promise<Record<string, number>> {
  const { db } = deps;
  const [job] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!job || job.state === "done") return { skipped: 1 };
  await db
    .update(catalogueImports)
    .set({ state: "running", lastError: null })
    .where(eq(catalogueImports.id, importId));
  try {
    const plan = await planImport(db, job.main_id, job.content);
    const work = plan.products
      .filter((product) => product.action === "create" || product.action === "update")
      // Packages after the products they hold, which may be created by this same file.
      .sort((a, b) => Number(a.groupedSkus.length > 0) - Number(b.groupedSkus.length > 0));
    const skipped = plan.rows.filter((row) => row.action === "unchanged").length;
    let processed = skipped;
    await db
      .update(catalogueImports)
      .set({ processedRows: processed })
      .where(eq(catalogueImports.id, importId));
    let created = 0;
    let updated = 0;
    for (let start = 0; start < work.length; start += BATCH) {
      const batch = work.slice(start, start + BATCH);
      processed += batch.reduce((sum, product) => sum + product.rows.length, 0);
      await db.transaction(async (tx) => {
        const writer: Writer = { mainId: job.main_id, staffId: job.staff_id, now: deps.clock() };
        const creates = batch.filter((product) => product.action === "create");
        // Packages are written after the products they hold, which may be new in this very batch.
        const variableIds = await createAll(
          tx,
          writer,
          creates.filter((product) => product.groupedSkus.length === 0),
          new Map(),
        );
        const ids = await groupedIds(tx, job.main_id, batch);
        variableIds.push(
          ...(await createAll(
            tx,
            writer,
            creates.filter((product) => product.groupedSkus.length > 0),
            ids,
          )),
        );
        created += creates.length;
        for (const product of batch) {
          if (product.action !== "update") continue;
          const variable = await update(tx, writer, product, ids);
          if (variable !== null) variableIds.push(variable);
          updated += 1;
        }
        await syncVariableStock(tx, variableIds);
        await tx
          .update(catalogueImports)
          .set({ processedRows: processed })
          .where(eq(catalogueImports.id, importId));
      });
      await deps.invalidate(job.main_id);
    }
    const summary = {
      created,
      updated,
      unchanged: skipped,
      rowsWithProblems: plan.totalRows - plan.validRows,
    };
    await db.transaction(async (tx) => {
      const [member] = job.staff_id
        ? await tx
            .select({ email: staffMembers.email })
            .from(staffMembers)
            .where(eq(staffMembers.id, job.staff_id))
        : [];
      await recordAudit(
        tx,
        { staffId: job.staff_id, actor: member?.email ?? "unknown member", mainId: job.main_id },
        {
          action: "catalogue.import",
          entity: "import",
          entityId: importId,
          after: { fileName: job.fileName, ...summary },
        },
      );
      await tx
        .update(catalogueImports)
        // The rows applied (written or already the same), never the rows with problems that were skipped.
        .set({ state: "done", processedRows: processed, finishedAt: deps.clock() })
        .where(eq(catalogueImports.id, importId));
    });
    return summary;
  } catch (error) {
    await db
      .update(catalogueImports)
      .set({
        state: "failed",
        lastError: error instanceof Error ? error.message : String(error),
        finishedAt: deps.clock(),
      })
      .where(eq(catalogueImports.id, importId));
    throw error;
  }
}
