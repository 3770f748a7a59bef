// GET /media/<key>/<width>.<format>: the pictures the back office uploaded. A key names its widths and
// formats (packages/domain/media-urls), so anything else is a 404 without touching the storage. The
// bytes under a key never change (a new upload gets a new key), so browsers and CDNs keep them a year.
import { parseMediaUrl } from "@henna/domain/media-urls";
import type { FastifyInstance } from "fastify";
import { errorBody } from "../../http/api-error.js";
import type { MediaStorage } from "./storage.js";

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif" } as const;

export function serveMedia(app: FastifyInstance, storage: MediaStorage): void {
  app.get<{ Params: { key: string; file: string } }>("/media/:key/:file", async (request, reply) => {
    const path = `/media/${request.params.key}/${request.params.file}`;
    const picture = parseMediaUrl(path);
    const bytes = picture ? await storage.get(`${picture.key}/${picture.width}.${picture.format}`) : null;
    if (!picture || !bytes) {
      return reply.code(404).send(errorBody("NOT_FOUND", "There is no such picture.", [], request.id));
    }
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .type(CONTENT_TYPES[picture.format])
      .send(bytes);
  });
}
