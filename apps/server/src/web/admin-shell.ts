// The back office (apps/admin), served at /admin on the shop's origin with its files under /admin/:
// every page request under /admin answers its index.html with only the store id written in (no store
// page metadata, no server render), the shop's base policy and noindex. Its stylesheet stays a link:
// nothing paints before the app's script has run (there is no server render), so a stylesheet fetched
// beside that script holds up nothing, and written in it was 10 KB gzip of a page budgeted at 10 KB.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../http/api-error.js";
import { contentSecurityPolicy } from "./csp.js";
import { type RenderedDocument, renderDocument } from "./document.js";
import { CompressedBytes, PAGE_BROTLI_QUALITY, sendBytes } from "./static-assets.js";

/** Where the back office's files and pages live. */
export const ADMIN_BASE = "/admin/";

/** The back office's page, rendered once: it carries only the store id. */
export interface AdminSite {
  prefix: string;
  root: string;
  doc: RenderedDocument;
}

export function mountAdmin(root: string, mainId: string): AdminSite | null {
  if (!root || !existsSync(join(root, "index.html"))) return null;
  const template = readFileSync(join(root, "index.html"), "utf8");
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

export function isAdminPath(path: string): boolean {
  return path === ADMIN_BASE.slice(0, -1) || path.startsWith(ADMIN_BASE);
}

/** The back office's page for any of its routes (its missing files are 404s, not pages). */
export async function adminPage(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  admin: AdminSite | null,
) {
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
  reply.header("etag", doc.etag).header("content-security-policy", doc.csp).header("x-robots-tag", "noindex");
  if (request.headers["if-none-match"] === doc.etag) {
    return reply.code(304).header("cache-control", "no-cache").send();
  }
  return sendBytes(request, reply, doc.bytes, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
  });
}
