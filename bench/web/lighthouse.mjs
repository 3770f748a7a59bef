// Lighthouse in bench/web: a fresh Chromium (and profile) for every run against the built server, mobile
// preset; pages behind login are opened by a shopper signed in on the login page first. Each page's
// figures are the median of its runs; the SEO category's failing audits are kept by page.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { ensureChromium } from "../../scripts/ensure-chromium.mjs";
import { formatRow } from "../api/stats.mjs";
import { TARGETS } from "./budgets.mjs";
import { median, verdict } from "./bundle.mjs";
import { signIn } from "./shopper.mjs";

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "results");

/** Debian's Chromium, installed with apt-get on a machine that lacks it (as the journeys do). */
export function chromiumPath() {
  const found = process.env.CHROME_PATH ? { path: process.env.CHROME_PATH } : ensureChromium();
  if (!found.path) throw new Error(`bench/web needs Chromium: ${found.reason}`);
  return found.path;
}

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function signInProfile(base, port, shopper) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signIn(page, base, shopper);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

// A page kept out of search (cart, checkout, account, tracking) fails Lighthouse's `is-crawlable` by
// design, which alone costs its SEO score 31 points. Such a page is scored on the other audits, and
// the bench instead checks that it really is not crawlable.
const CRAWLABLE = "is-crawlable";
const scoredRefs = (lhr, indexed) =>
  (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && (indexed || ref.id !== CRAWLABLE) && lhr.audits[ref.id]?.score != null,
  );

/** The SEO category's score, as Lighthouse weighs it, over the audits that apply to the page. */
function seoScore(lhr, indexed) {
  if (indexed) return lhr.categories.seo?.score ?? Number.NaN;
  const refs = scoredRefs(lhr, indexed);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight;
}

/** The SEO category's audits a run failed (a score under 1). */
function seoFailures(lhr, indexed) {
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => indexed || ref.id !== CRAWLABLE)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
    .map((a) => a.id);
}

/**
 * Lighthouse on each page, `runs` times. `categories` is what it scores (performance, accessibility,
 * seo); `saveLhr` keeps each report whole and its trace in bench/results.
 */
export async function runLighthouse({
  pages,
  base,
  context,
  runs: RUNS,
  throttling,
  saveLhr,
  categories,
  chromePath,
}) {
  const results = [];
  for (const page of pages) {
    const url = `${base}${page.path(context)}`;
    const indexed = page.indexed !== false;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      process.stdout.write(`\rlighthouse ${page.name} run ${i + 1}/${RUNS}      `);
      const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
      try {
        if (page.signedIn) await signInProfile(base, chrome.port, context);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          // Signed in: keep the session's storage (the HTTP cache was emptied after signing in).
          disableStorageReset: Boolean(page.signedIn),
          throttlingMethod: throttling,
        });
        const { categories: scores, audits, runtimeError } = result.lhr;
        if (saveLhr) {
          mkdirSync(RESULTS_DIR, { recursive: true });
          writeFileSync(join(RESULTS_DIR, `lhr-${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
          // The unthrottled trace Lighthouse simulated from: its tasks, times 4, are the figures' tasks.
          writeFileSync(
            join(RESULTS_DIR, `trace-${page.name}-${i + 1}.json`),
            JSON.stringify(result.artifacts.Trace ?? null),
          );
        }
        if (runtimeError)
          console.error(`\nlighthouse ${page.name}: ${runtimeError.code} ${runtimeError.message}`);
        runs.push({
          performance: Math.round((scores.performance?.score ?? Number.NaN) * 100),
          accessibility: Math.round((scores.accessibility?.score ?? Number.NaN) * 100),
          seo: Math.round(seoScore(result.lhr, indexed) * 100),
          // A page meant to stay out of search that a crawler may index is a miss of its own.
          indexableByMistake: !indexed && audits[CRAWLABLE]?.score === 1,
          lcpMs: audits["largest-contentful-paint"]?.numericValue,
          tbtMs: audits["total-blocking-time"]?.numericValue,
          cls: audits["cumulative-layout-shift"]?.numericValue,
          fcpMs: audits["first-contentful-paint"]?.numericValue,
          failedAudits: Object.values(audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
            .map((a) => a.id),
          failedSeoAudits: seoFailures(result.lhr, indexed),
        });
      } finally {
        await chrome.kill();
      }
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    results.push({
      page: page.name,
      url: page.path(context),
      runs,
      median: {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        seo: pick("seo"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        fcpMs: pick("fcpMs"),
      },
    });
  }
  process.stdout.write(`\r${" ".repeat(60)}\r`);
  return results;
}

const score = (n) => (Number.isFinite(n) ? n : "n/a");
const fixed = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/** The Lighthouse table: each page's medians and the targets it missed. */
export function reportLighthouse(results, { runs, throttling }) {
  console.log(
    `\n# Lighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile, ${throttling === "simulate" ? "simulated" : "applied (devtools)"} throttling`,
  );
  const lw = [13, 6, 6, 6, 8, 8, 7, 8, 40];
  console.log(
    formatRow(["page", "perf", "a11y", "seo", "LCP s", "TBT ms", "CLS", "FCP s", "targets missed"], lw),
  );
  for (const r of results) {
    const m = r.median;
    const missed = [
      verdict(m.performance, TARGETS.performance, { atLeast: true }) === "MISS" && "perf",
      verdict(m.accessibility, TARGETS.accessibility, { atLeast: true }) === "MISS" && "a11y",
      verdict(m.seo, TARGETS.seo, { atLeast: true }) === "MISS" && "seo",
      r.runs.some((run) => run.indexableByMistake) && "crawlable (meant noindex)",
      verdict(m.lcpMs / 1000, TARGETS.lcpS) === "MISS" && "LCP",
      verdict(m.tbtMs, TARGETS.tbtMs) === "MISS" && "TBT",
      verdict(m.cls, TARGETS.cls) === "MISS" && "CLS",
    ].filter(Boolean);
    console.log(
      formatRow(
        [
          r.page,
          score(m.performance),
          score(m.accessibility),
          score(m.seo),
          fixed(m.lcpMs / 1000, 2),
          Number.isFinite(m.tbtMs) ? Math.round(m.tbtMs) : "n/a",
          fixed(m.cls, 3),
          fixed(m.fcpMs / 1000, 2),
          missed.join(", ") || "none",
        ],
        lw,
      ),
    );
  }
  console.log(
    `targets: performance and accessibility >= ${TARGETS.performance}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpS} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`,
  );
  const weak = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.failedAudits)))];
  if (weak.length > 0) console.log(`audits under 0.9 in some run: ${weak.join(", ")}`);
  for (const r of results) {
    const seo = [...new Set(r.runs.flatMap((run) => run.failedSeoAudits))];
    if (seo.length > 0) console.log(`${r.page}: SEO audits failed: ${seo.join(", ")}`);
  }
}
