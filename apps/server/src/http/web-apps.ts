// The built web apps: the shop at / and the academy at /academy/ (apps/<name>/dist, or PUBLIC_DIR/<name>).
// - Hashed files under assets/ never change: they are answered as immutable, and the text ones are kept
//   in memory compressed once (brotli at its best quality, gzip) instead of on every request.
// - Every other GET under an app is a client-side route (spec §2): it answers the app's index.html with
//   the store's page metadata written in (title, description, keywords, author, icon, each script URL
//   once, the store id the app reads), and a Content-Security-Policy that lets those scripts run.
//   Each app's page also carries, for the route requested, what that route loads first: preloads of its
//   page chunk and picture, and the API answers of its first screen (page-preloads.ts). The rendered
//   page is cached per store data version and route, so a page view is not a database read.
// - A page the server rendered carries only the CSS rules its HTML can use (critical-css.ts); the app's
//   stylesheet loads without blocking the paint (deferStylesheets) and its script starts after the
//   first frame (entry-after-paint.ts), so the first screen paints from the page alone.
// - Both apps share one origin (one login serves both): the academy's routes of spec §2 (/course,
//   /admission-form, ...; @henna/domain/app-routes) answer the academy's page, every other route the
//   shop's; the academy's files live under /academy/.
// - The back office (apps/admin) is served at /admin on the same origin, its files under /admin/: every
//   page request under /admin answers its index.html with only the store id written in (no store page
//   metadata, no server render) and the shop's base Content-Security-Policy.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { ACADEMY_ASSET_BASE, type AppName, appForPath } from "@henna/domain/app-routes";
import { isScriptUrl, scriptUrls } from "@henna/domain/page-meta";
import { metaForPath, routeKey } from "@henna/domain/route-meta";
import { visibleElsewhere, visibleOnCoursePages } from "@henna/domain/visibility";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FirebaseWebConfig } from "../config/env.js";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import { pageMetas, sliders } from "../db/schema.js";
import { loadStore } from "../services/store-row.js";
import { errorBody } from "./api-error.js";
import { COMPRESS_MIN_BYTES } from "./compression.js";
import { criticalCss, parseStylesheet, type StyleRule } from "./critical-css.js";
import { type EntryAfterPaint, entryAfterPaint, LATER_STYLESHEET_ATTRIBUTE } from "./entry-after-paint.js";
import { OWN_CART_MARK } from "./own-cart-mark.js";
import { type PageLanguage, pageLanguage, withHtmlLang } from "./page-language.js";
import {
  ACADEMY_PAGE_SOURCES,
  academyRoute,
  answersScript,
  dataScript,
  type Manifest,
  PAGE_SOURCES,
  PAGE_TEXTS_ID,
  preloadTags,
  SERVER_DATA_ID,
  type ShopRoute,
  shopRoute,
  sitePicture,
} from "./page-preloads.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Brotli quality for rendered pages (hashed files get the best). */
const PAGE_BROTLI_QUALITY = 6;

export { COMPRESS_MIN_BYTES };
/** Content types the compression plugin handles for answers that are not kept compressed here. */
export const COMPRESSIBLE_TYPES =
  /^text\/|\+json|\/json|\+xml|\/xml|javascript|^image\/svg|^application\/manifest|^font\/(ttf|otf)/;

// Text files worth compressing, with the type they are served as.
const TEXT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".html": "text/html; charset=utf-8",
};
// Vite writes every hashed file into assets/ as name-HASH.ext (the hash is 8 base64url characters).
const HASHED = /^assets\/(?:.+\/)?[^/]*-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const PAGE_DATA_CACHE_KEY = "web:page-data";
/** A server render that takes longer is given up: the page is served to render in the browser. */
const SERVER_RENDER_TIMEOUT_MS = 2000;
/** Rendered pages kept per app (one per route kind, and per listing query or product). */
const MAX_RENDERED_PAGES = 200;

