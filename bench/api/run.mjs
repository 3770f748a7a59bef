#!/usr/bin/env node
// API benchmark: a 100,000-product catalogue, the built server in its own process, and a raw node:http
// hello-world beside it in the same run. Prints req/s, p50/p99 and the fraction of hello-world for the
// catalogue calls (hello-world asked at one path, and asked with the same rotating paths), search p95
// for common and rare terms (cache bypassed), the listing page payload, seeding time and server memory.
//   node bench/api/run.mjs [--postgres] [--products 100000] [--seconds 5] [--rounds 5]
import { fork, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { formatRow, percentile } from "./stats.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverDist = join(root, "apps/server/dist");
const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    products: { type: "string", default: "100000" },
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
  },
});
const PRODUCTS = Number(values.products);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const STORE = "demo-store";
const COMMON_TERMS = ["henna", "tea", "cone", "masala", "organic", "bridal", "gift", "chai"];
const RARE_TERMS = ["vetiver", "kewra", "mogra", "khus", "sandalwood", "oudh", "champa", "parijat"];

if (!existsSync(join(serverDist, "main.js")) || !existsSync(join(serverDist, "cli.js"))) {
  console.error("Build first: npm run build (apps/server/dist is missing).");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "store-bench-"));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" };
let databaseName = null;
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
if (values.postgres) {
  databaseName = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
}

async function cleanup() {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `# API benchmark: ${PRODUCTS.toLocaleString("en-IN")} products on ${values.postgres ? "PostgreSQL" : "PGlite"}`,
);

// 1. Seed.
const seedStart = performance.now();
const seeded = spawnSync(
  process.execPath,
  [join(serverDist, "cli.js"), "seed-catalogue", "--count", String(PRODUCTS)],
  {
    env,
    encoding: "utf8",
  },
);
if (seeded.status !== 0) {
  console.error(seeded.stderr);
  await cleanup();
  process.exit(1);
}
const seedReport = JSON.parse(seeded.stdout.trim().split("\n").pop());
console.log(
  `seeding: ${PRODUCTS} products in ${(seedReport.milliseconds / 1000).toFixed(1)} s (whole command ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`,
);

// 2. Start the server and the hello-world baseline, each in its own process.
const port = 18_000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, [join(serverDist, "main.js")], {
  env: { ...env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
const hello = fork(join(dirname(fileURLToPath(import.meta.url)), "hello-world.mjs"), { env: { PORT: "0" } });
// Neither outlives this run, however it ends (an error, Ctrl-C): a stray server skews the next run.
process.on("exit", () => {
  for (const child of [server, hello]) if (child.exitCode === null) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanup().finally(() => process.exit(130));
  });
}
process.on("unhandledRejection", (error) => {
  console.error(error);
  cleanup().finally(() => process.exit(1));
});
const helloPort = await new Promise((resolve) => hello.once("message", (m) => resolve(m.port)));
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const get = async (path) => {
  const res = await fetch(base + path, { headers: { "x-main-id": STORE } });
  return { status: res.status, text: await res.text() };
};

// Ids of real products to rotate over.
// 20 pages of 50 spread over the catalogue: 1,000 ids.
const spread = Array.from({ length: 20 }, (_, i) => 1 + Math.floor((i * PRODUCTS) / 50 / 20));
const firstPages = await Promise.all(
  spread.map((page) => get(`/api/grouped-product/search-all-products/${STORE}?page=${page}&limit=50`)),
);
const productIds = firstPages.flatMap(({ text }) => JSON.parse(text).data.map((p) => p.product_id));

const homeSet = [
  `/api/newarrival/all/${STORE}`,
  `/api/grouped-product/search-all-products/${STORE}?page=1&limit=10`,
  `/api/grouped-product/search-all-products/${STORE}?page=2&limit=10`,
  `/api/offer/all/${STORE}`,
  `/api/category/getdata/category/${STORE}`,
  `/api/slider/all/${STORE}`,
  `/api/marquee/all/${STORE}`,
  `/api/register/single/${STORE}`,
  `/api/button/${STORE}`,
  `/api/meta/${STORE}`,
  `/api/help/single/${STORE}`,
];
const listingPages = Array.from(
  { length: 500 },
  (_, i) => `/api/grouped-product/search-all-products/${STORE}?page=${i + 1}&limit=10&sort=newest`,
);
const productPaths = productIds.map((id) => `/api/grouped-product/single/${id}`);
const searchPaths = [...COMMON_TERMS, ...RARE_TERMS].flatMap((term) =>
  [1, 2, 3].map(
    (page) => `/api/grouped-product/search-all-products/${STORE}?search=${term}&page=${page}&limit=10`,
  ),
);

// Each path's request is built once and the connections cycle through them: autocannon's setupRequest
// would build (and deep-clone) every request anew, load-generator work that takes the server's CPU on a
// 2-core machine and counted against the catalogue calls only.
async function load(url, paths) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "x-main-id": STORE },
    requests: paths?.map((path) => ({ path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

// Warm the caches the way a day of traffic would, then measure.
for (const path of [...homeSet, ...listingPages, ...productPaths, ...searchPaths]) await get(path);

// Rounds, each asking hello-world and then every call kind: a shared machine's speed drifts by tens of
// percent within minutes, so each call is compared with the hello-world of its own round and the
// medians are reported.
const kinds = [
  ["hello-world (node:http)", `http://127.0.0.1:${helloPort}/`, undefined],
  // The same hello-world asked with the rotating paths the catalogue calls use, so the load generator's
  // own work is the same on both sides of the ratio.
  ["hello-world, rotating paths", `http://127.0.0.1:${helloPort}`, listingPages],
  ["home page set (11 calls)", base, homeSet],
  ["listing page (500 pages)", base, listingPages],
  [`product by id (${productPaths.length} ids)`, base, productPaths],
  ["product search (cached)", base, searchPaths],
];
const runs = kinds.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, url, paths]] of kinds.entries()) runs[i].push(await load(url, paths));
}
const memoryAfterLoad = rssMb(server.pid);

