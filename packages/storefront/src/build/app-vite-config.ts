// The Vite build both apps share (the shop at /, the academy at /academy/ on the same origin), so a
// change to how pages are split reaches both.
import { fileURLToPath } from "node:url";
import type { PluginOption, UserConfigFnObject } from "vite";
import { shortClassNames } from "./short-class-names.ts";

export interface AppViteOptions {
  /** Where the app's files are served from. */
  base: string;
  plugins: PluginOption[];
}

const SHARED_FOLDERS =
  /packages[\\/]storefront[\\/]src[\\/](ui|catalogue|cart|state|settings|api|storage)[\\/]/;
// Shared by many pages but used by none of their first screens: dialogs, and what a tap on Add to Cart
// or Buy Now, a log-out or push sign-up runs. In the shared file they would load with every page.
const AFTER_FIRST_SCREEN =
  /[\\/](ui[\\/](modal|use-modal-dialog)|cart[\\/]cart-line-input|storage[\\/](checkout-data-storage|push-registration))\.tsx?$/;

/** Where a CSS module's path is taken from for its short class names: the repository. */
const REPOSITORY = fileURLToPath(new URL("../../../..", import.meta.url));

export function appViteConfig({ base, plugins }: AppViteOptions): UserConfigFnObject {
  // `dev` serves the app with hot reload and sends /api and /images to the store server (`npm start`,
  // or API_TARGET).
  const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";
  return ({ command, isSsrBuild }) => ({
    base,
    // The server-rendered bundle runs React's production build, as the browser's does, whatever
    // NODE_ENV the server runs with: a built app is a production app. Left to NODE_ENV, a server in
    // development or test (every journey's store) rendered with React's development build, which cost
    // half as much again per page (1.9 s against 1.25 s of CPU for the demo store's 51 pages, cold).
    define: command === "build" && isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
    plugins,
    // A built app's CSS-module classes are short (short-class-names.ts); dev keeps Vite's readable ones.
    css: command === "build" ? { modules: { generateScopedName: shortClassNames(REPOSITORY) } } : {},
    build: {
      manifest: true,
      target: "es2022",
      // One stylesheet for every page, cached once: the server writes into each page it renders only the
      // rules that page's HTML uses (apps/server's web/critical-css.ts) and lets this file load without
      // blocking the paint (apps/server web/document.ts deferStylesheets); the app turns it on and waits for it before
      // going live (storefront ssr/start-app.tsx). A stylesheet per route would make a page rendered in
      // the browser wait for a second request, and a navigation for one more.
      cssCodeSplit: false,
      // No preload helper: Vite would wrap every import() in one that fetches the chunk's own imports
      // beside it, and put the file list of every lazy chunk into the entry (some 1.8 KB gzipped, in
      // every page's first render). A page the server rendered names its chunks itself (the server
      // reads the manifest); a chunk loaded later finds its imports as it runs, from the service
      // worker's precache once it is installed (storefront build/offline-build.ts). Measured on a first
      // visit (home, then a product, on a 150 ms / 1.6 Mbit/s link, 5 runs): 848 ms without the helper,
      // 855 ms with it; the browser asks for a chunk's imports as soon as it has the chunk.
      modulePreload: false,
      // Few, larger files: on HTTP/1.1 a browser fetches six at a time, and each file in flight takes
      // its share of a slow phone link from the entry script the first screen waits for. Everything
      // the entry loads is one file; the catalogue, cart and UI pieces three or more pages share are a
      // second; each page is its own third, and code two pages share a few more. Domain rules stay out
      // of the second, and so does code only two pages share: the checkout's and the account's rules
      // (dates, validation) and the listing's paging would otherwise ride along with every product page.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "app", tags: ["$initial"], priority: 2 },
              {
                name: "shared",
                test: (id: string) => SHARED_FOLDERS.test(id) && !AFTER_FIRST_SCREEN.test(id),
                minShareCount: 3,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    // The server-rendered build (each app's entry-server) carries its libraries with it, so the
    // server loads one self-contained file and its chunks, wherever the build is copied to.
    ssr: { noExternal: true },
    server: {
      proxy: {
        "/api": apiTarget,
        "/images": apiTarget,
      },
    },
  });
}
