// A page of the shop or the academy for one route: the store's metadata (read once per store data
// version), the first screen rendered on the server, and the route's preloads, kept per route variant
// and data version (the page cache), so a page view is not a database read.
import { createHash } from "node:crypto";
import type { AppName } from "@henna/domain/app-routes";
import { metaForPath, routeKey } from "@henna/domain/route-meta";
import { visibleElsewhere, visibleOnCoursePages } from "@henna/domain/visibility";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import { pageMetas, sliders } from "../db/schema.js";
import { storeMeta } from "../services/store-meta.js";
import { loadStore } from "../services/store-row.js";
import type { StyleRule } from "./critical-css.js";
import { type PageMeta, type RenderedDocument, renderedDocument, withFirstScreenCss } from "./document.js";
import type { EntryAfterPaint } from "./entry-after-paint.js";
import { OWN_CART_MARK } from "./own-cart-mark.js";
import { type PageLanguage, withHtmlLang } from "./page-language.js";
import {
  answersScript,
  dataScript,
  type Manifest,
  PAGE_TEXTS_ID,
  preloadTags,
  SERVER_DATA_ID,
  type ShopRoute,
  sitePicture,
} from "./page-preloads.js";
import { pageHead } from "./seo/page-head.js";
import { storeFacts } from "./seo/store-facts.js";
import { type PageRenderer, readAnswers, serverRender } from "./server-render.js";

const PAGE_DATA_CACHE_KEY = "web:page-data";
/** Rendered pages kept per app (one per route kind, and per listing query or product). */
const MAX_RENDERED_PAGES = 200;

/** What the page is rendered from, read once per store data version. */
interface PageData {
  meta: PageMeta;
  /** The home slider's first picture, the home page's largest paint. */
  heroImage: string | null;
  /** Pages' own titles and descriptions, by route key (route-meta.ts). */
  routes: Record<string, { title: string; description: string }>;
}

/** A built app the server answers pages of. */
export interface MountedApp {
  name: AppName;
  prefix: string;
  root: string;
  template: string;
  templateTag: string;
  /** The app's build manifest, for its routes' preloads. */
  manifest: Manifest | null;
  /** The page a path renders and its first screen's reads (page-preloads.ts). */
  route: (path: string, query: URLSearchParams, store: string) => ShopRoute;
  /** Pages rendered, by route variant, each with the page data version (cache ETag) it came from. */
  rendered: Map<string, { dataTag: string; doc: RenderedDocument }>;
  /** Loads the app's server render of its first screens (once), when its build has one. */
  renderer: (() => Promise<PageRenderer | null>) | null;
  /** The rules of the app's stylesheet, for each rendered page's first-screen CSS (critical-css.ts). */
  styleRules: StyleRule[];
  /** The template for a page the server rendered: the app's script starts after the first paint. */
  afterPaint: EntryAfterPaint | null;
}

/** GET /meta/{main_id}'s data, read as its handler reads it, and the slider's first picture. */
async function readPageData(db: Db, mainId: string): Promise<PageData> {
  const store = await loadStore(db, mainId);
  // The slider handler's order (listSliders), first row only.
  const [slide] = await db
    .select({ image: sliders.image })
    .from(sliders)
    .where(eq(sliders.main_id, mainId))
    .orderBy(asc(sliders.position), asc(sliders.id))
    .limit(1);
  const routes = await db
    .select({ route: pageMetas.route, title: pageMetas.title, description: pageMetas.description })
    .from(pageMetas)
    .where(eq(pageMetas.main_id, mainId));
  return {
    routes: Object.fromEntries(
      routes.map((row) => [row.route, { title: row.title, description: row.description }]),
    ),
    meta: storeMeta(store),
    heroImage: sitePicture(slide?.image),
  };
}

type ListedProduct = { image?: string | null; status?: string | null; category?: string | null };

/**
 * The first screen's largest picture, when known: the home slider's first, a listing's first card's
 * (from the page's own answer).
 */
function largestPicture(
  route: ShopRoute,
  pageData: PageData,
  answers: Record<string, unknown>,
): string | null {
  if (route.page === "home") return pageData.heroImage;
  const courses = route.page === "course" || route.page === "courseStep";
  if (route.page !== "listing" && !courses) return null;
  const products = route.reads.find((url) => url.includes("/grouped-product/search-all-products/"));
  const answer = products ? (answers[products] as { data?: ListedProduct[] } | undefined) : undefined;
  // The first card the listing shows (product-listing.tsx and the academy's course-listing.tsx list
  // only these).
  const shown = courses ? visibleOnCoursePages(answer?.data ?? []) : visibleElsewhere(answer?.data ?? []);
  return sitePicture(shown[0]?.image);
}

function digest(tags: string[]): string {
  return createHash("sha1").update(tags.join("\n")).digest("base64url").slice(0, 8);
}