const median = (values) => percentile(values, 50);
console.log();
console.log(`${ROUNDS} rounds of ${SECONDS} s per call kind, ${CONNECTIONS} connections; medians:`);
const widths = [30, 10, 9, 9, 10, 14, 8];
console.log(
  formatRow(["call", "req/s", "p50 ms", "p99 ms", "x hello", "x hello (same client)", "errors"], widths),
);
for (const [i, [name]] of kinds.entries()) {
  const r = runs[i];
  const ratio = (baseline) => median(r.map((run, round) => run.rps / baseline[round].rps));
  console.log(
    formatRow(
      [
        name,
        Math.round(median(r.map((run) => run.rps))),
        median(r.map((run) => run.p50)).toFixed(1),
        median(r.map((run) => run.p99)).toFixed(1),
        ratio(runs[0]).toFixed(2),
        ratio(runs[1]).toFixed(2),
        r.reduce((sum, run) => sum + run.errors, 0),
      ],
      widths,
    ),
  );
}

// Search latency without the response cache: a unique query string makes every call a miss.
async function searchLatency(terms) {
  const times = [];
  let n = 0;
  for (let round = 0; round < 25; round++) {
    for (const term of terms) {
      for (const page of [1, 2]) {
        n += 1;
        const start = performance.now();
        const res = await get(
          `/api/grouped-product/search-all-products/${STORE}?search=${term}&page=${page}&limit=10&nocache=${n}`,
        );
        times.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`search answered ${res.status}`);
      }
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), n: times.length };
}
const common = await searchLatency(COMMON_TERMS);
const rare = await searchLatency(RARE_TERMS);
console.log();
console.log(
  `search, uncached, common terms: p50 ${common.p50.toFixed(1)} ms, p95 ${common.p95.toFixed(1)} ms (n=${common.n})`,
);
console.log(
  `search, uncached, rare terms:   p50 ${rare.p50.toFixed(1)} ms, p95 ${rare.p95.toFixed(1)} ms (n=${rare.n})`,
);

const listing = await get(`/api/grouped-product/search-all-products/${STORE}?page=1&limit=10`);
console.log(`listing page payload (10 products): ${(Buffer.byteLength(listing.text) / 1024).toFixed(2)} KB`);
const memory = rssMb(server.pid);
console.log(
  `server memory: ${memory.rss.toFixed(0)} MB now, ${memoryAfterLoad.rss.toFixed(0)} MB after load, peak ${memory.peak.toFixed(0)} MB`,
);

server.kill("SIGTERM");
hello.kill();
await new Promise((r) => server.once("exit", r));
await cleanup();
