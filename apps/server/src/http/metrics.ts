// GET /metrics in Prometheus' text format: requests per contract operation and status with their
// latency, the job runner's queue and dead jobs, the outbox's lag, the database pool and the process
// (prom-client's default metrics). Each app has its own registry, so tests that build many apps in one
// process never see each other's counters.
//
// Who may read it: with METRICS_TOKEN set, only a request bearing that token (any environment); without
// it, anyone in development and tests, nobody in production (404). METRICS_PORT serves the same text on a
// port of its own as well, with the same token rule except that production needs no token there: a port
// meant for the scraper alone, kept off the public network.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { Env } from "../config/env.js";
import type { Database } from "../db/database.js";
import { listBackups } from "../services/backup-schedule/backup-files.js";
import { constantTimeEqual } from "../services/tokens.js";
import { ApiError, unauthorized } from "./api-error.js";
import type { ContractOperation } from "./contract.js";
import { createRequestMetrics, type RequestMetrics } from "./request-metrics.js";

export const METRICS_PATH = "/metrics";
const TOKEN_REQUIRED = "The metrics token (METRICS_TOKEN) is required as a bearer token.";

export interface MetricsOptions {
  env: Env;
  database: Database;
  clock: () => Date;
  operations: readonly ContractOperation[];
  /** Where the contract's routes are mounted (`/api`). */
  apiPrefix: string;
}

