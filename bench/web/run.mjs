#!/usr/bin/env node
// Web benchmark: what the shop and the academy cost a shopper or a student on a phone, page by page.
// 1. Bytes before the first render, from each app's Vite manifest: the entry chunk with its static
//    imports plus the route's lazy page chunk with its static imports (gzip -9, and brotli as the server
//    sends them), the CSS, and each page's served HTML (its server render and first-screen CSS); beside
//    them the same figure for the framework floor, an empty page built in this run with the same
//    libraries and Vite settings (bench/web/floor).
// 2. Lighthouse (mobile preset, simulated throttling) against the built server on a fresh demo store:
//    performance and accessibility scores, LCP, TBT and CLS, each the median of --runs runs. Pages behind
//    login are opened by a shopper made through the store's API and signed in on the login page.
// 3. The admission form's worst interaction (a keystroke, the submit) at 4x CPU slowdown, from the
//    Event Timing API.
// 4. With Lighthouse: whether Chromium would offer to install the shop and the academy (its own install
//    criteria over CDP, installability.mjs: Lighthouse 12 has no PWA audits any more).
//
//   pnpm --filter @henna/bench bench:web [--runs 5] [--skip-build] [--no-lighthouse] [--pages a,b]
//                                        [--throttling simulate|devtools] [--seo]
//
// --seo runs Lighthouse's SEO category alone on every page of the shop and the academy in both languages
// (or --pages) and prints their scores and failing audits; the pages kept out of search (cart,
// checkout, account, tracking) are scored without `is-crawlable` and must fail it (lighthouse.mjs).
// The modules: pages.mjs (what is measured), budgets.mjs (bytes and budgets), lighthouse.mjs.
//
// It builds the server, the shop and the academy first through turbo (cached when nothing changed)
// unless --skip-build is given or it runs as a turbo task. Results go to stdout and to
// bench/results/web-<time>.json.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { productPath } from "@henna/domain/product-route";
import { chromium } from "playwright-core";
import { formatRow } from "../api/stats.mjs";
import {
  buildFloor,
  measureBundles,
  measurePageHtml,
  readManifest,
  reportFirstRender,
  starterOf,
  TARGETS,
} from "./budgets.mjs";
import { firstRenderFiles, median, verdict } from "./bundle.mjs";
import { checkInstallable } from "./installability.mjs";
import { formInteractions } from "./interactions.mjs";
import { CHROMIUM_FLAGS, chromiumPath, reportLighthouse, runLighthouse } from "./lighthouse.mjs";
import { APPS, PAGES, STORE } from "./pages.mjs";
import { makeShopper } from "./shopper.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const serverMain = join(root, "apps/server/dist/main.js");
const RESULTS_DIR = join(here, "..", "results");
const CHROMIUM = chromiumPath();
// The pages --seo scores: every page a shopper or a student opens, in both languages (issue 35).
const SEO_PAGES = PAGES.filter((page) => page.app !== "admin").map((page) => page.name);

const { values } = parseArgs({
  // `pnpm bench:web -- --runs 1` hands the "--" on (pnpm 10): it separates nothing here.
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    runs: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "no-interactions": { type: "boolean", default: false },
    pages: { type: "string" },
    // Keeps each Lighthouse report whole (bench/results/lhr-<page>-<run>.json) and the trace it was
    // worked out from (trace-<page>-<run>.json: bench/web/tasks.mjs lists its long tasks).
    "save-lhr": { type: "boolean", default: false },
    throttling: { type: "string", default: "simulate" },
    seo: { type: "boolean", default: false },
  },
});
const SEO_ONLY = values.seo;
const RUNS = Math.max(1, Number(values.runs ?? (SEO_ONLY ? 1 : 5)) || 5);
// "simulate" (the targets' method): an unthrottled load, its figures computed for a slow phone on slow
// 4G. "devtools": the load itself throttled (latency, bandwidth, 4x CPU), which shows what arrives in the
// HTML before the scripts (a server-rendered page) where the simulation cannot.
const THROTTLING = values.throttling;
if (!["simulate", "devtools"].includes(THROTTLING)) throw new Error("--throttling is simulate or devtools");
const wantedList = values.pages ? values.pages.split(",").map((p) => p.trim()) : SEO_ONLY ? SEO_PAGES : null;
const wanted = wantedList ? new Set(wantedList) : null;

