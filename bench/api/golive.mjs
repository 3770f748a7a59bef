#!/usr/bin/env node
// Going live (issue 34), on PGlite and on PostgreSQL; prints figures, checks no target.
//
// (a) Setup link to dashboard: a new, empty store started as docs/deploy.md starts it (NODE_ENV=production,
//     SEED_DEMO=false), the one-time setup link it prints opened in Debian's Chromium, the owner's form
//     filled in and sent, until the dashboard's heading shows. Times from the server's spawn: the link
//     printed, /api/health answering, the dashboard shown; and the form alone (link opened to dashboard).
//     Then the same once more as the HTTPS journey runs it: Debian's Caddy with the shipped Caddyfile
//     (SHOP_TLS=internal) in front, PUBLIC_URL on https and TRUST_PROXY, the link opened through Caddy
//     over HTTP/2 (skipped, saying why, where Caddy is missing).
// (b) A live backup under traffic: a store with --products seeded products and its owner (made through
//     the same setup link, by the API), under a steady load of catalogue reads from autocannon: cached
//     reads (500 listing pages and 1,000 products, warmed first) at --rate per second, and uncached
//     searches (a new query string each) at a tenth of it. After --before seconds, "Back up now"
//     (POST /api/admin/backups: snapshot or pg_dump, then read back in full; --backups times, 2 s apart,
//     their windows pooled); then `cli backup FILE` beside the server (PGlite: the server streams it
//     through its control socket; PostgreSQL: pg_dump run by the command). Prints each backup's duration
//     and size, the reads' p50/p99 before and during each, and when in a backup the slowest searches came.
//
// Data folders and databases are removed at the end, or on an error, Ctrl-C or SIGTERM.
//   node bench/api/golive.mjs [--products 20000] [--rate 100] [--before 5] [--backups 1]
//     [--only pglite|postgres] [--part setup|backup]   (a) or (b) alone
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { chromium } from "playwright-core";
import { caddyPorts, startCaddy } from "../../scripts/caddy-proxy.mjs";
import { ensureCaddy } from "../../scripts/ensure-caddy.mjs";
import { ensureChromium } from "../../scripts/ensure-chromium.mjs";
import { formatRow, windowLatency } from "./stats.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverDist = join(root, "apps/server/dist");
const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    rate: { type: "string", default: "100" },
    before: { type: "string", default: "5" },
    backups: { type: "string", default: "1" },
    only: { type: "string" },
    part: { type: "string" },
  },
});
const PRODUCTS = Number(values.products);
const RATE = Number(values.rate);
const BEFORE_S = Number(values.before);
const BACKUPS = Number(values.backups);
for (const [name, value] of Object.entries({
  products: PRODUCTS,
  rate: RATE,
  before: BEFORE_S,
  backups: BACKUPS,
})) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number`);
    process.exit(2);
  }
}
const KINDS = values.only ? [values.only] : ["pglite", "postgres"];
if (KINDS.some((kind) => kind !== "pglite" && kind !== "postgres")) {
  console.error("--only takes pglite or postgres");
  process.exit(2);
}
if (values.part && values.part !== "setup" && values.part !== "backup") {
  console.error("--part takes setup or backup");
  process.exit(2);
}
const PARTS = values.part ? [values.part] : ["setup", "backup"];
if (!existsSync(join(serverDist, "main.js")) || !existsSync(join(serverDist, "cli.js"))) {
  console.error("Build first: npm run build (apps/server/dist is missing).");
  process.exit(1);
}
const found = ensureChromium();
if (!found.path) {
  console.error(`Chromium missing: ${found.reason}`);
  process.exit(1);
}
const caddyFound = ensureCaddy();

const STORE = "demo-store";
const SETUP_LINE = /The store has no owner yet\. .*: (\S+\/admin\/setup\?token=(\S+))/;
const OWNER = { name: "Bench Owner", email: "owner@bench.example", password: "bench-owner-password" };
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
// The settings production refuses to start without (docs/deploy.md, section 4); none is real.
const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "golive-bench-jwt-secret-0123456789abcdef",
  AADHAAR_KEY: "cd".repeat(32),
  PAYMENT_GATEWAY: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_golivebench",
  RAZORPAY_KEY_SECRET: "golive-bench-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "golive-bench-webhook-secret",
};

// ---------------------------------------------------------------- what this run leaves behind
const children = new Set();
const proxies = new Set();
const folders = new Set();
const databases = new Set();
let browser = null;
let cleaning = null;

function cleanup() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    await Promise.all([...proxies].map((proxy) => proxy.stop()));
    await Promise.all([...children].map(stopChild));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    if (databases.size === 0) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  })();
  return cleaning;
}
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => cleanup().finally(() => process.exit(130)));
process.on("unhandledRejection", (error) => {
  console.error(error);
  cleanup().finally(() => process.exit(1));
});

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A new data folder, and for PostgreSQL a new database: the env of a store nobody has used. */
async function freshStore(kind, label) {
  const dataDir = mkdtempSync(join(tmpdir(), `store-golive-${label}-`));
  folders.add(dataDir);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", MAIN_ID: STORE };
  delete env.DATABASE_URL;
  if (kind === "postgres") {
    const name = `bench_golive_${label}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databases.add(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

/** Spawns the built server; resolves once it printed the setup link and answers /api/health. */
async function startServer(env, publicUrl = null) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child = spawn(process.execPath, [join(serverDist, "main.js")], {
    env: { ...env, HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: publicUrl ?? base },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let output = "";
  const printed = new Promise((resolve, reject) => {
    const look = (chunk) => {
      output += chunk;
      const match = SETUP_LINE.exec(output);
      if (match) resolve({ at: performance.now(), link: match[1], token: match[2] });
    };
    child.stdout.on("data", look);
    child.stderr.on("data", look);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) while starting:\n${output}`)));
  });
  for (;;) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const healthy = performance.now();
  const setup = await printed;
  return { child, base, spawned, healthy, setup };
}

// ---------------------------------------------------------------- (a) setup link to dashboard
/** With `caddyPath`, behind Caddy over HTTPS as the HTTPS journey runs it (its start is not timed). */
async function setupToDashboard(kind, caddyPath = null) {
  const env = { ...(await freshStore(kind, "setup")), ...PRODUCTION, SEED_DEMO: "false" };
  const ports = caddyPath ? await caddyPorts() : null;
  if (ports) env.TRUST_PROXY = "true";
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    // Caddy's local CA is this run's own: the browser accepts it rather than trusting it machine-wide.
    ignoreHTTPSErrors: Boolean(ports),
  });
  const page = await context.newPage();
  const server = await startServer(env, ports ? `https://localhost:${ports.https}` : null);
  let caddy = null;
  if (ports) {
    caddy = await startCaddy(caddyPath, new URL(server.base).host, ports);
    proxies.add(caddy);
  }
  const opened = performance.now();
  await page.goto(server.setup.link);
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Repeat the password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner and sign in" }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor({ timeout: 120_000 });
  const dashboard = performance.now();
  const protocol = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.nextHopProtocol);
  await page.context().close();
  if (caddy) {
    await caddy.stop();
    proxies.delete(caddy);
  }
  await stopChild(server.child);
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return {
    link: s(server.setup.at - server.spawned),
    health: s(server.healthy - server.spawned),
    form: s(dashboard - opened),
    total: s(dashboard - server.spawned),
    protocol,
  };
}

/** (a) printed: straight to the server, then behind Caddy over HTTPS. */
async function printSetupToDashboard(kind, label) {
  const setup = await setupToDashboard(kind);
  console.log(
    `\n${label}, (a) new store: setup link printed ${setup.link} after spawn, /api/health ${setup.health}; ` +
      `link opened to dashboard ${setup.form}; spawn to dashboard ${setup.total}`,
  );
  if (!caddyFound.path) {
    console.log(`${label}, (a) behind Caddy over HTTPS: skipped (${caddyFound.reason})`);
    return;
  }
  const https = await setupToDashboard(kind, caddyFound.path);
  console.log(
    `${label}, (a) the same behind Caddy over HTTPS (${https.protocol}): link opened to dashboard ${https.form}`,
  );
}

// ---------------------------------------------------------------- (b) a backup under traffic
function cli(args, env) {
  const run = spawnSync(process.execPath, [join(serverDist, "cli.js"), ...args], { env, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`cli ${args[0]} failed (${run.status}): ${run.stderr}`);
  return run.stdout;
}

async function backupUnderTraffic(kind) {
  const env = await freshStore(kind, "backup");
  cli(["seed-catalogue", "--count", String(PRODUCTS)], env);
  const server = await startServer(env);
  const ownerAnswer = await fetch(`${server.base}/api/admin/setup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-main-id": STORE },
    body: JSON.stringify({ token: server.setup.token, ...OWNER }),
  });
  if (!ownerAnswer.ok) throw new Error(`the setup link answered ${ownerAnswer.status}`);
  const { accessToken } = await ownerAnswer.json();

  const listing = Array.from(
    { length: 500 },
    (_, i) => `/api/grouped-product/search-all-products/${STORE}?page=${i + 1}&limit=10&sort=newest`,
  );
  const spread = Array.from({ length: 20 }, (_, i) => 1 + Math.floor((i * PRODUCTS) / 50 / 20));
  const ids = [];
  for (const page of spread) {
    const answer = await fetch(
      `${server.base}/api/grouped-product/search-all-products/${STORE}?page=${page}&limit=50`,
    );
    ids.push(...(await answer.json()).data.map((product) => product.product_id));
  }
  const cached = [...listing, ...ids.map((id) => `/api/grouped-product/single/${id}`)];
  for (const path of cached) await (await fetch(server.base + path)).arrayBuffer();

  // Two steady loads, each answer's arrival time and latency kept to split them into windows.
  const samples = { cached: [], search: [] };
  let searches = 0;
  const steady = (name, options) => {
    const instance = autocannon({
      url: server.base,
      duration: 3600,
      headers: { "x-main-id": STORE },
      ...options,
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      samples[name].push({ at: performance.now(), ms, ok: status === 200 });
    });
    return instance;
  };
  const loads = [
    steady("cached", {
      connections: 8,
      overallRate: RATE,
      requests: cached.map((path) => ({ path })),
    }),
    steady("search", {
      connections: 2,
      overallRate: Math.max(1, Math.round(RATE / 10)),
      requests: [
        {
          setupRequest: (request) => {
            searches += 1;
            const term = ["henna", "tea", "cone", "masala", "kewra", "mogra"][searches % 6];
            return {
              ...request,
              path: `/api/grouped-product/search-all-products/${STORE}?search=${term}&limit=10&nocache=${searches}`,
            };
          },
        },
      ],
    }),
  ];
  const settled = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const loadStart = performance.now();
  await settled(BEFORE_S * 1000);
  const windows = [{ name: "before", spans: [{ from: loadStart, to: performance.now() }] }];

  const backupDir = mkdtempSync(join(tmpdir(), "store-golive-files-"));
  folders.add(backupDir);
  const taken = [];
  // One backup's window holds few searches (10/s for 2-3 s): its p99 is its slowest answer. Several
  // backups, 2 s apart, pool their windows so that p99 compares like with like.
  const during = { name: `during Back up now (${BACKUPS})`, spans: [] };
  windows.push(during);
  for (let round = 1; round <= BACKUPS; round += 1) {
    if (round > 1) await settled(2000);
    const from = performance.now();
    const now = await fetch(`${server.base}/api/admin/backups`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "x-main-id": STORE },
    });
    if (now.status !== 201) throw new Error(`POST /api/admin/backups answered ${now.status}`);
    const nowBytes = (await now.json()).data.bytes;
    const to = performance.now();
    during.spans.push({ from, to });
    taken.push({
      name: `Back up now (POST /api/admin/backups)${BACKUPS > 1 ? ` #${round}` : ""}`,
      ms: to - from,
      bytes: nowBytes,
    });
  }

  await settled(2000);
  const file = join(backupDir, "cli-backup");
  const from = performance.now();
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(serverDist, "cli.js"), "backup", file], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`cli backup: ${stderr}`))));
  });
  const cliDone = performance.now();
  windows.push({ name: "during cli backup", spans: [{ from, to: cliDone }] });
  taken.push({
    name: "cli backup FILE, beside the server",
    ms: cliDone - from,
    bytes: statSync(file).size,
  });

  for (const load of loads) load.stop();
  await stopChild(server.child);
  const errors = Object.values(samples)
    .flat()
    .filter((sample) => !sample.ok).length;
  return { taken, windows, samples, errors };
}

// ---------------------------------------------------------------- the run
browser = await chromium.launch({
  executablePath: found.path,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync"],
});
const traffic =
  `a backup under traffic (${PRODUCTS.toLocaleString("en-IN")} products, ` +
  `${RATE} cached reads/s + ${Math.max(1, Math.round(RATE / 10))} uncached searches/s)`;
const parts = PARTS.map((part) => (part === "setup" ? "setup link to dashboard" : traffic)).join(", and ");
console.log(
  `# Going live: ${parts}; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}`,
);
try {
  for (const kind of KINDS) {
    const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
    if (PARTS.includes("setup")) await printSetupToDashboard(kind, label);
    if (!PARTS.includes("backup")) continue;
    const run = await backupUnderTraffic(kind);
    console.log(`${label}, (b) backups under traffic (${run.errors} failed reads):`);
    for (const backup of run.taken) {
      console.log(
        `  ${backup.name}: ${(backup.ms / 1000).toFixed(2)} s, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB`,
      );
    }
    const widths = [26, 30, 30];
    console.log(
      formatRow(["  window", "cached reads n / p50 / p99", "uncached search n / p50 / p99"], widths),
    );
    for (const window of run.windows) {
      const cell = (name) => {
        const { n, p50, p99 } = windowLatency(run.samples[name], window.spans);
        return `${n} / ${p50.toFixed(1)} / ${p99.toFixed(1)} ms`;
      };
      console.log(formatRow([`  ${window.name}`, cell("cached"), cell("search")], widths));
    }
    // Where in a backup the slow answers fall (its start: the checkpoint; throughout: the reading).
    const during = run.windows.find((window) => window.name.startsWith("during Back up now"));
    const slowest = run.samples.search
      .flatMap((sample) => {
        const span = during.spans.find((s) => sample.at >= s.from && sample.at < s.to);
        return span ? [{ ms: sample.ms, after: sample.at - sample.ms - span.from }] : [];
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    console.log(
      `  slowest searches during Back up now (sent ms after the backup began): ${slowest
        .map((sample) => `${sample.ms.toFixed(0)} ms at ${sample.after.toFixed(0)}`)
        .join(", ")}`,
    );
  }
} finally {
  await cleanup();
}
