// The catalogue listing query (searchProducts). It has to stay fast on 100,000 products, so:
// - the domain's visibility rules (§2 courses, category equality trimmed and case-insensitive) are
//   applied in JavaScript to the store's few distinct category spellings, and SQL then filters with a
//   plain `category IN (...)` / `NOT IN (...)` that the listing indexes can serve (db/visibility.ts,
//   the rule the sitemaps and the Merchant feed share);
// - only the summary columns are read, one page at a time with a product_id tiebreak so pages are
//   stable, and variation summaries come in one query for just the page's Variable products.
import type { SortKey } from "@henna/domain/sorting";
import { isCourse, productsForCategoryRoute } from "@henna/domain/visibility";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { productCardColumns } from "../../db/product-columns.js";
import { titleContains } from "../../db/product-search.js";
import { products, productVariations } from "../../db/schema.js";
import { ACTIVE, activeCategories, isActiveStatus, sectionCategories } from "../../db/visibility.js";
import {
  type ProductSummary,
  type SummaryRow,
  toProductSummary,
  type VariationSummaryRow,
} from "./product-shapes.js";

export interface ProductListQuery {
  mainId: string;
  /** Only this category (trimmed, case-insensitive); without it courses are left out (§2). */
  category?: string | undefined;
  search?: string | undefined;
  sort: SortKey;
  /** Paging; without it every matching product is returned. */
  page?: { offset: number; limit: number } | undefined;
}

export interface ProductListResult {
  items: ProductSummary[];
  hasMore: boolean;
  /**
   * Every match, when known for free: on the last page. Counting on other pages would read the whole
   * catalogue (45-150 ms at 100,000 products on PGlite, which has no visibility map for index-only
   * scans), for a number the shop does not need to page.
   */
  total: number | null;
}

// Drizzle expands an array into one bind parameter per element; stay far below PostgreSQL's 65,535.
const VARIATION_BATCH = 5000;

const summaryColumns = {
  ...productCardColumns,
  stock: products.stock,
  totalStock: products.totalStock,
  totalSold: products.totalSold,
  categorytype: products.categorytype,
  createdAt: products.createdAt,
};

/** §4 price sorts: discountPrice when above 0, else originalPrice, else 0 (domain sortPriceOf). */
const sortPrice = sql`(CASE WHEN ${products.discountPrice} > 0 THEN ${products.discountPrice} ELSE GREATEST(${products.originalPrice}, 0) END)`;

function orderBy(sort: SortKey): SQL[] {
  const tiebreak = asc(products.product_id);
  switch (sort) {
    case "recommended":
      return [tiebreak];
    case "newest":
      return [desc(products.createdAt), tiebreak];
    case "popular":
      return [desc(products.totalSold), tiebreak];
    case "price_desc":
      return [sql`${sortPrice} DESC`, tiebreak];
    case "price_asc":
      return [sql`${sortPrice} ASC`, tiebreak];
  }
}

/** The category condition: the spellings to keep (a category filter) or to leave out (courses). */
async function categoryCondition(
  db: Db,
  mainId: string,
  category: string | undefined,
): Promise<SQL | undefined | "nothing"> {
  const spellings = await activeCategories(db, mainId);
  if (category === undefined) return sectionCategories(spellings, "products");
  if (isCourse({ category })) {
    const courses = spellings.filter((c) => isCourse({ category: c }));
    return courses.length > 0 ? inArray(products.category, courses) : "nothing";
  }
  // The route rule decodes URI escapes; the query value is already decoded, so hand it over encoded.
  const matching = productsForCategoryRoute(
    spellings.map((c) => ({ category: c, status: ACTIVE })),
    encodeURIComponent(category),
  ).map((item) => item.category);
  return matching.length > 0 ? inArray(products.category, matching) : "nothing";
}

async function variationSummaries(db: Db, productIds: number[]): Promise<Map<number, VariationSummaryRow[]>> {
  const byProduct = new Map<number, VariationSummaryRow[]>();
  for (let start = 0; start < productIds.length; start += VARIATION_BATCH) {
    const rows = await db
      .select({
        product_id: productVariations.product_id,
        sku: productVariations.sku,
        price: productVariations.price,
        salePrice: productVariations.salePrice,
        stock: productVariations.stock,
      })
      .from(productVariations)
      .where(inArray(productVariations.product_id, productIds.slice(start, start + VARIATION_BATCH)))
      .orderBy(asc(productVariations.product_id), asc(productVariations.position), asc(productVariations.id));
    for (const row of rows) {
      const list = byProduct.get(row.product_id);
      if (list) list.push(row);
      else byProduct.set(row.product_id, [row]);
    }
  }
  return byProduct;
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResult> {
  const category = await categoryCondition(db, query.mainId, query.category);
  if (category === "nothing") return { items: [], hasMore: false, total: 0 };
  const where = and(
    eq(products.main_id, query.mainId),
    isActiveStatus(products.status),
    category,
    query.search === undefined ? undefined : (titleContains(query.search) ?? undefined),
  );

  const select = db
    .select(summaryColumns)
    .from(products)
    .where(where)
    .orderBy(...orderBy(query.sort));
  // One row more than the page tells whether another page exists without counting.
  const rows: SummaryRow[] = query.page
    ? await select.limit(query.page.limit + 1).offset(query.page.offset)
    : await select;
  const hasMore = query.page ? rows.length > query.page.limit : false;
  const pageRows = query.page ? rows.slice(0, query.page.limit) : rows;

  const variableIds = pageRows
    .filter((row) => row.product_type === "Variable Product")
    .map((r) => r.product_id);
  const variations = await variationSummaries(db, variableIds);
  const offset = query.page?.offset ?? 0;
  // A page past the end has no rows and says nothing about how many there are.
  const total = !hasMore && (pageRows.length > 0 || offset === 0) ? offset + pageRows.length : null;
  return {
    items: pageRows.map((row) => toProductSummary(row, variations.get(row.product_id) ?? [])),
    hasMore,
    total,
  };
}
