// Every text a shopper or student sees goes through the catalogue, and every catalogue text has its
// Hindi: the shop's, the academy's and this package's code is read with TypeScript's parser
// (text-scan.ts), and each app's Hindi (this package's texts with its own) is checked against it.
// The catalogue comes in parts (ui/lazy-page.tsx): its core, loaded before any Hindi page's first render,
// and each page's own texts (its folder's hi.ts), loaded with the page. Each part is checked against the
// files that load it, read from the apps' imports: what the app's entry brings (main.tsx, statically or
// not) against the core, what a page brings beyond the entry against the core with the page's part.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ACTION_LABELS } from "@henna/domain/action-buttons";
import { catalogues, localize } from "@henna/domain/server-messages";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { academyHindi } from "../../../../apps/academy/src/i18n/hi";
import { shopHindi } from "../../../../apps/shop/src/i18n/hi";
import { compilePlaceholders, fillPlaceholders } from "./compile";
import { textKey } from "./first-screen-texts";
import { storefrontHindi } from "./hi";
import { activateLanguage, t } from "./i18n";
import { type Found, reachable, routePagesOf, scanFile, sourceFiles } from "./text-scan";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The back office's data table is in this package but never in front of a shopper (admin is English). */
const notCustomerFacing = (path: string) => path.includes("/i18n/");

type Texts = Record<string, string>;
/** An app's lazy pages with their parts of the catalogue (routes file), and what its entry brings. */
async function appParts(dir: string) {
  const pages = await Promise.all(
    routePagesOf(join(dir, "app/routes.tsx")).map(async (route) => ({
      ...route,
      hindi: route.texts
        ? ((await import(/* @vite-ignore */ route.texts)) as { default: Texts }).default
        : {},
    })),
  );
  const lazy = new Set(pages.flatMap((page) => [page.page, ...(page.texts ? [page.texts] : [])]));
  const entry = reachable([join(dir, "main.tsx")], lazy);
  return { pages, entry };
}

const shopDir = root("../../../../apps/shop/src");
const academyDir = root("../../../../apps/academy/src");
const shop = await appParts(shopDir);
const academy = await appParts(academyDir);
const allParts = (pages: { hindi: Texts }[]): Texts => Object.assign({}, ...pages.map((page) => page.hindi));
const shopCore = { ...storefrontHindi, ...shopHindi };
const academyCore = { ...storefrontHindi, ...academyHindi };

const apps = [
  {
    name: "storefront",
    dir: root("../"),
    hindi: { ...allParts(shop.pages), ...allParts(academy.pages), ...storefrontHindi },
    split: null,
  },
  {
    name: "shop",
    dir: shopDir,
    hindi: { ...allParts(shop.pages), ...shopCore },
    split: { core: shopCore, ...shop },
  },
  {
    name: "academy",
    dir: academyDir,
    hindi: { ...allParts(academy.pages), ...academyCore },
    split: { core: academyCore, ...academy },
  },
];

const where = (found: Found) =>
  `${found.file.replace(/^.*?\/(apps|packages)\//, "$1/")}:${found.line} ${JSON.stringify(found.text)}`;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that are the same in Hindi: codes and abbreviations Indian readers know in Latin letters. */
