// The page's language and the one `t()` every text goes through. The English texts are the message ids,
// written in the code exactly as the specification words them, so an English page needs neither a
// catalogue nor the translation library: `t()` fills in its {name} placeholders and that is all. A Hindi
// page gets Lingui and its catalogue in one lazy chunk (lingui-translator.ts, installed by the Hindi
// catalogue; load-language.ts). The server renders a Hindi page with the whole catalogue and writes the
// texts its render used into the page; the browser hydrates with those (first-screen-texts.ts) while the
// catalogue loads, so there is no flash of English and no hydration mismatch. A page has one language
// for its life: switching reloads it (chrome/language-switch.tsx).
import type { Messages } from "@lingui/core";
import { fillPlaceholders } from "./compile";

export type Language = "en" | "hi";
export const LANGUAGES: readonly Language[] = ["en", "hi"];
/** The locale Intl formats numbers, dates and rupees with, per language. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** What a page in another language than English translates with (lingui-translator.ts). */
export interface Translator {
  readonly language: Language;
  /** The catalogue's text for an English id, {placeholders} kept; undefined when it has none. */
  text(message: string): string | undefined;
  /** The reader's text for an English id with its values filled in (the English when missing). */
  translate(message: string, values?: Record<string, unknown>): string;
  /** Adds a part of the catalogue (a page's own texts, loaded with the page). */
  add(messages: Messages): void;
}
export type TranslatorFactory = (language: Language, messages: Messages) => Translator;

let makeTranslator: TranslatorFactory | null = null;
let active: Translator | null = null;
/** One translator per catalogue object, so a server rendering page after page reuses it. */
const translators = new WeakMap<Messages, Translator>();

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** Called by the Hindi catalogue's chunk, which brings the translation library with it. */
export function installTranslator(factory: TranslatorFactory): void {
  makeTranslator = factory;
}

/** Makes `language` the page's language, with its catalogue (English needs none). */
export function activateLanguage(language: Language, messages: Messages = {}): void {
  if (language === "en") {
    active = null;
    return;
  }
  if (!makeTranslator)
    throw new Error(`No translator is installed for ${language}: load its catalogue first`);
  let translator = translators.get(messages);
  if (translator?.language !== language) {
    translator = makeTranslator(language, messages);
    translators.set(messages, translator);
  }
  active = translator;
}

/** Adds a page's own texts to the active catalogue (nothing to add on an English page). */
export function addTexts(messages: Messages): void {
  active?.add(messages);
}

export function currentLanguage(): Language {
  return active?.language ?? "en";
}

export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}

/** The active catalogue's text for an English id, {placeholders} kept (rich.tsx places elements there). */
export function catalogueText(message: string): string {
  return active?.text(message) ?? message;
}

/**
 * The reader's text for an English message (its id), with {name} placeholders filled in.
 * `t("Add to Cart")`, `t("Hello, {name}", { name })`.
 */
export function t(message: string, values?: Record<string, unknown>): string {
  return active ? active.translate(message, values) : fillPlaceholders(message, values);
}

/** The translator in use: null on an English page. */
export function activeTranslator(): Translator | null {
  return active;
}

/**
 * Puts a translator in use as it is: a Hindi page's first-screen texts (first-screen-texts.ts) until its
 * whole catalogue is here, a server render's recorder (ssr/record-texts.ts).
 */
export function setTranslator(translator: Translator | null): void {
  active = translator;
}

/**
 * Marks an English text kept in a constant for translation where it is shown (`t(LABEL)`): the
 * catalogue test collects both `t("...")` and `msg("...")`.
 */
export function msg<const T extends string>(message: T): T {
  return message;
}