/** The policy every answer carries; the HTML page widens script-src and img-src for the store's own URLs. */
export function contentSecurityPolicy(
  extra: { scripts?: string[]; images?: string[]; connect?: string[] } = {},
): string {
  const scripts = ["'self'", "https://checkout.razorpay.com", ...(extra.scripts ?? [])];
  const images = ["'self'", "data:", ...(extra.images ?? [])];
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(" ")}`,
    "frame-src https://api.razorpay.com https://checkout.razorpay.com",
    `img-src ${[...new Set(images)].join(" ")}`,
    // Toasts and React's style props write inline styles.
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${["'self'", ...(extra.connect ?? [])].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Where firebase/messaging gets a browser's push token (Firebase installations, FCM registrations). */
export const FIREBASE_MESSAGING_ORIGINS = [
  "https://firebaseinstallations.googleapis.com",
  "https://fcmregistrations.googleapis.com",
];

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the Accept-Encoding header allows: brotli, then gzip, else none. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/** Bytes kept with their compressed forms, each made once on first demand. */
class CompressedBytes {
  private readonly forms = new Map<Encoding, Promise<Buffer>>();
  constructor(
    private readonly load: () => Promise<Buffer>,
    private readonly brotliQuality: number = zlibConstants.BROTLI_MAX_QUALITY,
  ) {}

  async get(encoding: Encoding): Promise<{ body: Buffer; encoding: Encoding }> {
    const identity = await this.form("identity");
    if (encoding === "identity" || identity.length < COMPRESS_MIN_BYTES) {
      return { body: identity, encoding: "identity" };
    }
    return { body: await this.form(encoding), encoding };
  }

  private form(encoding: Encoding): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === "identity"
          ? this.load()
          : this.form("identity").then((bytes) =>
              encoding === "br"
                ? brotli(bytes, {
                    params: {
                      [zlibConstants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
                      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                    },
                  })
                : gzipAsync(bytes, { level: 9 }),
            );
      // A failed read is not remembered: the next request tries again.
      form.catch(() => this.forms.delete(encoding));
      this.forms.set(encoding, form);
    }
    return form;
  }
}

async function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: CompressedBytes,
  headers: Record<string, string>,
) {
  const { body, encoding } = await bytes.get(pickEncoding(request.headers["accept-encoding"]));
  reply.headers({ ...headers, vary: headers.vary ? `${headers.vary}, accept-encoding` : "accept-encoding" });
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(body);
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  author: string;
  icon: string;
  scripts: string[];
}

/** What the page is rendered from, read once per store data version. */
interface PageData {
  meta: PageMeta;
  /** The home slider's first picture, the home page's largest paint. */
  heroImage: string | null;
  /** Pages' own titles and descriptions, by route key (route-meta.ts). */
  routes: Record<string, { title: string; description: string }>;
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
    meta: {
      title: store.metaTitle,
      description: store.metaDescription,
      keywords: store.metaKeywords,
      author: store.metaAuthor,
      icon: store.metaIcon,
      scripts: scriptUrls(Array.isArray(store.metaScripts) ? store.metaScripts : []),
    },
    heroImage: sitePicture(slide?.image),
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function httpsOrigin(url: string): string | null {
  return url.startsWith("https://") ? new URL(url).origin : null;
}

/** Where the back office's files and pages live. */
export const ADMIN_BASE = "/admin/";

/** The back office's page, rendered once: it carries only the store id. */
interface AdminSite {
  prefix: string;
  root: string;
  doc: RenderedDocument;
}

function mountAdmin(root: string, mainId: string): AdminSite | null {
  if (!root || !existsSync(join(root, "index.html"))) return null;
  const template = inlineStylesheets(readFileSync(join(root, "index.html"), "utf8"), root, ADMIN_BASE);
  const html = Buffer.from(renderDocument(template, null, mainId));
  const tag = createHash("sha1").update(html).digest("base64url").slice(0, 12);
  return {
    prefix: ADMIN_BASE,
    root,
    doc: {
      bytes: new CompressedBytes(async () => html, PAGE_BROTLI_QUALITY),
      etag: `W/"admin-${tag}"`,
      csp: contentSecurityPolicy(),
    },
  };
}

function isAdminPath(path: string): boolean {
  return path === ADMIN_BASE.slice(0, -1) || path.startsWith(ADMIN_BASE);
}

/** The app's root element as built, empty: a server-rendered page is written into it. */
const EMPTY_ROOT = '<div id="root"></div>';

const META_MARKER = /^([ \t]*)<!--\s*page-meta:[\s\S]*?-->[ \t]*\r?\n?/m;
const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * The app's index.html with the store's metadata in place of the page-meta marker and the title,
 * `preloads` (tags for the route) at the end of the head, after the app's own entry script and styles,
 * and `rootHtml` (a server render of the page) in its root element.
 */
export function renderDocument(
  template: string,
  meta: PageMeta | null,
  mainId: string,
  preloads: string[] = [],
  push: FirebaseWebConfig | null = null,
  rootHtml = "",
): string {
  const scripts = scriptUrls(meta?.scripts);
  const icon = meta && isScriptUrl(meta.icon) ? meta.icon : "";
  const tags = [
    `<meta name="store-id" content="${escapeHtml(mainId)}" />`,
    // Push in the browser (storefront push/push-config.ts): public values only, no secret.
    ...(push ? [`<meta name="push-config" content="${escapeHtml(JSON.stringify(push))}" />`] : []),
    ...(meta?.description ? [`<meta name="description" content="${escapeHtml(meta.description)}" />`] : []),
    ...(meta?.keywords ? [`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`] : []),
    ...(meta?.author ? [`<meta name="author" content="${escapeHtml(meta.author)}" />`] : []),
    ...(icon ? [`<link rel="icon" href="${escapeHtml(icon)}" />`] : []),
    ...scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`),
  ];
  let html = rootHtml ? template.replace(EMPTY_ROOT, () => `<div id="root">${rootHtml}</div>`) : template;
  if (meta?.title) {
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else tags.unshift(title);
  }
  const marker = META_MARKER.exec(html);
  if (!marker) return html.replace(/<\/head>/i, () => `${[...tags, ...preloads].join("")}</head>`);
  const indent = marker[1] ?? "";
  html = html.replace(META_MARKER, () => tags.map((tag) => `${indent}${tag}\n`).join(""));
  return preloads.length === 0
    ? html
    : html.replace(/([ \t]*)<\/head>/i, (_, close: string) =>
        [...preloads.map((tag) => `${indent}${tag}\n`), `${close}</head>`].join(""),
      );
}