const SAME_IN_HINDI = new Set(["MRP", "SKU:", "HSN", "GST", "CGST", "SGST", "IGST", "GSTIN:"]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(apps)("$name", ({ dir, hindi }) => {
  const scans = sourceFiles(dir, notCustomerFacing).map((file) => scanFile(file));

  it("shows no text that skips the catalogue (JSX text, text attributes, shown strings)", () => {
    expect(scans.flatMap((scan) => scan.bare).map(where)).toEqual([]);
  });

  it("translates no text when a module loads (a server render would keep that language for everyone)", () => {
    expect(scans.flatMap((scan) => scan.atLoad).map(where)).toEqual([]);
  });

  it("has the Hindi of every text given to t() and msg()", () => {
    const missing = scans.flatMap((scan) => scan.messages).filter((found) => !(found.text in hindi));
    expect(missing.map(where)).toEqual([]);
  });

  it("has the Hindi of every @henna/domain text shown through t() (the catalogue's or the domain's own)", async () => {
    const missing: string[] = [];
    for (const found of scans.flatMap((scan) => scan.domain)) {
      const module = (await import(/* @vite-ignore */ found.module)) as Record<string, unknown>;
      const english = module[found.name];
      if (typeof english !== "string") continue;
      if (!(english in hindi) && localize(english, "hi") === english)
        missing.push(`${where(found)} = ${english}`);
    }
    expect(missing).toEqual([]);
  });

  it("writes each Hindi in Devanagari with the English's placeholders", () => {
    const wrong = Object.entries(hindi).filter(
      ([english, said]) =>
        (!DEVANAGARI.test(said) && !SAME_IN_HINDI.has(english) && /[A-Za-z]{2}/.test(english)) ||
        placeholders(english).join() !== placeholders(said).join(),
    );
    expect(wrong).toEqual([]);
  });
});

/** The texts a set of files gives to t() and msg(), with the English of the @henna/domain texts. */
async function textsOf(files: Iterable<string>): Promise<(Found & { domain?: boolean })[]> {
  const found: (Found & { domain?: boolean })[] = [];
  for (const file of files) {
    if (notCustomerFacing(file)) continue;
    const scan = scanFile(file);
    found.push(...scan.messages);
    for (const text of scan.domain) {
      const module = (await import(/* @vite-ignore */ text.module)) as Record<string, unknown>;
      const english = module[text.name];
      if (typeof english === "string") found.push({ ...text, text: english, domain: true });
    }
  }
  return found;
}

/** Texts missing from a part: a domain text may be said by the domain's own Hindi (loaded with the core). */
const notIn = (texts: Texts) => (found: Found & { domain?: boolean }) =>
  !(found.text in texts) && !(found.domain && localize(found.text, "hi") !== found.text);

describe.each(apps.flatMap((app) => (app.split ? [{ name: app.name, ...app.split }] : [])))(
  "$name's catalogue in parts",
  ({ core, pages, entry }) => {
    it("has in its core the domain's button labels, shown by data on every page with product cards", () => {
      // t(action.label): no literal for the scan to see, and pages of both apps show cards.
      expect(Object.values(ACTION_LABELS).filter((label) => !(label in core))).toEqual([]);
    });

    it("has in its core every text the app's entry brings (the chrome, the page titles, the worker)", async () => {
      expect((await textsOf(entry)).filter(notIn(core)).map(where)).toEqual([]);
    });

    it.each(pages.map((page) => ({ ...page, name: page.page.replace(/^.*?\/(apps|packages)\//, "$1/") })))(
      "has every text of $name in its core or its part",
      async ({ page, hindi }) => {
        const missing = (await textsOf(reachable([page], entry))).filter(notIn({ ...core, ...hindi }));
        expect(missing.map(where)).toEqual([]);
      },
    );

    it("keeps each page's part in the page's folder, with no text of the core", () => {
      for (const { page, texts, hindi } of pages) {
        if (texts) expect(texts).toBe(join(dirname(page), "hi.ts"));
        expect(Object.keys(hindi).filter((english) => english in core)).toEqual([]);
      }
    });
  },
);

describe("t()", () => {
  it("is the English text itself on an English page, with its values", () => {
    activateLanguage("en");
    expect(t("Add to Cart")).toBe("Add to Cart");
    expect(t("In stock: {stock}", { stock: 4 })).toBe("In stock: 4");
  });

  it("says the catalogue's Hindi on a Hindi page, and the domain's Hindi for its built messages", () => {
    activateLanguage("hi", storefrontHindi);
    expect(t("In stock: {stock}", { stock: 4 })).toBe("स्टॉक में: 4");
    expect(t("This field is required")).toMatch(DEVANAGARI);
    activateLanguage("en");
  });

  it.each([
    ["Plain text", {}],
    ["In stock: {stock}", { stock: 4 }],
    ["{a} and {b}", { a: "x", b: 0 }],
    ["Missing {value} left out", {}],
    ["Null {value} left out", { value: null }],
    ["{count} items for {total}", { count: 2, total: "₹ 1,200" }],
  ])("fills %s in English as Lingui would, without loading it", (message, values) => {
    const lingui = setupI18n();
    lingui.setMessagesCompiler(compilePlaceholders);
    lingui.loadAndActivate({ locale: "en", messages: {} });
    activateLanguage("en");
    expect(t(message, values)).toBe(lingui._(message, values));
    expect(fillPlaceholders(message, values)).toBe(lingui._(message, values));
  });

  it("compiles placeholders into Lingui's message form", () => {
    expect(compilePlaceholders("Hi, {name}!")).toEqual(["Hi, ", ["name"], "!"]);
    expect(compilePlaceholders("Plain")).toEqual(["Plain"]);
  });
});

describe("textKey: the key of a text a Hindi page hydrates with (first-screen-texts.ts)", () => {
  it("is different for every text of the catalogues and every message of the domain's", () => {
    const texts = new Set([
      ...apps.flatMap((app) => Object.keys(app.hindi)),
      ...Object.values(catalogues.en),
    ]);
    const byKey = new Map<string, string[]>();
    for (const text of texts) byKey.set(textKey(text), [...(byKey.get(textKey(text)) ?? []), text]);
    expect([...byKey.values()].filter((same) => same.length > 1)).toEqual([]);
    expect(texts.size).toBeGreaterThan(500);
  });
});
