#!/usr/bin/env node
// Mixed workload on two server instances sharing one PostgreSQL database, as behind a load balancer:
// shoppers browse listings and products, search, fill and empty a cart, check out and pay through the
// sandbox, each call to the next instance in turn, for --seconds (60) after a --warmup (5 s).
//
// Prints p50/p95/p99 per call kind, the saturation figure (paid orders/s and calls/s at this many
// shoppers), the CPU time per paid order of the two servers and of the PostgreSQL backends serving the
// run's database (from /proc), the errors (must be 0), then checks the orders against the stock: every
// unit sold is held by exactly one order.
//
// The shoppers are made by `cli seed-shoppers` (accounts with a session each), not signed up through
// the API: sign-up and login are limited per client address, and every shopper here is one address.
//
// --soak runs the same load for 20 minutes (or --seconds) and checks each instance's resident memory
// at the end against the 2-minute mark (--rss-mark 120): at most 10 % more.
//
// The servers, the database and the data folder it made are removed on every exit: success, failure,
// an error thrown anywhere, Ctrl-C or SIGTERM. (Only SIGKILL of this process can leave them behind.)
//   node bench/api/mixed.mjs [--seconds 60] [--shoppers 12] [--products 2000] [--warmup 5] [--json FILE]
//                            [--cpu-prof DIR]
//   node bench/api/mixed.mjs --soak [--seconds 1200] [--rss-mark 120]
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { createLoad, makeShoppers, STORE, shopperLoop } from "./mixed-shoppers.mjs";
import { cpuMeter, postgresBackends, residentBytes } from "./proc.mjs";
import { formatRow, percentile } from "./stats.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverDist = join(root, "apps/server/dist");
const { values } = parseArgs({
  options: {
    seconds: { type: "string" },
    shoppers: { type: "string", default: "12" },
    products: { type: "string", default: "2000" },
    warmup: { type: "string", default: "5" },
    soak: { type: "boolean", default: false },
    "rss-mark": { type: "string", default: "120" },
    json: { type: "string" },
    "cpu-prof": { type: "string" },
  },
});
const SOAK = values.soak;
const SECONDS = Number(values.seconds ?? (SOAK ? 1200 : 60));
const SHOPPERS = Number(values.shoppers);
const PRODUCTS = Number(values.products);
const WARMUP = Number(values.warmup);
const RSS_MARK = Number(values["rss-mark"]);
for (const [name, value] of Object.entries({ SECONDS, SHOPPERS, PRODUCTS, WARMUP, RSS_MARK })) {
  if (!Number.isFinite(value) || value < 0 || (name !== "WARMUP" && value === 0)) {
    console.error(`--${name.toLowerCase().replace("_", "-")} must be a positive number`);
    process.exit(2);
  }
}
if (SOAK && RSS_MARK >= SECONDS) {
  console.error("--rss-mark must come before the end of the run (--seconds)");
  process.exit(2);
}
const HOT_PRODUCTS = 40;
const HOT_STOCK = 100_000;

if (!existsSync(join(serverDist, "main.js")) || !existsSync(join(serverDist, "cli.js"))) {
  console.error("Build first: npm run build (apps/server/dist is missing).");
  process.exit(1);
}

