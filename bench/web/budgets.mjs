// The byte budgets of bench/web: what a page costs before its first render (the JS and CSS from each
// app's Vite manifest, the starter a rendered page names, and the page's own HTML), measured against the
// framework floor (an empty page built with the same libraries and Vite settings, bench/web/floor), and
// the table that reports them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { build } from "vite";
import { formatRow } from "../api/stats.mjs";
import { firstRenderFiles, verdict } from "./bundle.mjs";
import { APPS, PAGE_TEXTS_BLOCK } from "./pages.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");

export const TARGETS = {
  totalKb: 135,
  performance: 95,
  accessibility: 95,
  // Lighthouse SEO (issue 35): every page, both languages.
  seo: 100,
  lcpS: 1.8,
  tbtMs: 100,
  cls: 0.02,
  interactionMs: 100,
  // A page's HTML within the first round trip of a new connection (TCP's first window is ~14 KB),
  // inlined first-screen CSS, server render and data included.
  htmlKb: 10,
};

export const kb = (bytes) => bytes / 1024;
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const brotliSize = (bytes) =>
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

export function readManifest(dir) {
  const path = join(dir, ".vite/manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: build with manifest: true`);
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The framework floor, built now with the shop's own Vite configuration. */
export async function buildFloor() {
  const floorOut = mkdtempSync(join(tmpdir(), "henna-floor-"));
  await build({
    configFile: join(root, "apps/shop/vite.config.ts"),
    // The apps' configuration imports the shared one from a TypeScript source package.
    configLoader: "runner",
    root: join(here, "floor"),
    logLevel: "warn",
    build: { outDir: floorOut, emptyOutDir: true },
  });
  const floorFiles = firstRenderFiles(readManifest(floorOut));
  const floor = { js: sizes(floorOut, floorFiles.js), css: sizes(floorOut, floorFiles.css) };
  rmSync(floorOut, { recursive: true, force: true });
  return floor;
}

/** Each page's first-render JS and CSS, read from its app's manifest. */
export function measureBundles(pages, manifests) {
  return pages.map((page) => {
    const files = firstRenderFiles(manifests[page.app], page.source);
    const { dist, blockingStylesheet } = APPS[page.app];
    const stylesheet = manifests[page.app]["style.css"]?.file;
    if (blockingStylesheet && stylesheet && !files.css.includes(stylesheet)) files.css.push(stylesheet);
    return {
      page: page.name,
      overFloorKb: page.overFloorKb,
      js: sizes(dist, files.js),
      css: sizes(dist, files.css),
    };
  });
}

/** The starter a page the server rendered loads its app with (apps/server's entry-after-paint.ts). */
export async function starterOf(base, html) {
  const src = /<script async src="([^"]+\/entry-starter-[^"]+\.js)"><\/script>/.exec(
    html.toString("utf8"),
  )?.[1];
  return src ? Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer()) : null;
}

/**
 * Each page's own HTML as a first visit gets it (a signed-in page's is the same shell for anyone), and
 * its starter added to its bundle's JS: a rendered page's starter is a script of its first render too.
 */
export async function measurePageHtml(base, pages, context, bundles) {
  const pageHtml = {};
  for (const page of pages) {
    const html = Buffer.from(await (await fetch(`${base}${page.path(context)}`)).arrayBuffer());
    if (page.hindi && !html.toString("utf8").includes(PAGE_TEXTS_BLOCK)) {
      throw new Error(
        `${page.name}: the page carries no texts to hydrate with, so its first render waits for the catalogue`,
      );
    }
    pageHtml[page.name] = { raw: html.length, gzip: gzipSize(html), br: brotliSize(html) };
    const starter = await starterOf(base, html);
    const bundle = bundles.find((b) => b.page === page.name);
    if (starter && bundle) {
      bundle.js = {
        files: bundle.js.files + 1,
        raw: bundle.js.raw + starter.length,
        gzip: bundle.js.gzip + gzipSize(starter),
        br: bundle.js.br + brotliSize(starter),
      };
    }
  }
  return pageHtml;
}

export const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");

/** The first-render table: each page against its budgets, and the floor. */
export function reportFirstRender(bundles, floor, pageHtml) {
  console.log(
    `\n# First render (KB; JS gzip -9, brotli as served)   floor: ${f1(kb(floor.js.gzip))} KB gzip JS`,
  );
  const bw = [13, 9, 9, 12, 8, 9, 9, 9, 10];
  console.log(
    formatRow(
      ["page", "JS gzip", "JS br", "over floor", "files", "CSS gzip", "HTML gzip", "HTML br", "budget"],
      bw,
    ),
  );
  for (const b of bundles) {
    const over = kb(b.js.gzip - floor.js.gzip);
    const html = pageHtml[b.page];
    const ok =
      verdict(over, b.overFloorKb) === "ok" &&
      verdict(kb(b.js.gzip), TARGETS.totalKb) === "ok" &&
      verdict(kb(html?.gzip ?? Number.NaN), TARGETS.htmlKb) !== "MISS"
        ? `${b.overFloorKb} ok`
        : `${b.overFloorKb} MISS`;
    console.log(
      formatRow(
        [
          b.page,
          f1(kb(b.js.gzip)),
          f1(kb(b.js.br)),
          f1(over),
          b.js.files,
          f1(kb(b.css.gzip)),
          f1(kb(html?.gzip ?? Number.NaN)),
          f1(kb(html?.br ?? Number.NaN)),
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
        "",
      ],
      bw,
    ),
  );
  console.log(
    `budgets: KB gzip over the floor per page (above), at most ${TARGETS.totalKb} KB in all, and the page's HTML at most ${TARGETS.htmlKb} KB gzip`,
  );
}
