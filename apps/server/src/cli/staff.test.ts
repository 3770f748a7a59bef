// `node dist/cli.js staff add`: the built CLI against the test server's PostgreSQL schema. The member it
// makes signs in through the API with the piped password, or sets one from the printed link.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, TEST_SECRETS, type TestApp } from "../test-support/http-app.js";
import { postgresAvailable, testDatabaseUrl } from "../test-support/test-database.js";

const cliJs = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "cli.js");
const postgresUp = await postgresAvailable();
const title = postgresUp
  ? "staff CLI"
  : `staff CLI (skipped: ${testDatabaseUrl()} is unreachable; the CLI needs a shared database)`;

describe.skipIf(!postgresUp)(title, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(cliJs))
      throw new Error(`${cliJs} is missing: build the server first (pnpm --filter @henna/server build)`);
    t = await startTestApp("postgres");
  });
  afterAll(() => t?.close());

  const cli = (args: string[], stdin: string | null) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [cliJs, "staff", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: testDatabaseUrl(),
          DATABASE_SCHEMA: t.database.schema,
          DATA_DIR: mkdtempSync(join(tmpdir(), "cli-test-")),
          JWT_SECRET: TEST_SECRETS.jwtSecret,
          NODE_ENV: "test",
        },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
      if (stdin !== null) child.stdin.write(stdin);
      child.stdin.end();
    });

  const login = (email: string, password: string) =>
    t.request({ method: "POST", url: "/api/admin/auth/login", payload: { email, password } });

  it("makes the first owner with the password piped on standard input", async () => {
    const email = `Owner-${Date.now()}@Shop.example`;
    const made = await cli(["add", email, "--role", "owner", "--name", "Meera"], "a-strong-password\n");
    expect(made.code, made.stderr).toBe(0);
    const out = JSON.parse(made.stdout);
    expect(out.staff).toMatchObject({
      email: email.toLowerCase(),
      role: "owner",
      name: "Meera",
      hasPassword: true,
    });
    expect(out.setPasswordUrl).toBeUndefined();
    const res = await login(email, "a-strong-password");
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.role).toBe("owner");
  });

  it("prints a one-time set-password link when no password is piped", async () => {
    const email = `linked-${Date.now()}@shop.example`;
    const made = await cli(["add", email, "--role", "staff", "--url", "https://shop.example"], null);
    expect(made.code, made.stderr).toBe(0);
    const { setPasswordUrl } = JSON.parse(made.stdout);
    expect(setPasswordUrl).toMatch(/^https:\/\/shop\.example\/admin\/set-password\?token=/);
    const token = new URL(setPasswordUrl).searchParams.get("token");
    const set = await t.request({
      method: "POST",
      url: "/api/admin/auth/set-password",
      payload: { token, password: "chosen-password" },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(email, "chosen-password")).statusCode).toBe(200);
  });

  it.each([
    [["add", "someone@shop.example"], /--role must be owner or staff/],
    [["add", "not-an-email", "--role", "owner"], /Not an e-mail address/],
    [["remove", "someone@shop.example", "--role", "owner"], /usage: cli staff add/],
  ])("refuses %j with a usage message", async (args, message) => {
    const res = await cli(args, null);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
  });

  it("refuses a short password and an e-mail already on the staff", async () => {
    const email = `twice-${Date.now()}@shop.example`;
    const short = await cli(["add", email, "--role", "owner"], "short\n");
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/at least 8 characters/);
    expect((await cli(["add", email, "--role", "owner"], "long-enough-pass\n")).code).toBe(0);
    const again = await cli(["add", email, "--role", "staff"], "long-enough-pass\n");
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already on the staff/);
  });
});
