// Which products the shop shows, in SQL: the domain's visibility rules (@henna/domain/visibility) in the
// form the products indexes serve. The shop's listings (routes/catalogue/product-query.ts), the sitemaps
// (web/seo/sitemap-products.ts), the Merchant feed (web/seo/merchant-feed.ts) and the back office's
// low-stock report read them here, so "an Active product" and "a course" are one rule everywhere.
// - A status is stored exactly as "Active" or "Inactive" (ActiveStatus): every table that has one
//   checks it (<table>_status_check, migration 0028), and the writes refuse anything else first with a
//   message (the back office's ActiveStatus enums, the CSV import's "Use Active or Inactive."). So the
//   domain's isActive (trimmed, case-insensitive) is `status = 'Active'` here: the second column of
//   products_listing_idx and its siblings, where lower(trim(status)) would read every row. Offers,
//   slides, New Arrivals, pincodes and delivery bands read it through isActiveStatus too.
// - A category is kept as the owner typed it (trimmed, any case: "Courses"), so the courses rule
//   (isCourse) is applied in JavaScript to the store's few distinct spellings, and SQL filters with a
//   plain `category IN (...)` / `NOT IN (...)` that products_listing_idx serves.
import { isCourse } from "@henna/domain/visibility";
import { and, type Column, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction } from "./database.js";
import { type ActiveStatus, products } from "./schema.js";

/** The stored status of what the shop shows (products, categories, delivery bands...). */
export const ACTIVE: ActiveStatus = "Active";

/** The row's status (an ActiveStatus column) is Active. */
export function isActiveStatus(status: Column): SQL {
  return eq(status, ACTIVE);
}

/**
 * The distinct category texts of the store's Active products. A recursive "loose index scan" over
 * products_listing_idx (main_id, status, category, ...) costs one index probe per category instead of
 * reading every product.
 */
export async function activeCategories(db: DbOrTransaction, mainId: string): Promise<string[]> {
  const result = await db.execute<{ category: string | null }>(sql`
    WITH RECURSIVE c(category) AS (
      (SELECT ${products.category} FROM ${products}
        WHERE ${products.main_id} = ${mainId} AND ${products.status} = ${ACTIVE}
        ORDER BY ${products.category} LIMIT 1)
      UNION ALL
      SELECT (SELECT p.category FROM ${products} p
               WHERE p.main_id = ${mainId} AND p.status = ${ACTIVE} AND p.category > c.category
               ORDER BY p.category LIMIT 1)
        FROM c WHERE c.category IS NOT NULL
    )
    SELECT category FROM c WHERE category IS NOT NULL`);
  return result.rows.map((row) => row.category).filter((category) => category !== null);
}

/** The products of a shop section: the academy's courses, or the shop's goods (everything else). */
export type ShopSection = "products" | "courses";

/**
 * §2 the section's products among `spellings` (the store's category texts): `category IN` the courses
 * category's spellings for the courses, `NOT IN` them for the rest. Undefined when nothing is left out
 * (`and()` drops it); false for the courses of a store without any.
 */
export function sectionCategories(spellings: readonly string[], which: ShopSection): SQL | undefined {
  const courses = spellings.filter((category) => isCourse({ category }));
  if (which === "courses") return courses.length > 0 ? inArray(products.category, courses) : sql`false`;
  return courses.length > 0 ? notInArray(products.category, courses) : undefined;
}

/** §2 / §5 what a shopper sees of the section: the store's Active products, courses or not. */
export async function shownProducts(db: DbOrTransaction, mainId: string, which: ShopSection): Promise<SQL> {
  return and(
    eq(products.main_id, mainId),
    isActiveStatus(products.status),
    sectionCategories(await activeCategories(db, mainId), which),
  ) as SQL;
}
