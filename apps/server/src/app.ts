// Builds the Fastify application: the contract's operations under /api, the API reference at
// /api/docs, product images under /images and the two built web apps (/ and /academy/, see web-apps.ts).
import { randomUUID } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { createCatalogCache } from "./cache/catalog-cache.js";
import { createHitFastPath, type FastPath, serverWithFastPath } from "./cache/hit-fast-path.js";
import type { Env } from "./config/env.js";
import type { Secrets } from "./config/secrets.js";
import type { AppContext } from "./context.js";
import type { Database } from "./db/database.js";
import { bindOperations } from "./http/bind-operations.js";
import { deref, type JsonSchema, listOperations, readContract } from "./http/contract.js";
import { frameworkErrors, installErrorHandler } from "./http/error-handler.js";
import { verifyAccessToken } from "./http/jwt.js";
import { installMessageLanguage } from "./http/message-language.js";
import { installMetrics } from "./http/metrics.js";
import { addSecurityHeaders, apiSecurityHeaders, securityHeaders } from "./http/security-headers.js";
import { responseChecker } from "./http/validation.js";
import { allHandlers } from "./routes/all-handlers.js";
import { createGeocoder } from "./services/geocoder.js";
import { createMailer } from "./services/mailer.js";
import { mediaStorage } from "./services/media/media-store.js";
import { serveMedia } from "./services/media/serve-media.js";
import { createPaymentGateway } from "./services/payments/create-gateway.js";
import { createPushSender } from "./services/push.js";
import { createRateLimiter } from "./services/rate-limiter.js";
import { createSessionGate } from "./services/sessions.js";
import { createStaffGate } from "./services/staff/staff-gate.js";
import { createStoreDirectory } from "./services/store-directory.js";
import { constantTimeEqual } from "./services/tokens.js";
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPES, findUp, serveWebApps } from "./web/web-apps.js";

