// On PostgreSQL (DATABASE_URL) many processes may share the database, so nothing holds DATA_DIR: two
// servers start on one folder, and every command runs on the database itself, beside the servers or
// without them, with no write lost; a SIGKILLed server starts again. The BUILT server and CLI.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../db/data-dir-lock.js";
import { createDatabase } from "../db/database.js";
import { orderEvents, orders, staffMembers } from "../db/schema.js";
import { type BuiltServer, requireBuild, startBuiltServer } from "../test-support/built-server.js";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import {
  cli,
  expectFailure,
  type FilledStore,
  fillStore,
  signIn,
  waitForMail,
} from "../test-support/one-writer-kit.js";
import { postgresAvailable, testDatabaseUrl } from "../test-support/test-database.js";

const postgresUp = await postgresAvailable();
const JWT_SECRET = `one-writer-pg-${randomBytes(16).toString("hex")}`;
const PASSWORD = "a long password 1";

describe.skipIf(!postgresUp)("commands and servers on PostgreSQL share one DATA_DIR", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "one-writer-pg-"));
  let t: TestApp;
  let store: FilledStore;
  let a: BuiltServer;
  let b: BuiltServer;
  const env = () => ({
    DATABASE_URL: testDatabaseUrl(),
    DATABASE_SCHEMA: t.database.schema,
    DATA_DIR: dataDir,
    JWT_SECRET,
  });
  const start = () => startBuiltServer(t.database.schema, { DATA_DIR: dataDir, JWT_SECRET });

  beforeAll(async () => {
    requireBuild();
    t = await startTestApp("postgres");
    store = await fillStore(t, "postgres");
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
  });

  it("runs two servers on one folder (no lock: PostgreSQL takes many processes)", async () => {
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    for (const server of [a, b]) expect((await fetch(`${server.base}/health`)).status).toBe(200);
  });

  it("runs every command on the database beside the servers, seen by both at once", async () => {
    const added = await cli(
      env(),
      ["staff", "add", "pg-beside@shop.example", "--role", "owner"],
      `${PASSWORD}\n`,
    );
    expect(added.code, added.stderr).toBe(0);
    for (const server of [a, b])
      expect(await signIn(server.base, "pg-beside@shop.example", PASSWORD)).toBe(200);
    const moved = await cli(env(), ["order-status", store.orderId, "Processing"]);
    expect(moved.json, moved.stderr).toMatchObject({ orderStatus: "Processing" });
    const [job] = store.deadJobs;
    expect((await cli(env(), ["jobs", "retry", String(job)])).json).toEqual({ retried: job });
    const [message] = store.deadMessages;
    expect((await cli(env(), ["jobs", "retry-message", String(message?.id)])).json).toEqual({
      retried: message?.id,
    });
    await waitForMail(a.base, message?.to ?? "");
    const backup = await cli(env(), ["backup", join(dataDir, "live.dump")]);
    expect(backup.json, backup.stderr).toMatchObject({ kind: "postgres" });
    const shoppers = await cli(env(), ["seed-shoppers", "--count", "1", "--prefix", "pgbeside"]);
    expect(shoppers.code, shoppers.stderr).toBe(0);
    expectFailure(await cli(env(), ["order-status", "ORD-none", "Shipped"]), 1, "NOT_FOUND: Order not found");
    expectFailure(await cli(env(), ["jobs", "retry", "x"]), 2, "usage:");
  });

  it("starts again after a SIGKILL, with every write", async () => {
    await a.stop("SIGKILL");
    a = await start();
    expect(await signIn(a.base, "pg-beside@shop.example", PASSWORD)).toBe(200);
  });

  it("without a server, runs the commands the same way", async () => {
    await Promise.all([a.stop(), b.stop()]);
    const added = await cli(
      env(),
      ["staff", "add", "pg-alone@shop.example", "--role", "staff"],
      `${PASSWORD}\n`,
    );
    expect(added.code, added.stderr).toBe(0);
    const moved = await cli(env(), ["order-status", store.orderId, "Packed"]);
    expect(moved.json, moved.stderr).toMatchObject({ orderStatus: "Packed" });
    const message = store.deadMessages[1]?.id;
    expect((await cli(env(), ["jobs", "retry-message", String(message)])).json).toEqual({ retried: message });
    expect((await cli(env(), ["backup", join(dataDir, "offline.dump")])).json).toMatchObject({
      kind: "postgres",
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.order_id, store.orderId));
    const moves = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_ref, order?.id ?? 0), eq(orderEvents.field, "orderStatus")));
    expect(moves.filter((event) => event.actor === "cli").map((event) => event.to_value)).toEqual([
      "Processing",
      "Packed",
    ]);
    const members = await t.database.db.select({ email: staffMembers.email }).from(staffMembers);
    expect(members.map((m) => m.email).sort()).toEqual(["pg-alone@shop.example", "pg-beside@shop.example"]);
  });
});

describe.skipIf(!postgresUp)("cli staff add before the first start (PostgreSQL)", () => {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(join(tmpdir(), "one-writer-pg-fresh-"));
  let server: BuiltServer | undefined;
  afterAll(async () => {
    await server?.stop();
    const database = await createDatabase({ databaseUrl: testDatabaseUrl(), dataDir: "", schema });
    await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await database.close();
  });

  it("migrates and creates the store, then the server starts on it with the owner", async () => {
    requireBuild();
    const env = { DATABASE_URL: testDatabaseUrl(), DATABASE_SCHEMA: schema, DATA_DIR: dataDir, JWT_SECRET };
    const made = await cli(env, ["staff", "add", "first@shop.example", "--role", "owner"], `${PASSWORD}\n`);
    expect(made.code, made.stderr).toBe(0);
    server = await startBuiltServer(schema, { DATA_DIR: dataDir, JWT_SECRET });
    expect(await signIn(server.base, "first@shop.example", PASSWORD)).toBe(200);
  });
});
