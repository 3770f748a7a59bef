// The back office's catalogue: list, read, create and edit products, and the category choices. Every
// write is one transaction with its audit entry; after it commits the store's catalogue cache is
// invalidated, so the shop (on this instance at once, on others within the cache's 2 s recheck) sees it.
import type { components } from "@henna/api";
import { parseGroupedItems, parseSpecifications, parseTextList } from "@henna/domain/json-lists";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import type { DbOrTransaction, Transaction } from "../../../db/database.js";
import { categories, products, productVariations, stockMovements } from "../../../db/schema.js";
import { ApiError } from "../../../http/api-error.js";
import type { Handlers, StaffCaller } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { changedFields, recordAudit } from "../../../services/audit.js";
import { productIdentity } from "../../../services/products/product-identity.js";
import {
  checkProductInput,
  checkSkusFree,
  checkVariationIds,
  claimedSkus,
  groupedItemsOf,
  type ProductInput,
  productColumns,
  skuRaceError,
  variationColumns,
  whereProduct,
} from "../../../services/products/product-input.js";
import { listAdminProducts } from "./product-list.js";

type AdminProduct = components["schemas"]["AdminProduct"];
type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;

export const PRODUCT_NOT_FOUND = "No such product.";
const productNotFound = () => new ApiError(404, "PRODUCT_NOT_FOUND", PRODUCT_NOT_FOUND);

/** The tags the shop's Popular tabs read, always offered even before any product has them. */
const KNOWN_CATEGORY_TYPES = ["Best Sellers", "Trending"];

const money = (value: number | null) => Math.max(0, Number(value ?? 0) || 0);

export function toAdminProduct(row: ProductRow, variations: VariationRow[]): AdminProduct {
  return {
    ...productIdentity(row),
    gallery: parseTextList(row.gallery),
    originalPrice: money(row.originalPrice),
    discountPrice: row.discountPrice === null ? null : money(row.discountPrice),
    stock: Math.max(0, row.stock),
    totalStock: Math.max(0, row.totalStock),
    totalSold: Math.max(0, row.totalSold),
    status: row.status,
    category: row.category,
    categorytype: parseTextList(row.categorytype),
    short_description: row.short_description,
    description: row.description,
    key_features: parseTextList(row.key_features),
    specifications: parseSpecifications(row.specifications),
    delivery_days: row.delivery_days,
    gst_rate: Number(row.gst_rate),
    hsn_code: row.hsn_code,
    variations: variations.map((variation) => ({
      id: variation.id,
      sku: variation.sku,
      price: money(variation.price),
      salePrice: money(variation.salePrice),
      stock: Math.max(0, variation.stock),
      imageUrl: variation.imageUrl,
      attributes: Object.fromEntries(
        Object.entries(variation.attributes ?? {}).map(([name, value]) => [name, String(value)]),
      ),
    })),
    grouped_product_ids: parseGroupedItems(row.grouped_product).map((item) => Number(item.product_id)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadAdminProduct(db: DbOrTransaction, mainId: string, productId: number) {
  const [row] = await db.select().from(products).where(whereProduct(mainId, productId));
  if (!row) return null;
  const variations = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.main_id, mainId), eq(productVariations.product_id, productId)))
    .orderBy(asc(productVariations.position), asc(productVariations.id));
  return toAdminProduct(row, variations);
}

/** What the audit log keeps of a product: the editable fields, without timestamps. */
function auditView(product: AdminProduct): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, totalSold: _sold, ...rest } = product;
  return rest;
}

/** Stock of a product row: a Variable product's is the sum over its variations. */
async function syncVariableStock(tx: Transaction, mainId: string, productId: number) {
  await tx
    .update(products)
    .set({
      stock: sql`(SELECT coalesce(sum(${productVariations.stock}), 0)::int FROM ${productVariations} WHERE ${productVariations.product_id} = ${productId})`,
      totalStock: sql`(SELECT coalesce(sum(${productVariations.stock}), 0)::int FROM ${productVariations} WHERE ${productVariations.product_id} = ${productId})`,
    })
    .where(whereProduct(mainId, productId));
}