// ---------------------------------------------------------------- what this run leaves behind
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `bench_mixed_${Date.now()}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(join(tmpdir(), "store-mixed-"));
/** Every process this run started, until it exits. */
const children = new Set();
let databaseMade = false;
let db = null;
let stopping = false;
let signalled = false;
let cleaning = null;

function cleanup() {
  cleaning ??= (async () => {
    stopping = true;
    await Promise.all([...children].map((child) => stopChild(child)));
    rmSync(dataDir, { recursive: true, force: true });
    try {
      await db?.end();
    } catch {}
    if (databaseMade) {
      const drop = new pg.Client({ connectionString: adminUrl });
      try {
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      } catch (error) {
        console.error(`could not drop database ${databaseName}: ${error.message}`);
      } finally {
        await drop.end().catch(() => {});
      }
    }
  })();
  return cleaning;
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return null;
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

// The last resort when the process exits without having cleaned up (process.exit from anywhere).
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
]) {
  process.on(signal, () => {
    if (cleaning) process.exit(code); // a second signal: stop waiting (the exit hook still kills)
    signalled = true;
    console.error(`\n${signal}: stopping the servers and dropping ${databaseName}`);
    cleanup().finally(() => process.exit(code));
  });
}
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.on(event, (error) => {
    console.error(error);
    cleanup().finally(() => process.exit(1));
  });
}

function track(child, name) {
  children.add(child);
  child.once("exit", (code, signal) => {
    children.delete(child);
    if (!stopping && name) fatal(new Error(`${name} exited (${signal ?? `code ${code}`}) during the run`));
  });
  return child;
}

let fatalError = null;
function fatal(error) {
  fatalError ??= error;
  stopping = true;
}

/** Runs the server's CLI; resolves with its stdout, rejects with its stderr. */
function cli(args, env) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [join(serverDist, "cli.js"), ...args], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("exit", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`cli ${args[0]} failed (${code}): ${stderr}`)),
    );
  });
}

// ---------------------------------------------------------------- the run
async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${databaseName}`);
    databaseMade = true;
  } finally {
    await admin.end();
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
    PAYMENT_GATEWAY: "sandbox",
    JWT_SECRET: `mixed-${randomBytes(16).toString("hex")}`,
    SANDBOX_KEY_SECRET: `mixed-${randomBytes(8).toString("hex")}`,
  };

  console.log(
    `# Mixed workload${SOAK ? " (soak)" : ""}: ${SHOPPERS} shoppers, ${SECONDS} s after a ${WARMUP} s warm-up, two instances on one PostgreSQL, ${PRODUCTS} products`,
  );
  console.log(`load average at start: ${loadText()}`);
  await cli(["seed-catalogue", "--count", String(PRODUCTS)], env);

  const servers = [];
  const bases = [];
  for (let i = 0; i < 2; i++) {
    const port = 18_000 + Math.floor(Math.random() * 1000) + i * 1000;
    const server = track(
      spawn(process.execPath, [...profileFlags(i), join(serverDist, "main.js")], {
        env: { ...env, PORT: String(port) },
        stdio: ["ignore", "ignore", "inherit"],
      }),
      `server ${i + 1}`,
    );
    servers.push(server);
    const base = `http://127.0.0.1:${port}/api`;
    await waitHealthy(base);
    bases.push(base);
  }

  db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  // The products orders go to get a deep stock, so a sold-out answer never counts as an error.
  const hot = (
    await db.query(
      `UPDATE products SET stock = $1, total_stock = $1, total_sold = 0
       WHERE product_id IN (SELECT product_id FROM products WHERE main_id = $2 AND status = 'Active'
         AND product_type <> 'Variable Product' ORDER BY product_id LIMIT $3)
       RETURNING product_id`,
      [HOT_STOCK, STORE, HOT_PRODUCTS],
    )
  ).rows.map((row) => row.product_id);
  const allIds = (await db.query("SELECT product_id FROM products WHERE main_id = $1", [STORE])).rows.map(
    (row) => row.product_id,
  );

  const load = createLoad(bases, () => stopping);
  const shoppers = await makeShoppers(load, env, SHOPPERS, cli);

  // Warm-up calls count as errors if they fail, but not in the latencies or the CPU figures.
  const warmEnd = performance.now() + WARMUP * 1000;
  const end = warmEnd + SECONDS * 1000;
  const loops = shoppers.map((who) => shopperLoop(load, who, hot, allIds, end));
  await sleepUntil(warmEnd);
  const serverCpu = cpuMeter(() => servers.map((server) => server.pid).filter(Boolean));
  const postgresCpu = cpuMeter(() => postgresBackends(databaseName));
  const selfCpu = process.cpuUsage();
  const memory = watchMemory(servers);
  load.measure();
  serverCpu.start();
  postgresCpu.start();
  const started = performance.now();
  await Promise.all(loops);
  const elapsed = (performance.now() - started) / 1000;
  const serverTicks = serverCpu.stop();
  const postgresTicks = postgresCpu.stop();
  const self = process.cpuUsage(selfCpu);
  memory.stop();
  if (fatalError) throw fatalError;

  const report = summarize(load, elapsed, serverTicks, postgresTicks, self);
  const stock = await checkStock(hot);
  const soak = SOAK ? memory.verdict() : null;
  console.log(`load average at end: ${loadText()}`);
  if (values.json) {
    writeFileSync(
      values.json,
      `${JSON.stringify({ shoppers: SHOPPERS, seconds: SECONDS, ...report, stock, soak, load: loadavg() }, null, 2)}\n`,
    );
  }
  return load.errors.length === 0 && stock.consistent && (soak?.ok ?? true) ? 0 : 1;
}

