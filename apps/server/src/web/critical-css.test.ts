// A rendered page's first-screen CSS: the rules its HTML can use, nothing it cannot, and every rule it
// can (a rule left out would paint the page unstyled until the whole stylesheet arrives).
import { describe, expect, it } from "vitest";
import {
  AFTER_FIRST_SCREEN_ATTRIBUTE,
  criticalCss,
  firstScreenHtml,
  htmlClasses,
  needsInteraction,
  parseStylesheet,
  selectorClasses,
} from "./critical-css.js";

const CSS = [
  ":root{--color:#6b2e12}",
  "*,:before{box-sizing:border-box}",
  "h1{margin:0}",
  "body{color:var(--color)}",
  "._card_1a{padding:8px}",
  "._card_1a:hover ._title_1a,._title_1a[data-open=true]{color:red}",
  "._dialog_2b{position:fixed}",
  "._card_1a:hover,._card_1a:focus-within ._title_1a{outline:1px solid}",
  ":focus-visible{outline:3px solid}",
  "._slide_3c:not(:hover){opacity:.9}",
  "._slide_3c:not(._active_3c){opacity:0}",
  '.btn:is(._dialog_2b .x){content:"}{"}',
  "@media (min-width:768px){._card_1a{padding:16px}._dialog_2b{inset:0}}",
  "@media print{._dialog_2b{display:none}}",
  "._pulse_1a{animation:1s _fade_1a infinite}",
  "@keyframes _fade_1a{50%{opacity:.5}}",
  "@keyframes _unused_2b{to{opacity:0}}",
  "/*$vite$:1*/",
].join("");

describe("criticalCss", () => {
  const rules = parseStylesheet(CSS);

  it("keeps the rules the page's classes can match and the element defaults, with the tokens written in", () => {
    const html =
      '<article class="_card_1a"><h1 class="_title_1a">Cone</h1><span class="_pulse_1a"></span></article>';
    const css = criticalCss(rules, html);
    expect(css).not.toContain(":root");
    expect(css).toContain("body{color:#6b2e12}");
    expect(css).toContain("*,:before{box-sizing:border-box}");
    expect(css).toContain("h1{margin:0}");
    expect(css).toContain("._card_1a{padding:8px}");
    expect(css).toContain("._card_1a:hover ._title_1a,._title_1a[data-open=true]{color:red}");
    expect(css).toContain("@media (min-width:768px){._card_1a{padding:16px}}");
    expect(css).toContain("@keyframes _fade_1a{50%{opacity:.5}}");
  });

  it("leaves out what names a class the page does not carry, and groups and keyframes left empty", () => {
    const css = criticalCss(rules, '<div class="_card_1a"></div>');
    expect(css).not.toContain("_dialog_2b");
    expect(css).not.toContain("@media print");
    expect(css).not.toContain("_fade_1a");
    expect(css).not.toContain("_unused_2b");
    expect(css).not.toContain("$vite$");
  });

  it("keeps a rule whose class is only negated: :not(.x) matches where .x is absent", () => {
    expect(criticalCss(rules, '<div class="_slide_3c"></div>')).toContain(
      "._slide_3c:not(._active_3c){opacity:0}",
    );
  });

  it("reads braces inside strings as text", () => {
    const css = criticalCss(rules, '<b class="btn"></b>');
    expect(css).toContain('.btn:is(._dialog_2b .x){content:"}{"}');
    expect(css).toContain("h1{margin:0}");
  });

  it("keeps every rule of a page that carries every class, bar unused keyframes, print and interaction rules (nothing is lost in the reading)", () => {
    const everything = `<div class="${[...CSS.matchAll(/\.(_?[a-z][\w-]*)/gi)].map((m) => m[1]).join(" ")}"></div>`;
    const css = criticalCss(rules, everything);
    expect(css).toBe(
      CSS.replace("/*$vite$:1*/", "")
        .replace(":root{--color:#6b2e12}", "")
        .replace("var(--color)", "#6b2e12")
        .replace("@keyframes _unused_2b{to{opacity:0}}", "")
        .replace("._card_1a:hover,._card_1a:focus-within ._title_1a{outline:1px solid}", "")
        .replace(":focus-visible{outline:3px solid}", "")
        .replace("@media print{._dialog_2b{display:none}}", ""),
    );
  });

  it("leaves to the whole stylesheet what only a pointer or the keyboard can match", () => {
    const css = criticalCss(rules, '<div class="_card_1a _slide_3c"><h1 class="_title_1a"></h1></div>');
    expect(css).not.toContain("outline");
    expect(css).toContain("._card_1a:hover ._title_1a,._title_1a[data-open=true]{color:red}");
    expect(css).toContain("._slide_3c:not(:hover){opacity:.9}");
  });

  it("leaves print rules to the whole stylesheet, even those the page's classes match", () => {
    const css = criticalCss(rules, '<div class="_dialog_2b"></div>');
    expect(css).toContain("._dialog_2b{position:fixed}");
    expect(css).not.toContain("@media print");
  });
});

