// The CSS a server-rendered page's first screen needs, written into the page so it paints without
// waiting for a stylesheet: the app's stylesheet (one file for all its pages) is read once into its rules,
// and each rendered page gets the rules that can match its HTML. The apps style with CSS modules (a class
// per element, hashed per file), so a rule whose selector names a class the page's HTML does not carry
// cannot match anything on it; a rule without classes (the tokens, the element defaults) always can. A
// rule that only a pointer or the keyboard can match (:hover, :focus, :active) is left out too: nothing
// is hovered or focused in a first paint, and the whole stylesheet, which follows without blocking the
// paint (document.ts deferStylesheets), is on before the page answers a tap. That is some 0.3 KB gzip of
// a product page. So is what only a section below every first screen uses (the footer, marked with
// AFTER_FIRST_SCREEN_ATTRIBUTE): such a section stays hidden until the whole stylesheet is on (it shows
// it again, storefront styles/base.css), which the page turns on as soon as it has arrived
// (entry-after-paint.ts), so a short page shows its footer a moment late rather than unstyled.

import { inlinableTokens, inlineTokens } from "./css-tokens.js";
import type { StyleRule } from "./style-rule.js";

export type { StyleRule };

const GROUP_AT_RULES = /^@(media|supports|container|layer|scope|document)\b/i;
/** Print rules (the invoice's sheet) can wait for the whole stylesheet: nobody prints a first paint. */
const PRINT_ONLY = /^@media\s+print\s*$/i;
const KEYFRAMES = /^@(?:-[a-z]+-)?keyframes\s+([^\s{]+)/i;

/** Skips a string or a comment starting at `i`; answers the index after it, or `i` when there is none. */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (c === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (css[i] === "{") depth += 1;
    else if (css[i] === "}") {
      depth -= 1;
      if (depth === 0) return i;
    }
    i += 1;
  }
  return css.length;
}

/** Splits on commas outside parentheses and brackets. */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === "(" || c === "[") depth += 1;
    else if (c === ")" || c === "]") depth -= 1;
    else if (c === "," && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

/** The selector without what sits inside parentheses and brackets (:not(...), attribute values). */
function outsideParentheses(selector: string): string {
  let plain = "";
  let depth = 0;
  for (const c of selector) {
    if (c === "(" || c === "[") depth += 1;
    else if (c === ")" || c === "]") depth = Math.max(0, depth - 1);
    else if (depth === 0) plain += c;
  }
  return plain;
}

/**
 * The classes an element must carry for the selector to match somewhere. What sits inside parentheses
 * (:not(.x) matches without .x; :is, :where, :has) and attribute values are left out: leaving a class
 * out only keeps a rule that may not be needed.
 */
export function selectorClasses(selector: string): string[] {
  return [...outsideParentheses(selector).matchAll(/\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g)].map(
    (m) => m[1] ?? "",
  );
}

const INTERACTION = /:(hover|active|focus|focus-visible|focus-within)(?![\w-])/;

/** Whether the selector matches only an element hovered, pressed or focused (:not(:hover) does not). */
export function needsInteraction(selector: string): boolean {
  return INTERACTION.test(outsideParentheses(selector));
}

/** A stylesheet's rules, in order (minified or not; comments dropped). */
export function parseStylesheet(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  let i = 0;
  let start = 0;
  while (i < css.length) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      // A comment between rules is dropped; a string belongs to the prelude being read.
      if (css[i] === "/" && css.slice(start, i).trim() === "") start = skipped;
      i = skipped;
      continue;
    }
    const c = css[i];
    if (c === ";" && css.slice(start, i).trim().startsWith("@")) {
      rules.push({ kind: "other", text: `${css.slice(start, i).trim()};` });
      start = i += 1;
      continue;
    }
    if (c !== "{") {
      i += 1;
      continue;
    }
    const prelude = css.slice(start, i).trim();
    const end = blockEnd(css, i);
    const body = css.slice(i + 1, end);
    const text = `${prelude}{${body}}`;
    const keyframes = KEYFRAMES.exec(prelude);
    if (keyframes) rules.push({ kind: "keyframes", name: keyframes[1] ?? "", text });
    else if (GROUP_AT_RULES.test(prelude))
      rules.push({ kind: "group", prelude, rules: parseStylesheet(body) });
    else if (prelude.startsWith("@")) rules.push({ kind: "other", text });
    else {
      const selectors = splitSelectors(prelude);
      rules.push({
        kind: "style",
        selectors: selectors.map(selectorClasses),
        interactive: selectors.every(needsInteraction),
        text,
      });
    }
    start = i = end + 1;
  }
  return rules;
}