interface RenderedDocument {
  bytes: CompressedBytes;
  etag: string;
  csp: string;
}

function renderedDocument(
  template: string,
  meta: PageMeta | null,
  mainId: string,
  tag: string,
  preloads: string[],
  push: FirebaseWebConfig | null,
  rootHtml = "",
  inlineScripts: string[] = [],
) {
  const html = Buffer.from(renderDocument(template, meta, mainId, preloads, push, rootHtml));
  const scripts = [...scriptUrls(meta?.scripts).flatMap((url) => httpsOrigin(url) ?? []), ...inlineScripts];
  const icon = meta && isScriptUrl(meta.icon) ? httpsOrigin(meta.icon) : null;
  return {
    // Rendered per route and data version (a search is a route of its own): the best quality would
    // cost some 60 ms of CPU per page for 9% fewer bytes, all within a first round trip either way.
    bytes: new CompressedBytes(async () => html, PAGE_BROTLI_QUALITY),
    etag: `W/"${tag}"`,
    csp: contentSecurityPolicy({
      scripts,
      images: icon ? [icon] : [],
      connect: push ? FIREBASE_MESSAGING_ORIGINS : [],
    }),
  } satisfies RenderedDocument;
}

interface MountedApp {
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

/** What an app's entry-server exports (storefront ssr/render-on-server.tsx). */
export interface PageRenderer {
  render(input: {
    url: string;
    mainId: string;
    answers: Record<string, unknown>;
    language?: PageLanguage;
  }): Promise<{
    html: string;
    /** Tags for the head (image preloads). */
    head?: string;
    serverData: Record<string, unknown>;
    answered: string[];
    /** A page not in English: the texts its render used, which the browser hydrates with. */
    texts?: Record<string, string>;
  }>;
}

/**
 * The server render built beside the app (apps/academy/dist-ssr beside dist, PUBLIC_DIR/academy-ssr
 * beside PUBLIC_DIR/academy), loaded by the first page it renders rather than at start-up (a server
 * that answers only the API never loads it); null without one: the app renders its pages in the browser.
 */
function rendererOf(root: string, ctx: Pick<AppContext, "log">): (() => Promise<PageRenderer | null>) | null {
  const file = join(`${root}-ssr`, "entry-server.js");
  if (!existsSync(file)) return null;
  let loading: Promise<PageRenderer | null> | null = null;
  return () => {
    loading ??= loadRenderer(file, ctx);
    return loading;
  };
}

async function loadRenderer(file: string, ctx: Pick<AppContext, "log">): Promise<PageRenderer | null> {
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof loaded.render === "function") return loaded as PageRenderer;
    ctx.log.warn({ file }, "the server render exports no render(); pages render in the browser");
  } catch (error) {
    ctx.log.warn({ err: error, file }, "the server render could not be loaded; pages render in the browser");
  }
  return null;
}

