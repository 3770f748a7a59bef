// GET /feeds/google-merchant.xml: the catalogue as Google Merchant Center reads it (RSS 2.0 with the
// g: fields). One item per Active product, or per variation of a Variable product (item_group_id ties
// them). Courses are the academy's admissions, not goods that ship, and stay out. Rows are read in
// batches and streamed into the feed, which is kept for the catalogue version and at most an hour
// (orders move stock without a catalogue change).
import { isVariableProduct, pricePoint, productPricing } from "@henna/domain/product-pricing";
import { productPath } from "@henna/domain/product-route";
import { plainText } from "@henna/domain/search-listing";
import { isOutOfStock } from "@henna/domain/variations";
import { and, asc, gt, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { products, productVariations } from "../../db/schema.js";
import { shownProducts } from "../../db/visibility.js";
import { escapeXml, type XmlCache } from "./cached-xml.js";
import { publicOrigin } from "./public-origin.js";
import { absoluteUrl, type StoreFacts, shippingFor, storeFacts } from "./store-facts.js";

const BATCH = 2_000;
const FEED_MAX_AGE_MS = 60 * 60_000;
/** Google reads at most 5,000 characters of a description and 150 of a title. */
const DESCRIPTION_MAX = 5_000;
const TITLE_MAX = 150;

/** Google's price text: "499.00 INR". */
export function feedPrice(rupees: number): string {
  return `${rupees.toFixed(2)} INR`;
}

interface ItemInput {
  id: string;
  groupId: number | null;
  title: string;
  description: string;
  link: string;
  image: string | null;
  inStock: boolean;
  mrp: number | null;
  price: number | null;
  facts: StoreFacts;
}

function item(input: ItemInput): string {
  const { mrp, price } = input;
  if (price === null) return "";
  const tag = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`;
  const shipping = shippingFor(input.facts, price);
  return [
    "<item>",
    tag("id", input.id),
    `<title>${escapeXml(input.title.slice(0, TITLE_MAX))}</title>`,
    `<description>${escapeXml(input.description.slice(0, DESCRIPTION_MAX))}</description>`,
    `<link>${escapeXml(input.link)}</link>`,
    input.image ? tag("image_link", input.image) : "",
    tag("availability", input.inStock ? "in_stock" : "out_of_stock"),
    tag("price", feedPrice(mrp ?? price)),
    mrp !== null && price < mrp ? tag("sale_price", feedPrice(price)) : "",
    tag("brand", input.facts.name),
    tag("condition", "new"),
    input.groupId !== null ? tag("item_group_id", String(input.groupId)) : "",
    shipping !== null
      ? `<g:shipping><g:country>IN</g:country><g:price>${feedPrice(shipping)}</g:price></g:shipping>`
      : "",
    "</item>\n",
  ].join("");
}

async function* feed(ctx: Pick<AppContext, "db" | "env" | "cache">, origin: string) {
  const { db, env } = ctx;
  const facts = await storeFacts(ctx);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  yield `<title>${escapeXml(facts.name)}</title>\n<link>${escapeXml(`${origin}/`)}</link>\n<description>${escapeXml(facts.tagline || facts.name)}</description>\n`;
  // The products the sitemap's products files list (db/visibility.ts): Active, not courses.
  const shown = await shownProducts(db, env.mainId, "products");
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(and(shown, gt(products.product_id, after)))
      .orderBy(asc(products.product_id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)?.product_id ?? after;
    const variableIds = rows.filter(isVariableProduct).map((row) => row.product_id);
    const variations =
      variableIds.length > 0
        ? await db
            .select()
            .from(productVariations)
            .where(inArray(productVariations.product_id, variableIds))
            .orderBy(asc(productVariations.product_id), asc(productVariations.position))
        : [];
    const byProduct = new Map<number, typeof variations>();
    for (const v of variations) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
    const out: string[] = [];
    for (const row of rows) {
      const link = `${origin}${productPath(row.title, row.product_id)}`;
      const description = plainText(row.short_description || row.description) || row.title;
      const image = absoluteUrl(origin, row.image);
      const own = byProduct.get(row.product_id) ?? [];
      if (isVariableProduct(row) && own.length > 0) {
        for (const v of own) {
          const point = pricePoint(v.price, v.salePrice);
          const named = Object.values(v.attributes ?? {}).filter((value) => typeof value === "string");
          out.push(
            item({
              id: v.sku,
              groupId: row.product_id,
              title: named.length > 0 ? `${row.title} - ${named.join(", ")}` : row.title,
              description,
              link,
              image: absoluteUrl(origin, v.imageUrl) ?? image,
              inStock: !isOutOfStock(v.stock),
              mrp: point.mrp,
              price: point.price,
              facts,
            }),
          );
        }
        continue;
      }
      const point = productPricing(row);
      out.push(
        item({
          id: row.sku,
          groupId: null,
          title: row.title,
          description,
          link,
          image,
          inStock: !isOutOfStock(row.totalStock),
          mrp: point.mrp,
          price: point.price,
          facts,
        }),
      );
    }
    yield out.join("");
  }
  yield "</channel>\n</rss>\n";
}

export function serveMerchantFeed(
  app: FastifyInstance,
  ctx: Pick<AppContext, "db" | "env" | "cache">,
  xml: XmlCache,
): void {
  app.get("/feeds/google-merchant.xml", (request, reply) => {
    const origin = publicOrigin(ctx.env, request);
    return xml.send(request, reply, `feed ${origin}`, () => feed(ctx, origin), {
      maxAgeMs: FEED_MAX_AGE_MS,
      contentType: "application/rss+xml; charset=utf-8",
    });
  });
}
