#!/usr/bin/env node
// Mixed workload on two server instances sharing one PostgreSQL database, as behind a load balancer:
// shoppers browse listings and products, search, fill and empty a cart, check out and pay through the
// sandbox, each call to the next instance in turn, for --seconds (60). Prints throughput, p50/p95/p99
// per call kind and the errors (must be 0), then checks the orders against the stock: every unit sold
// is held by exactly one order.
//   node bench/api/mixed.mjs [--seconds 60] [--shoppers 12] [--products 2000]
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
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
    seconds: { type: "string", default: "60" },
    shoppers: { type: "string", default: "12" },
    products: { type: "string", default: "2000" },
  },
});
const SECONDS = Number(values.seconds);
const SHOPPERS = Number(values.shoppers);
const PRODUCTS = Number(values.products);
const STORE = "demo-store";
const HOT_PRODUCTS = 40;
const HOT_STOCK = 100_000;
const TERMS = ["henna", "tea", "cone", "masala", "organic", "bridal", "gift", "chai", "kewra", "mogra"];

if (!existsSync(join(serverDist, "main.js")) || !existsSync(join(serverDist, "cli.js"))) {
  console.error("Build first: npm run build (apps/server/dist is missing).");
  process.exit(1);
}

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `bench_mixed_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
await admin.end();
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(join(tmpdir(), "store-mixed-"));
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
const servers = [];

async function cleanup() {
  for (const server of servers) server.kill("SIGTERM");
  await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once("exit", r)) : null)));
  rmSync(dataDir, { recursive: true, force: true });
  const drop = new pg.Client({ connectionString: adminUrl });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await drop.end();
}

console.log(
  `# Mixed workload: ${SHOPPERS} shoppers, ${SECONDS} s, two instances on one PostgreSQL, ${PRODUCTS} products`,
);
const seeded = spawnSync(
  process.execPath,
  [join(serverDist, "cli.js"), "seed-catalogue", "--count", String(PRODUCTS)],
  { env, encoding: "utf8" },
);
if (seeded.status !== 0) {
  console.error(seeded.stderr);
  await cleanup();
  process.exit(1);
}

const bases = [];
for (let i = 0; i < 2; i++) {
  const port = 18_000 + Math.floor(Math.random() * 1000) + i * 1000;
  const server = spawn(process.execPath, [join(serverDist, "main.js")], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(server);
  const base = `http://127.0.0.1:${port}/api`;
  for (let t = 0; t < 600; t++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  bases.push(base);
}

const db = new pg.Client({ connectionString: databaseUrl.toString() });
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

const stats = new Map();
const errors = [];
let turn = 0;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function call(kind, path, init = {}, token = null, expected = [200, 201]) {
  const base = bases[turn++ % bases.length];
  const headers = { "x-main-id": STORE, ...(init.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body) headers["content-type"] = "application/json";
  const start = performance.now();
  let status = 0;
  let body = null;
  try {
    const res = await fetch(base + path, { ...init, headers });
    status = res.status;
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch (error) {
    body = { error: String(error) };
  }
  const ms = performance.now() - start;
  if (!stats.has(kind)) stats.set(kind, []);
  stats.get(kind).push(ms);
  if (!expected.includes(status)) errors.push({ kind, path, status, body });
  return { status, body };
}

// Shoppers sign up the way the shop does it: code by e-mail (the dev outbox), verify, sign up, log in.
async function signUp(i) {
  const email = `mixed${i}-${Date.now()}@example.com`;
  const post = (path, body) =>
    fetch(`${bases[0]}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-main-id": STORE },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));
  await post("/registeruser/api/send-otp", { email });
  const outbox = await (await fetch(`${bases[0]}/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const otp = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? "")?.[1];
  await post("/registeruser/api/verify-otp", { email, otp });
  await post("/registeruser/api/signup", { email, full_name: `Mixed ${i}`, password: "secret123" });
  const login = await post("/loginuser", { email, password: "secret123" });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.accessToken;
  const userId = login.body.user.user_id;
  const added = await fetch(`${bases[0]}/address`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-main-id": STORE, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      location_user: "Home",
      new_address: "1 Bench Road",
      city: "Mumbai",
      pincode: "400097",
      latitude: 19.186,
      longitude: 72.855,
    }),
  });
  if (!added.ok) throw new Error(`address failed: ${await added.text()}`);
  const address = (await db.query("SELECT id FROM addresses WHERE user_id = $1 LIMIT 1", [userId])).rows[0]
    .id;
  return { token, userId, address };
}

const shoppers = [];
for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(i));