function listFiles(root: string, dir = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    // Dot folders (Vite's .vite/manifest.json) are build records, not part of the site.
    if (entry.name.startsWith(".")) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, path) : [path];
  });
}

const serverDir = dirname(fileURLToPath(import.meta.url));

/**
 * The app's own stylesheets written into its page: the first paint then waits for no request, and the
 * scripts do not share the connection limit and the bandwidth with them. (The back office's page; the
 * shop's and the academy's carry only what their first screen uses, deferStylesheets.)
 */
export function inlineStylesheets(template: string, root: string, prefix: string): string {
  return template.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi, (tag) => {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const file = href.startsWith(`${prefix}assets/`) ? href.slice(prefix.length) : "";
    if (!HASHED.test(file) || !file.endsWith(".css") || !existsSync(join(root, file))) return tag;
    const css = readFileSync(join(root, file), "utf8").replace(/<\/style/gi, "<\\/style");
    return `<style>${css}</style>`;
  });
}

/** Where a page's first-screen CSS goes: before the stylesheets, so theirs (the same rules) come last. */
const FIRST_SCREEN_CSS = "<!--first-screen-css-->";

/**
 * The app's own stylesheets made to load without holding up the first paint (media="print" until the
 * app's script turns them on: a handler in the page would need the policy to allow inline scripts), and
 * their rules: each page the server renders carries the rules its HTML can use (withFirstScreenCss), so
 * it paints at once from the page alone. A page rendered in the browser waits for the stylesheet anyway.
 * Once on, the stylesheet follows the page's copy of its rules, so the cascade is the stylesheet's own
 * (a copied rule after it would win over a later rule of the stylesheet for what the page shows next).
 */
export function deferStylesheets(
  template: string,
  root: string,
  prefix: string,
): { template: string; rules: StyleRule[] } {
  const rules: StyleRule[] = [];
  let placed = false;
  const deferred = template.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi, (tag) => {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const file = href.startsWith(`${prefix}assets/`) ? href.slice(prefix.length) : "";
    if (!HASHED.test(file) || !file.endsWith(".css") || !existsSync(join(root, file))) return tag;
    const first = placed ? "" : FIRST_SCREEN_CSS;
    placed = true;
    rules.push(...parseStylesheet(readFileSync(join(root, file), "utf8")));
    // Without JavaScript nothing turns it on: the browser then loads it as it was built (the footer,
    // hidden until the stylesheet is on, shows too).
    const later = tag.replace(/\s*\/?>$/, ` media="print" ${LATER_STYLESHEET_ATTRIBUTE}>`);
    return `${first}${later}<noscript>${tag}</noscript>`;
  });
  return { template: deferred, rules };
}

