// GET /media/<key>/<width>.<format>: the pictures the back office uploaded. A key names its widths and
// formats (packages/domain/media-urls), so anything else is a 404 without touching the storage. The
// bytes under a key never change (a new upload gets a new key), so browsers and CDNs keep them a year,
// and the ETag is the file's name: the same on every instance and whichever storage holds the bytes.
import { parseMediaUrl } from "@henna/domain/media-urls";
import type { FastifyInstance } from "fastify";
import { errorBody } from "../../http/api-error.js";
import type { MediaStorage } from "./storage.js";

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif" } as const;

export function serveMedia(app: FastifyInstance, storage: MediaStorage): void {
  app.get<{ Params: { key: string; file: string } }>("/media/:key/:file", async (request, reply) => {
    const path = `/media/${request.params.key}/${request.params.file}`;
    const picture = parseMediaUrl(path);
    const name = picture ? `${picture.key}/${picture.width}.${picture.format}` : null;
    const etag = `"${name}"`;
    const immutable = "public, max-age=31536000, immutable";
    // A revalidation needs no read: the name's bytes never change. A picture deleted since answers 304
    // too, which is what the browser's kept copy needs anyway.
    if (picture && request.headers["if-none-match"] === etag) {
      return reply.code(304).header("etag", etag).header("cache-control", immutable).send();
    }
    const bytes = name ? await storage.get(name) : null;
    if (!picture || !bytes) {
      return reply.code(404).send(errorBody("NOT_FOUND", "There is no such picture.", [], request.id));
    }
    return reply
      .header("cache-control", immutable)
      .header("etag", etag)
      .type(CONTENT_TYPES[picture.format])
      .send(bytes);
  });
}