/** With --cpu-prof DIR each server writes a V8 CPU profile there when it stops (open in Chrome DevTools). */
function profileFlags(i) {
  const dir = values["cpu-prof"];
  return dir ? ["--cpu-prof", "--cpu-prof-dir", dir, "--cpu-prof-name", `server-${i + 1}.cpuprofile`] : [];
}

async function waitHealthy(base) {
  for (let t = 0; t < 600 && !stopping; t++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw fatalError ?? new Error(`${base} did not answer /health within 60 s`);
}

function sleepUntil(at) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
}

function loadText() {
  return `${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} (${cpus().length} cores)`;
}

// ---------------------------------------------------------------- memory over a soak
function watchMemory(servers) {
  const samples = servers.map(() => []);
  const started = performance.now();
  const sample = () => {
    const at = (performance.now() - started) / 1000;
    servers.forEach((server, i) => {
      const rss = residentBytes(server.pid);
      if (rss !== null) samples[i].push({ at, rss });
    });
  };
  sample();
  const timer = setInterval(sample, 5000);
  timer.unref();
  const near = (list, at) =>
    list.reduce((best, s) => (Math.abs(s.at - at) < Math.abs(best.at - at) ? s : best), list[0]);
  return {
    stop() {
      clearInterval(timer);
      sample();
    },
    verdict() {
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      console.log();
      console.log(formatRow(["minute", ...servers.map((_, i) => `instance ${i + 1} RSS`)], [8, 20, 20]));
      for (let minute = 0; minute <= Math.floor(SECONDS / 60); minute++) {
        console.log(
          formatRow([minute, ...samples.map((list) => mb(near(list, minute * 60).rss))], [8, 20, 20]),
        );
      }
      const instances = samples.map((list, i) => {
        const mark = near(list, RSS_MARK).rss;
        const last = list[list.length - 1].rss;
        const growth = (last - mark) / mark;
        console.log(
          `instance ${i + 1}: ${mb(mark)} at ${RSS_MARK} s, ${mb(last)} at the end (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %, peak ${mb(Math.max(...list.map((s) => s.rss)))})`,
        );
        return { markBytes: mark, endBytes: last, growth, ok: growth <= 0.1 };
      });
      const ok = instances.every((instance) => instance.ok);
      console.log(`soak memory: ${ok ? "within 10 % of the mark" : "GREW more than 10 % after the mark"}`);
      return { ok, instances };
    },
  };
}

// ---------------------------------------------------------------- the report
const KINDS = [
  "browse: listing",
  "browse: product",
  "search",
  "cart: add",
  "cart: read",
  "cart: empty",
  "checkout",
  "pay: sandbox",
  "pay: verify",
  "auth: refresh",
];
const kindRank = (kind) => (KINDS.includes(kind) ? KINDS.indexOf(kind) : KINDS.length);

