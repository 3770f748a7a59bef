// The server's messages in the reader's language: a typed key per message with its parameters
// (`message`), and `localize`, which recognises an English text the server already built (a thrown
// error, a validator's result) and says it in another language. Both read the same catalogue, so a
// text has exactly one English wording and one Hindi one.
import { type NumberLike, toPaise } from "../money";
import { en, type MessageKey } from "./en";
import { hi } from "./hi";
import { hiTerms } from "./terms";

export type { MessageKey } from "./en";

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Every catalogue by language; each has every key (hi.ts is typed so, and the tests check parameters). */
export const catalogues: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, hi };

/** The parameter names of a template: "Order {orderId}: {status}" → "orderId" | "status". */
type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<ParamNames<(typeof en)[K]>, string | number>;

type ParamsArgument<K extends MessageKey> = [ParamNames<(typeof en)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

// Parameters that carry a word of the shop's vocabulary (a field's name, an order status) rather
// than data: these are said in the reader's language too.
const TERM_PARAMS: ReadonlySet<string> = new Set(["field", "kind", "status", "method", "value"]);
const PARAM = /\{(\w+)\}/g;

/** The names of the `{parameters}` in a template, in order of appearance. */
export function paramNames(template: string): string[] {
  return [...template.matchAll(PARAM)].map((match) => match[1] as string);
}

/** A shop word (field label, status, payment method) in `language`, or the word itself when unknown. */
export function term(language: Language, word: string): string {
  return language === "hi" ? (hiTerms[word] ?? word) : word;
}

function fill(language: Language, template: string, params: Record<string, string | number>): string {
  return template.replace(PARAM, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return TERM_PARAMS.has(name) ? term(language, String(value)) : String(value);
  });
}

/** The message `key` in `language`, its parameters filled in. */
export function message<K extends MessageKey>(
  language: Language,
  key: K,
  ...params: ParamsArgument<K>
): string {
  return fill(language, catalogues[language][key], (params[0] ?? {}) as Record<string, string | number>);
}

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  names: string[];
  literal: number;
}

let exact: Map<string, MessageKey> | null = null;
let patterns: Pattern[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Built on first use: one map for fixed texts, and one anchored pattern per template, the most
// literal first, so "{field} must be at most {limit} characters." wins over "{field} must be {value}.".
function compile(): Map<string, MessageKey> {
  if (exact) return exact;
  exact = new Map();
  patterns = [];
  for (const [key, template] of Object.entries(en) as [MessageKey, string][]) {
    const names = paramNames(template);
    if (names.length === 0) {
      exact.set(template, key);
      continue;
    }
    const parts = template.split(/\{\w+\}/);
    patterns.push({
      key,
      names,
      regex: new RegExp(`^${parts.map(escapeRegExp).join("(.+?)")}$`, "s"),
      literal: parts.join("").length,
    });
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return exact;
}

/** Which catalogue text an English message is, with its parameters; null for a text not in it. */
export function recognise(text: string): { key: MessageKey; params: Record<string, string> } | null {
  const fixed = compile().get(text);
  if (fixed) return { key: fixed, params: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      params[name] = match[index + 1] as string;
    });
    return { key: pattern.key, params };
  }
  return null;
}

/**
 * An English text the server built, said in `language`. A text the catalogue does not have (a
 * shopper's own words echoed back, a back-office text) is returned unchanged.
 */
export function localize(text: string, language: Language): string {
  if (language === "en") return text;
  const found = recognise(text);
  return found ? fill(language, catalogues[language][found.key], found.params) : text;
}

/** "hi", "hi-IN", " HI " → "hi"; "en", "en-GB" → "en"; anything else → null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  const primary = (value ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return primary === "hi" || primary === "en" ? primary : null;
}

/**
 * The reader's language from an Accept-Language header: the most preferred of Hindi and English
 * (q-values respected, a language at q=0 refused), English when the header names neither.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [tag, ...options] = part.split(";");
    const language = parseLanguage(tag);
    if (!language) continue;
    const qOption = options.map((option) => option.trim()).find((option) => option.startsWith("q="));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

const rupeeFormats = {
  en: {
    paise: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }),
    whole: new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  },
  hi: {
    paise: new Intl.NumberFormat("hi-IN", { style: "currency", currency: "INR" }),
    whole: new Intl.NumberFormat("hi-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  },
} as const;

/** Rupees for a message in `language` (Intl en-IN or hi-IN): "₹1,20,000", "₹99.50". */
export function formatRupeesIn(language: Language, amount: NumberLike): string {
  const paise = toPaise(amount);
  const format = rupeeFormats[language];
  return (paise % 100 !== 0 ? format.paise : format.whole).format(paise / 100);
}
