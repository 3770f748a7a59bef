// The build side of the offline feature (storefront offline/): the origin's one service worker, built
// with the shop (vite-plugin-pwa, injectManifest: our own worker source, Workbox's precache list put in),
// and the academy's precache list, which that worker imports (/academy/sw-precache.js). The academy
// is a second build on the same origin: two workers would fight over the scope /, so it lists its
// files and the shop's worker precaches them too.
// What is precached: each app's scripts and stylesheet (the shell), its icons and manifest. Not the
// chunks only some readers load: Firebase's (a shopper who allows notifications) and the Hindi
// catalogues (a Hindi reader): precaching them would cost every phone their mobile data for nothing.
// The worker keeps them when a reader does load them (its assets route, sw.ts).
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** The worker's source folder, compiled by the shop's build into dist/sw.js. */
function workerDir(): string {
  return fileURLToPath(new URL("../offline/sw/", import.meta.url));
}

/** Files of the build that are the app's shell. */
const SHELL_FILE = /^assets\/.+\.(js|css)$/;
/** Modules that make a chunk one only some readers load: Firebase's (push), a Hindi catalogue. */
const OPTIONAL_MODULE = /[\\/]node_modules[\\/](@firebase|firebase|idb)[\\/]|[\\/]i18n[\\/](hi|hindi)\.ts$/;

/** Hashed files never change: Workbox keeps them by name, without a revision. */
export const HASHED_URL = /-[A-Za-z0-9_-]{8,}\.(js|css|png|svg|webp)$/;

interface BundleFile {
  type: "chunk" | "asset";
  fileName: string;
  moduleIds?: readonly string[];
}

/** The build's shell files (no chunk only some readers load), as URLs under `base`. */
export function shellFiles(bundle: Record<string, BundleFile>, base: string): string[] {
  return Object.values(bundle)
    .filter((file) => SHELL_FILE.test(file.fileName))
    .filter(
      (file) => !(file.type === "chunk" && (file.moduleIds ?? []).some((id) => OPTIONAL_MODULE.test(id))),
    )
    .map((file) => `${base}${file.fileName}`)
    .sort();
}

/** The script the worker imports: the academy's shell files for its precache. */
export function precacheScript(urls: readonly string[]): string {
  const entries = urls.map((url) => ({ url, revision: HASHED_URL.test(url) ? null : "1" }));
  return `self.__ACADEMY_PRECACHE=${JSON.stringify(entries)};\n`;
}

/** The academy's build writes sw-precache.js beside its files (the shop's worker imports it). */
export function academyPrecacheList(base: string): Plugin {
  let ssr = false;
  return {
    name: "henna-academy-precache-list",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const urls = shellFiles(bundle as unknown as Record<string, BundleFile>, base);
      this.emitFile({ type: "asset", fileName: "sw-precache.js", source: precacheScript(urls) });
    },
  };
}

/** The shop's build: the worker at /sw.js, its precache list the shop's shell files. */
export function shopServiceWorker(): Plugin[] {
  // Filled while the bundle is written, read when the list is put into the worker (after it).
  const optionalFiles = new Set<string>();
  const optionalChunks: Plugin = {
    name: "henna-optional-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle as unknown as Record<string, BundleFile>)) {
        if (file.type === "chunk" && (file.moduleIds ?? []).some((id) => OPTIONAL_MODULE.test(id))) {
          optionalFiles.add(file.fileName);
        }
      }
    },
  };
  const pwa = VitePWA({
    strategies: "injectManifest",
    srcDir: workerDir(),
    filename: "sw.ts",
    // The server answers /sw.js with no-cache (apps/server web/static-assets.ts), so a deploy is seen on the next visit.
    injectRegister: false,
    // The apps' manifests are files of their own (public/manifest.webmanifest), one per app.
    manifest: false,
    injectManifest: {
      // A classic worker: importScripts (the academy's list) is for classic workers only.
      rollupFormat: "iife",
      globPatterns: ["assets/**/*.{js,css}", "icons/*.png", "manifest.webmanifest"],
      dontCacheBustURLsMatching: HASHED_URL,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !optionalFiles.has(entry.url)),
          warnings: [],
        }),
      ],
    },
  });
  return [optionalChunks, ...pwa];
}
