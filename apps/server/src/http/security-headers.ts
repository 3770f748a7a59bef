// The headers every answer carries, wherever it is sent from: Fastify's onSend hook (app.ts) and the
// hit fast path in front of Fastify (hit-fast-path.ts) both take them from here.
import type { FastifyReply } from "fastify";
import { contentSecurityPolicy } from "../web/csp.js";

const CSP = "content-security-policy";

// Production is served over HTTPS (behind TLS or a load balancer): browsers then refuse plain HTTP.
const hsts = (production: boolean): Record<string, string> =>
  production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {};

export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // No other site may frame a page (clickjacking): frame-ancestors for today's browsers,
    // X-Frame-Options for older ones.
    "x-frame-options": "DENY",
    [CSP]: contentSecurityPolicy(),
    ...hsts(production),
  });
}

/**
 * An API answer's (JSON or CSV, never a document that loads anything): nothing may load from it or frame
 * it, as OWASP's REST security sheet advises. A referrer policy means nothing there. Kept short because
 * the busiest answers, cached catalogue reads, are small and every header line is work for both ends.
 */
export function apiSecurityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    [CSP]: "default-src 'none'; frame-ancestors 'none'",
    ...hsts(production),
  });
}

/** Adds them to a reply; an answer with a policy of its own (a page, the API reference) keeps that. */
export function addSecurityHeaders(reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  for (const name in headers) {
    if (name === CSP && reply.hasHeader(CSP)) continue;
    reply.header(name, headers[name]);
  }
}
