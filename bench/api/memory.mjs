#!/usr/bin/env node
// Resident memory of the built server with the demo store, run as `npm start` runs it: a new data folder
// (the first start makes and seeds the database), then the shop's and the academy's pages loaded a few
// times each, as a visitor's browser would ask for them. Prints VmRSS right after start, after the
// page loads and 10 s later, and the peak (VmHWM), from /proc.
//   node bench/api/memory.mjs [--rounds 3] [--restart]
// --restart measures a second start on the same folder too (the database already there).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const main = join(root, "apps/server/dist/main.js");
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    restart: { type: "boolean", default: false },
  },
});
const ROUNDS = Number(values.rounds);
const STORE = "demo-store";

if (!existsSync(main)) {
  console.error("Build first: npm run build (apps/server/dist is missing).");
  process.exit(1);
}

function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

async function waitForHealth(base, server) {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not answer /api/health within 120 s");
}

// The product pages' path: /product/<base64 of the URI-encoded title>/<base64 of the id>.
const segment = (text) => Buffer.from(encodeURIComponent(text), "latin1").toString("base64");

async function measure(dataDir, label) {
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  // As `npm start` runs it (scripts/run.mjs).
  const server = spawn(process.execPath, ["--enable-source-maps", main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const startMs = await waitForHealth(base, server);
    // A moment for the jobs that run at start, as a visitor would not arrive in the same millisecond.
    await new Promise((r) => setTimeout(r, 1000));
    const afterStart = memoryMb(server.pid);
    const listing = await (
      await fetch(`${base}/api/grouped-product/search-all-products/${STORE}?page=1&limit=3`)
    ).json();
    const productPages = listing.data.map(
      (p) => `/product/${segment(p.title)}/${segment(String(p.product_id))}`,
    );
    const pages = ["/", "/products", "/cart", "/about", ...productPages, "/academy", "/academy/course"];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        const res = await fetch(base + page);
        if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
        bytes += (await res.arrayBuffer()).byteLength;
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    const afterPages = memoryMb(server.pid);
    // And once V8 has had a quiet moment to give back what the burst of renders left behind.
    await new Promise((r) => setTimeout(r, 10_000));
    const settled = memoryMb(server.pid);
    console.log(
      `${label}: ready in ${(startMs / 1000).toFixed(1)} s, ${afterStart.rss} MB resident after start, ` +
        `${afterPages.rss} MB after ${ROUNDS * pages.length} page loads (${(bytes / 1024).toFixed(0)} KB), ` +
        `${settled.rss} MB 10 s later, peak ${settled.peak} MB`,
    );
    return afterPages;
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null) await new Promise((r) => server.once("exit", r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "store-memory-"));
try {
  console.log("# server memory with the demo store (node apps/server/dist/main.js, PGlite)");
  await measure(dataDir, "first start (new data folder)");
  if (values.restart) await measure(dataDir, "second start (same folder)");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
