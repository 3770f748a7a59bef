import { describe, expect, it } from "vitest";
import { entryKey, firstRenderFiles, median, staticClosure, verdict } from "./bundle.mjs";

// Shaped like Vite's .vite/manifest.json: the entry imports a shared vendor chunk, the cart page imports
// a chunk the product page shares, and sonner is only a dynamic import.
const MANIFEST = {
  "index.html": {
    file: "assets/index-A.js",
    isEntry: true,
    imports: ["_vendor-B.js"],
    dynamicImports: ["src/cart-page.tsx", "node_modules/sonner/index.mjs"],
    css: ["assets/index-A.css"],
  },
  "_vendor-B.js": { file: "assets/vendor-B.js" },
  "src/i18n/hindi.ts": {
    file: "assets/hindi-H.js",
    isDynamicEntry: true,
    imports: ["index.html", "_price-D.js"],
  },
  "src/cart-page.tsx": {
    file: "assets/cart-page-C.js",
    isDynamicEntry: true,
    imports: ["index.html", "_price-D.js"],
    css: ["assets/cart-page-C.css"],
  },
  "_price-D.js": { file: "assets/price-D.js", imports: ["_vendor-B.js"], css: ["assets/price-D.css"] },
  "node_modules/sonner/index.mjs": {
    file: "assets/dist-E.js",
    isDynamicEntry: true,
    imports: ["index.html"],
  },
};

describe("manifest closure", () => {
  it("finds the entry", () => {
    expect(entryKey(MANIFEST)).toBe("index.html");
    expect(() => entryKey({})).toThrow(/no entry/);
  });

  it("follows static imports once each, never dynamic ones", () => {
    expect(staticClosure(MANIFEST, ["index.html"]).sort()).toEqual(["_vendor-B.js", "index.html"]);
    expect(staticClosure(MANIFEST, ["src/cart-page.tsx"]).sort()).toEqual([
      "_price-D.js",
      "_vendor-B.js",
      "index.html",
      "src/cart-page.tsx",
    ]);
    expect(() => staticClosure(MANIFEST, ["src/missing.tsx"])).toThrow(/not in the manifest/);
  });

  it.each([
    { page: null, js: ["assets/index-A.js", "assets/vendor-B.js"], css: ["assets/index-A.css"] },
    {
      page: "src/cart-page.tsx",
      js: ["assets/cart-page-C.js", "assets/index-A.js", "assets/price-D.js", "assets/vendor-B.js"],
      css: ["assets/cart-page-C.css", "assets/index-A.css", "assets/price-D.css"],
    },
  ])("first render of $page: the entry's files plus the page's", ({ page, js, css }) => {
    const files = firstRenderFiles(MANIFEST, page);
    expect(files.js.sort()).toEqual(js);
    expect(files.css.sort()).toEqual(css);
  });

  it("adds a chunk the first render waits for (a Hindi page's catalogue), each file once", () => {
    const files = firstRenderFiles(MANIFEST, null, ["src/i18n/hindi.ts"]);
    expect(files.js.sort()).toEqual([
      "assets/hindi-H.js",
      "assets/index-A.js",
      "assets/price-D.js",
      "assets/vendor-B.js",
    ]);
  });
});

describe("summaries", () => {
  it.each([
    [[], Number.NaN],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[1, Number.NaN, 2, undefined, 9], 2],
  ])("median of %j is %d", (values, want) => {
    expect(median(values)).toBe(want);
  });

  it.each([
    [29.9, 30, {}, "ok"],
    [30, 30, {}, "ok"],
    [30.1, 30, {}, "MISS"],
    [95, 95, { atLeast: true }, "ok"],
    [94, 95, { atLeast: true }, "MISS"],
    [Number.NaN, 95, { atLeast: true }, "n/a"],
  ])("%d against %d %j is %s", (value, limit, options, want) => {
    expect(verdict(value, limit, options)).toBe(want);
  });
});