let orders = 0;
async function shopper(who, until) {
  while (performance.now() < until) {
    await call(
      "browse: listing",
      `/grouped-product/search-all-products/${STORE}?page=${1 + Math.floor(Math.random() * 50)}&limit=10`,
    );
    await call("browse: product", `/grouped-product/single/${pick(allIds)}`);
    await call(
      "search",
      `/grouped-product/search-all-products/${STORE}?search=${pick(TERMS)}&page=1&limit=10`,
    );
    const product = pick(hot);
    await call(
      "cart: add",
      "/cart",
      { method: "POST", body: JSON.stringify({ product_id: product, quantity: 1 }) },
      who.token,
    );
    await call("cart: read", `/cart/${who.userId}`, {}, who.token);
    await call("cart: empty", `/cart/deleteall/${who.userId}`, { method: "DELETE" }, who.token);
    const created = await call(
      "checkout",
      "/payment",
      {
        method: "POST",
        headers: { "idempotency-key": `mixed-${randomBytes(8).toString("hex")}` },
        body: JSON.stringify({
          products: [{ product_id: product, quantity: 1 + Math.floor(Math.random() * 2) }],
          billing_address_id: who.address,
          shipping_address_id: who.address,
          mobile: "9876543210",
          payment_mode: "Pay now",
        }),
      },
      who.token,
      [201],
    );
    const gatewayOrder = created.body?.razorpay_order?.id;
    if (!gatewayOrder) continue;
    orders += 1;
    const paid = await call("pay: sandbox", "/dev/sandbox/pay", {
      method: "POST",
      body: JSON.stringify({ order_id: gatewayOrder, outcome: "success" }),
    });
    if (paid.status !== 200) continue;
    await call(
      "pay: verify",
      "/payment/verify",
      { method: "POST", body: JSON.stringify(paid.body) },
      who.token,
    );
  }
}

const started = performance.now();
await Promise.all(shoppers.map((who) => shopper(who, started + SECONDS * 1000)));
const elapsed = (performance.now() - started) / 1000;

const total = [...stats.values()].reduce((sum, list) => sum + list.length, 0);
console.log();
const widths = [18, 9, 9, 9, 9];
console.log(formatRow(["call", "calls", "p50 ms", "p95 ms", "p99 ms"], widths));
for (const [kind, list] of stats) {
  console.log(
    formatRow(
      [
        kind,
        list.length,
        percentile(list, 50).toFixed(1),
        percentile(list, 95).toFixed(1),
        percentile(list, 99).toFixed(1),
      ],
      widths,
    ),
  );
}
console.log();
console.log(
  `throughput: ${(total / elapsed).toFixed(0)} calls/s over ${elapsed.toFixed(1)} s, ${orders} orders placed`,
);
console.log(`errors: ${errors.length}`);
for (const error of errors.slice(0, 5))
  console.log(`  ${error.kind} ${error.path}: ${error.status} ${JSON.stringify(error.body)}`);

// Orders against stock: for every product orders went to, stock + units held by live orders = start.
const check = await db.query(
  `SELECT p.product_id, p.stock, p.total_sold,
     coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_ref
       WHERE i.product_id = p.product_id AND NOT o.stock_released), 0)::int AS held,
     (SELECT count(*) FROM orders o WHERE o.status = 'Success') AS paid
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
console.log(
  `orders against stock: ${wrong.length === 0 ? "consistent" : `${wrong.length} products WRONG`} (${held} units held by orders over ${hot.length} products, ${check.rows[0]?.paid ?? 0} orders paid, ${mails} confirmation mails in the outbox)`,
);
await db.end();
await cleanup();
process.exit(errors.length === 0 && wrong.length === 0 ? 0 : 1);
