// The design tokens in a page's first-screen CSS (critical-css.ts). The storefront's tokens are custom
// properties on :root, read through var() everywhere; inlined in the page, the :root rule with all of
// them was the largest rule of every first screen (some 0.45 KB gzip of the Hindi product page's 10 KB,
// bench/web), and each var(--space-4) is longer than its 16px. So the first screen's rules get each
// token's value written in, and carry no :root rule: the whole stylesheet, which defines them all,
// is on before the app starts (start-app.tsx waits for it), so whatever sets a var() later has it.
// Only a token declared once, in a plain :root rule, is written in: one declared again anywhere (a
// media query, a theme, a component) keeps its var() and its declaration.
import type { StyleRule } from "./style-rule.js";

const ROOT_RULE = /^:root\{([^{}]*)\}$/;
const DECLARATION = /^\s*(--[\w-]+)\s*:([\s\S]*)$/;
const CUSTOM_PROPERTY = /(?:^|[{;\s])(--[\w-]+)\s*:/g;
/** var(--name) without a fallback: one with a fallback is left as it is. */
const VAR = /var\(\s*(--[\w-]+)\s*\)/g;

/** A declaration block's declarations, split at the semicolons outside parentheses and strings. */
function declarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let current = "";
  for (const c of block) {
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth += 1;
    else if (c === ")") depth -= 1;
    else if (c === ";" && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += c;
  }
  if (current.trim()) parts.push(current);
  return parts;
}

function eachStyleText(rules: StyleRule[], visit: (text: string) => void): void {
  for (const rule of rules) {
    if (rule.kind === "group") eachStyleText(rule.rules, visit);
    else if (rule.kind === "style" || rule.kind === "other") visit(rule.text);
  }
}

/** The tokens of a stylesheet that may be written in: declared once, in a top-level :root rule. */
export function inlinableTokens(rules: StyleRule[]): Map<string, string> {
  const declared = new Map<string, number>();
  eachStyleText(rules, (text) => {
    for (const match of text.matchAll(CUSTOM_PROPERTY)) {
      const name = match[1] ?? "";
      declared.set(name, (declared.get(name) ?? 0) + 1);
    }
  });
  const tokens = new Map<string, string>();
  for (const rule of rules) {
    if (rule.kind !== "style") continue;
    const block = ROOT_RULE.exec(rule.text)?.[1];
    if (block === undefined) continue;
    for (const part of declarations(block)) {
      const [, name, value] = DECLARATION.exec(part) ?? [];
      if (name && value !== undefined && declared.get(name) === 1) tokens.set(name, value.trim());
    }
  }
  return tokens;
}

/** `text` with each var() of a token replaced by the token's value (tokens naming tokens included). */
export function withTokenValues(text: string, tokens: ReadonlyMap<string, string>): string {
  let result = text;
  // A token's value may itself read tokens; a loop of tokens stops after a few rounds as var()s.
  for (let round = 0; round < 4 && VAR.test(result); round++) {
    VAR.lastIndex = 0;
    result = result.replace(VAR, (whole, name: string) => tokens.get(name) ?? whole);
  }
  VAR.lastIndex = 0;
  return result;
}

/**
 * The first screen's rules with the tokens written in: each :root rule keeps only the declarations
 * still read through var() (a token that cannot be written in, one the page's HTML reads in a style
 * attribute), and goes when none is left.
 */
export function inlineTokens(
  rules: StyleRule[],
  tokens: ReadonlyMap<string, string>,
  html: string,
): StyleRule[] {
  if (tokens.size === 0) return rules;
  const readByHtml = new Set([...html.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? ""));
  const out: StyleRule[] = [];
  for (const rule of rules) {
    if (rule.kind === "group") {
      out.push({ ...rule, rules: inlineTokens(rule.rules, tokens, html) });
      continue;
    }
    if (rule.kind !== "style") {
      out.push({ ...rule, text: withTokenValues(rule.text, tokens) });
      continue;
    }
    const block = ROOT_RULE.exec(rule.text)?.[1];
    if (block === undefined) {
      out.push({ ...rule, text: withTokenValues(rule.text, tokens) });
      continue;
    }
    const kept = declarations(block).filter((part) => {
      const name = DECLARATION.exec(part)?.[1];
      return !name || !tokens.has(name) || readByHtml.has(name);
    });
    if (kept.length > 0)
      out.push({ ...rule, text: `:root{${kept.map((part) => withTokenValues(part, tokens)).join(";")}}` });
  }
  return out;
}
