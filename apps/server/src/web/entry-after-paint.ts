// A page the server rendered paints from its HTML alone (its markup and first-screen CSS); the app's
// script only takes the page over. Fetched as the head is read, that script (some 100 KB) shares a slow
// phone's link with the first screen's picture and keeps the main thread from painting. So a rendered
// page starts it once its first frame is painted: a small starter adds the app's module script then.
// The starter is a file of its own (entry-starter-HASH.js, served by static-assets.ts and kept for good), not
// a script in the page: every page would carry its 0.45 KB gzip again, in the first round trip its
// first screen has to fit in (bench/web's 10 KB of HTML), while the file comes once per deploy. It is
// loaded async, so it holds up neither the parsing nor the paint.
import { createHash } from "node:crypto";

/** The meta element naming a rendered page's chunks (page-preloads.ts), preloaded with the entry. */
export const APP_CHUNKS_META = "app-chunks";

/**
 * What marks the app's stylesheet links the page loads without blocking its paint (document.ts
 * deferStylesheets): the starter turns each on once it has arrived, the app's start-app.tsx waits for it.
 */
export const LATER_STYLESHEET_ATTRIBUTE = "data-later-stylesheet";

/** The app's entry as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** What the entry imports, as Vite preloads it in index.html (the academy's bundler runtime). */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** In case no frame comes (a tab opened in the background paints none). */
export const ENTRY_FALLBACK_MS = 1000;

export interface EntryAfterPaint {
  /** The template with its entry script started after the first paint. */
  template: string;
  /** The starter, served at `url` (under the app's assets, named by its content's hash). */
  starter: { url: string; body: string };
}

/**
 * The starter for the entry at `src`: after the document is parsed and the first screen's largest
 * picture has arrived, a frame, then the script.
 */
export function entryStarter(src: string, entryPreloads: readonly string[] = []): string {
  // A first visit fetches it before anything else of the app, so it is written small: D the document,
  // s start, f a frame then start, p once parsed, i the picture.
  return [
    "(function(){var D=document,d=0;",
    "function s(){if(d)return;d=1;",
    // The entry's own imports (the template's modulepreloads) and the page's chunks (appChunksMeta) are
    // fetched beside the script, not after it has run.
    `var m=D.querySelector('meta[name="${APP_CHUNKS_META}"]');`,
    `${JSON.stringify(entryPreloads)}.concat(m?m.content.split(" "):[]).forEach(function(h){`,
    'if(!h)return;var l=D.createElement("link");',
    'l.rel="modulepreload";l.crossOrigin="anonymous";l.href=h;D.head.appendChild(l)});',
    'var e=D.createElement("script");e.type="module";e.crossOrigin="anonymous";',
    `e.src=${JSON.stringify(src)};D.head.appendChild(e)}`,
    // The first screen's largest picture (the one fetched at high priority) is waited for too: the
    // script would otherwise take its bandwidth, and it would paint a frame later than the text.
    "function f(){requestAnimationFrame(function(){setTimeout(s,0)})}",
    // The whole stylesheet goes on as soon as it is here, not when the app's script has: what the
    // first-screen CSS leaves to it (the footer, critical-css.ts) shows then.
    `function p(){D.querySelectorAll("link[${LATER_STYLESHEET_ATTRIBUTE}]").forEach(function(l){`,
    'if(l.sheet)l.media="all";else l.addEventListener("load",function(){l.media="all"})});',
    "var i=D.querySelector('img[fetchpriority=\"high\"]');",
    'if(i&&!i.complete){i.addEventListener("load",f);i.addEventListener("error",f)}',
    `else f();setTimeout(s,${ENTRY_FALLBACK_MS})}`,
    'if(D.readyState=="loading")D.addEventListener("DOMContentLoaded",p);else p()})();',
  ].join("");
}

/**
 * The template's entry started after the first paint by the starter at `prefix`assets/, or null when it
 * has no entry script as built.
 */
export function entryAfterPaint(template: string, prefix: string): EntryAfterPaint | null {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry?.[1]) return null;
  const preloads = [...template.matchAll(ENTRY_PRELOAD)].map((link) => link[1] as string);
  const body = entryStarter(entry[1], preloads);
  // Named as Vite names the build's files (8+ base64url characters of hash), so the server and the
  // service worker keep it as they keep those.
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 10);
  const url = `${prefix}assets/entry-starter-${hash}.js`;
  return {
    template: template
      .replace(ENTRY_PRELOAD, "")
      .replace(ENTRY_SCRIPT, () => `<script async src="${url}"></script>`),
    starter: { url, body },
  };
}

/** The CSP source that allows exactly this inline script ('sha256-...'). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}
