import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../config/env.js";
import { backupFileName } from "../../services/backup-schedule/backup-files.js";
import { freePort } from "../../test-support/built-server.js";
import { type SmtpReceiver, startSmtpReceiver } from "../../test-support/smtp-receiver.js";
import { postgresAvailable, testDatabaseUrl } from "../../test-support/test-database.js";
import { backupChecks, databaseCheck, diskCheck, smtpCheck } from "./service-checks.js";

const postgresUp = await postgresAvailable();

describe("doctor's SMTP login against a real SMTP server", () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver("shop@example.in", "right-password");
  });
  afterAll(() => smtp.close());

  it.each([
    {
      user: "shop%40example.in",
      password: "right-password",
      status: "ok",
      detail: "accepted the login of shop@example.in",
    },
    { user: "shop%40example.in", password: "wrong-password", status: "fail", detail: "Invalid" },
    { user: "", password: "", status: "warn", detail: "has no login" },
  ])("$user:$password is $status", async ({ user, password, status, detail }) => {
    const login = user ? `${user}:${password}@` : "";
    const result = await smtpCheck(loadEnv({ SMTP_URL: `smtp://${login}127.0.0.1:${smtp.port}` }));
    expect(result).toMatchObject({ item: "SMTP", status });
    expect(result.detail).toContain(detail);
    expect(result.detail).not.toContain("right-password");
    // A login check sends nothing.
    expect(smtp.messages).toEqual([]);
  });

  it("fails when nothing listens, and when SMTP_URL is missing", async () => {
    const closed = await freePort();
    const result = await smtpCheck(loadEnv({ SMTP_URL: `smtp://a:b@127.0.0.1:${closed}` }));
    expect(result).toMatchObject({ status: "fail" });
    expect(result.detail).toMatch(/ECONNREFUSED|connect/i);
    expect((await smtpCheck(loadEnv({}))).status).toBe("fail");
  });
});

describe("doctor's database check", () => {
  it.skipIf(!postgresUp)("names PostgreSQL's version, without the password", async () => {
    const result = await databaseCheck(loadEnv({ DATABASE_URL: testDatabaseUrl() }));
    expect(result.status).toBe("ok");
    expect(result.detail).toMatch(/^PostgreSQL \d+/);
  });

  it("fails a PostgreSQL that does not answer", async () => {
    const port = await freePort();
    const result = await databaseCheck(loadEnv({ DATABASE_URL: `postgres://u:secret@127.0.0.1:${port}/x` }));
    expect(result.status).toBe("fail");
    expect(result.detail).toContain("u:***@127.0.0.1");
    expect(result.detail).not.toContain("secret");
  });

  it.each([
    { version: null, status: "warn", detail: "first start creates it" },
    { version: "17", status: "ok", detail: "PGlite (PostgreSQL 17)" },
  ])("PGlite with PG_VERSION $version is $status", async ({ version, status, detail }) => {
    const dataDir = mkdtempSync(join(tmpdir(), "doctor-pglite-"));
    if (version) writeFileSync(join(dataDir, "PG_VERSION"), `${version}\n`);
    const result = await databaseCheck(loadEnv({ DATA_DIR: dataDir }));
    expect(result.status).toBe(status);
    expect(result.detail).toContain(detail);
  });
});

describe("doctor's backup and disk checks", () => {
  const now = new Date("2026-11-28T06:00:00Z");
  it.each([
    { ages: [], last: "warn" },
    { ages: [5, 29], last: "ok" },
    { ages: [30], last: "fail" },
  ])("backups $ages hours old: the last is $last", async ({ ages, last }) => {
    const dataDir = mkdtempSync(join(tmpdir(), "doctor-backups-"));
    const dir = join(dataDir, "backups");
    mkdirSync(dir);
    for (const hours of ages) {
      const takenAt = new Date(now.getTime() - hours * 3_600_000);
      const path = join(dir, backupFileName(takenAt, "pglite"));
      writeFileSync(path, Buffer.alloc(2048));
      utimesSync(path, takenAt, takenAt);
    }
    writeFileSync(join(dir, "notes.txt"), "not a backup");
    const results = await backupChecks(loadEnv({ DATA_DIR: dataDir }), now);
    expect(Object.fromEntries(results.map((r) => [r.item, r.status]))).toEqual({
      "backup folder": "ok",
      "last backup": last,
    });
    if (ages.length > 0) expect(results[1]?.detail).toContain(`${ages[0]?.toFixed(1)} hours old, 2 KB`);
  });

  it("checks pg_dump with PostgreSQL", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "doctor-pgdump-"));
    const results = await backupChecks(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: "postgres://db/x" }), now);
    expect(results.map((r) => r.item)).toEqual(["backup folder", "pg_dump", "last backup"]);
    expect(results[1]?.detail).toMatch(/pg_dump \(PostgreSQL\) \d+|not installed/);
  });

  it("measures the free disk under DATA_DIR", async () => {
    const result = await diskCheck(loadEnv({ DATA_DIR: join(tmpdir(), "not-made-yet", "data") }));
    expect(result.detail).toMatch(/^\d+\.\d GiB free of \d+\.\d GiB under /);
    expect(["ok", "warn", "fail"]).toContain(result.status);
  });
});
