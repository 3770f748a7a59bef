// Every text a shopper or student sees goes through the catalogue, and every catalogue text has its
// Hindi: the shop's, the academy's and this package's code is read with TypeScript's parser
// (text-scan.ts), and each app's Hindi (this package's texts with its own) is checked against it.
import { fileURLToPath } from "node:url";
import { localize } from "@henna/domain/server-messages";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { academyHindi } from "../../../../apps/academy/src/i18n/hi";
import { shopHindi } from "../../../../apps/shop/src/i18n/hi";
import { compilePlaceholders, fillPlaceholders } from "./compile";
import { storefrontHindi } from "./hi";
import { activateLanguage, t } from "./i18n";
import { type Found, scanFile, sourceFiles } from "./text-scan";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The back office's data table is in this package but never in front of a shopper (admin is English). */
const notCustomerFacing = (path: string) => path.includes("/data-table/") || path.includes("/i18n/");

const apps = [
  { name: "storefront", dir: root("../"), hindi: storefrontHindi },
  { name: "shop", dir: root("../../../../apps/shop/src"), hindi: { ...storefrontHindi, ...shopHindi } },
  {
    name: "academy",
    dir: root("../../../../apps/academy/src"),
    hindi: { ...storefrontHindi, ...academyHindi },
  },
];

const where = (found: Found) =>
  `${found.file.replace(/^.*?\/(apps|packages)\//, "$1/")}:${found.line} ${JSON.stringify(found.text)}`;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that are the same in Hindi: codes and abbreviations Indian readers know in Latin letters. */
const SAME_IN_HINDI = new Set(["MRP", "SKU:", "HSN", "CGST", "SGST", "IGST", "GSTIN:"]);
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
