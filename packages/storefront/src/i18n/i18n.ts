// The one translation instance of a page (Lingui's core). The English texts are the message ids, written
// in the code exactly as the specification words them, so an English page loads no catalogue at all;
// the Hindi catalogue (English text -> Hindi) loads only for a Hindi reader (load-language.ts) and is
// activated before the first render, on the server and in the browser alike (no flash of English, no
// hydration mismatch). A page has one language for its life: switching reloads it (language-switch.tsx).
import { type Messages, setupI18n } from "@lingui/core";
import { compilePlaceholders } from "./compile";

export type Language = "en" | "hi";
export const LANGUAGES: readonly Language[] = ["en", "hi"];
/** The locale Intl formats numbers, dates and rupees with, per language. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export const i18n = setupI18n();
// Messages are plain text with {name} placeholders (no ICU plurals): a 20-line compiler in the bundle
// instead of Lingui's full ICU parser (about 5 KB gzip more on every page).
i18n.setMessagesCompiler(compilePlaceholders);
i18n.loadAndActivate({ locale: "en", locales: INTL_LOCALE.en, messages: {} });

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** Makes `language` the page's language, with its catalogue (English needs none). */
export function activateLanguage(language: Language, messages: Messages = {}): void {
  if (i18n.locale === language && (language === "en" || i18n.messages === messages)) return;
  i18n.loadAndActivate({ locale: language, locales: INTL_LOCALE[language], messages });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}

export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}

/**
 * The reader's text for an English message (its id), with {name} placeholders filled in.
 * `t("Add to Cart")`, `t("Hello, {name}", { name })`.
 */
export function t(message: string, values?: Record<string, unknown>): string {
  if (hindiFallback && i18n.locale === "hi" && i18n.messages[message] === undefined) {
    const said = hindiFallback(message);
    if (said !== message) return said;
  }
  return i18n._(message, values);
}

let hindiFallback: ((text: string) => string) | null = null;

/**
 * For a text not in the catalogue because it was built before it reached the page (a domain
 * message with its pincode or amount filled in, a server message): the Hindi chunk registers the
 * domain's own recogniser (@henna/domain/server-messages localize), so it costs an English page nothing.
 */
export function setHindiFallback(fallback: (text: string) => string): void {
  hindiFallback = fallback;
}

/**
 * Marks an English text kept in a constant for translation where it is shown (`t(LABEL)`): the
 * catalogue test collects both `t("...")` and `msg("...")`.
 */
export function msg<const T extends string>(message: T): T {
  return message;
}
