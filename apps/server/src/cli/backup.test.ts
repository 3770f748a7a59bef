// `node dist/cli.js backup FILE` and `restore FILE [--force]`, the built CLI on PGlite (a data folder)
// and on PostgreSQL (a schema): a store with a paid order, an admission and outbox messages is backed
// up, changed, and restored to exactly the rows it had; a database with data is only replaced with
// --force; a backup of one kind is refused by the other with a message.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../db/database.js";
import { enqueueMail } from "../services/outbox/enqueue.js";
import { admissionForm } from "../test-support/admission-kit.js";
import { insertAddress, insertProduct, orderBody, payThroughSandbox } from "../test-support/checkout-kit.js";
import { startTestApp, type TestApp } from "../test-support/http-app.js";
import { postgresAvailable, testDatabaseUrl } from "../test-support/test-database.js";
import { createTestUser } from "../test-support/users.js";

const run = promisify(execFile);
const cliJs = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "cli.js");
const TABLES = [
  "stores",
  "users",
  "products",
  "orders",
  "order_items",
  "order_events",
  "admissions",
  "outbox_mails",
];

/** Every row of the tables that matter, in key order: what a restore must give back. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    rows[table] = (await db.execute(sql.raw(`select * from ${table} order by 1`))).rows;
  }
  return rows;
}

/** A paid order (with its confirmation mail in the outbox), an admission and one more message. */
async function fillStore(t: TestApp): Promise<void> {
  const user = await createTestUser(t);
  const address = await insertAddress(t, user);
  const product = await insertProduct(t, { price: 120, stock: 5 });
  await payThroughSandbox(t, user, orderBody({ lines: [{ product_id: product, quantity: 2 }], address }));
  const admission = await t.request({
    method: "POST",
    url: "/api/admission",
    token: user.accessToken,
    payload: admissionForm(),
  });
  expect(admission.statusCode, admission.body).toBe(201);
  await enqueueMail(t.ctx.db, "demo-store", {
    to: "owner@example.com",
    subject: "Backup test",
    text: "hello",
  });
}

async function cli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliJs, ...args], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr, json: JSON.parse(stdout) as Record<string, unknown> };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, json: null };
  }
}

describe.skipIf(!existsSync(cliJs))("backup and restore on PGlite", () => {
  let t: TestApp;
  let expected: Record<string, unknown[]>;
  const work = mkdtempSync(join(tmpdir(), "backup-pglite-"));
  const dataDir = join(work, "data");
  const file = join(work, "store.backup");
  beforeAll(async () => {
    t = await startTestApp("pglite");
    await fillStore(t);
    expected = await snapshot(t.database.db);
    // The store on disk, as `npm start` keeps it in DATA_DIR.
    const dump = await t.database.dumpDataDir?.();
    const onDisk = await createDatabase({ dataDir, pgliteDataDir: dump });
    await onDisk.close();
  });
  afterAll(() => t?.close());

  const withData = async <T>(dir: string, use: (db: Db) => Promise<T>): Promise<T> => {
    const database = await createDatabase({ dataDir: dir });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  };

  it("backs up DATA_DIR and restores the same rows into a new one", async () => {
    expect(expected.orders).toHaveLength(1);
    expect(expected.admissions).toHaveLength(1);
    expect(expected.outbox_mails?.length).toBeGreaterThanOrEqual(2);
    const backup = await cli({ DATA_DIR: dataDir }, "backup", file);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.json).toMatchObject({ backup: file, kind: "pglite" });

    const fresh = join(work, "fresh");
    const restore = await cli({ DATA_DIR: fresh }, "restore", file);
    expect(restore.code, restore.stderr).toBe(0);
    expect(await withData(fresh, snapshot)).toEqual(expected);
  });

  it("replaces a database that has data only with --force, keeping the old folder", async () => {
    await withData(dataDir, async (db) => {
      await db.execute(sql`delete from outbox_mails`);
      await db.execute(sql`delete from admissions`);
    });
    const refused = await cli({ DATA_DIR: dataDir }, "restore", file);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`DATA_DIR=${dataDir} already holds a database`);
    expect(refused.stderr).toContain("--force");

    const forced = await cli({ DATA_DIR: dataDir }, "restore", file, "--force");
    expect(forced.code, forced.stderr).toBe(0);
    const previous = String(forced.json?.previous);
    expect(previous).toContain(`${dataDir}.before-restore-`);
    expect(await withData(dataDir, snapshot)).toEqual(expected);
    expect((await withData(previous, snapshot)).admissions).toEqual([]);
  });

  it("refuses what is not its kind of backup, with the reason", async () => {
    const postgres = await cli(
      { DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      "restore",
      file,
    );
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain(
      "is a PGlite backup: restore it with DATA_DIR set and DATABASE_URL unset",
    );
    const missing = await cli({ DATA_DIR: dataDir }, "restore", join(work, "nothing-here"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No backup at");
    const usage = await cli({ DATA_DIR: dataDir }, "backup");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("cli restore FILE [--force]");
  });
});

const postgresUp = await postgresAvailable();
describe.skipIf(!existsSync(cliJs) || !postgresUp)("backup and restore on PostgreSQL", () => {
  let t: TestApp;
  let expected: Record<string, unknown[]>;
  const file = join(mkdtempSync(join(tmpdir(), "backup-postgres-")), "store.dump");
  const env = () => ({
    DATABASE_URL: testDatabaseUrl(),
    DATABASE_SCHEMA: t.database.schema,
    DATA_DIR: tmpdir(),
  });
  beforeAll(async () => {
    t = await startTestApp("postgres");
    await fillStore(t);
    expected = await snapshot(t.database.db);
  });
  afterAll(() => t?.close());

  it("backs up the schema with pg_dump and restores the same rows, over data only with --force", async () => {
    const backup = await cli(env(), "backup", file);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.json).toMatchObject({ backup: file, kind: "postgres" });

    await t.database.db.execute(sql`delete from outbox_mails`);
    await t.database.db.execute(sql`delete from admissions`);
    await t.database.db.execute(sql`create table stray (id int)`);
    const refused = await cli(env(), "restore", file);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`Schema "${t.database.schema}"`);
    expect(refused.stderr).toContain("--force");
    expect((await snapshot(t.database.db)).admissions).toEqual([]);

    const forced = await cli(env(), "restore", file, "--force");
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.json).toMatchObject({ kind: "postgres", schema: t.database.schema });
    expect(await snapshot(t.database.db)).toEqual(expected);
    // The restore replaced the schema's contents: a table the backup did not have is gone.
    const stray = await t.database.db.execute(
      sql`select 1 from pg_tables where schemaname = ${t.database.schema} and tablename = 'stray'`,
    );
    expect(stray.rows).toEqual([]);
  });

  it("restores into a database without the schema, and refuses another schema's backup by name", async () => {
    await t.database.db.execute(sql.raw(`drop schema "${t.database.schema}" cascade`));
    const restore = await cli(env(), "restore", file);
    expect(restore.code, restore.stderr).toBe(0);
    expect(await snapshot(t.database.db)).toEqual(expected);

    const elsewhere = await cli({ ...env(), DATABASE_SCHEMA: "some_other_store" }, "restore", file);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain(`set DATABASE_SCHEMA=${t.database.schema} to restore it`);
    const pglite = await cli({ DATA_DIR: mkdtempSync(join(tmpdir(), "backup-kind-")) }, "restore", file);
    expect(pglite.code).toBe(2);
    expect(pglite.stderr).toContain("is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set");
  });
});
