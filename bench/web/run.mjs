#!/usr/bin/env node
// Web benchmark: what the shop costs a shopper on a phone, for home, listing, product and cart.
// 1. Bytes before the first render, from Vite's manifest: the entry chunk with its static imports plus
//    the route's lazy page chunk with its static imports (gzip -9, and brotli as the server sends them),
//    the CSS, and the served HTML; beside them the same figure for the framework floor, an empty page
//    built in this run with the same libraries and Vite settings (bench/web/floor).
// 2. Lighthouse (mobile preset, simulated throttling) against the built server on a fresh demo store:
//    performance and accessibility scores, LCP, TBT and CLS, each the median of --runs runs.
//
//   pnpm --filter @henna/bench bench:web [--runs 5] [--skip-build] [--no-lighthouse]
//
// It builds the server and the shop first through turbo (cached when nothing changed) unless
// --skip-build is given or it runs as a turbo task; then apps/server/dist and apps/shop/dist must exist.
// Results go to stdout and to bench/results/web-<time>.json.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { productPath } from "@henna/domain/product-route";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "vite";
import { formatRow } from "../api/stats.mjs";
import { firstRenderFiles, median, verdict } from "./bundle.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const shopDist = join(root, "apps/shop/dist");
const serverMain = join(root, "apps/server/dist/main.js");
const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const STORE = "demo-store";
const TARGETS = {
  overFloorKb: 30,
  totalKb: 130,
  performance: 95,
  accessibility: 95,
  lcpS: 1.8,
  tbtMs: 100,
  cls: 0.02,
};
// The routes measured and the source file of each route's lazy page (its key in the manifest).
const PAGES = [
  { name: "home", source: "src/features/home/home-page.tsx", path: () => "/" },
  {
    name: "listing",
    source: "../../packages/storefront/src/catalogue/listing-page.tsx",
    path: () => "/products",
  },
  { name: "product", source: "src/features/product/product-page.tsx", path: (p) => p.productPath },
  { name: "cart", source: "src/features/cart/cart-page.tsx", path: () => "/cart" },
];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "skip-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 5);

const kb = (bytes) => bytes / 1024;
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotliSize = (bytes) =>
  brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length;

function sizes(dir, files) {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSize(bytes);
    br += brotliSize(bytes);
  }
  return { files: files.length, raw, gzip, br };
}

