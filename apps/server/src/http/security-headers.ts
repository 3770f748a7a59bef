// The headers every answer carries, wherever it is sent from: Fastify's onSend hook (app.ts) and the
// hit fast path in front of Fastify (hit-fast-path.ts) both take them from here.
import type { FastifyReply } from "fastify";
import { contentSecurityPolicy } from "./web-apps.js";

const CSP = "content-security-policy";

export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // No other site may frame a page (clickjacking): frame-ancestors for today's browsers,
    // X-Frame-Options for older ones.
    "x-frame-options": "DENY",
    [CSP]: contentSecurityPolicy(),
    // Production is served over HTTPS (behind TLS or a load balancer): browsers then refuse plain HTTP.
    ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  });
}

/** Adds them to a reply; an answer with a policy of its own (a page, the API reference) keeps that. */
export function addSecurityHeaders(reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  for (const name in headers) {
    if (name === CSP && reply.hasHeader(CSP)) continue;
    reply.header(name, headers[name]);
  }
}
