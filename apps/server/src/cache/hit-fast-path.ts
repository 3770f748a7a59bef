// A micro-cache in front of Fastify. The node:http server offers each request to the fast path first: a
// GET under the API prefix whose answer the catalogue cache holds, current without asking the database
// (CatalogCache.peek), is answered from memory there and then, with the same status, headers and body
// Fastify's route would send (cached-answer.ts, security-headers.ts), counted in the metrics and logged
// the same way. Anything else (a miss, a check that is due, a body not compressed yet, a stale
// If-None-Match, a server closing) goes to Fastify untouched, which answers it as it always has.
// Fastify's per-request work (routing, validation, a logger per request, hooks) is what a hit costs
// otherwise, several times the cost of the answer itself.
import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastifyBaseLogger, FastifyServerFactory } from "fastify";
import {
  type BodyEncoding,
  bodyEncoding,
  type CachedBody,
  cachedAnswerHeaders,
  notModified,
} from "./cached-answer.js";

/** A cached answer that may be served as it is, with what Fastify's route would add to it. */
export interface CacheHit extends CachedBody {
  /** Its compressed forms made so far. */
  compressed: Partial<Record<BodyEncoding, Buffer>>;
  status: number;
  /** Its contract operation, for the metrics. */
  operationId: string;
}

export interface HitFastPathOptions {
  /** `/api/`: nothing else is looked up. */
  prefix: string;
  peek(mainIdHeader: string | undefined, url: string): CacheHit | null;
  securityHeaders: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
  /** Counts an answer given here as Fastify's onResponse hook counts the others. */
  observe(operation: string, status: number, seconds: number): void;
  /** True once the server is closing: Fastify then marks answers `Connection: close`. */
  closing(): boolean;
}

// Levels at which Fastify's route writes its "request" line (app.ts); at others nothing is built for it.
const LOGS_REQUESTS = new Set(["trace", "debug", "info"]);

/** Answers the request and returns true, or returns false having touched nothing. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createHitFastPath(options: HitFastPathOptions): FastPath {
  const { prefix, peek, securityHeaders, log, observe, closing } = options;
  return (req, res) => {
    const started = performance.now();
    const { method, url, headers } = req;
    if (method !== "GET" || url === undefined || !url.startsWith(prefix)) return false;
    const mainIdHeader = headers["x-main-id"];
    if (typeof mainIdHeader === "object" || closing()) return false;
    const hit = peek(mainIdHeader, url);
    if (hit === null) return false;

    let answer: Record<string, string>;
    let body: Buffer | undefined;
    let status: number;
    const ifNoneMatch = headers["if-none-match"];
    if (ifNoneMatch !== undefined) {
      // A copy the cache no longer holds: Fastify answers, as it checks the header against the contract.
      if (!notModified(hit, ifNoneMatch)) return false;
      status = 304;
      answer = cachedAnswerHeaders(hit, null);
    } else {
      const encoding = bodyEncoding(hit.body, headers["accept-encoding"]);
      body = encoding === null ? hit.body : hit.compressed[encoding];
      // Compression happens off the event loop, on Fastify's path; until then that path answers.
      if (body === undefined) return false;
      status = hit.status;
      answer = cachedAnswerHeaders(hit, { encoding, length: body.length });
    }

    // As Fastify: the caller's request id when it sends one (requestIdHeader), else a new one.
    const id = (headers["x-request-id"] as string | undefined) || randomUUID();
    res.writeHead(status, { "x-request-id": id, ...answer, ...securityHeaders });
    res.end(body);

    const ms = performance.now() - started;
    observe(hit.operationId, status, ms / 1000);
    if (LOGS_REQUESTS.has(log.level)) {
      log.info({ reqId: id, method, url, status, ms: Math.round(ms * 10) / 10 }, "request");
    }
    return true;
  };
}

/**
 * A Fastify `serverFactory`: the node:http server Fastify would make itself (its timeouts included),
 * whose requests go to `slot.fastPath` first, once buildApp has set it.
 */
export function serverWithFastPath(slot: { fastPath: FastPath | null }): FastifyServerFactory<Server> {
  return (handler, options) => {
    // Fastify's options with its defaults filled in (lib/server.js does the same with them).
    const { http, keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options as {
      http?: ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const server = createServer(http ?? {}, (req, res) => {
      if (slot.fastPath === null || !slot.fastPath(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