/**
 * What marks an element of a page as below its first screen on every device: its classes' rules are left
 * to the whole stylesheet, and it is hidden until then. (The storefront's chrome/site-footer.tsx.)
 */
export const AFTER_FIRST_SCREEN_ATTRIBUTE = "data-after-first-screen";
/** Hides the marked sections until the stylesheet, whose rules come after it, shows them. */
const HIDE_AFTER_FIRST_SCREEN = `[${AFTER_FIRST_SCREEN_ATTRIBUTE}]{display:none}`;

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * The HTML without the elements marked AFTER_FIRST_SCREEN_ATTRIBUTE (and all they hold), and whether it
 * had any. The server render's HTML is well formed, so a marked element ends where as many tags of its
 * name have closed as opened.
 */
export function firstScreenHtml(html: string): { html: string; later: boolean } {
  const marked = new RegExp(`<([a-zA-Z][\\w-]*)\\b[^>]*\\s${AFTER_FIRST_SCREEN_ATTRIBUTE}(?:=|\\s|>|/)`, "g");
  let result = "";
  let from = 0;
  let later = false;
  for (let match = marked.exec(html); match; match = marked.exec(html)) {
    const name = (match[1] ?? "").toLowerCase();
    let end = html.indexOf(">", match.index) + 1;
    if (!VOID_ELEMENTS.has(name)) {
      const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "gi");
      tags.lastIndex = end;
      let depth = 1;
      for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
        depth += tag[1] ? -1 : 1;
        end = tags.lastIndex;
      }
      if (depth > 0) end = html.length;
    }
    result += html.slice(from, match.index);
    from = end;
    marked.lastIndex = end;
    later = true;
  }
  return { html: result + html.slice(from), later };
}

/** Every class named in an HTML fragment's class attributes. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function keptRules(rules: StyleRule[], classes: Set<string>): StyleRule[] {
  const kept: StyleRule[] = [];
  for (const rule of rules) {
    if (rule.kind === "style") {
      if (rule.interactive) continue;
      if (rule.selectors.some((needed) => needed.every((name) => classes.has(name)))) kept.push(rule);
    } else if (rule.kind === "group") {
      if (PRINT_ONLY.test(rule.prelude)) continue;
      const inner = keptRules(rule.rules, classes);
      if (inner.length > 0) kept.push({ ...rule, rules: inner });
    } else kept.push(rule);
  }
  return kept;
}

function write(rules: StyleRule[], keyframes: (rule: StyleRule & { kind: "keyframes" }) => boolean): string {
  return rules
    .map((rule) => {
      if (rule.kind === "group") return `${rule.prelude}{${write(rule.rules, keyframes)}}`;
      if (rule.kind === "keyframes") return keyframes(rule) ? rule.text : "";
      return rule.text;
    })
    .join("");
}

/** Each stylesheet's tokens that can be written in (css-tokens.ts), worked out once. */
const tokensOf = new WeakMap<StyleRule[], Map<string, string>>();

/**
 * The rules of `rules` that can match an element of `html` in its first screen, with the keyframes they
 * animate with and the design tokens' values written in, and the rule that hides what is below it until
 * the stylesheet is on.
 */
export function criticalCss(rules: StyleRule[], html: string): string {
  const firstScreen = firstScreenHtml(html);
  let tokens = tokensOf.get(rules);
  if (!tokens) {
    tokens = inlinableTokens(rules);
    tokensOf.set(rules, tokens);
  }
  const kept = inlineTokens(keptRules(rules, htmlClasses(firstScreen.html)), tokens, firstScreen.html);
  const withoutKeyframes = write(kept, () => false);
  const css = write(kept, (rule) =>
    new RegExp(`(^|[^\\w-])${rule.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w-])`).test(
      withoutKeyframes,
    ),
  );
  return firstScreen.later ? `${css}${HIDE_AFTER_FIRST_SCREEN}` : css;
}