/** The template with the first-screen CSS of a rendered page's HTML in place (none without one). */
function withFirstScreenCss(template: string, rules: StyleRule[], html: string | null): string {
  const css = html && rules.length > 0 ? criticalCss(rules, html) : "";
  return template.replace(FIRST_SCREEN_CSS, () =>
    css ? `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>` : "",
  );
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

/** The build's manifest (Vite's build.manifest), or null without one: the page then has no chunk preloads. */
function readManifest(
  root: string,
  sources: Record<string, string>,
  ctx: Pick<AppContext, "log">,
): Manifest | null {
  const path = join(root, ".vite/manifest.json");
  if (!existsSync(path)) return null;
  try {
    const manifest = JSON.parse(readFileSync(path, "utf8")) as Manifest;
    const missing = Object.values(sources).filter((key) => !manifest[key]);
    if (missing.length > 0)
      ctx.log.warn({ missing, path }, "pages missing from the build manifest: no preloads");
    return manifest;
  } catch (error) {
    ctx.log.warn({ err: error, path }, "unreadable build manifest; pages go without chunk preloads");
    return null;
  }
}

/** A path relative to the server's folder or one of its parents (works from src/ and from dist/). */
export function findUp(relative: string): string | null {
  let dir = serverDir;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return null;
}

type WebAppsContext = Pick<AppContext, "env" | "db" | "cache" | "log">;

/** A request a client-side route answers: a GET or HEAD outside the API, the pictures and dot folders. */
function isPageRequest(method: string, path: string): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    path !== "/api" &&
    !path.startsWith("/api/") &&
    !path.startsWith("/images/") &&
    // Dot folders hold build records (.vite/manifest.json), never a page.
    !/(^|\/)\./.test(path)
  );
}

