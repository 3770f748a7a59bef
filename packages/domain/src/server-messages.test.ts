import { describe, expect, it } from "vitest";
import * as spec from "./messages";
import {
  catalogues,
  formatRupeesIn,
  languageFromAcceptLanguage,
  localize,
  type MessageKey,
  message,
  paramNames,
  parseLanguage,
  recognise,
  term,
} from "./server-messages";

const keys = Object.keys(catalogues.en) as MessageKey[];
const DEVANAGARI = /[\u0900-\u097F]/;

// One row per key: a key without its Hindi, a Hindi text still in English, or a parameter that one
// language has and the other lacks fails here, naming the key.
describe.each(keys.map((key) => ({ key })))("catalogue entry $key", ({ key }) => {
  const english = catalogues.en[key];
  const hindi = catalogues.hi[key];

  it("has a Hindi text", () => {
    expect(typeof hindi).toBe("string");
    expect(hindi.trim()).not.toBe("");
  });

  it("writes the Hindi in Devanagari", () => {
    expect(hindi).toMatch(DEVANAGARI);
  });

  it("has the same parameters in English and Hindi", () => {
    expect([...paramNames(hindi)].sort()).toEqual([...paramNames(english)].sort());
  });
});

describe("the catalogues", () => {
  it("have the same keys in every language", () => {
    expect(Object.keys(catalogues.hi).sort()).toEqual([...keys].sort());
  });

  it("give every English text one key, so a text the server built is recognised as exactly one message", () => {
    const texts = keys.map((key) => catalogues.en[key]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe("English stays the specification's wording", () => {
  it("has every text of the specification's messages module, so the apps' Hindi of a domain text is the server's", () => {
    const texts = Object.values(spec).flatMap((value) =>
      typeof value === "string" ? [value] : [(value as (given: string) => string)("400097")],
    );
    const missing = texts.filter((text) => recognise(text) === null);
    expect(missing).toEqual([]);
  });

  it.each([
    { key: "productAlreadyInCart", want: spec.PRODUCT_ALREADY_IN_CART },
    { key: "fieldRequired", want: "This field is required" },
    { key: "invalidMobile", want: "Please enter a valid 10-digit mobile number." },
    { key: "otpSentSuccessfully", want: "OTP sent successfully!" },
    { key: "admissionSubmitted", want: "Admission form submitted successfully!" },
    { key: "otpSpent", want: "Too many wrong attempts. Please request a new OTP." },
  ] as const)("$key is '$want'", ({ key, want }) => {
    expect(message("en", key)).toBe(want);
  });
});

describe("message", () => {
  it.each([
    {
      language: "en",
      key: "productOutOfStock",
      params: { product: "Rose cone" },
      want: "Sorry, Rose cone is out of stock.",
    },
    {
      language: "hi",
      key: "productOutOfStock",
      params: { product: "Rose cone" },
      want: "माफ़ कीजिए, Rose cone अभी स्टॉक में नहीं है।",
    },
    { language: "hi", key: "fieldIsRequired", params: { field: "Pincode" }, want: "पिनकोड भरना ज़रूरी है।" },
    {
      language: "hi",
      key: "statusPushTitle",
      params: { orderId: "ORD-1", status: "Shipped" },
      want: "ऑर्डर ORD-1: भेज दिया गया",
    },
    {
      language: "en",
      key: "statusPushTitle",
      params: { orderId: "ORD-1", status: "Shipped" },
      want: "Order ORD-1: Shipped",
    },
    { language: "hi", key: "fileTooLarge", params: { megabytes: 5 }, want: "फ़ाइल 5 MB से बड़ी है।" },
  ] as const)("$language $key", ({ language, key, params, want }) => {
    expect((message as (l: string, k: string, p: object) => string)(language, key, params)).toBe(want);
  });

  it("leaves a parameter the caller did not give as its placeholder", () => {
    expect((message as (l: string, k: string, p: object) => string)("en", "mailHello", {})).toBe(
      "Hello {name},",
    );
  });

  it("says a fixed text without parameters", () => {
    expect(message("hi", "invalidOtp")).toBe("OTP ग़लत है।");
  });
});

describe("localize recognises an English text and says it in the reader's language", () => {
  it.each([
    { given: "Invalid OTP.", language: "hi", want: "OTP ग़लत है।" },
    { given: "Invalid OTP.", language: "en", want: "Invalid OTP." },
    { given: "Order not found", language: "hi", want: "ऑर्डर नहीं मिला" },
    { given: "Father name is required.", language: "hi", want: "पिता का नाम भरना ज़रूरी है।" },
    { given: "Colour is required.", language: "hi", want: "Colour भरना ज़रूरी है।" },
    {
      given: "Name must be at most 100 characters.",
      language: "hi",
      want: "नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।",
    },
    { given: "Quantity must be at most 10.", language: "hi", want: "मात्रा ज़्यादा से ज़्यादा 10 हो सकता है।" },
    { given: "Quantity must be integer.", language: "hi", want: "मात्रा पूर्ण संख्या होना चाहिए।" },
    { given: 'Payment mode must be "Pay now".', language: "hi", want: 'पेमेंट का तरीका "Pay now" होना चाहिए।' },
    { given: "Default shipping address updated", language: "hi", want: "डिफ़ॉल्ट शिपिंग पता अपडेट हो गया" },
    {
      given: "This coupon needs an order of at least ₹499.",
      language: "hi",
      want: "यह कूपन कम से कम ₹499 के ऑर्डर पर ही लगता है।",
    },
    { given: "Hello from a shopper", language: "hi", want: "Hello from a shopper" },
  ] as const)("'$given' in $language", ({ given, language, want }) => {
    expect(localize(given, language)).toBe(want);
  });

  it("finds the key and parameters of a text", () => {
    expect(recognise('Unknown field "colour".')).toEqual({ key: "unknownField", params: { name: "colour" } });
    expect(recognise("not a message")).toBeNull();
  });
});

describe("the reader's language", () => {
  it.each([
    { header: "hi-IN", want: "hi" },
    { header: "hi", want: "hi" },
    { header: "hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", want: "hi" },
    { header: "en-US,en;q=0.9,hi;q=0.8", want: "en" },
    { header: "mr-IN,hi;q=0.9,en;q=0.5", want: "hi" },
    { header: "en;q=0.4, hi;q=0.6", want: "hi" },
    { header: "hi;q=0, en;q=0.5", want: "en" },
    { header: "ta-IN", want: "en" },
    { header: "*", want: "en" },
    { header: "", want: "en" },
    { header: undefined, want: "en" },
  ])("Accept-Language '$header' → $want", ({ header, want }) => {
    expect(languageFromAcceptLanguage(header)).toBe(want);
  });

  it.each([
    { given: "hi", want: "hi" },
    { given: " HI-in ", want: "hi" },
    { given: "en_GB", want: "en" },
    { given: "fr", want: null },
    { given: null, want: null },
  ])("parseLanguage('$given') → $want", ({ given, want }) => {
    expect(parseLanguage(given)).toBe(want);
  });
});

describe("shop words and money", () => {
  it.each([
    { language: "hi", word: "Pay on delivery", want: "डिलीवरी पर पेमेंट" },
    { language: "hi", word: "Rose cone", want: "Rose cone" },
    { language: "en", word: "Pay on delivery", want: "Pay on delivery" },
  ] as const)("term($language, $word)", ({ language, word, want }) => {
    expect(term(language, word)).toBe(want);
  });

  it.each([
    { language: "en", amount: 120000, want: "₹1,20,000" },
    { language: "en", amount: 99.5, want: "₹99.50" },
    { language: "hi", amount: 120000, want: "₹1,20,000" },
    { language: "hi", amount: "1499.5", want: "₹1,499.50" },
  ] as const)("formatRupeesIn($language, $amount) → $want", ({ language, amount, want }) => {
    expect(formatRupeesIn(language, amount)).toBe(want);
  });
});