type PageContext = Pick<AppContext, "env" | "db" | "cache" | "log">;

/** The page of a route of `site`, from the page cache when the store's data has not changed since. */
export type PageFor = (
  site: MountedApp,
  route: ShopRoute | null,
  path: string,
  language?: PageLanguage,
  /** The shop's public origin, for the head's absolute links (seo/public-origin.ts). */
  origin?: string,
) => Promise<RenderedDocument>;

export function pageRenderer(app: FastifyInstance, ctx: PageContext): PageFor {
  const { env } = ctx;
  return async (site, route, path, language = "en", origin = "") => {
    let data: { body: Buffer; etag: string };
    try {
      data = await ctx.cache.get(env.mainId, PAGE_DATA_CACHE_KEY, () => readPageData(ctx.db, env.mainId));
    } catch (error) {
      // Without metadata the app still runs: it shows its own errors when the API does not answer.
      ctx.log.warn(
        { err: error, store: env.mainId },
        "page metadata unavailable; serving the page without it",
      );
      const tags = route ? preloadTags(site.manifest, route.page, site.prefix, null, language) : [];
      return renderedDocument(
        withHtmlLang(withFirstScreenCss(site.template, site.styleRules, null), language),
        null,
        env.mainId,
        `${site.templateTag}-${language}-none-${digest(tags)}`,
        tags,
        env.firebaseWeb,
      );
    }
    const pageData = JSON.parse(data.body.toString("utf8")) as PageData;
    // A page with a title of its own is a variant of its own.
    const ownMeta = pageData.routes?.[routeKey(path)] ? routeKey(path) : "";
    // The path too: two unknown paths share a route but not a canonical link (nor, in the shop, a status).
    const variant = `${route ? `${route.page ?? ""} ${route.location ?? path} ${route.reads.join(" ")}` : ""}${ownMeta ? ` meta:${ownMeta}` : ""} lang:${language} ${origin}`;
    const cached = site.rendered.get(variant);
    if (cached?.dataTag === data.etag) {
      // Refreshed recency: the Map's insertion order makes it an LRU.
      site.rendered.delete(variant);
      site.rendered.set(variant, cached);
      return cached.doc;
    }
    const statuses: Record<string, number> = {};
    const answers = route ? await readAnswers(app, route.reads, ctx, statuses) : {};
    const storeMeta = { ...pageData.meta, ...metaForPath(path, pageData.meta, pageData.routes ?? {}) };
    const head = route
      ? pageHead({
          path,
          route,
          answers,
          statuses,
          origin,
          language,
          indexing: env.searchIndexing,
          facts: await storeFacts(ctx),
          meta: storeMeta,
          ownMeta: ownMeta !== "",
        })
      : null;
    const rendered = await serverRender(
      site.renderer,
      route,
      { mainId: env.mainId, answers, language },
      ctx,
      env.serverRenderTimeoutMs,
    );
    // The answers the render used reach the browser as its data (the server-data block) instead.
    const used = new Set(rendered?.answered ?? []);
    const unused = Object.fromEntries(Object.entries(answers).filter(([url]) => !used.has(url)));
    const ownCart = rendered !== null && route?.page === "cart";
    const tags = route
      ? [
          ...(head?.tags ?? []),
          ...(ownCart ? [OWN_CART_MARK.tag] : []),
          ...preloadTags(
            site.manifest,
            route.page,
            site.prefix,
            largestPicture(route, pageData, answers),
            language,
            rendered !== null && site.afterPaint !== null,
          ),
          answersScript(unused),
          ...(rendered ? [dataScript(SERVER_DATA_ID, rendered.serverData)] : []),
          ...(rendered && language !== "en" ? [dataScript(PAGE_TEXTS_ID, rendered.texts ?? {})] : []),
          ...(rendered?.head ? [rendered.head] : []),
        ]
      : [];
    const dataTag = data.etag.replace(/^W\/"|"$/g, "");
    const afterPaint = rendered ? site.afterPaint : null;
    const doc = renderedDocument(
      withHtmlLang(
        withFirstScreenCss(afterPaint?.template ?? site.template, site.styleRules, rendered?.html ?? null),
        language,
      ),
      head ? { ...storeMeta, title: head.title, description: head.description } : storeMeta,
      env.mainId,
      `${site.templateTag}-${language}-${dataTag}-${digest([...tags, rendered?.html ?? ""])}`,
      tags,
      env.firebaseWeb,
      rendered?.html,
      ownCart ? [OWN_CART_MARK.scriptSource] : [],
    );
    doc.status = head?.status ?? 200;
    site.rendered.delete(variant);
    site.rendered.set(variant, { dataTag: data.etag, doc });
    if (site.rendered.size > MAX_RENDERED_PAGES) {
      const oldest = site.rendered.keys().next().value;
      if (oldest !== undefined) site.rendered.delete(oldest);
    }
    return doc;
  };
}
