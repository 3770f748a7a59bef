// The back office's products list over a catalogue of 100,000 and more (indexes of migration 0011):
// - search matches products.search_text (title and SKU, lower-cased when written), by its trigram index
//   for a rare word and by products_admin_stock_idx for a common one; a variation SKU search is
//   resolved first into product ids, so the match stays index scans instead of a pass over every row;
// - each sort has its index, so a page reads its 25 rows, not the catalogue;
// - `total` is an exact count, made by index-only scans (the type and category indexes, or
//   products_admin_stock_idx, whose columns are every filter): the table's rows are wide, and reading
//   them to count would cost ten times more. A search is probed first: a rare word's few matches are
//   counted then and there; a common word's are not counted past COUNT_PROBE (the answer says
//   `totalAtLeast`), because counting 25,000 matches costs ten pages and nobody pages through them.
import type { operations } from "@henna/api";
import { LOW_STOCK } from "@henna/domain/validate-product";
import { and, asc, between, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { escapeLike } from "../../../db/product-search.js";
import { products, productVariations } from "../../../db/schema.js";
import { pageOf } from "../paging.js";

type ListQuery = NonNullable<operations["adminListProducts"]["parameters"]["query"]>;
type Row = operations["adminListProducts"]["responses"][200]["content"]["application/json"]["data"][number];

// More variation matches than this for one term are not a search any more: the title and product SKU
// matches then carry the list (a variation SKU almost always starts with its product's SKU).
const VARIATION_MATCH_CAP = 2000;

/** Same expression as the shop's price sort (routes/catalogue/product-query.ts). */
const sortPrice = sql`(CASE WHEN ${products.discountPrice} > 0 THEN ${products.discountPrice} ELSE GREATEST(${products.originalPrice}, 0) END)`;

/** The search: title or product SKU by the trigram index, or a variation SKU (resolved to ids first). */
async function searchConditions(db: DbOrTransaction, mainId: string, q: string) {
  const needle = q.trim().toLowerCase();
  if (needle === "") return null;
  const pattern = `%${escapeLike(needle)}%`;
  const variationHits = await db
    .selectDistinct({ id: productVariations.product_id })
    .from(productVariations)
    .where(and(eq(productVariations.main_id, mainId), sql`lower(${productVariations.sku}) LIKE ${pattern}`))
    .limit(VARIATION_MATCH_CAP);
  const ids = variationHits.map((hit) => hit.id);
  const withIds = (text: SQL) =>
    ids.length > 0 ? sql`(${text} OR ${inArray(products.product_id, ids)})` : text;
  return withIds(sql`${products.searchText} LIKE ${pattern}`);
}

// A search is counted by this probe, exactly up to this many matches.
const COUNT_PROBE = 1000;

async function countAll(db: DbOrTransaction, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return Number(total?.n ?? 0);
}

/** The number of matches when there are at most COUNT_PROBE, else null. */
async function probeCount(db: DbOrTransaction, filter: SQL | undefined): Promise<number | null> {
  const probe = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${products} WHERE ${filter} LIMIT ${COUNT_PROBE + 1}) AS probe`,
  );
  const probed = Number(probe.rows[0]?.n ?? 0);
  return probed <= COUNT_PROBE ? probed : null;
}

/**
 * The sort. `opaque` hides the keys from the sort indexes: for a search known to match few rows, the
 * planner (which cannot know how few) would otherwise walk a sort index through the whole catalogue
 * looking for them; with opaque keys it fetches the matches by the trigram index and sorts those.
 */
function orderOf(sort: ListQuery["sort"], opaque: boolean): SQL[] {
  const id = opaque ? sql`${products.product_id} + 0` : sql`${products.product_id}`;
  const key = (column: SQL | typeof products.title, kind: "text" | "number" | "time") =>
    !opaque
      ? sql`${column}`
      : kind === "text"
        ? sql`${column} || ''`
        : kind === "time"
          ? sql`${column} + interval '0 seconds'`
          : sql`${column} + 0`;
  switch (sort) {
    case "title":
      return [asc(key(products.title, "text")), asc(id)];
    case "stock_asc":
      return [asc(key(sql`${products.stock}`, "number")), asc(id)];
    case "price_asc":
      return [asc(key(sortPrice, "number")), asc(id)];
    case "price_desc":
      return [desc(key(sortPrice, "number")), desc(id)];
    case "updated":
      return [desc(key(sql`${products.updatedAt}`, "time")), desc(id)];
    default:
      return [desc(key(sql`${products.createdAt}`, "time")), desc(id)];
  }
}

export async function listAdminProducts(db: DbOrTransaction, mainId: string, query: ListQuery) {
  const { page, limit, offset } = pageOf(query);
  const where: (SQL | undefined)[] = [eq(products.main_id, mainId)];
  const search = query.q ? await searchConditions(db, mainId, query.q) : null;
  if (query.category) where.push(eq(products.category, query.category));
  if (query.type) where.push(eq(products.product_type, query.type));
  if (query.status) where.push(eq(products.status, query.status));
  // products.stock is the units on hand now; a Variable product's is the sum over its variations.
  if (query.stock === "out") where.push(eq(products.stock, 0));
  if (query.stock === "low") where.push(between(products.stock, 1, LOW_STOCK));
  const filter = and(...where, search ?? undefined);

  // Written out: inside a select list drizzle leaves the outer column unqualified, and an unqualified
  // product_id here would be the variation's own.
  const variationCount = sql<number>`(SELECT count(*)::int FROM product_variations counted WHERE counted.product_id = "products"."product_id")`;
  const pageOfRows = (opaque: boolean) =>
    db
      .select({
        product_id: products.product_id,
        title: products.title,
        sku: products.sku,
        product_type: products.product_type,
        image: products.image,
        category: products.category,
        status: products.status,
        originalPrice: products.originalPrice,
        discountPrice: products.discountPrice,
        stock: products.stock,
        variations: variationCount,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(filter)
      .orderBy(...orderOf(query.sort, opaque))
      .limit(limit)
      .offset(offset);

  let rows: Awaited<ReturnType<typeof pageOfRows>>;
  let total: number;
  let totalAtLeast = false;
  if (search) {
    const few = await probeCount(db, filter);
    if (few !== null) {
      total = few;
      rows = few > offset ? await pageOfRows(true) : [];
    } else {
      total = COUNT_PROBE + 1;
      totalAtLeast = true;
      rows = await pageOfRows(false);
    }
  } else {
    [rows, total] = await Promise.all([pageOfRows(false), countAll(db, filter)]);
  }
  const data: Row[] = rows.map((row) => ({
    product_id: row.product_id,
    title: row.title,
    sku: row.sku,
    product_type: row.product_type,
    image: row.image,
    category: row.category,
    status: row.status,
    originalPrice: Math.max(0, Number(row.originalPrice) || 0),
    discountPrice: row.discountPrice === null ? null : Math.max(0, Number(row.discountPrice) || 0),
    totalStock: Math.max(0, row.stock),
    variations: Number(row.variations) || 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { data, page, limit, total, totalAtLeast };
}
