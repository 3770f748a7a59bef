// The built server (apps/server/dist/main.js) on a fresh PGlite store (the demo store seeded on first
// start) and a free port, exactly as `npm start` runs it.
//
// Seeding the demo store is half of a server's start (about 3 of 6 s here). The global setup seeds one
// data directory once (seedDataDir); each journey file's store starts from a copy of it, which is the
// same fresh demo store, minus its secrets.json, so every store still makes its own keys.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/free-port.mjs";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SERVER_MAIN = join(REPO_ROOT, "apps/server/dist/main.js");
const SHOP_INDEX = join(REPO_ROOT, "apps/shop/dist/index.html");
// Only a guard against a server that never comes up; a busy machine starts it slowly.
const START_TIMEOUT_MS = 300_000;
/** The admin bearer token the journeys' server accepts (POST /api/admin/orders/{orderId}/status). */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";

export { freePort };

export interface RunningStore {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  baseUrl: string;
  /** The server's data directory (DATA_DIR). */
  dataDir: string;
  /** The server's output so far (it helps when a journey fails). */
  output(): string;
  /** The first match of `pattern` in the server's output, as soon as it is printed. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Stops the server and deletes its data, unless asked to keep it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** What the seeded data depends on: a store started with any of these set seeds its own. */
const SEED_SETTINGS = ["MAIN_ID", "SEED_DEMO", "DATABASE_URL", "DATA_DIR"];

export interface StartOptions {
  /** A data directory the demo store was seeded into (seedDataDir), copied instead of seeding again. */
  seeded?: string | null;
}

export async function startStore(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningStore> {
  // freePort's port is free when it answers, but another process can bind it before the server does
  // (a journey beside it opening a connection): the server then stops with EADDRINUSE, and a new port
  // is tried on a new copy of the store.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStoreOnce(env, options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes("EADDRINUSE")) throw error;
    }
  }
}

async function startStoreOnce(
  env: Record<string, string>,
  { seeded = null }: StartOptions,
): Promise<RunningStore> {
  for (const [file, what] of [
    [SERVER_MAIN, "the server"],
    [SHOP_INDEX, "the shop"],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`${what} is not built (${file} is missing): run \`npm run build\``);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "henna-e2e-"));
  if (seeded && !SEED_SETTINGS.some((name) => name in env)) {
    cpSync(seeded, dataDir, { recursive: true });
    rmSync(join(dataDir, "secrets.json"), { force: true });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PUBLIC_DIR: "",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // The journeys assert that pages are rendered on the server; on a 2-core machine busy with the
      // other journeys and suites a render can pass production's 2 s, which serves the page to render
      // in the browser instead (web-render.test.ts covers that fallback).
      SERVER_RENDER_TIMEOUT_MS: "60000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const watchers = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
    for (const watcher of watchers) watcher();
  };
  const waitForOutput = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match || child.exitCode !== null || child.signalCode !== null) {
          watchers.delete(check);
          if (match) resolve(match);
          else reject(new Error(`the server stopped before printing ${pattern}:\n${output}`));
        }
      };
      watchers.add(check);
      child.once("exit", check);
      check();
    });
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped while starting (exit ${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { baseUrl, dataDir, output: () => output, waitForOutput, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/**
 * Seeds the demo store into a new data directory (a server started and stopped on it) and answers the
 * directory, for startStore's `seeded`.
 */
export async function seedDataDir(): Promise<string> {
  const store = await startStore();
  await store.stop({ keepData: true });
  return store.dataDir;
}

/** After a failed test: the end of its server's output, which a journey's own error cannot show. */
export function reportServerOnFailure(
  context: { task: { name: string; result?: { state?: string } } },
  store: RunningStore | undefined,
): void {
  if (context.task.result?.state !== "fail" || !store) return;
  console.error(
    `--- the store's output, after "${context.task.name}" failed ---\n${store.output().slice(-4000)}`,
  );
}
