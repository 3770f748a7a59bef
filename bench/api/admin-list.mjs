#!/usr/bin/env node
// The back office's products list on PostgreSQL at 100,000 products: p50/p95 of one list page as a
// member pages, sorts, filters and searches (one request at a time, as one person works; every answer
// carries its `total`, exact up to 1,000 matches for a search and "1,000+" past that). Seeds with the CLI's seed-catalogue into a database of its own, signs a
// member in through POST /api/admin/auth/login, and prints the figures per kind of page and overall.
//   node bench/api/admin-list.mjs [--products 100000] [--rounds 5]
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { formatRow, percentile } from "./stats.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverDist = join(root, "apps/server/dist");
const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    rounds: { type: "string", default: "5" },
  },
});
const PRODUCTS = Number(values.products);
const ROUNDS = Number(values.rounds);
const STORE = "demo-store";
const TARGET_P95_MS = 50;

if (!existsSync(join(serverDist, "main.js")) || !existsSync(join(serverDist, "cli.js"))) {
  console.error("Build first: pnpm --filter @henna/server build (apps/server/dist is missing).");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "store-bench-admin-"));
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `bench_admin_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
  DATABASE_URL: databaseUrl,
};

async function onAdmin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
await onAdmin(`CREATE DATABASE ${databaseName}`);
let server = null;
async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
  await onAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}

try {
  console.log(`# Back-office products list: ${PRODUCTS.toLocaleString("en-IN")} products on PostgreSQL`);
  const seedStart = performance.now();
  const seeded = spawnSync(
    process.execPath,
    [join(serverDist, "cli.js"), "seed-catalogue", "--count", String(PRODUCTS)],
    { env, encoding: "utf8" },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const { skuPrefix } = JSON.parse(seeded.stdout.trim().split("\n").pop());
  console.log(`seeding: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // A live table is vacuumed by autovacuum within a minute of a bulk load; do it now instead of
  // waiting, so the list's index-only counts see the visibility map a running shop has.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query("VACUUM ANALYZE products");
  await db.query("VACUUM ANALYZE product_variations");
  // A member with a password, made as the server makes one (scrypt, the server's parameters).
  const password = `bench-${randomBytes(6).toString("hex")}`;
  const salt = randomBytes(16);
  const [N, r, p] = [2 ** 14, 8, 5];
  const key = scryptSync(password.normalize("NFKC"), salt, 32, {
    N,
    r,
    p,
    maxmem: 128 * N * r * p + 64 * 1024 * 1024,
  });
  const email = "bench-owner@shop.example";
  await db.query(
    "INSERT INTO staff_members (main_id, email, name, role, password_hash) VALUES ($1, $2, 'Bench', 'owner', $3)",
    [STORE, email, `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`],
  );
  const { rows: categoryRows } = await db.query(
    "SELECT category FROM products WHERE main_id = $1 GROUP BY category ORDER BY count(*) DESC LIMIT 3",
    [STORE],
  );
  await db.end();

  const port = 19_000 + Math.floor(Math.random() * 1000);
  server = spawn(process.execPath, [join(serverDist, "main.js")], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-main-id": STORE },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const { accessToken } = await login.json();

  const [bigCategory, , smallCategory] = categoryRows.map((row) => encodeURIComponent(row.category));
  const kinds = {
    "pages 1-20, newest": Array.from({ length: 20 }, (_, i) => `page=${i + 1}`),
    "each sort, page 1 and 2": ["title", "stock_asc", "price_asc", "price_desc", "updated", "newest"].flatMap(
      (sort) => [`sort=${sort}`, `sort=${sort}&page=2`],
    ),
    filters: [
      "stock=out",
      "stock=low",
      "status=Inactive",
      "type=Variable%20Product",
      "type=Grouped%20Product",
      `category=${bigCategory}`,
      `category=${smallCategory}&stock=low`,
      `category=${bigCategory}&status=Active&sort=price_asc`,
      "stock=low&sort=stock_asc",
    ],
    "search, common words": ["henna", "tea", "cone", "masala"].map((q) => `q=${q}`),
    "search, rare words": ["vetiver", "kewra", "mogra", "oudh"].map((q) => `q=${q}`),
    "search, a SKU": [`q=${skuPrefix}4242`, `q=${skuPrefix}77-1`, `q=${skuPrefix.toLowerCase()}123`],
    "search + filter": [`q=henna&stock=low`, `q=tea&category=${bigCategory}`, "q=organic&sort=title"],
  };

  const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  const all = [];
  let sample = null;
  // One warm-up pass (the server's first calls and PostgreSQL's buffers), then the measured rounds.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [kind, queries] of Object.entries(kinds)) {
      for (const query of queries) {
        const start = performance.now();
        const res = await fetch(`${base}/api/admin/products?limit=25&${query}`, {
          headers: { authorization: `Bearer ${accessToken}`, "x-main-id": STORE },
        });
        const body = await res.json();
        const ms = performance.now() - start;
        if (res.status !== 200) throw new Error(`${query} answered ${res.status}: ${JSON.stringify(body)}`);
        if (round === 0) {
          if (query === "page=1") sample = body;
          continue;
        }
        times[kind].push(ms);
        all.push(ms);
      }
    }
  }

  console.log(`unfiltered total: ${sample.total.toLocaleString("en-IN")} products`);
  console.log();
  const widths = [28, 6, 9, 9, 9];
  console.log(formatRow(["page kind", "n", "p50 ms", "p95 ms", "max ms"], widths));
  for (const [kind, list] of [...Object.entries(times), ["all pages", all]]) {
    console.log(
      formatRow(
        [
          kind,
          list.length,
          percentile(list, 50).toFixed(1),
          percentile(list, 95).toFixed(1),
          Math.max(...list).toFixed(1),
        ],
        widths,
      ),
    );
  }
  const p95 = percentile(all, 95);
  console.log();
  console.log(
    `p95 of a list page: ${p95.toFixed(1)} ms (target <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "NOT met"})`,
  );
} finally {
  await cleanup();
}
