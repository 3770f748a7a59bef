// Every request no route took (Fastify's not-found handler): a page of the back office, the academy
// or the shop for a GET of a client-side route (spec §2), else the API's 404.
// - Both apps share one origin (one login serves both): the academy's routes of spec §2 (/course,
//   /admission-form, ...; @henna/domain/app-routes) answer the academy's page, every other route the
//   shop's; the academy's files live under /academy/.
import { ACADEMY_ASSET_BASE, appForPath } from "@henna/domain/app-routes";
import type { FastifyInstance } from "fastify";
import type { Env } from "../config/env.js";
import { errorBody } from "../http/api-error.js";
import { type AdminSite, adminPage, isAdminPath } from "./admin-shell.js";
import { pageLanguage } from "./page-language.js";
import type { MountedApp, PageFor } from "./page-render.js";
import { publicOrigin } from "./seo/public-origin.js";
import { sendBytes } from "./static-assets.js";

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

export function answerPages(
  app: FastifyInstance,
  sites: { shop: MountedApp | null; academy: MountedApp | null; admin: AdminSite | null },
  pageFor: PageFor,
  env: Pick<Env, "mainId" | "publicUrl" | "searchIndexing">,
): void {
  const { shop, academy, admin } = sites;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // Without a back-office build, /admin says so once the shop is served (else the API's 404).
    if (isAdminPath(path) && isPageRequest(request.method, path) && (admin || shop)) {
      return adminPage(request, reply, path, admin);
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
    const origin = publicOrigin(env, request);
    const doc = await pageFor(site, site.route(path, query, env.mainId), path, language, origin);
    // The page differs by the `lang` cookie (its ETag carries the language too).
    reply.header("etag", doc.etag).header("content-security-policy", doc.csp);
    if (setCookie) reply.header("set-cookie", setCookie);
    // Not found is not found (seo/page-head.ts): the app's not-found page, with a 404 status.
    const status = doc.status ?? 200;
    if (status !== 200 || !env.searchIndexing) reply.header("x-robots-tag", "noindex");
    if (status !== 200) reply.code(status);
    else if (request.headers["if-none-match"] === doc.etag) {
      return reply.code(304).header("cache-control", "no-cache").send();
    }
    return sendBytes(request, reply, doc.bytes, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      vary: "cookie",
    });
  });
}
