// The apps' build files, answered from memory where that pays:
// - hashed files under assets/ never change: they are answered as immutable, and the text ones are kept
//   compressed once (brotli at its best quality, gzip) instead of on every request;
// - every other build file goes through @fastify/static, revalidated on each use.
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { COMPRESS_MIN_BYTES } from "../http/compression.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Brotli quality for rendered pages (hashed files get the best). */
export const PAGE_BROTLI_QUALITY = 6;
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
export const HASHED = /^assets\/(?:.+\/)?[^/]*-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

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
export class CompressedBytes {
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

export async function sendBytes(
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

function listFiles(root: string, dir = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    // Dot folders (Vite's .vite/manifest.json) are build records, not part of the site.
    if (entry.name.startsWith(".")) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, path) : [path];
  });
}

/** A built app's folder, served under its URL prefix. */
export interface StaticSite {
  prefix: string;
  root: string;
  /** A script made at start-up and served as a build file is (entry-after-paint.ts's starter). */
  starter?: { url: string; body: string } | undefined;
}

/** Registers a route for every build file of the sites (the first site to claim a URL keeps it). */
export function registerStaticFiles(app: FastifyInstance, sites: StaticSite[]): void {
  const registered = new Set<string>();
  for (const site of sites) {
    const { starter } = site;
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
}