describe("what is below every first screen (AFTER_FIRST_SCREEN_ATTRIBUTE)", () => {
  const rules = parseStylesheet(CSS);
  const page = [
    '<main class="_card_1a"><h1 class="_title_1a">Cone</h1></main>',
    `<footer class="_dialog_2b" ${AFTER_FIRST_SCREEN_ATTRIBUTE}=""><footer class="_pulse_1a"></footer>`,
    '<p class="_title_1a"></p></footer>',
    '<nav class="_slide_3c"></nav>',
  ].join("");

  it("leaves out the rules only the marked section uses, and hides it until the stylesheet shows it", () => {
    const css = criticalCss(rules, page);
    expect(css).toContain("._card_1a{padding:8px}");
    expect(css).toContain("._slide_3c:not(._active_3c){opacity:0}");
    expect(css).not.toContain("_dialog_2b");
    expect(css).not.toContain("_pulse_1a");
    // Last, so the page's copy of the stylesheet's rule that shows it again comes before it.
    expect(css.endsWith(`[${AFTER_FIRST_SCREEN_ATTRIBUTE}]{display:none}`)).toBe(true);
  });

  it("cuts the marked element with all it holds, nested tags of its name included", () => {
    expect(firstScreenHtml(page)).toEqual({
      html: '<main class="_card_1a"><h1 class="_title_1a">Cone</h1></main><nav class="_slide_3c"></nav>',
      later: true,
    });
  });

  it("hides nothing on a page without one", () => {
    const html = '<main class="_card_1a"></main>';
    expect(firstScreenHtml(html)).toEqual({ html, later: false });
    expect(criticalCss(rules, html)).not.toContain("display:none");
  });
});

describe("needsInteraction", () => {
  it.each([
    ["._a:hover", true],
    ["._a:hover ._b", true],
    ["._a:focus-visible", true],
    ["._a:focus-within > ._b::after", true],
    ["._a:active", true],
    ["._a:not(:hover)", false],
    ["._a:is(:hover, ._b)", false],
    ["._a[data-x=':hover']", false],
    ["._a:hover-like", false],
    ["._a[aria-disabled=true]", false],
  ])("%s: %s", (selector, expected) => {
    expect(needsInteraction(selector)).toBe(expected);
  });
});

describe("selectorClasses and htmlClasses", () => {
  it("names the classes a selector needs, outside parentheses and attribute values", () => {
    expect(selectorClasses("._a_1 > ._b_2:hover::after")).toEqual(["_a_1", "_b_2"]);
    expect(selectorClasses('a[href$=".pdf"]:not(.x)')).toEqual([]);
    expect(selectorClasses(".btn.btn-secondary")).toEqual(["btn", "btn-secondary"]);
  });

  it("reads every class of an HTML fragment", () => {
    expect([...htmlClasses('<div class="a  b"><p class="c"></p><i data-class="d"></i></div>')]).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});
