// Where a reader's language choice is kept: the `lang` cookie (the server reads it to render the first
// screen in that language; apps/server's web/page-language.ts), `?lang=hi|en` on any URL (a shared
// link; the server then sets the cookie), and the signed-in account (set on a switch).
import { isLanguage, type Language } from "./i18n";

export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_QUERY = "lang";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The page's language as the server wrote it into <html lang> (English when absent). */
export function pageLanguage(doc: Document | undefined = globalThis.document): Language {
  const lang = doc?.documentElement.lang.slice(0, 2);
  return isLanguage(lang) ? lang : "en";
}

export function rememberLanguage(language: Language, doc: Document = document): void {
  // Over HTTPS the cookie never travels in clear (the server marks its own the same way).
  const secure = doc.location?.protocol === "https:" ? "; secure" : "";
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}

/** The URL without its ?lang= (which would otherwise win over the choice just made). */
export function withoutLanguageQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LANGUAGE_QUERY);
  return url.toString();
}