function summarize(load, elapsed, serverTicks, postgresTicks, self) {
  const { stats, errors, counts } = load;
  const total = [...stats.values()].reduce((sum, list) => sum + list.length, 0);
  const widths = [18, 9, 9, 9, 9];
  const calls = {};
  console.log();
  console.log(formatRow(["call", "calls", "p50 ms", "p95 ms", "p99 ms"], widths));
  const kinds = [...stats.keys()].sort((a, b) => kindRank(a) - kindRank(b));
  for (const kind of kinds) {
    const list = stats.get(kind);
    const row = {
      calls: list.length,
      p50: percentile(list, 50),
      p95: percentile(list, 95),
      p99: percentile(list, 99),
    };
    calls[kind] = row;
    console.log(
      formatRow([kind, row.calls, row.p50.toFixed(1), row.p95.toFixed(1), row.p99.toFixed(1)], widths),
    );
  }
  console.log();
  const ordersPerSecond = counts.paidInWindow / elapsed;
  const callsPerSecond = total / elapsed;
  console.log(
    `saturation: ${ordersPerSecond.toFixed(1)} paid orders/s, ${callsPerSecond.toFixed(0)} calls/s over ${elapsed.toFixed(1)} s at ${SHOPPERS} shoppers (${counts.placed} orders placed, ${counts.paid} paid, warm-up included)`,
  );
  const tick = 1000 / clockTicksPerSecond();
  const perOrder = (ticks) => (counts.paidInWindow > 0 ? (ticks * tick) / counts.paidInWindow : Number.NaN);
  const serversMs = perOrder(serverTicks.ticks);
  const postgresMs = perOrder(postgresTicks.ticks);
  const selfMs =
    counts.paidInWindow > 0 ? (self.user + self.system) / 1000 / counts.paidInWindow : Number.NaN;
  const cpu = {
    serversMs,
    postgresMs,
    totalMs: serversMs + postgresMs,
    postgresBackends: postgresTicks.processes,
    loadGeneratorMs: selfMs,
  };
  console.log(
    `CPU per paid order: ${cpu.totalMs.toFixed(1)} ms (servers ${serversMs.toFixed(1)} ms, PostgreSQL ${postgresMs.toFixed(1)} ms over ${postgresTicks.processes} backends${postgresTicks.processes === 0 ? ": none seen, is PostgreSQL on another machine?" : ""}); the load generator itself ${selfMs.toFixed(1)} ms`,
  );
  console.log(`errors: ${errors.length}`);
  for (const error of errors.slice(0, 5))
    console.log(`  ${error.kind} ${error.path}: ${error.status} ${JSON.stringify(error.body)}`);
  return { elapsed, ordersPerSecond, callsPerSecond, counts, calls, cpu, errors: errors.length };
}

let ticksPerSecond = null;
function clockTicksPerSecond() {
  // USER_HZ is 100 on every Linux build Node runs on; getconf confirms it where available.
  if (ticksPerSecond === null) {
    ticksPerSecond = 100;
    try {
      const out = spawnSyncText("getconf", ["CLK_TCK"]);
      if (Number(out) > 0) ticksPerSecond = Number(out);
    } catch {}
  }
  return ticksPerSecond;
}

function spawnSyncText(command, args) {
  return execFileSync(command, args, { encoding: "utf8" }).trim();
}

// Orders against stock: for every product orders went to, stock + units held by live orders = start.
async function checkStock(hot) {
  const check = await db.query(
    `SELECT p.product_id, p.stock, p.total_sold,
       coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_ref
         WHERE i.product_id = p.product_id AND NOT o.stock_released), 0)::int AS held,
       (SELECT count(*) FROM orders o WHERE o.status = 'Success')::int AS paid
     FROM products p WHERE p.product_id = ANY($1)`,
    [hot],
  );
  const wrong = check.rows.filter((row) => row.stock + row.held !== HOT_STOCK || row.total_sold !== row.held);
  const held = check.rows.reduce((sum, row) => sum + row.held, 0);
  const mails = (
    await db.query(
      "SELECT count(*)::int AS n FROM outbox_mails WHERE subject LIKE '%confirmed' AND kind = 'mail'",
    )
  ).rows[0].n;
  const paid = check.rows[0]?.paid ?? 0;
  console.log(
    `orders against stock: ${wrong.length === 0 ? "consistent" : `${wrong.length} products WRONG`} (${held} units held by orders over ${hot.length} products, ${paid} orders paid, ${mails} confirmation mails in the outbox)`,
  );
  return { consistent: wrong.length === 0, held, paid, mails };
}

let code = 1;
try {
  code = await main();
} catch (error) {
  // After a signal the run's own steps fail as their processes stop: that is not news.
  if (!signalled) console.error(fatalError && error !== fatalError ? fatalError : error);
  code = 1;
}
await cleanup();
process.exit(code);