// 0. Builds.
if (!values["skip-build"] && !process.env.TURBO_HASH) {
  console.log(
    "# building the server, the shop, the academy and the back office (turbo; cached when unchanged)",
  );
  const built = spawnSync(
    "pnpm",
    [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@henna/server",
      "--filter=@henna/shop",
      "--filter=@henna/academy",
      "--filter=@henna/admin",
      "--output-logs=errors-only",
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const [file, what] of [
  [serverMain, "apps/server/dist"],
  [join(APPS.shop.dist, ".vite/manifest.json"), "apps/shop/dist"],
  [join(APPS.academy.dist, ".vite/manifest.json"), "apps/academy/dist"],
  [join(APPS.admin.dist, ".vite/manifest.json"), "apps/admin/dist"],
]) {
  if (!existsSync(file)) {
    console.error(`${what} is missing: run \`npm run build\` first (or drop --skip-build).`);
    process.exit(1);
  }
}

// 1. The framework floor and each page's first-render files (not for --seo).
const floor = SEO_ONLY ? null : await buildFloor();
const manifests = {
  shop: readManifest(APPS.shop.dist),
  academy: readManifest(APPS.academy.dist),
  admin: readManifest(APPS.admin.dist),
};
const pages = PAGES.filter((page) => {
  if (wanted && !wanted.has(page.name)) return false;
  if (manifests[page.app][page.source]) return true;
  console.error(`skipped ${page.name}: ${page.source} is not in the ${page.app}'s manifest`);
  return false;
});
const bundles = SEO_ONLY ? [] : measureBundles(pages, manifests);

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
    // Measured as the live shop is (indexable), not as a staging copy (robots.txt Disallow: /).
    SEARCH_INDEXING: "true",
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

  // Each app's page as served loads this build, and every first-render file is fetched once so the
  // server's compressed copies are made before anything is timed.
  for (const [app, { base: assetBase, home }] of Object.entries(APPS)) {
    if (!pages.some((page) => page.app === app)) continue;
    const html = Buffer.from(await (await fetch(`${base}${home}`)).arrayBuffer());
    const entryFile = firstRenderFiles(manifests[app]).js[0] ?? "";
    // A rendered page names its entry in its starter (the server's entry-after-paint.ts).
    const starter = await starterOf(base, html);
    if (!`${html.toString("utf8")}${starter?.toString("utf8") ?? ""}`.includes(`${assetBase}${entryFile}`)) {
      throw new Error(
        `the server's ${home} does not load ${assetBase}${entryFile}: was the ${app} rebuilt meanwhile?`,
      );
    }
  }
  for (const page of pages) {
    const files = firstRenderFiles(manifests[page.app], page.source);
    for (const file of [...files.js, ...files.css]) {
      for (const encoding of ["br", "gzip"]) {
        const url = `${base}${APPS[page.app].base}${file}`;
        await (await fetch(url, { headers: { "accept-encoding": encoding } })).arrayBuffer();
      }
    }
  }
  if (pages.some((page) => page.signedIn)) Object.assign(context, await makeShopper(base));
  const pageHtml = await measurePageHtml(base, pages, context, bundles);

  // 3. Lighthouse, a fresh Chromium (and profile) for every run.
  const lighthouseResults = values["no-lighthouse"]
    ? []
    : await runLighthouse({
        pages: SEO_ONLY ? pages : pages.filter((p) => p.lighthouse),
        base,
        context,
        runs: RUNS,
        throttling: THROTTLING,
        saveLhr: values["save-lhr"],
        categories: SEO_ONLY ? ["seo"] : ["performance", "accessibility", "seo"],
        chromePath: CHROMIUM,
      });

  // 3b. Installability of each store app, beside Lighthouse (which no longer checks it).
  const installResults = [];
  if (!values["no-lighthouse"] && !SEO_ONLY) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
    try {
      for (const app of ["shop", "academy"]) {
        installResults.push({ app, ...(await checkInstallable(browser, `${base}${APPS[app].home}`)) });
      }
    } finally {
      await browser.close().catch(() => undefined);
    }
  }

  // 4. Interactions on the admission form at 4x CPU slowdown (median of the runs).
  const interactionResults = [];
  for (const page of pages.filter((p) => p.interactions && !values["no-interactions"] && !SEO_ONLY)) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
    try {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await formInteractions(browser, `${base}${page.path(context)}`));
      interactionResults.push({
        page: page.name,
        runs,
        median: {
          keystrokeMs: median(runs.map((r) => r.keystrokeMs)),
          submitMs: median(runs.map((r) => r.submitMs)),
        },
      });
    } finally {
      await browser.close();
    }
  }

  // 5. Report.
  if (floor) reportFirstRender(bundles, floor, pageHtml);
  if (lighthouseResults.length > 0)
    reportLighthouse(lighthouseResults, { runs: RUNS, throttling: THROTTLING });

  if (installResults.length > 0) {
    console.log("\n# Installable (Chromium's install criteria over CDP; Lighthouse 12 has no PWA audits)");
    const iw = [10, 12, 11, 60];
    console.log(formatRow(["app", "installable", "worker", "manifest / errors"], iw));
    for (const r of installResults) {
      const detail = r.installable ? r.manifest : r.errors.join(", ");
      console.log(
        formatRow([r.app, r.installable ? "yes" : "NO", r.controlled ? "controls" : "none", detail], iw),
      );
    }
  }

  if (interactionResults.length > 0) {
    console.log(
      `\n# Worst interaction at 4x CPU slowdown (Event Timing, ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"})`,
    );
    for (const r of interactionResults) {
      const { keystrokeMs, submitMs } = r.median;
      const ok = verdict(Math.max(keystrokeMs, submitMs), TARGETS.interactionMs);
      console.log(
        `${r.page}: keystroke ${Math.round(keystrokeMs)} ms, submit ${Math.round(submitMs)} ms (target <= ${TARGETS.interactionMs} ms: ${ok})`,
      );
      // Where each run's slowest event was, field by field (clicking into a field counts as its own).
      for (const [i, run] of r.runs.entries())
        console.log(
          `  run ${i + 1}: ${Object.entries(run.perField ?? {})
            .map(([field, where]) => `${field}: ${where}`)
            .join("; ")}`,
        );
    }
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = join(RESULTS_DIR, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, floor, bundles, html: pageHtml, lighthouse: lighthouseResults, installable: installResults, interactions: interactionResults }, null, 2)}\n`,
  );
  console.log(`\nwritten: ${out}`);
} finally {
  await stopServer();
}
