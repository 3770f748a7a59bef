// The design tokens written into a first screen's CSS: every var() of a token declared once on :root
// gets its value, and a token declared again anywhere, or read by the page's HTML, keeps its var().
import { describe, expect, it } from "vitest";
import { criticalCss, parseStylesheet } from "./critical-css.js";
import { inlinableTokens, withTokenValues } from "./css-tokens.js";

const CSS = [
  ':root{--ink:#1f1a17;--space:16px;--gap:calc(var(--space) * 2);--font:"A;B", serif;--theme:#fff}',
  "body{color:var(--ink);font-family:var(--font);background:var(--theme)}",
  "._card{padding:var(--space);margin:var(--gap);border-color:var(--missing, red)}",
  "@media (prefers-color-scheme:dark){:root{--theme:#000}}",
  "._pulse{animation:1s _fade infinite}",
  "@keyframes _fade{50%{transform:translateY(var(--space))}}",
].join("");

describe("design tokens in the first screen's CSS", () => {
  const rules = parseStylesheet(CSS);

  it("writes in only the tokens declared once, on :root", () => {
    expect([...inlinableTokens(rules).entries()]).toEqual([
      ["--ink", "#1f1a17"],
      ["--space", "16px"],
      ["--gap", "calc(var(--space) * 2)"],
      ["--font", '"A;B", serif'],
    ]);
  });

  it("writes a token's value in, tokens naming tokens included, and leaves a var() with a fallback", () => {
    const tokens = inlinableTokens(rules);
    expect(withTokenValues("a{margin:var(--gap);color:var(--missing, red)}", tokens)).toBe(
      "a{margin:calc(16px * 2);color:var(--missing, red)}",
    );
  });

  it("keeps on :root only what is still read through var(), in rules and keyframes alike", () => {
    const css = criticalCss(rules, '<div class="_card _pulse"></div>');
    expect(css).toBe(
      [
        ":root{--theme:#fff}",
        'body{color:#1f1a17;font-family:"A;B", serif;background:var(--theme)}',
        "._card{padding:16px;margin:calc(16px * 2);border-color:var(--missing, red)}",
        "@media (prefers-color-scheme:dark){:root{--theme:#000}}",
        "._pulse{animation:1s _fade infinite}",
        "@keyframes _fade{50%{transform:translateY(16px)}}",
      ].join(""),
    );
  });

  it("keeps a token the page's HTML reads in a style attribute", () => {
    const css = criticalCss(rules, '<div class="_card" style="color:var(--ink)"></div>');
    expect(css.startsWith(":root{--ink:#1f1a17;--theme:#fff}")).toBe(true);
  });
});
