// The setup the catalogue-scale benchmarks share (catalogue-csv.mjs, sitemap.mjs): a fresh data
// directory, on --postgres a database of its own on the test server, the server's CLI to seed N products
// (and whatever else), the built server started on it, and everything removed again at the end or on
// Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverDist = join(root, "apps/server/dist");
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

async function adminQuery(sql) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A seeded store for one benchmark. `name` labels its data directory and database; `env` is added to
 * the server's and the CLI's environment. Call cleanup() once done (it also runs on SIGINT/SIGTERM).
 */
export async function seededStore({ name, postgres, env: extra = {} }) {
  if (!existsSync(join(serverDist, "main.js"))) {
    console.error("Build first: npm run build (apps/server/dist is missing).");
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `store-bench-${name}-`));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development", ...extra };
  let databaseName = null;
  let server = null;

  async function cleanup() {
    // The server goes first, so dropping its database ends no connection of a live server.
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) {
      const dropping = databaseName;
      databaseName = null;
      await adminQuery(`DROP DATABASE IF EXISTS ${dropping} WITH (FORCE)`);
    }
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }

  if (postgres) {
    databaseName = `bench_${name}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }

  /** The server's CLI on the store's database; its stdout, or an error with its stderr. */
  function cli(args, input) {
    const done = spawnSync(process.execPath, [join(serverDist, "cli.js"), ...args], {
      env,
      input,
      encoding: "utf8",
    });
    if (done.status !== 0) throw new Error(`cli ${args.join(" ")}: ${done.stderr}`);
    return done.stdout;
  }

  /** Starts the built server on the store and resolves with its origin once it answers /api/health. */
  async function startServer() {
    const port = 19_000 + Math.floor(Math.random() * 1000);
    server = spawn(process.execPath, [join(serverDist, "main.js")], {
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return origin;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the server did not answer /api/health within a minute");
  }

  return { env, cli, startServer, cleanup, database: postgres ? "PostgreSQL" : "PGlite" };
}
