// A real server for tests: the full Fastify app over a fresh database (in-memory PGlite or a throw-away
// PostgreSQL schema) with the demo store seeded, every response checked against the contract, and a
// clock the test can move. Requests go through app.inject(), the real HTTP layer without a socket.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.js";
import { loadEnv } from "../config/env.js";
import type { Secrets } from "../config/secrets.js";
import type { AppContext } from "../context.js";
import type { Database, DatabaseKind } from "../db/database.js";
import { seedEmptyStore } from "../seed/empty-store.js";
import { openTestDatabase, postgresAvailable } from "./test-database.js";

export const TEST_SECRETS: Secrets = {
  jwtSecret: "test-jwt-secret-0123456789abcdef0123456789",
  aadhaarKey: Buffer.alloc(32, 7),
  adminToken: "test-admin-token-0123456789abcdef",
  sandboxKeySecret: "test-sandbox-key-secret",
};

/**
 * What production insists on (env.ts refuses to start without it): a real payment gateway's keys, a
 * long JWT secret and the Aadhaar key. Made-up values; nothing here reaches a real gateway.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: "production",
  PAYMENT_GATEWAY: "razorpay",
  RAZORPAY_KEY_ID: "rzp_live_test",
  RAZORPAY_KEY_SECRET: "not-a-real-secret",
  RAZORPAY_WEBHOOK_SECRET: "not-a-real-webhook-secret",
  JWT_SECRET: "j".repeat(40),
  AADHAAR_KEY: "ab".repeat(32),
  PUBLIC_URL: "https://shop.example.in",
};

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  kind: DatabaseKind;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  now(): Date;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: NodeJS.WritableStream;
  fetch?: typeof fetch;
  start?: Date;
  /** The store MAIN_ID names: the demo store (default), or the empty one `SEED_DEMO=false` creates. */
  store?: "demo" | "empty";
}

export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const empty = options.store === "empty";
  const database = await openTestDatabase(kind, { seed: !empty });
  let now = options.start?.getTime() ?? Date.now();
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "store-test-")),
    ...options.env,
  });
  if (empty) await seedEmptyStore(database.db, { mainId: env.mainId });
  const { app, ctx } = await buildApp({
    env,
    secrets: TEST_SECRETS,
    database,
    clock: () => new Date(now),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    checkResponses: true,
    requireAllHandlers: false,
  });
  await app.ready();
  // A test file's module stays loaded for the rest of its worker's run (vitest's isolate: false), and
  // with it this object: close() lets go of the app and its database, or every finished file's server
  // stays in the heap, and each later garbage collection walks it (by the suite's end a PGlite open
  // cost three times the CPU it does in a fresh worker).
  let live: { app: FastifyInstance; ctx: AppContext; database: Database } | null = { app, ctx, database };
  const held = () => {
    if (!live) throw new Error("this test app was closed");
    return live;
  };
  return {
    get app() {
      return held().app;
    },
    get ctx() {
      return held().ctx;
    },
    get database() {
      return held().database;
    },
    kind,
    advance(ms) {
      now += ms;
    },
    now: () => new Date(now),
    request({ token, headers, ...rest }) {
      return held().app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      if (!live) return;
      await live.app.close();
      await live.database.close();
      live = null;
    },
  };
}

/**
 * The databases a server suite runs on: PGlite, and PostgreSQL when it answers. A suite whose requests
 * are plain reads and writes of a row at a time (no locks, races, sums, dates or search, where the two
 * engines or their drivers could differ) says `sameOnPostgres` and runs on PGlite only, unless
 * TEST_ALL_DATABASES=1 asks for both everywhere.
 */
export async function testDatabaseKinds(options: { sameOnPostgres?: boolean } = {}): Promise<DatabaseKind[]> {
  const both = !options.sameOnPostgres || process.env.TEST_ALL_DATABASES === "1";
  return both && (await postgresAvailable()) ? ["pglite", "postgres"] : ["pglite"];
}
