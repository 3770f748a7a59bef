// The built web apps: the shop at / and the academy at /academy/ (apps/<name>/dist, or PUBLIC_DIR/<name>),
// and the back office at /admin (admin-shell.ts). This file mounts them; the parts are:
// - static-assets.ts: the build files (hashed ones immutable and kept compressed);
// - page-requests.ts: which app answers a page request, and the API's 404 for everything else;
// - page-render.ts: a route's page, with the store's metadata, its preloads and first-screen answers
//   (page-preloads.ts), a server render (server-render.ts), its first-screen CSS (critical-css.ts), the
//   app's script started after the first paint (entry-after-paint.ts), cached per data version;
// - csp.ts: the Content-Security-Policy that lets the page's scripts run.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { ACADEMY_ASSET_BASE } from "@henna/domain/app-routes";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { products } from "../db/schema.js";
import { mediaStorage } from "../services/media/media-store.js";
import { mountAdmin } from "./admin-shell.js";
import { deferStylesheets, EMPTY_ROOT } from "./document.js";
import { entryAfterPaint } from "./entry-after-paint.js";
import {
  ACADEMY_PAGE_SOURCES,
  academyRoute,
  type Manifest,
  PAGE_SOURCES,
  shopRoute,
} from "./page-preloads.js";
import { type MountedApp, pageRenderer } from "./page-render.js";
import { answerPages } from "./page-requests.js";
import { createXmlCache } from "./seo/cached-xml.js";
import { serveMerchantFeed } from "./seo/merchant-feed.js";
import { serveOgImages } from "./seo/og-image.js";
import { serveRobots } from "./seo/robots.js";
import { serveSitemaps } from "./seo/sitemap.js";
import { rendererOf } from "./server-render.js";
import { registerStaticFiles } from "./static-assets.js";

export { ADMIN_BASE } from "./admin-shell.js";
export { contentSecurityPolicy, FIREBASE_MESSAGING_ORIGINS } from "./csp.js";
export { deferStylesheets, type PageMeta, renderDocument } from "./document.js";
export type { PageRenderer } from "./server-render.js";
export {
  COMPRESS_MIN_BYTES,
  COMPRESSIBLE_TYPES,
  type Encoding,
  IMMUTABLE,
  pickEncoding,
} from "./static-assets.js";

const serverDir = dirname(fileURLToPath(import.meta.url));

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

type WebAppsContext = Pick<AppContext, "env" | "db" | "cache" | "log" | "clock">;

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
    const renderer = template.includes(EMPTY_ROOT) ? rendererOf(root, ctx) : null;
    mounted.push({
      name,
      prefix,
      root,
      template,
      templateTag,
      manifest: readManifest(root, sources, ctx),
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
  registerStaticFiles(
    app,
    sites.map((site) => ({
      prefix: site.prefix,
      root: site.root,
      // The starter of its rendered pages (entry-after-paint.ts), kept as a build file is.
      starter: "afterPaint" in site ? site.afterPaint?.starter : undefined,
    })),
  );
  // What search engines and shopping feeds read (seo/).
  serveRobots(app, env);
  const xml = createXmlCache(ctx);
  serveSitemaps(app, ctx, xml);
  serveMerchantFeed(app, ctx, xml);
  // Browsers ask for /favicon.ico on pages that name no icon (the back office's); since unknown paths
  // answer 404, it points to the store's icon instead.
  app.get("/favicon.ico", (_request, reply) => reply.redirect("/images/icon.svg", 301));
  serveOgImages(app, ctx, mediaStorage(env, ctx.db), findUp("public/images"), async (productId) => {
    const [row] = await ctx.db
      .select({ image: products.image })
      .from(products)
      .where(and(eq(products.product_id, productId), eq(products.main_id, env.mainId)));
    return row?.image ?? null;
  });
  answerPages(app, { shop, academy, admin }, pageRenderer(app, ctx), env);
}
