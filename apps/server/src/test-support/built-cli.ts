// The built CLI (`dist/cli.js`) run against a test server's PostgreSQL schema, as an operator would run
// it beside the server: the tests of the commands that share the store's database use this.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestApp } from "./http-app.js";
import { postgresAvailable, testDatabaseUrl } from "./test-database.js";

export const BUILT_CLI = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist", "cli.js");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The describe title and whether to skip: the CLI needs a shared database, so PostgreSQL must be up. */
export async function builtCliSuite(name: string): Promise<{ title: string; skip: boolean }> {
  const up = await postgresAvailable();
  return {
    title: up
      ? name
      : `${name} (skipped: ${testDatabaseUrl()} is unreachable; the CLI needs a shared database)`,
    skip: !up,
  };
}

export function requireBuiltCli(): void {
  if (!existsSync(BUILT_CLI))
    throw new Error(`${BUILT_CLI} is missing: build the server first (pnpm --filter @henna/server build)`);
}

/** Runs `node dist/cli.js ...args` on the test app's schema; `stdin`, when given, is piped in and closed. */
export function runBuiltCli(
  t: TestApp,
  args: readonly string[],
  options: { stdin?: string | null; env?: Record<string, string> } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_CLI, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: testDatabaseUrl(),
        DATABASE_SCHEMA: t.database.schema,
        DATA_DIR: mkdtempSync(join(tmpdir(), "cli-test-")),
        NODE_ENV: "test",
        ...options.env,
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
    if (options.stdin != null) child.stdin.write(options.stdin);
    child.stdin.end();
  });
}