export interface BuildOptions {
  env: Env;
  secrets: Secrets;
  database: Database;
  clock?: () => Date;
  fetch?: typeof fetch;
  /** Tests check every response against the contract. */
  checkResponses?: boolean;
  /** Default true: a contract operation without a handler stops start-up. */
  requireAllHandlers?: boolean;
  /** Where log lines go (stdout by default); tests read them to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
}

// Fields that must never reach a log line, wherever they appear.
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['idempotency-key']",
  "*.password",
  "*.newPassword",
  "*.otp",
  "*.aadhar",
  "*.accessToken",
  "*.refreshToken",
  "*.razorpay_signature",
];

const API_PREFIX = "/api";
const BODY_LIMIT = 128 * 1024;
const UPLOAD_TYPES = ["application/octet-stream", "text/csv", "image/jpeg", "image/png", "image/webp"];

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { env, secrets, database } = options;
  // Cached catalogue reads are answered before Fastify (http/hit-fast-path.ts), once the cache exists.
  const front: { fastPath: FastPath | null } = { fastPath: null };
  const app = Fastify({
    serverFactory: serverWithFastPath(front),
    logger: {
      level: env.logLevel,
      redact: { paths: REDACT, censor: "[redacted]" },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request is written by the onResponse hook below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    trustProxy: env.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // While closing (SIGTERM), a request already on an open connection is answered, not turned away
    // with a 503; Fastify marks that answer Connection: close, so the connection ends after it.
    return503OnClosing: false,
    // Connections end as http/drain.ts decides (with a server of our own, Fastify would otherwise close
    // idle ones itself, including one whose request is still on its way).
    forceCloseConnections: false,
  });
  installErrorHandler(app);

  // The webhook signature is computed over the exact bytes received, so keep them beside the parsed body.
  const jsonParser = app.getDefaultJsonParser("error", "error");
  // Every body the contract takes is JSON: anything else is a 415, not a string to misread.
  app.removeContentTypeParser("text/plain");
  // Uploads (a picture, a catalogue CSV) arrive as their bytes; the operation's own limit applies.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    (request as { rawBody?: string }).rawBody = body as string;
    jsonParser(request, body as string, done);
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const security = securityHeaders(env.production);
  const apiSecurity = apiSecurityHeaders(env.production);
  // The API reference is pages, with a policy of its own; everything else under the prefix is data.
  const docs = `${API_PREFIX}/docs`;
  const isApiAnswer = (url: string) =>
    url.startsWith(`${API_PREFIX}/`) && !(url.startsWith(docs) && /^(?:$|[/?])/.test(url.slice(docs.length)));
  app.addHook("onSend", async (request, reply, payload) => {
    addSecurityHeaders(reply, isApiAnswer(request.url) ? apiSecurity : security);
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });

  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const ctx: AppContext = {
    env,
    secrets,
    database,
    db,
    clock,
    log: app.log,
    mailer: createMailer(env, db),
    geocoder: createGeocoder(env, options.fetch),
    push: await createPushSender(env, app.log),
    payments: createPaymentGateway(env, secrets, options.fetch, db),
    cache: createCatalogCache(db),
    rateLimiter: createRateLimiter(db),
    sessions: createSessionGate(db, clock),
    staffGate: createStaffGate(db, secrets.jwtSecret, clock),
  };
  // Messages in the reader's language (English or Hindi), before any /api route exists.
  installMessageLanguage(app, db);
  // Brotli or gzip for JSON answers, the API reference and files read from disk; the web apps' hashed
  // files and pages come compressed already. Request bodies stay as sent (the webhook signs raw bytes).
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
  const stores = createStoreDirectory(db);
  const document = readContract();
  const operations = listOperations(document);
  if (options.checkResponses) checkErrorBodies(app, document);
  const metrics = installMetrics(app, { env, database, clock, operations, apiPrefix: API_PREFIX });
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  front.fastPath = createHitFastPath({
    prefix: `${API_PREFIX}/`,
    peek: ctx.cache.peek,
    securityHeaders: apiSecurity,
    log: app.log,
    observe: metrics.observeFastAnswer,
    closing: () => closing,
  });

  await app.register(
    async (api) => {
      await api.register(fastifySwagger, { mode: "static", specification: { document: document as never } });
      await api.register(fastifySwaggerUi, {
        routePrefix: "/docs",
        staticCSP: true,
        // Its policy lets its own origin frame it; ours lets nobody (its header is set after our hooks).
        transformStaticCSP: denyFraming,
      });
      bindOperations(api, {
        operations,
        handlers: allHandlers(ctx),
        includeDevOnly: !env.production,
        checkResponses: options.checkResponses ?? false,
        requireAllHandlers: options.requireAllHandlers ?? true,
        defaultMainId: env.mainId,
        storeExists: (mainId) => stores.exists(mainId),
        authenticate: async (token) => {
          const claims = await verifyAccessToken(
            token,
            secrets.jwtSecret,
            Math.floor(ctx.clock().getTime() / 1000),
          );
          if (!claims) return null;
          const userId = Number(claims.sub);
          if (!Number.isInteger(userId)) return null;
          const live = await ctx.sessions.isLive({ sid: claims.sid, userId, mainId: claims.store });
          return live ? { userId, mainId: claims.store } : null;
        },
        authenticateAdmin: (token) => constantTimeEqual(token, secrets.adminToken),
        authenticateStaff: (token, mainId, touch) => ctx.staffGate.authenticate(token, mainId, { touch }),
        cache: ctx.cache,
      });
    },
    { prefix: API_PREFIX },
  );

  const images = findUp("public/images");
  if (images) {
    await app.register(fastifyStatic, {
      root: images,
      prefix: "/images/",
      decorateReply: false,
      maxAge: "7d",
    });
  }
  serveMedia(app, mediaStorage(env, ctx.db));
  await serveWebApps(app, ctx);
  return { app, ctx };
}

/** A policy with its frame-ancestors directive (if any) replaced by 'none'. */
function denyFraming(policy: string): string {
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !/^frame-ancestors\b/i.test(part));
  return [...directives, "frame-ancestors 'none'"].join("; ");
}

// Tests hold failure answers to the contract's Error schema as well: a body that strays from it is
// turned into a 500 naming the problem, so the test that caused it fails.
function checkErrorBodies(app: FastifyInstance, document: ReturnType<typeof readContract>) {
  const check = responseChecker(deref(document, { $ref: "#/components/schemas/Error" }) as JsonSchema);
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
    const problem = check(JSON.parse(payload));
    if (!problem) return payload;
    reply.code(500);
    return JSON.stringify({
      isError: true,
      success: false,
      code: "INTERNAL",
      message: `error body outside the contract: ${problem}`,
      msg: problem,
    });
  });
}
