// The shop's own address for absolute links (sitemaps, canonical links, link previews, the feed):
// PUBLIC_URL, else (development, a preview build) the origin the request came to.
import type { FastifyRequest } from "fastify";
import type { Env } from "../../config/env.js";

export function publicOrigin(env: Pick<Env, "publicUrl">, request: FastifyRequest): string {
  if (env.publicUrl) return env.publicUrl;
  // request.host carries the port; behind a trusted proxy both come from X-Forwarded-*.
  return `${request.protocol}://${request.host}`;
}
