// GET /sitemap.xml (a sitemap index) and /sitemaps/<file>.xml: every page a search engine should know,
// with its Hindi alternate, at most 50,000 URLs a file (the protocol's limit):
// - pages.xml: the home, the listings, the content and policy pages;
// - categories.xml: Active categories (the courses category is the academy's /course, in pages.xml);
// - courses.xml: Active courses (products of the courses category);
// - products-<n>.xml: Active products, 50,000 a file, by product id.
// Rows are read in batches and streamed into the file, which is kept per catalogue version.
import { productPath } from "@henna/domain/product-route";
import { hindiUrl } from "@henna/domain/search-listing";
import { COURSES_CATEGORY, visibleCategories } from "@henna/domain/visibility";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { categories, products } from "../../db/schema.js";
import { errorBody } from "../../http/api-error.js";
import { escapeXml, type XmlCache } from "./cached-xml.js";
import { publicOrigin } from "./public-origin.js";

export const URLS_PER_FILE = 50_000;
const BATCH = 10_000;

/** The pages every store has that a crawler may index (robots.ts keeps it out of the rest). */
export const CONTENT_PATHS = [
  "/",
  "/products",
  "/course",
  "/about",
  "/contact",
  "/centers",
  "/enquiry-form",
  "/privacy-policy",
  "/refund-policy",
  "/terms-and-conditions",
  "/shipping-and-delivery",
  "/rules-and-regulations",
];

// As the shop's listings read it (routes/catalogue/product-query.ts), so products_listing_idx serves it.
const ACTIVE = eq(products.status, "Active");
const IS_COURSE = sql`lower(trim(${products.category})) = ${COURSES_CATEGORY}`;
const NOT_COURSE = sql`lower(trim(${products.category})) <> ${COURSES_CATEGORY}`;

/** The category's listing page (the category cards' link). */
export function categoryPath(category: string): string {
  return `/category-detail/${encodeURIComponent(category)}`;
}

function urlEntry(origin: string, path: string, lastmod: Date | null): string {
  const loc = escapeXml(`${origin}${path}`);
  const hindi = escapeXml(hindiUrl(`${origin}${path}`));
  return [
    `<url><loc>${loc}</loc>`,
    lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "",
    `<xhtml:link rel="alternate" hreflang="en" href="${loc}"/>`,
    `<xhtml:link rel="alternate" hreflang="hi" href="${hindi}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`,
    "</url>\n",
  ].join("");
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

/** Active products (or courses) from the `skip`-th on, `limit` of them, in batches by product id. */
async function* productRows(
  db: Db,
  mainId: string,
  which: "products" | "courses",
  skip: number,
  limit: number,
) {
  const kind = which === "courses" ? IS_COURSE : NOT_COURSE;
  let after = 0;
  if (skip > 0) {
    // The id the file starts after: the last one of the files before it.
    const [start] = await db
      .select({ id: products.product_id })
      .from(products)
      .where(and(eq(products.main_id, mainId), ACTIVE, kind))
      .orderBy(asc(products.product_id))
      .offset(skip - 1)
      .limit(1);
    if (!start) return;
    after = start.id;
  }
  let left = limit;
  while (left > 0) {
    const rows = await db
      .select({ id: products.product_id, title: products.title, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.main_id, mainId), ACTIVE, kind, gt(products.product_id, after)))
      .orderBy(asc(products.product_id))
      .limit(Math.min(BATCH, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows.at(-1)?.id ?? after;
  }
}

async function* productFile(
  db: Db,
  mainId: string,
  origin: string,
  which: "products" | "courses",
  n: number,
) {
  yield URLSET_OPEN;
  const skip = which === "courses" ? 0 : (n - 1) * URLS_PER_FILE;
  for await (const rows of productRows(db, mainId, which, skip, URLS_PER_FILE)) {
    yield rows.map((row) => urlEntry(origin, productPath(row.title, row.id), row.updatedAt)).join("");
  }
  yield URLSET_CLOSE;
}

async function* categoriesFile(db: Db, mainId: string, origin: string) {
  yield URLSET_OPEN;
  const rows = await db
    .select({ category: categories.category, status: categories.status, position: categories.position })
    .from(categories)
    .where(eq(categories.main_id, mainId))
    .orderBy(asc(categories.position), asc(categories.id));
  for (const row of visibleCategories(rows)) {
    if (row.category.trim().toLowerCase() === COURSES_CATEGORY) continue;
    yield urlEntry(origin, categoryPath(row.category), null);
  }
  yield URLSET_CLOSE;
}

async function* pagesFile(origin: string) {
  yield URLSET_OPEN;
  for (const path of CONTENT_PATHS) yield urlEntry(origin, path, null);
  yield URLSET_CLOSE;
}

async function productFileCount(db: Db, mainId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.main_id, mainId), ACTIVE, NOT_COURSE));
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / URLS_PER_FILE));
}

async function* indexFile(origin: string, productFiles: number) {
  const files = ["pages", "categories", "courses"];
  for (let n = 1; n <= productFiles; n++) files.push(`products-${n}`);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const file of files)
    yield `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>\n`;
  yield "</sitemapindex>\n";
}

export function serveSitemaps(
  app: FastifyInstance,
  ctx: Pick<AppContext, "env" | "db">,
  xml: XmlCache,
): void {
  const { db, env } = ctx;
  // The number of products files, counted once per catalogue version (a count is a scan of the store).
  let counted: { generation: string; files: Promise<number> } | null = null;
  async function productFiles(): Promise<number> {
    const generation = await xml.generation();
    if (counted?.generation !== generation) {
      const files = productFileCount(db, env.mainId);
      counted = { generation, files };
      files.catch(() => {
        if (counted?.files === files) counted = null;
      });
    }
    return counted.files;
  }
  app.get("/sitemap.xml", (request, reply) => {
    const origin = publicOrigin(env, request);
    return xml.send(request, reply, `sitemap ${origin}`, async function* () {
      yield* indexFile(origin, await productFiles());
    });
  });
  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const origin = publicOrigin(env, request);
    const file = request.params.file;
    const products = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
    const build =
      file === "pages.xml"
        ? () => pagesFile(origin)
        : file === "categories.xml"
          ? () => categoriesFile(db, env.mainId, origin)
          : file === "courses.xml"
            ? () => productFile(db, env.mainId, origin, "courses", 1)
            : products && Number(products[1]) <= (await productFiles())
              ? () => productFile(db, env.mainId, origin, "products", Number(products[1]))
              : null;
    if (!build) {
      return reply.code(404).send(errorBody("NOT_FOUND", `There is no sitemap ${file}.`, [], request.id));
    }
    return xml.send(request, reply, `${file} ${origin}`, build);
  });
}