// Latency buckets in seconds: most answers take a few milliseconds, a checkout tens, a slow one seconds.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A registry with every metric of one app; the gauges read the database when scraped. */
export function createMetricsRegistry(
  options: Pick<MetricsOptions, "database" | "clock"> & { backupDir?: string },
): {
  registry: Registry;
  requests: RequestMetrics;
  fastAnswers: { inc(): void };
} {
  const { database, clock } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = createRequestMetrics(registry, LATENCY_BUCKETS);
  // Counted as a plain number and handed to prom-client when scraped, for the reason request-metrics.ts
  // gives.
  let fastSinceScrape = 0;
  new Counter({
    name: "http_fast_path_answers_total",
    help: "Of http_requests_total, answers the catalogue cache gave before Fastify saw the request (hit fast path).",
    registers: [registry],
    collect() {
      this.inc(fastSinceScrape);
      fastSinceScrape = 0;
    },
  });
  const fastAnswers = {
    inc() {
      fastSinceScrape += 1;
    },
  };
  new Gauge({
    name: "jobs",
    help: "Job runner rows by state: queued (due or later), running, dead (out of retries: `cli jobs dead`).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const counts = await database.db.execute<{ state: string; n: number }>(
        sql`select state, count(*)::int as n from jobs where state <> 'done' group by state`,
      );
      for (const state of ["queued", "running", "dead"]) {
        this.set({ state }, counts.rows.find((row) => row.state === state)?.n ?? 0);
      }
    },
  });
  new Gauge({
    name: "jobs_due",
    help: "Queued jobs whose time has come: the job runner's queue depth.",
    registers: [registry],
    async collect() {
      const due = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from jobs where state = 'queued' and run_at <= ${clock().toISOString()}::timestamptz`,
      );
      this.set(due.rows[0]?.n ?? 0);
    },
  });
  new Gauge({
    name: "outbox_messages",
    help: "Outbox messages (e-mail and push) not delivered: pending (still to be tried) or dead (out of retries).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const outbox = await database.db.execute<{ pending: number; dead: number }>(sql`
        select count(*) filter (where dead_at is null)::int as pending,
               count(*) filter (where dead_at is not null)::int as dead
        from outbox_mails where delivered_at is null`);
      this.set({ state: "pending" }, outbox.rows[0]?.pending ?? 0);
      this.set({ state: "dead" }, outbox.rows[0]?.dead ?? 0);
    },
  });
  new Gauge({
    name: "outbox_lag_seconds",
    help: "Age of the oldest outbox message still to be delivered (0 when none waits).",
    registers: [registry],
    async collect() {
      const now = clock();
      const outbox = await database.db.execute<{ oldest: string | null }>(
        sql`select min(created_at) as oldest from outbox_mails where delivered_at is null and dead_at is null`,
      );
      const oldest = outbox.rows[0]?.oldest;
      this.set(oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0);
    },
  });
  if (options.backupDir) {
    const backupDir = options.backupDir;
    // Read from BACKUP_DIR when scraped: the folder is the truth (a backup copied away or deleted by hand
    // shows at once). -1 when there is none yet, so an alert on "older than a day" also fires then.
    const last = async () => (await listBackups(backupDir).catch(() => []))[0];
    new Gauge({
      name: "backup_last_age_seconds",
      help: "Age of the newest backup in BACKUP_DIR (-1: none yet).",
      registers: [registry],
      async collect() {
        const newest = await last();
        this.set(newest ? Math.max(0, (clock().getTime() - newest.takenAt.getTime()) / 1000) : -1);
      },
    });
    new Gauge({
      name: "backup_last_bytes",
      help: "Size of the newest backup in BACKUP_DIR (0: none yet).",
      registers: [registry],
      async collect() {
        this.set((await last())?.bytes ?? 0);
      },
    });
  }
  const pool = (name: string, help: string, read: (use: ReturnType<Database["poolUse"]>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(database.poolUse()));
      },
    });
  pool("db_pool_connections", "Database connections open (PGlite: its one connection).", (u) => u.total);
  pool("db_pool_connections_idle", "Open database connections not running a query.", (u) => u.idle);
  pool("db_pool_waiting", "Queries waiting for a free database connection.", (u) => u.waiting);
  return { registry, requests, fastAnswers };
}

export interface InstalledMetrics {
  registry: Registry;
  /** Counts a GET answered by the hit fast path (http/hit-fast-path.ts), which Fastify's hook never sees. */
  observeFastAnswer(operation: string, status: number, seconds: number): void;
}

/** Counts every answer and serves /metrics (and METRICS_PORT) as the header comment describes. */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): InstalledMetrics {
  const { env } = options;
  const { registry, requests, fastAnswers } = createMetricsRegistry({ ...options, backupDir: env.backupDir });
  // Fastify knows the route pattern a request matched; the contract says which operation that is.
  const operationOf = new Map(
    options.operations.map((op) => [`${op.method} ${options.apiPrefix}${op.routePath}`, op.operationId]),
  );
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    const operation = (route && operationOf.get(`${request.method} ${route}`)) ?? "other";
    requests.series(operation, request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
  });

  const token = env.metricsToken;
  const allowed = (authorization: string | undefined) =>
    token === null || constantTimeEqual(bearerToken(authorization) ?? "", token);
  app.get(METRICS_PATH, async (request, reply) => {
    // Registered all the same, or the shop's page for unknown paths would answer in its place.
    if (token === null && env.production) {
      throw new ApiError(404, "NOT_FOUND", `No such route: ${request.method} ${METRICS_PATH}`);
    }
    if (!allowed(request.headers.authorization)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthorized(TOKEN_REQUIRED);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  const port = env.metricsPort;
  if (port !== null) {
    let server: Server | null = null;
    // Opened with the main port (not when tests only build the app), closed with the app.
    app.addHook("onListen", async () => {
      server = createServer((req, res) => void answerOnMetricsPort(req, res, registry, allowed));
      await new Promise<void>((resolve, reject) => {
        server?.once("error", reject).listen(port, env.host, () => resolve());
      });
      app.log.info(`metrics on http://${env.host}:${port}${METRICS_PATH}`);
    });
    app.addHook("onClose", async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }
  return {
    registry,
    observeFastAnswer(operation, status, seconds) {
      requests.series(operation, "GET", status).observe(seconds);
      fastAnswers.inc();
    },
  };
}

async function answerOnMetricsPort(
  req: IncomingMessage,
  res: ServerResponse,
  registry: Registry,
  allowed: (authorization: string | undefined) => boolean,
): Promise<void> {
  const path = (req.url ?? "").split("?")[0];
  if (req.method !== "GET" || path !== METRICS_PATH) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Only GET /metrics is here.\n");
    return;
  }
  if (!allowed(req.headers.authorization)) {
    res
      .writeHead(401, {
        "content-type": "text/plain; charset=utf-8",
        "www-authenticate": 'Bearer realm="metrics"',
      })
      .end(`${TOKEN_REQUIRED}\n`);
    return;
  }
  try {
    const text = await registry.metrics();
    res.writeHead(200, { "content-type": registry.contentType }).end(text);
  } catch (error) {
    res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Metrics could not be read.\n");
    process.stderr.write(`metrics: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() ?? null;
}
