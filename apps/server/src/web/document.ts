// The app's index.html made into a page: the store's metadata in the head, the route's preloads and
// data, a server render in the root element, and the CSS its first screen uses (critical-css.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isScriptUrl, scriptUrls } from "@henna/domain/page-meta";
import type { FirebaseWebConfig } from "../config/env.js";
import { criticalCss, parseStylesheet, type StyleRule } from "./critical-css.js";
import { contentSecurityPolicy, FIREBASE_MESSAGING_ORIGINS, httpsOrigin } from "./csp.js";
import { LATER_STYLESHEET_ATTRIBUTE } from "./entry-after-paint.js";
import { CompressedBytes, HASHED, PAGE_BROTLI_QUALITY } from "./static-assets.js";

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  author: string;
  icon: string;
  scripts: string[];
}

/** A page ready to answer: its bytes (compressed on demand), its ETag and its policy. */
export interface RenderedDocument {
  bytes: CompressedBytes;
  etag: string;
  csp: string;
  /** 404 for a page of nothing (seo/page-head.ts); 200 otherwise. */
  status?: 200 | 404;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The app's root element as built, empty: a server-rendered page is written into it. */
export const EMPTY_ROOT = '<div id="root"></div>';

const META_MARKER = /^([ \t]*)<!--\s*page-meta:[\s\S]*?-->[ \t]*\r?\n?/m;
const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * The app's index.html with the store's metadata in place of the page-meta marker and the title,
 * `preloads` (tags for the route) at the end of the head, after the app's own entry script and styles,
 * and `rootHtml` (a server render of the page) in its root element.
 */
export function renderDocument(
  template: string,
  meta: PageMeta | null,
  mainId: string,
  preloads: string[] = [],
  push: FirebaseWebConfig | null = null,
  rootHtml = "",
): string {
  const scripts = scriptUrls(meta?.scripts);
  const icon = meta && isScriptUrl(meta.icon) ? meta.icon : "";
  const tags = [
    `<meta name="store-id" content="${escapeHtml(mainId)}" />`,
    // Push in the browser (storefront push/push-config.ts): public values only, no secret.
    ...(push ? [`<meta name="push-config" content="${escapeHtml(JSON.stringify(push))}" />`] : []),
    ...(meta?.description ? [`<meta name="description" content="${escapeHtml(meta.description)}" />`] : []),
    ...(meta?.keywords ? [`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`] : []),
    ...(meta?.author ? [`<meta name="author" content="${escapeHtml(meta.author)}" />`] : []),
    ...(icon ? [`<link rel="icon" href="${escapeHtml(icon)}" />`] : []),
    ...scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`),
  ];
  let html = rootHtml ? template.replace(EMPTY_ROOT, () => `<div id="root">${rootHtml}</div>`) : template;
  if (meta?.title) {
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else tags.unshift(title);
  }
  const marker = META_MARKER.exec(html);
  if (!marker) return html.replace(/<\/head>/i, () => `${[...tags, ...preloads].join("")}</head>`);
  const indent = marker[1] ?? "";
  html = html.replace(META_MARKER, () => tags.map((tag) => `${indent}${tag}\n`).join(""));
  return preloads.length === 0
    ? html
    : html.replace(/([ \t]*)<\/head>/i, (_, close: string) =>
        [...preloads.map((tag) => `${indent}${tag}\n`), `${close}</head>`].join(""),
      );
}

export function renderedDocument(
  template: string,
  meta: PageMeta | null,
  mainId: string,
  tag: string,
  preloads: string[],
  push: FirebaseWebConfig | null,
  rootHtml = "",
  inlineScripts: string[] = [],
): RenderedDocument {
  const html = Buffer.from(renderDocument(template, meta, mainId, preloads, push, rootHtml));
  const scripts = [...scriptUrls(meta?.scripts).flatMap((url) => httpsOrigin(url) ?? []), ...inlineScripts];
  const icon = meta && isScriptUrl(meta.icon) ? httpsOrigin(meta.icon) : null;
  return {
    // Rendered per route and data version (a search is a route of its own): the best quality would
    // cost some 60 ms of CPU per page for 9% fewer bytes, all within a first round trip either way.
    bytes: new CompressedBytes(async () => html, PAGE_BROTLI_QUALITY),
    etag: `W/"${tag}"`,
    csp: contentSecurityPolicy({
      scripts,
      images: icon ? [icon] : [],
      connect: push ? FIREBASE_MESSAGING_ORIGINS : [],
    }),
  };
}

/** Where a page's first-screen CSS goes: before the stylesheets, so theirs (the same rules) come last. */
const FIRST_SCREEN_CSS = "<!--first-screen-css-->";

/**
 * The app's own stylesheets made to load without holding up the first paint (media="print" until the
 * app's script turns them on: a handler in the page would need the policy to allow inline scripts), and
 * their rules: each page the server renders carries the rules its HTML can use (withFirstScreenCss), so
 * it paints at once from the page alone. A page rendered in the browser waits for the stylesheet anyway.
 * Once on, the stylesheet follows the page's copy of its rules, so the cascade is the stylesheet's own
 * (a copied rule after it would win over a later rule of the stylesheet for what the page shows next).
 */
export function deferStylesheets(
  template: string,
  root: string,
  prefix: string,
): { template: string; rules: StyleRule[] } {
  const rules: StyleRule[] = [];
  let placed = false;
  const deferred = template.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi, (tag) => {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const file = href.startsWith(`${prefix}assets/`) ? href.slice(prefix.length) : "";
    if (!HASHED.test(file) || !file.endsWith(".css") || !existsSync(join(root, file))) return tag;
    const first = placed ? "" : FIRST_SCREEN_CSS;
    placed = true;
    rules.push(...parseStylesheet(readFileSync(join(root, file), "utf8")));
    // Without JavaScript nothing turns it on: the browser then loads it as it was built (the footer,
    // hidden until the stylesheet is on, shows too).
    const later = tag.replace(/\s*\/?>$/, ` media="print" ${LATER_STYLESHEET_ATTRIBUTE}>`);
    return `${first}${later}<noscript>${tag}</noscript>`;
  });
  return { template: deferred, rules };
}

/** The template with the first-screen CSS of a rendered page's HTML in place (none without one). */
export function withFirstScreenCss(template: string, rules: StyleRule[], html: string | null): string {
  const css = html && rules.length > 0 ? criticalCss(rules, html) : "";
  return template.replace(FIRST_SCREEN_CSS, () =>
    css ? `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>` : "",
  );
}