/** Opening stock of new rows, on the stock history like any other move. */
async function recordOpeningStock(
  tx: Transaction,
  staff: StaffCaller,
  productId: number,
  moves: { variationId: number | null; stock: number }[],
  now: Date,
) {
  const rows = moves
    .filter((move) => move.stock > 0)
    .map((move) => ({
      main_id: staff.mainId,
      product_id: productId,
      variation_id: move.variationId,
      delta: move.stock,
      stockAfter: move.stock,
      reason: "received" as const,
      note: "Opening stock",
      staff_id: staff.staffId,
      createdAt: now,
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}

/** Packages keep a copy of their items' title and picture (what the shop's package modal shows): keep it current. */
async function renameInPackages(tx: Transaction, mainId: string, productId: number, input: ProductInput) {
  const title = input.title.trim();
  const image = input.image ?? "";
  await tx.execute(sql`
    UPDATE ${products} SET grouped_product = (
      SELECT jsonb_agg(
        CASE WHEN item->>'product_id' = ${String(productId)}
          THEN item || jsonb_build_object('title', ${title}::text, 'image', ${image}::text)
          ELSE item END
        ORDER BY position)
      FROM jsonb_array_elements(${products.grouped_product}) WITH ORDINALITY AS items(item, position))
    WHERE ${products.main_id} = ${mainId}
      AND ${products.product_type} = 'Grouped Product'
      AND ${products.grouped_product} @> ${JSON.stringify([{ product_id: productId }])}::jsonb
      AND NOT ${products.grouped_product} @> ${JSON.stringify([{ product_id: productId, title, image }])}::jsonb`);
}

async function saving<T>(skus: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw skuRaceError(error, skus) ?? error;
  }
}

type ProductHandlers = Pick<
  Handlers,
  | "adminListProducts"
  | "adminGetProduct"
  | "adminCreateProduct"
  | "adminUpdateProduct"
  | "adminListCategories"
>;

export function adminProductHandlers(ctx: AppContext): ProductHandlers {
  async function create(staff: StaffCaller, input: ProductInput): Promise<AdminProduct> {
    checkProductInput(input);
    const skus = claimedSkus(input);
    const variable = input.product_type === "Variable Product";
    return saving(skus, () =>
      ctx.db.transaction(async (tx) => {
        await checkSkusFree(tx, staff.mainId, skus, null);
        const grouped = await groupedItemsOf(tx, staff.mainId, input.grouped_product_ids ?? [], null);
        const now = ctx.clock();
        const opening = variable ? 0 : (input.stock ?? 0);
        const [row] = await tx
          .insert(products)
          .values({
            main_id: staff.mainId,
            ...productColumns(input, grouped),
            stock: opening,
            totalStock: opening,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ product_id: products.product_id });
        const productId = (row as { product_id: number }).product_id;
        const moves: { variationId: number | null; stock: number }[] = [
          { variationId: null, stock: opening },
        ];
        if (variable) {
          const made = await tx
            .insert(productVariations)
            .values(
              (input.variations ?? []).map((variation, index) => ({
                main_id: staff.mainId,
                product_id: productId,
                ...variationColumns(variation, index + 1),
                stock: variation.stock ?? 0,
              })),
            )
            .returning({ id: productVariations.id, stock: productVariations.stock });
          moves.splice(0, 1, ...made.map((v) => ({ variationId: v.id, stock: v.stock })));
          await syncVariableStock(tx, staff.mainId, productId);
        }
        await recordOpeningStock(tx, staff, productId, moves, now);
        const product = (await loadAdminProduct(tx, staff.mainId, productId)) as AdminProduct;
        await recordAudit(tx, staff, {
          action: "product.create",
          entity: "product",
          entityId: productId,
          after: auditView(product),
        });
        return product;
      }),
    );
  }

  async function update(staff: StaffCaller, productId: number, input: ProductInput): Promise<AdminProduct> {
    checkProductInput(input);
    const skus = claimedSkus(input);
    const variable = input.product_type === "Variable Product";
    return saving(skus, () =>
      ctx.db.transaction(async (tx) => {
        // Locked first, like an order's stock reservation, so an edit and an order touch rows in one order.
        const [locked] = await tx
          .select({ id: products.product_id })
          .from(products)
          .where(whereProduct(staff.mainId, productId))
          .for("update");
        if (!locked) throw productNotFound();
        const before = (await loadAdminProduct(tx, staff.mainId, productId)) as AdminProduct;
        const existing = new Set(before.variations.map((variation) => variation.id));
        const wanted = variable ? (input.variations ?? []) : [];
        checkVariationIds({ ...input, variations: wanted }, existing);
        await checkSkusFree(tx, staff.mainId, skus, productId);
        const grouped = await groupedItemsOf(tx, staff.mainId, input.grouped_product_ids ?? [], productId);

        // Removed variations go first, so a kept or new one may take over a removed one's SKU.
        const kept = wanted.flatMap((variation) => (variation.id === undefined ? [] : [variation.id]));
        await tx
          .delete(productVariations)
          .where(
            and(
              eq(productVariations.product_id, productId),
              kept.length > 0 ? notInArray(productVariations.id, kept) : undefined,
            ),
          );
        // Kept ones change SKU in two steps, so two variations swapping SKUs never meet the unique index.
        if (kept.length > 0)
          await tx
            .update(productVariations)
            .set({ sku: sql`${productVariations.sku} || '~' || ${productVariations.id}` })
            .where(inArray(productVariations.id, kept));
        const opening: { variationId: number | null; stock: number }[] = [];
        for (const [index, variation] of wanted.entries()) {
          const values = variationColumns(variation, index + 1);
          if (variation.id !== undefined) {
            await tx.update(productVariations).set(values).where(eq(productVariations.id, variation.id));
          } else {
            const [made] = await tx
              .insert(productVariations)
              .values({
                main_id: staff.mainId,
                product_id: productId,
                ...values,
                stock: variation.stock ?? 0,
              })
              .returning({ id: productVariations.id, stock: productVariations.stock });
            if (made) opening.push({ variationId: made.id, stock: made.stock });
          }
        }
        await tx
          .update(products)
          .set({ ...productColumns(input, grouped), updatedAt: ctx.clock() })
          .where(whereProduct(staff.mainId, productId));
        if (variable) await syncVariableStock(tx, staff.mainId, productId);
        await recordOpeningStock(tx, staff, productId, opening, ctx.clock());
        await renameInPackages(tx, staff.mainId, productId, input);
        const after = (await loadAdminProduct(tx, staff.mainId, productId)) as AdminProduct;
        await recordAudit(tx, staff, {
          action: "product.update",
          entity: "product",
          entityId: productId,
          ...changedFields(auditView(before), auditView(after)),
        });
        return after;
      }),
    );
  }

  return {
    async adminListProducts(req) {
      return listAdminProducts(ctx.db, req.mainId, req.query);
    },

    async adminGetProduct(req) {
      const product = await loadAdminProduct(ctx.db, req.mainId, req.params.productId);
      if (!product) throw productNotFound();
      return { data: product };
    },

    async adminCreateProduct(req) {
      const staff = requireStaff(req.staff);
      const product = await create(staff, req.body);
      await ctx.cache.invalidate(req.mainId);
      req.reply.code(201);
      return { data: product };
    },

    async adminUpdateProduct(req) {
      const staff = requireStaff(req.staff);
      const product = await update(staff, req.params.productId, req.body);
      await ctx.cache.invalidate(req.mainId);
      return { data: product };
    },

    async adminListCategories(req) {
      const [named, used, tags] = await Promise.all([
        ctx.db
          .select({ key: categories.category, name: categories.name })
          .from(categories)
          .where(eq(categories.main_id, req.mainId))
          .orderBy(asc(categories.position), asc(categories.category)),
        ctx.db
          .selectDistinct({ name: products.category })
          .from(products)
          .where(eq(products.main_id, req.mainId)),
        ctx.db.execute<{ tag: string }>(
          sql`SELECT DISTINCT jsonb_array_elements_text(${products.categorytype}) AS tag FROM ${products} WHERE ${products.main_id} = ${req.mainId}`,
        ),
      ]);
      const names = named.map((row) => row.key);
      for (const row of used.map((r) => r.name).sort()) if (row && !names.includes(row)) names.push(row);
      const categoryNames = Object.fromEntries(named.map((row) => [row.key, row.name]));
      const types = [...KNOWN_CATEGORY_TYPES];
      for (const row of tags.rows.map((r) => r.tag).sort()) if (row && !types.includes(row)) types.push(row);
      return { categories: names, categoryNames, categoryTypes: types };
    },
  };
}
