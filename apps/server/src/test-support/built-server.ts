// The BUILT server (dist/main.js) as a child process on a PostgreSQL schema, for the tests that need
// real processes: several instances on one database, and SIGKILL in the middle of requests.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { testDatabaseUrl } from "./test-database.js";

export const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const mainJs = join(serverDir, "dist", "main.js");

export function requireBuild(): void {
  if (!existsSync(mainJs)) {
    throw new Error(`${mainJs} is missing: build the server first (pnpm --filter @henna/server build)`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface BuiltServer {
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the first match of `pattern` in the server's standard output, as soon as it is printed. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts dist/main.js on `schema` and waits until /api/health answers. */
export async function startBuiltServer(schema: string, env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: testDatabaseUrl(),
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(join(tmpdir(), "built-server-")),
      PAYMENT_GATEWAY: "sandbox",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  const watchers = new Set<() => void>();
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const watcher of watchers) watcher();
  });
  const waitForOutput = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) {
          watchers.delete(check);
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          watchers.delete(check);
          reject(new Error(`server exited before printing ${pattern}: ${stdout}`));
        }
      };
      watchers.add(check);
      child.once("exit", check);
      check();
    });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}/api`;
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  };
  // Only a guard against a hang: the first start migrates and seeds, and a busy machine is slow.
  const deadline = Date.now() + 540_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return { port, base, child, waitForOutput, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop("SIGKILL");
  throw new Error(`server did not start: ${stderr}`);
}