function readManifest(dir) {
  const path = join(dir, ".vite/manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: build with manifest: true`);
  return JSON.parse(readFileSync(path, "utf8"));
}

// 0. Builds.
if (!values["skip-build"] && !process.env.TURBO_HASH) {
  console.log("# building the server and the shop (turbo; cached when unchanged)");
  const built = spawnSync(
    "pnpm",
    [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@henna/server",
      "--filter=@henna/shop",
      "--output-logs=errors-only",
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const [file, what] of [
  [serverMain, "apps/server/dist"],
  [join(shopDist, ".vite/manifest.json"), "apps/shop/dist"],
]) {
  if (!existsSync(file)) {
    console.error(`${what} is missing: run \`npm run build\` first (or drop --skip-build).`);
    process.exit(1);
  }
}

// 1. The framework floor, built now with the shop's own Vite configuration.
const floorOut = mkdtempSync(join(tmpdir(), "henna-floor-"));
await build({
  configFile: join(root, "apps/shop/vite.config.ts"),
  root: join(here, "floor"),
  logLevel: "warn",
  build: { outDir: floorOut, emptyOutDir: true },
});
const floorManifest = readManifest(floorOut);
const floorFiles = firstRenderFiles(floorManifest);
const floor = { js: sizes(floorOut, floorFiles.js), css: sizes(floorOut, floorFiles.css) };
rmSync(floorOut, { recursive: true, force: true });

const manifest = readManifest(shopDist);
const bundles = PAGES.map((page) => {
  if (!manifest[page.source]) throw new Error(`${page.source} is not in the shop's manifest`);
  const files = firstRenderFiles(manifest, page.source);
  return { page: page.name, js: sizes(shopDist, files.js), css: sizes(shopDist, files.css) };
});

// 2. The built server on a fresh demo store.
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

const dataDir = mkdtempSync(join(tmpdir(), "henna-bench-web-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
    DATABASE_URL: "",
    PUBLIC_DIR: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
async function stopServer() {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("SIGINT", () => void stopServer().then(() => process.exit(130)));

try {
  let up = false;
  for (let i = 0; i < 600 && !up && server.exitCode === null; i++) {
    up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) throw new Error("the server did not start");

  const listing = await (
    await fetch(`${base}/api/grouped-product/search-all-products/${STORE}?page=1&limit=10`)
  ).json();
  const product = listing.data?.[0];
  if (!product) throw new Error("the demo store answered no product");
  const context = { productPath: productPath(product.title, product.product_id) };

  // The page as served (metadata written in), and every first-render file fetched once so the server's
  // compressed copies are made before anything is timed.
  const html = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
  const entryFile = firstRenderFiles(manifest).js[0] ?? "";
  if (!html.toString("utf8").includes(`/${entryFile}`)) {
    throw new Error(
      `the server's page does not load ${entryFile}: was apps/shop/dist rebuilt meanwhile?\n${html}`,
    );
  }
  const htmlSize = { raw: html.length, gzip: gzipSize(html), br: brotliSize(html) };
  for (const page of PAGES) {
    const files = firstRenderFiles(manifest, page.source);
    for (const file of [...files.js, ...files.css]) {
      for (const encoding of ["br", "gzip"]) {
        await (await fetch(`${base}/${file}`, { headers: { "accept-encoding": encoding } })).arrayBuffer();
      }
    }
  }

  // 3. Lighthouse, a fresh Chromium (and profile) for every run.
  const lighthouseResults = [];
  if (!values["no-lighthouse"]) {
    for (const page of PAGES) {
      const url = `${base}${page.path(context)}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`\rlighthouse ${page.name} run ${i + 1}/${RUNS}      `);
        const chrome = await launch({
          chromePath: CHROMIUM,
          chromeFlags: CHROMIUM_FLAGS,
          logLevel: "silent",
        });
        try {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
          });
          const { categories, audits, runtimeError } = result.lhr;
          if (runtimeError)
            console.error(`\nlighthouse ${page.name}: ${runtimeError.code} ${runtimeError.message}`);
          runs.push({
            performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
            lcpMs: audits["largest-contentful-paint"]?.numericValue,
            tbtMs: audits["total-blocking-time"]?.numericValue,
            cls: audits["cumulative-layout-shift"]?.numericValue,
            fcpMs: audits["first-contentful-paint"]?.numericValue,
            failedAudits: Object.values(audits)
              .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
              .map((a) => a.id),
          });
        } finally {
          await chrome.kill();
        }
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      lighthouseResults.push({
        page: page.name,
        url: page.path(context),
        runs,
        median: {
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          fcpMs: pick("fcpMs"),
        },
      });
    }
    process.stdout.write(`\r${" ".repeat(60)}\r`);
  }

  // 4. Report.
  const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");
  console.log(
    `\n# First render (KB; JS gzip -9, brotli as served)   floor: ${f1(kb(floor.js.gzip))} KB gzip JS`,
  );
  const bw = [10, 9, 9, 12, 8, 9, 9, 8];
  console.log(
    formatRow(["page", "JS gzip", "JS br", "over floor", "files", "CSS gzip", "HTML gzip", "target"], bw),
  );
  for (const b of bundles) {
    const over = kb(b.js.gzip - floor.js.gzip);
    const ok =
      verdict(over, TARGETS.overFloorKb) === "ok" && verdict(kb(b.js.gzip), TARGETS.totalKb) === "ok"
        ? "ok"
        : "MISS";
    console.log(
      formatRow(
        [
          b.page,
          f1(kb(b.js.gzip)),
          f1(kb(b.js.br)),
          f1(over),
          b.js.files,
          f1(kb(b.css.gzip)),
          f1(kb(htmlSize.gzip)),
          ok,
        ],
        bw,
      ),
    );
  }
  console.log(
    formatRow(
      [
        "floor",
        f1(kb(floor.js.gzip)),
        f1(kb(floor.js.br)),
        "0.0",
        floor.js.files,
        f1(kb(floor.css.gzip)),
        "",
        "",
      ],
      bw,
    ),
  );
  console.log(
    `targets: at most ${TARGETS.overFloorKb} KB gzip over the floor and ${TARGETS.totalKb} KB in all`,
  );

  if (lighthouseResults.length > 0) {
    console.log(
      `\n# Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile, simulated throttling`,
    );
    const lw = [10, 6, 6, 8, 8, 7, 8, 40];
    console.log(formatRow(["page", "perf", "a11y", "LCP s", "TBT ms", "CLS", "FCP s", "targets missed"], lw));
    for (const r of lighthouseResults) {
      const m = r.median;
      const missed = [
        verdict(m.performance, TARGETS.performance, { atLeast: true }) === "MISS" && "perf",
        verdict(m.accessibility, TARGETS.accessibility, { atLeast: true }) === "MISS" && "a11y",
        verdict(m.lcpMs / 1000, TARGETS.lcpS) === "MISS" && "LCP",
        verdict(m.tbtMs, TARGETS.tbtMs) === "MISS" && "TBT",
        verdict(m.cls, TARGETS.cls) === "MISS" && "CLS",
      ].filter(Boolean);
      console.log(
        formatRow(
          [
            r.page,
            m.performance,
            m.accessibility,
            (m.lcpMs / 1000).toFixed(2),
            Math.round(m.tbtMs),
            m.cls.toFixed(3),
            (m.fcpMs / 1000).toFixed(2),
            missed.join(", ") || "none",
          ],
          lw,
        ),
      );
    }
    console.log(
      `targets: performance and accessibility >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpS} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`,
    );
    const weak = [...new Set(lighthouseResults.flatMap((r) => r.runs.flatMap((run) => run.failedAudits)))];
    if (weak.length > 0) console.log(`audits under 0.9 in some run: ${weak.join(", ")}`);
  }

  const resultsDir = join(here, "..", "results");
  mkdirSync(resultsDir, { recursive: true });
  const out = join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, floor, bundles, html: htmlSize, lighthouse: lighthouseResults }, null, 2)}\n`,
  );
  console.log(`\nwritten: ${out}`);
} finally {
  await stopServer();
}
