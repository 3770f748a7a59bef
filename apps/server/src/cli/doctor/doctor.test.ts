// `node dist/cli.js doctor` as the operator runs it: the built CLI, a real SMTP server, the test
// PostgreSQL (or PGlite's folder when it is down), a fresh backup in BACKUP_DIR.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupFileName } from "../../services/backup-schedule/backup-files.js";
import { BUILT_CLI, requireBuiltCli } from "../../test-support/built-cli.js";
import { type SmtpReceiver, startSmtpReceiver } from "../../test-support/smtp-receiver.js";
import { postgresAvailable, testDatabaseUrl } from "../../test-support/test-database.js";
import { formatChecks } from "./doctor.js";

const postgresUp = await postgresAvailable();

function doctor(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_CLI, "doctor"], {
      // Only what is given: the test's own environment must not leak settings in.
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("cli doctor", () => {
  let smtp: SmtpReceiver;
  let ready: Record<string, string>;

  beforeAll(async () => {
    requireBuiltCli();
    smtp = await startSmtpReceiver();
    const dataDir = mkdtempSync(join(tmpdir(), "doctor-cli-"));
    mkdirSync(join(dataDir, "backups"));
    writeFileSync(join(dataDir, "backups", backupFileName(new Date(Date.now() - 3_600_000), "pglite")), "x");
    if (!postgresUp) writeFileSync(join(dataDir, "PG_VERSION"), "17\n");
    ready = {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://shop.example.in",
      JWT_SECRET: "j".repeat(40),
      AADHAAR_KEY: "ab".repeat(32),
      ADMIN_TOKEN: "t".repeat(32),
      METRICS_TOKEN: "m".repeat(32),
      TRUST_PROXY: "true",
      PAYMENT_GATEWAY: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_AbCdEf12345678",
      RAZORPAY_KEY_SECRET: "AbCdEfGhIjKlMnOpQrStUv12",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret-123",
      SMTP_URL: smtp.url,
      ...(postgresUp ? { DATABASE_URL: testDatabaseUrl() } : {}),
    };
  });
  afterAll(() => smtp?.close());

  it("prints one line per item and exits 0 when production has what it needs", async () => {
    const { code, stdout } = await doctor(ready);
    const lines = stdout.trim().split("\n");
    expect(lines.at(-1)).toBe("Ready for production.");
    const items = lines.slice(0, -1).map((line) => line.slice(6).split(/\s{2,}/)[0]);
    expect(items).toEqual([
      "NODE_ENV",
      "settings",
      "PUBLIC_URL",
      "JWT_SECRET",
      "AADHAAR_KEY",
      "ADMIN_TOKEN",
      "Razorpay keys",
      "Razorpay webhook",
      "database",
      "SMTP",
      "backup folder",
      ...(postgresUp ? ["pg_dump"] : []),
      "last backup",
      "disk",
      "TRUST_PROXY",
      "metrics",
    ]);
    // The disk of a test machine may be nearly full; everything else is set and working.
    for (const line of lines.slice(0, -1).filter((l) => !l.includes(" disk ")))
      expect(line).toMatch(/^ok {4}/);
    expect(code).toBe(0);
    expect(stdout).not.toContain("smtp-pass-123");
    expect(smtp.logins).toContainEqual({ user: "shop", accepted: true });
    expect(smtp.messages).toEqual([]);
  });

  it.each<{ change: Record<string, string>; failing: string[] }>([
    { change: { PUBLIC_URL: "http://shop.example.in" }, failing: ["PUBLIC_URL"] },
    { change: { SMTP_URL: "smtp://shop:wrong@127.0.0.1:1" }, failing: ["SMTP"] },
    { change: { RAZORPAY_KEY_ID: "rzp_test_AbCdEf12345678" }, failing: ["Razorpay keys"] },
    { change: { NODE_ENV: "development" }, failing: ["NODE_ENV"] },
    { change: { JWT_SECRET: "" }, failing: ["settings", "JWT_SECRET"] },
  ])("exits 1 naming what fails: $change", async ({ change, failing }) => {
    const { code, stdout, stderr } = await doctor({ ...ready, ...change });
    expect(stderr).toBe("");
    expect(code).toBe(1);
    const failed = stdout
      .split("\n")
      .filter((line) => line.startsWith("FAIL"))
      .map((line) => line.slice(6).split(/\s{2,}/)[0]);
    expect(failed).toEqual(failing);
    expect(stdout).toMatch(/\d required items? failed: fix (it|them) and run doctor again\.\n$/);
  });

  it("formats aligned lines and the summary", () => {
    expect(
      formatChecks([
        { item: "disk", status: "ok", detail: "9 GiB" },
        { item: "PUBLIC_URL", status: "fail", detail: "not set" },
        { item: "SMTP", status: "warn", detail: "no login" },
      ]),
    ).toBe(
      "ok    disk        9 GiB\nFAIL  PUBLIC_URL  not set\nwarn  SMTP        no login\n1 required item failed: fix it and run doctor again.\n",
    );
  });
});
