// What a Hindi server render records is what the browser's first render says with it: each call below
// is made while recording with the Lingui translator and the whole catalogue, then again with only the
// recorded texts (i18n/first-screen-texts.ts), and must say the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstScreenTranslator, textKey } from "../i18n/first-screen-texts";
import {
  activateLanguage,
  activeTranslator,
  catalogueText,
  installTranslator,
  setTranslator,
  t,
} from "../i18n/i18n";
import { linguiTranslator, setHindiFallback } from "../i18n/lingui-translator";
import { recordTexts } from "./record-texts";

const CATALOGUE = {
  "Add to Cart": "कार्ट में डालें",
  "Cart, {count} items": "कार्ट, {count} आइटम",
  "I agree to the {rules}": "मैं {rules} से सहमत हूँ",
  Visa: "Visa",
};
// The domain's recogniser, as the Hindi chunk registers it: a message built before it reached the page.
const SAID: Record<string, string> = { "Delivery available to 110001": "110001 पर डिलीवरी उपलब्ध है" };

type Call = [string, () => string, string, Record<string, string>];
const CALLS: Call[] = [
  ["a plain text", () => t("Add to Cart"), "कार्ट में डालें", { "Add to Cart": "कार्ट में डालें" }],
  [
    "a text with a value, kept as its template",
    () => t("Cart, {count} items", { count: 3 }),
    "कार्ट, 3 आइटम",
    { "Cart, {count} items": "कार्ट, {count} आइटम" },
  ],
  [
    "a rich text's template (rich.tsx places elements in it)",
    () => catalogueText("I agree to the {rules}"),
    "मैं {rules} से सहमत हूँ",
    { "I agree to the {rules}": "मैं {rules} से सहमत हूँ" },
  ],
  [
    "a domain message said by the recogniser, kept as said",
    () => t("Delivery available to 110001"),
    "110001 पर डिलीवरी उपलब्ध है",
    { "Delivery available to 110001": "110001 पर डिलीवरी उपलब्ध है" },
  ],
  ["a text that stays English (a brand), left out", () => t("Visa"), "Visa", {}],
  ["a text with no Hindi at all, left out", () => t("Henna {n}", { n: 1 }), "Henna 1", {}],
];

// The fallback is the module's, shared with the files after this one: it is put back.
let domainFallback: ReturnType<typeof setHindiFallback> = null;
beforeAll(() => {
  installTranslator(linguiTranslator);
  domainFallback = setHindiFallback((text) => SAID[text] ?? text);
});
afterAll(() => {
  setHindiFallback(domainFallback);
});

describe("recordTexts: a server render's texts, and the browser's first render with them", () => {
  it.each(CALLS)("%s", (_, call, said, recorded) => {
    activateLanguage("hi", CATALOGUE);
    const lingui = activeTranslator();
    const recording = recordTexts();
    expect(call()).toBe(said);
    const texts = recording.stop();
    expect(texts).toEqual(Object.fromEntries(Object.entries(recorded).map(([en, hi]) => [textKey(en), hi])));
    // Recording ended: the translator in use is the one it wrapped.
    expect(activeTranslator()).toBe(lingui);

    setTranslator(firstScreenTranslator("hi", texts));
    expect(call()).toBe(said);
    activateLanguage("en");
  });

  it("records nothing on an English page, and leaves it English", () => {
    activateLanguage("en");
    const recording = recordTexts();
    expect(t("Add to Cart")).toBe("Add to Cart");
    expect(recording.stop()).toEqual({});
    expect(activeTranslator()).toBeNull();
  });

  it("refuses a render in which two texts would share a key", () => {
    activateLanguage("hi", { ...CATALOGUE, costarring: "सह-अभिनय", liquid: "तरल" });
    const recording = recordTexts();
    // Two English words with one 32-bit FNV-1a hash (a known pair).
    expect(textKey("costarring")).toBe(textKey("liquid"));
    t("costarring");
    expect(() => t("liquid")).toThrow(/same text key/);
    recording.stop();
    activateLanguage("en");
  });

  it("the first screen's translator takes a page's texts added later", () => {
    const first = firstScreenTranslator("hi", {});
    first.add({ "Add to Cart": "कार्ट में डालें" });
    setTranslator(first);
    expect(t("Add to Cart")).toBe("कार्ट में डालें");
    expect(t("Cart, {count} items", { count: 2 })).toBe("Cart, 2 items");
    activateLanguage("en");
  });
});
