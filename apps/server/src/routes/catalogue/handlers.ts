import { parseSortKey } from "@henna/domain/sorting";
import { activeOnly, visibleCategories } from "@henna/domain/visibility";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { categories, newArrivalGroups, products, productVariations } from "../../db/schema.js";
import { isActiveStatus } from "../../db/visibility.js";
import { ApiError } from "../../http/api-error.js";
import type { Handlers } from "../../http/operation-types.js";
import { listProducts } from "./product-query.js";
import { type ProductSummary, toProduct, toProductSummary } from "./product-shapes.js";

export type CatalogueHandlers = Pick<
  Handlers,
  "listNewArrivals" | "getProduct" | "searchProducts" | "listCategories"
>;

const DEFAULT_PAGE_SIZE = 10;

// A product page's two reads, built once (db/prepared-query.ts): every product view that misses the
// answer cache runs them.
const productOfStore = preparedQuery<{ productId: number; mainId: string }, (typeof products.$inferSelect)[]>(
  "catalogue_product_of_store",
  (db) =>
    db
      .select()
      .from(products)
      .where(
        and(
          eq(products.product_id, sql.placeholder("productId")),
          eq(products.main_id, sql.placeholder("mainId")),
        ),
      ),
);

const variationsOfProduct = preparedQuery<{ productId: number }, (typeof productVariations.$inferSelect)[]>(
  "catalogue_variations_of_product",
  (db) =>
    db
      .select()
      .from(productVariations)
      .where(eq(productVariations.product_id, sql.placeholder("productId")))
      .orderBy(asc(productVariations.position), asc(productVariations.id)),
);

export function catalogueHandlers(ctx: AppContext): CatalogueHandlers {
  const { db } = ctx;
  return {
    async listNewArrivals(req) {
      const groups = await db
        .select()
        .from(newArrivalGroups)
        // Inactive groups wait in the back office.
        .where(and(eq(newArrivalGroups.main_id, req.mainId), isActiveStatus(newArrivalGroups.status)))
        .orderBy(asc(newArrivalGroups.position), asc(newArrivalGroups.id));
      const ids = [...new Set(groups.flatMap((group) => group.product_ids))].filter(Number.isInteger);
      const byId = new Map<number, ProductSummary>();
      if (ids.length > 0) {
        const { items } = await listProductsById(ctx, req.mainId, ids);
        for (const item of items) byId.set(item.product_id, item);
      }
      return {
        data: groups.map((group) => ({
          category_name: group.category_name,
          description: group.description,
          // The group's own order; products that are gone or not Active drop out.
          product: group.product_ids.flatMap((id) => byId.get(id) ?? []),
        })),
      };
    },

    async getProduct(req) {
      // Both at once: the variations are asked by the id the product is asked by, and only kept when
      // the store has that product (a product of another store answers 404, its variations unseen).
      const productId = req.params.productId;
      const [[row], variations] = await Promise.all([
        productOfStore(db, { productId, mainId: req.mainId }),
        variationsOfProduct(db, { productId }),
      ]);
      if (!row) throw new ApiError(404, "PRODUCT_NOT_FOUND", "Product not found");
      return { isError: false as const, data: toProduct(row, variations) };
    },

    async searchProducts(req) {
      const { page, limit, category, search, sort } = req.query;
      const paged = page !== undefined || limit !== undefined;
      const pageNumber = page ?? 1;
      const pageSize = limit ?? DEFAULT_PAGE_SIZE;
      const result = await listProducts(db, {
        mainId: req.mainId,
        category,
        search,
        sort: parseSortKey(sort) ?? "recommended",
        page: paged ? { offset: (pageNumber - 1) * pageSize, limit: pageSize } : undefined,
      });
      if (!paged) return { isError: false as const, data: result.items };
      return {
        isError: false as const,
        data: result.items,
        page: pageNumber,
        limit: pageSize,
        ...(result.total === null ? {} : { total: result.total }),
        hasMore: result.hasMore,
      };
    },

    async listCategories(req) {
      // A store has a handful of categories: read them all and let the picker's rule (§5 only Active,
      // §3 by position) choose, exactly as the browser would.
      const rows = await db
        .select({
          category: categories.category,
          name: categories.name,
          icon: categories.icon,
          status: categories.status,
          position: categories.position,
        })
        .from(categories)
        .where(eq(categories.main_id, req.mainId))
        .orderBy(asc(categories.position), asc(categories.id));
      return { isError: false as const, data: visibleCategories(rows) };
    },
  };
}

/** Active products by id (any order), as summaries with their variations. */
async function listProductsById(ctx: AppContext, mainId: string, ids: number[]) {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.main_id, mainId), inArray(products.product_id, ids)));
  const variableIds = rows.filter((row) => row.product_type === "Variable Product").map((r) => r.product_id);
  const variations =
    variableIds.length > 0
      ? await ctx.db
          .select()
          .from(productVariations)
          .where(inArray(productVariations.product_id, variableIds))
          .orderBy(asc(productVariations.position), asc(productVariations.id))
      : [];
  return {
    items: activeOnly(rows).map((row) =>
      toProductSummary(
        row,
        variations.filter((v) => v.product_id === row.product_id),
      ),
    ),
  };
}
