// GET /robots.txt: crawlers kept out of the back office, the API and every page that is one
// shopper's own (cart, checkout, account, payment results, tracking, invoices, sign-in), and pointed
// at the sitemap. With SEARCH_INDEXING=false (a staging copy) nothing may be crawled.
import type { FastifyInstance } from "fastify";
import type { Env } from "../../config/env.js";
import { publicOrigin } from "./public-origin.js";

/** Path prefixes no crawler needs (robots.txt matches by prefix: /payment- covers both apps' results). */
export const PRIVATE_PREFIXES = [
  "/admin",
  "/api/",
  "/cart",
  "/checkout",
  "/my-account",
  "/payment-",
  "/track/",
  "/invoice",
  "/login",
  "/register",
  "/reset",
];

export function robotsText(origin: string, indexing: boolean): string {
  if (!indexing) return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function serveRobots(app: FastifyInstance, env: Pick<Env, "publicUrl" | "searchIndexing">): void {
  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsText(publicOrigin(env, request), env.searchIndexing)),
  );
}