export async function serveWebApps(app: FastifyInstance, ctx: WebAppsContext): Promise<void> {
  const { env } = ctx;
  const publicDir = env.publicDir ? resolve(env.publicDir) : null;
  const roots = publicDir
    ? { shop: join(publicDir, "shop"), academy: join(publicDir, "academy"), admin: join(publicDir, "admin") }
    : {
        shop: findUp("../shop/dist") ?? "",
        academy: findUp("../academy/dist") ?? "",
        admin: findUp("../admin/dist") ?? "",
      };
  // Longest prefix first, so /academy/... is never taken for a shop route.
  const mounted: MountedApp[] = [];
  const apps = [
    {
      name: "academy",
      prefix: ACADEMY_ASSET_BASE,
      root: roots.academy,
      sources: ACADEMY_PAGE_SOURCES,
      route: academyRoute,
    },
    { name: "shop", prefix: "/", root: roots.shop, sources: PAGE_SOURCES, route: shopRoute },
  ] as const;
  for (const { name, prefix, root, sources, route } of apps) {
    if (!root || !existsSync(join(root, "index.html"))) continue;
    const built = readFileSync(join(root, "index.html"), "utf8");
    const { template, rules: styleRules } = deferStylesheets(built, root, prefix);
    // The push configuration is written into every page, so a change of it is a new page too.
    const templateTag = createHash("sha1")
      .update(template)
      .update(JSON.stringify(env.firebaseWeb))
      .digest("base64url")
      .slice(0, 12);
    const manifest = readManifest(root, sources, ctx);
    const renderer = template.includes(EMPTY_ROOT) ? rendererOf(root, ctx) : null;
    mounted.push({
      name,
      prefix,
      root,
      template,
      templateTag,
      manifest,
      route,
      rendered: new Map(),
      renderer,
      styleRules,
      afterPaint: renderer ? entryAfterPaint(template, prefix) : null,
    });
  }
  const academy = mounted.find((m) => m.name === "academy") ?? null;
  const shop = mounted.find((m) => m.name === "shop") ?? null;
  const admin = mountAdmin(roots.admin, env.mainId);
  const sites = [...mounted, ...(admin ? [admin] : [])];

  if (mounted.length === 0) {
    app.get("/", async (_request, reply) =>
      reply
        .type("text/html")
        .send(
          '<!doctype html><meta charset="utf-8"><title>Store API</title><p>The store API is running. See <a href="/api/docs">/api/docs</a>.</p>',
        ),
    );
  }
  if (sites.length > 0) {
    // Only for reply.sendFile: every served path is registered below.
    await app.register(fastifyStatic, { root: sites.map((m) => m.root), serve: false });
  }

  const registered = new Set<string>();
  for (const site of sites) {
    // The starter of its rendered pages (entry-after-paint.ts), kept as a build file is.
    const starter = "afterPaint" in site ? site.afterPaint?.starter : undefined;
    if (starter) {
      registered.add(starter.url);
      const bytes = new CompressedBytes(async () => Buffer.from(starter.body));
      app.get(starter.url, (request, reply) =>
        sendBytes(request, reply, bytes, {
          "content-type": "text/javascript; charset=utf-8",
          "cache-control": IMMUTABLE,
        }),
      );
    }
    for (const file of listFiles(site.root)) {
      const url = `${site.prefix}${file}`;
      if (file === "index.html" || registered.has(url)) continue;
      registered.add(url);
      const hashed = HASHED.test(file);
      const type = TEXT_TYPES[extname(file).toLowerCase()];
      if (hashed && type) {
        const bytes = new CompressedBytes(() => readFile(join(site.root, file)));
        app.get(url, async (request, reply) => {
          try {
            return await sendBytes(request, reply, bytes, {
              "content-type": type,
              "cache-control": IMMUTABLE,
            });
          } catch (error) {
            // A new build written over the old one while this server runs: the file is gone, not broken.
            if ((error as NodeJS.ErrnoException).code === "ENOENT") return reply.callNotFound();
            throw error;
          }
        });
      } else {
        app.get(url, (_request, reply) =>
          reply
            .header("cache-control", hashed ? IMMUTABLE : "no-cache")
            .sendFile(file, site.root, { cacheControl: false }),
        );
      }
    }
  }

  /** The API's own answers to the first screen's reads (those that succeed), through the real routes. */
  async function readAnswers(urls: string[]): Promise<Record<string, unknown>> {
    let replies: Awaited<ReturnType<typeof app.inject>>[];
    try {
      replies = await Promise.all(
        urls.map((url) => app.inject({ method: "GET", url, headers: { accept: "application/json" } })),
      );
    } catch (error) {
      // The page still works without them: the app asks the API itself.
      ctx.log.warn({ err: error, urls }, "first-screen answers unavailable; serving the page without them");
      return {};
    }
    const answers: Record<string, unknown> = {};
    replies.forEach((reply, index) => {
      const url = urls[index];
      if (url && reply.statusCode === 200 && String(reply.headers["content-type"]).includes("json")) {
        answers[url] = reply.json();
      }
    });
    return answers;
  }

  /** The page rendered on the server with the first screen's answers, or null (then it renders in the browser). */
  async function serverRender(
    site: MountedApp,
    route: ShopRoute | null,
    answers: Record<string, unknown>,
    language: PageLanguage,
  ) {
    if (!site.renderer || !route?.page || !route.location) return null;
    const renderer = await site.renderer();
    if (!renderer) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), SERVER_RENDER_TIMEOUT_MS);
    });
    try {
      const rendered = await Promise.race([
        renderer.render({ url: route.location, mainId: env.mainId, answers, language }),
        timedOut,
      ]);
      if (rendered !== "timeout") return rendered;
      ctx.log.error({ url: route.location }, "server render timed out; the page renders in the browser");
    } catch (error) {
      ctx.log.error(
        { err: error, url: route.location },
        "server render failed; the page renders in the browser",
      );
    } finally {
      clearTimeout(timer);
    }
    return null;
  }

  async function pageFor(
    site: MountedApp,
    route: ShopRoute | null,
    path: string,
    language: PageLanguage = "en",
  ): Promise<RenderedDocument> {
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
    const variant = `${route ? `${route.page ?? ""} ${route.location ?? ""} ${route.reads.join(" ")}` : ""}${ownMeta ? ` meta:${ownMeta}` : ""} lang:${language}`;
    const cached = site.rendered.get(variant);
    if (cached?.dataTag === data.etag) {
      // Refreshed recency: the Map's insertion order makes it an LRU.
      site.rendered.delete(variant);
      site.rendered.set(variant, cached);
      return cached.doc;
    }
    const answers = route ? await readAnswers(route.reads) : {};
    const rendered = await serverRender(site, route, answers, language);
    // The answers the render used reach the browser as its data (the server-data block) instead.
    const used = new Set(rendered?.answered ?? []);
    const unused = Object.fromEntries(Object.entries(answers).filter(([url]) => !used.has(url)));
    const ownCart = rendered !== null && route?.page === "cart";
    const tags = route
      ? [
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
      { ...pageData.meta, ...metaForPath(path, pageData.meta, pageData.routes ?? {}) },
      env.mainId,
      `${site.templateTag}-${language}-${dataTag}-${digest([...tags, rendered?.html ?? ""])}`,
      tags,
      env.firebaseWeb,
      rendered?.html,
      ownCart ? [OWN_CART_MARK.scriptSource] : [],
    );
    site.rendered.delete(variant);
    site.rendered.set(variant, { dataTag: data.etag, doc });
    if (site.rendered.size > MAX_RENDERED_PAGES) {
      const oldest = site.rendered.keys().next().value;
      if (oldest !== undefined) site.rendered.delete(oldest);
    }
    return doc;
  }

  /** The back office's page for any of its routes (its missing files are 404s, not pages). */
  async function adminPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    if (!admin) {
      return reply
        .code(503)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><meta charset="utf-8"><title>Back office unavailable</title><p>The back office is not available right now.</p>',
        );
    }
    if (path.startsWith(`${ADMIN_BASE}assets/`)) {
      return reply
        .code(404)
        .send(errorBody("NOT_FOUND", `No such route: ${request.method} ${path}`, [], request.id));
    }
    const { doc } = admin;
    reply
      .header("etag", doc.etag)
      .header("content-security-policy", doc.csp)
      .header("x-robots-tag", "noindex");
    if (request.headers["if-none-match"] === doc.etag) {
      return reply.code(304).header("cache-control", "no-cache").send();
    }
    return sendBytes(request, reply, doc.bytes, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // Without a back-office build, /admin says so once the shop is served (else the API's 404).
    if (isAdminPath(path) && isPageRequest(request.method, path) && (admin || shop)) {
      return adminPage(request, reply, path);
    }
    // The academy's folder ("/academy" as much as "/academy/") and its routes are the academy's page;
    // every other path is the shop's.
    const inAcademyFolder = path.startsWith(ACADEMY_ASSET_BASE) || path === ACADEMY_ASSET_BASE.slice(0, -1);
    const academyPath = inAcademyFolder || appForPath(path) === "academy";
    if (academyPath && !academy && shop && !inAcademyFolder && isPageRequest(request.method, path)) {
      // The shop would hand the path on to the academy with a reload: without the academy, say so once.
      return reply
        .code(503)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          '<!doctype html><meta charset="utf-8"><title>Academy unavailable</title><p>The academy is not available right now. <a href="/">Visit the shop</a>.</p>',
        );
    }
    const site = academyPath ? academy : shop;
    const isPage =
      site &&
      isPageRequest(request.method, path) &&
      // A missing hashed file is an old build's chunk: a page instead would fail as a script.
      !path.startsWith(`${site.prefix}assets/`);
    if (!site || !isPage) {
      return reply
        .code(404)
        .send(errorBody("NOT_FOUND", `No such route: ${request.method} ${path}`, [], request.id));
    }
    const query = new URLSearchParams(request.url.split("?")[1] ?? "");
    const { language, setCookie } = pageLanguage(request, query);
    const doc = await pageFor(site, site.route(path, query, env.mainId), path, language);
    // The page differs by the `lang` cookie (its ETag carries the language too).
    reply.header("etag", doc.etag).header("content-security-policy", doc.csp);
    if (setCookie) reply.header("set-cookie", setCookie);
    if (request.headers["if-none-match"] === doc.etag) {
      return reply.code(304).header("cache-control", "no-cache").send();
    }
    return sendBytes(request, reply, doc.bytes, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      vary: "cookie",
    });
  });
}
