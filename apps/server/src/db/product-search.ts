// The one way to match product titles by text. It must stay `lower(title) LIKE '%term%'`: that is the
// expression the GIN trigram index products_title_trgm_idx covers, which keeps search fast at 100,000
// products on PGlite and PostgreSQL alike.
import { type SQL, sql } from "drizzle-orm";
import { products } from "./schema.js";

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive "title contains term" condition; null for a blank term (no filter). */
export function titleContains(term: string): SQL | null {
  const needle = term.trim().toLowerCase();
  if (needle === "") return null;
  return sql`lower(${products.title}) LIKE ${`%${escapeLike(needle)}%`}`;
}
