// The products sitemap files' rows and text (sitemap.ts serves them). A cold 50,000-URL file is what a
// crawler waits for after every catalogue change, so the work per URL is kept small:
// - where each file starts (the id its first product comes after) is found once per catalogue version,
//   in one pass over the ids, instead of an OFFSET scan per file;
// - a batch of rows comes back as one JSON text built by the database (some 1 MB), lastmod already
//   formatted, instead of an object and a Date per row from the driver; the next batch is asked for
//   while this one is turned into XML;
// - a URL is concatenated from parts escaped once: the origin; a product path is base64 and slashes
//   (product-path.ts), which XML takes as they are.
import { productPath } from "@henna/domain/product-route";
import { hindiUrl } from "@henna/domain/search-listing";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { products } from "../../db/schema.js";
import { type ShopSection, shownProducts } from "../../db/visibility.js";
import { escapeXml } from "./cached-xml.js";

export const URLS_PER_FILE = 50_000;
// Some 1 MB of JSON a batch (titles are rarely over 60 characters).
const BATCH = 10_000;

/**
 * Where each products file starts: the id its first product comes after (0 for the first file), one
 * entry per file and at least one.
 */
export async function productFileStarts(db: Db, mainId: string, perFile = URLS_PER_FILE): Promise<number[]> {
  // Each file's first product; ids are whole numbers, so the file starts after the one before it.
  const { rows } = await db.execute<{ id: number }>(sql`
    select numbered.id from (
      select ${products.product_id} as id, row_number() over (order by ${products.product_id}) as n
      from ${products}
      where ${await shownProducts(db, mainId, "products")}
    ) numbered
    where numbered.n % ${perFile} = 1 % ${perFile}
    order by numbered.id`);
  return rows.length > 0 ? rows.map((row) => Number(row.id) - 1) : [0];
}

/** One product as a batch's JSON carries it: id, title, lastmod (ISO 8601, UTC). */
export type ProductRow = [number, string, string];

function batch(db: Db, shown: SQL, after: number, limit: number) {
  const result = db.execute<{ rows: string | null }>(sql`
    select json_agg(json_build_array(b.id, b.title, b.lastmod) order by b.id)::text as rows
    from (
      select ${products.product_id} as id, ${products.title} as title,
        to_char(${products.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as lastmod
      from ${products}
      where ${shown} and ${products.product_id} > ${after}
      order by ${products.product_id}
      limit ${limit}
    ) b`);
  // Asked for ahead of use: if it is never read (the reader stopped), its failure is nobody's.
  result.catch(() => undefined);
  return result;
}

/**
 * The section's products a shopper sees (db/visibility.ts: Active, courses or not) after the id
 * `after`, `limit` of them, in batches by product id.
 */
export async function* productRows(
  db: Db,
  mainId: string,
  which: ShopSection,
  after: number,
  limit: number,
  batchSize = BATCH,
): AsyncGenerator<ProductRow[]> {
  let left = limit;
  const shown = await shownProducts(db, mainId, which);
  let next = left > 0 ? batch(db, shown, after, Math.min(batchSize, left)) : null;
  while (next) {
    const { rows } = await next;
    const parsed = JSON.parse(rows[0]?.rows ?? "[]") as ProductRow[];
    left -= parsed.length;
    const last = parsed.at(-1)?.[0];
    next =
      parsed.length === batchSize && left > 0 && last !== undefined
        ? batch(db, shown, last, Math.min(batchSize, left))
        : null;
    if (parsed.length > 0) yield parsed;
  }
}

/** A batch of rows as the file's <url> entries, each with its Hindi and default alternates. */
export function productEntries(origin: string): (rows: ProductRow[]) => string {
  const base = escapeXml(origin);
  return (rows) => {
    let out = "";
    for (const [id, title, lastmod] of rows) {
      // Base64 and slashes after an origin: nothing to escape, in the Hindi address either.
      const loc = base + productPath(title, id);
      out += `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod><xhtml:link rel="alternate" hreflang="en" href="${loc}"/><xhtml:link rel="alternate" hreflang="hi" href="${hindiUrl(loc)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/></url>\n`;
    }
    return out;
  };
}
