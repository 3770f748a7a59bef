// The one way to match product titles by text. It must stay `lower(title) LIKE '%term%'`: that is the
// expression the GIN trigram index products_title_trgm_idx covers, which keeps search fast at 100,000
// products on PGlite and PostgreSQL alike.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction } from "./database.js";
import { products } from "./schema.js";

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive "title contains term" condition; undefined for a blank term, so `and()` drops it. */
export function titleContains(term: string): SQL | undefined {
  const needle = term.trim().toLowerCase();
  if (needle === "") return undefined;
  return sql`lower(${products.title}) LIKE ${`%${escapeLike(needle)}%`}`;
}

export const SEARCH_COUNT_CAP = 1000;

/**
 * Counts products matching `where`, stopping at `cap`. An exact count of a common word ("henna") over
 * 100,000 products reads every match (30 to 90 ms); stopping at the cap keeps it near 5 ms, and a
 * listing only needs to show "1000+" at that size.
 */
export async function countProductsCapped(
  db: DbOrTransaction,
  where: SQL | undefined,
  cap: number = SEARCH_COUNT_CAP,
): Promise<{ count: number; capped: boolean }> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${products} WHERE ${where ?? sql`true`} LIMIT ${cap + 1}) AS capped`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}
