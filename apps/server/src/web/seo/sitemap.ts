// GET /sitemap.xml (a sitemap index) and /sitemaps/<file>.xml: every page a search engine should know,
// with its Hindi alternate, at most 50,000 URLs a file (the protocol's limit):
// - pages.xml: the home, the listings, the content and policy pages;
// - categories.xml: Active categories (the courses category is the academy's /course, in pages.xml);
// - courses.xml: Active courses (products of the courses category);
// - products-<n>.xml: Active products, 50,000 a file, by product id.
// Rows are read in batches and streamed into the file (sitemap-products.ts), which is kept per
// catalogue version.
import { hindiUrl } from "@henna/domain/search-listing";
import { isCourse, visibleCategories } from "@henna/domain/visibility";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { categories } from "../../db/schema.js";
import type { ShopSection } from "../../db/visibility.js";
import { errorBody } from "../../http/api-error.js";
import { escapeXml, type XmlCache } from "./cached-xml.js";
import { publicOrigin } from "./public-origin.js";
import { productEntries, productFileStarts, productRows, URLS_PER_FILE } from "./sitemap-products.js";

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

/** The category's listing page (the category cards' link). */
export function categoryPath(category: string): string {
  return `/category-detail/${encodeURIComponent(category)}`;
}

/** A page's <url> entry (products: sitemap-products.ts). */
function urlEntry(origin: string, path: string): string {
  const loc = escapeXml(`${origin}${path}`);
  const hindi = escapeXml(hindiUrl(`${origin}${path}`));
  return [
    `<url><loc>${loc}</loc>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${loc}"/>`,
    `<xhtml:link rel="alternate" hreflang="hi" href="${hindi}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`,
    "</url>\n",
  ].join("");
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

async function* productFile(db: Db, mainId: string, origin: string, which: ShopSection, after: number) {
  yield URLSET_OPEN;
  const entries = productEntries(origin);
  for await (const rows of productRows(db, mainId, which, after, URLS_PER_FILE)) yield entries(rows);
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
    if (isCourse(row)) continue;
    yield urlEntry(origin, categoryPath(row.category));
  }
  yield URLSET_CLOSE;
}

async function* pagesFile(origin: string) {
  yield URLSET_OPEN;
  for (const path of CONTENT_PATHS) yield urlEntry(origin, path);
  yield URLSET_CLOSE;
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
  // Where each products file starts, found once per catalogue version (a pass over the store's ids).
  let counted: { generation: string; starts: Promise<number[]> } | null = null;
  async function productFiles(): Promise<number[]> {
    const generation = await xml.generation();
    if (counted?.generation !== generation) {
      const starts = productFileStarts(db, env.mainId);
      counted = { generation, starts };
      starts.catch(() => {
        if (counted?.starts === starts) counted = null;
      });
    }
    return counted.starts;
  }
  app.get("/sitemap.xml", (request, reply) => {
    const origin = publicOrigin(env, request);
    return xml.send(request, reply, `sitemap ${origin}`, async function* () {
      yield* indexFile(origin, (await productFiles()).length);
    });
  });
  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const origin = publicOrigin(env, request);
    const file = request.params.file;
    const products = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
    const after = products ? (await productFiles())[Number(products[1]) - 1] : undefined;
    const build =
      file === "pages.xml"
        ? () => pagesFile(origin)
        : file === "categories.xml"
          ? () => categoriesFile(db, env.mainId, origin)
          : file === "courses.xml"
            ? () => productFile(db, env.mainId, origin, "courses", 0)
            : after !== undefined
              ? () => productFile(db, env.mainId, origin, "products", after)
              : null;
    if (!build) {
      return reply.code(404).send(errorBody("NOT_FOUND", `There is no sitemap ${file}.`, [], request.id));
    }
    return xml.send(request, reply, `${file} ${origin}`, build);
  });
}
