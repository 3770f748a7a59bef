// A tiny build of the web apps (PUBLIC_DIR) for the server's page-serving tests: a shop and an academy
// with their manifests, hashed chunks and templates, and the store metadata the pages must carry.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_ANSWERS_ID } from "../web/page-preloads.js";

export const STORE = "demo-store";
export const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <!-- page-meta: the server replaces this line with the store's title, description, icon and scripts -->
    <title>Fixture Store</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef-_5678.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
// Big enough to be compressed (over 1 KB), and compressible.
export const ENTRY_JS = `export const greeting = ${JSON.stringify("namaste ".repeat(400))};\n`;
export const ENTRY_CSS = `body { color: #1f1a17; }\n${".card { padding: 4px; }\n".repeat(80)}`;
export const SMALL_JS = "export const x = 1;\n";
// A build manifest as Vite writes it: the home page imports a chunk it shares with the listing.
export const MANIFEST = {
  "index.html": { file: "assets/index-AbCd1234.js", isEntry: true, css: ["assets/index-Ef-_5678.css"] },
  "src/features/home/home-page.tsx": {
    file: "assets/home-page-Hh11Jj22.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared-Ss33Tt44.js"],
  },
  "../../packages/storefront/src/catalogue/listing-page.tsx": {
    file: "assets/listing-page-Ll55Mm66.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared-Ss33Tt44.js"],
  },
  "_shared-Ss33Tt44.js": { file: "assets/shared-Ss33Tt44.js", imports: ["index.html"] },
  "src/i18n/hindi.ts": {
    file: "assets/hindi-Hi77Nd88.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared-Ss33Tt44.js"],
  },
};

// The academy's build: its files under /academy/, its course page a lazy chunk.
export const ACADEMY_TEMPLATE = TEMPLATE.replace('<div id="root">', '<div id="academy-root">')
  .replace("/assets/index-AbCd1234.js", "/academy/assets/index-AcAd1234.js")
  .replace("/assets/index-Ef-_5678.css", "/academy/assets/index-AcCs5678.css");
export const ACADEMY_CSS = `.course { margin: 8px; }\n${".form { gap: 4px; }\n".repeat(80)}`;
export const ACADEMY_MANIFEST = {
  "index.html": { file: "assets/index-AcAd1234.js", isEntry: true, css: ["assets/index-AcCs5678.css"] },
  "src/features/courses/course-page.tsx": {
    file: "assets/course-page-Co11Pa22.js",
    isDynamicEntry: true,
    imports: ["index.html"],
  },
  "src/features/courses/course-step-page.tsx": {
    file: "assets/course-step-page-St33Ep44.js",
    isDynamicEntry: true,
    imports: ["index.html"],
  },
  "src/features/admission/admission-page.tsx": {
    file: "assets/admission-page-Ad55Mi66.js",
    isDynamicEntry: true,
    imports: ["index.html"],
  },
};

export function writeFixture(dir: string) {
  const shop = join(dir, "shop");
  mkdirSync(join(shop, "assets"), { recursive: true });
  mkdirSync(join(shop, ".vite"), { recursive: true });
  writeFileSync(join(shop, "index.html"), TEMPLATE);
  writeFileSync(join(shop, "assets/index-AbCd1234.js"), ENTRY_JS);
  writeFileSync(join(shop, "assets/index-Ef-_5678.css"), ENTRY_CSS);
  writeFileSync(join(shop, "assets/cart-page-Zz9_yY8x.js"), SMALL_JS);
  // Deleted by a test after the server has started (a new build written over the old one).
  writeFileSync(join(shop, "assets/replaced-Rp12Lc34.js"), SMALL_JS);
  for (const chunk of ["home-page-Hh11Jj22", "listing-page-Ll55Mm66", "shared-Ss33Tt44", "hindi-Hi77Nd88"]) {
    writeFileSync(join(shop, `assets/${chunk}.js`), SMALL_JS);
  }
  writeFileSync(join(shop, "assets/logo-Qw3rTy12.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
  writeFileSync(join(shop, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  writeFileSync(join(shop, ".vite/manifest.json"), JSON.stringify(MANIFEST));
  const academy = join(dir, "academy");
  mkdirSync(join(academy, "assets"), { recursive: true });
  mkdirSync(join(academy, ".vite"), { recursive: true });
  writeFileSync(join(academy, "index.html"), ACADEMY_TEMPLATE);
  writeFileSync(join(academy, "assets/index-AcAd1234.js"), ENTRY_JS);
  writeFileSync(join(academy, "assets/index-AcCs5678.css"), ACADEMY_CSS);
  for (const chunk of ["course-page-Co11Pa22", "course-step-page-St33Ep44", "admission-page-Ad55Mi66"]) {
    writeFileSync(join(academy, `assets/${chunk}.js`), SMALL_JS);
  }
  writeFileSync(join(academy, ".vite/manifest.json"), JSON.stringify(ACADEMY_MANIFEST));
}

export const META = {
  metaTitle: `Chai & "Henna" <Store>`,
  metaDescription: `Cones <b>fresh</b> & "organic"${". Hand-rolled every morning in Malad".repeat(12)}`,
  metaKeywords: "henna, chai",
  metaAuthor: "Asha's studio",
  metaIcon: "https://img.example.net/icon.svg",
  metaScripts: [
    "https://cdn.example.com/chat.js?a=1&b=2",
    "https://cdn.example.com/chat.js?a=1&b=2",
    "/js/local.js",
    "https://widgets.example.org:8443/w.js",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "http://insecure.example.com/x.js",
  ],
};

export function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** The API answers written into a page, by URL. */
export function answersIn(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`).exec(
    html,
  );
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : {};
}
