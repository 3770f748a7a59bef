// The language a shop or academy page is rendered in: `?lang=hi|en` on the URL (a shared link; it is
// remembered in the `lang` cookie from then on), else the `lang` cookie (storefront i18n/language-choice.ts
// sets it on a switch), else English. The rendered page says it in <html lang>, which the app reads to
// start in the same language.
import type { FastifyRequest } from "fastify";

export type PageLanguage = "en" | "hi";

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** The <html> element's lang as the apps' index.html are built ("en-IN"). */
const HTML_LANG = /<html\b([^>]*?)\blang="[^"]*"/i;

function asLanguage(value: string | null | undefined): PageLanguage | null {
  return value === "hi" || value === "en" ? value : null;
}

function cookieLanguage(header: string | undefined): PageLanguage | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === "lang") return asLanguage(value.join("="));
  }
  return null;
}

/** The page's language and, when the URL chose it, the cookie that remembers the choice. */
export function pageLanguage(
  request: FastifyRequest,
  query: URLSearchParams,
): {
  language: PageLanguage;
  setCookie: string | null;
} {
  const chosen = asLanguage(query.get("lang"));
  if (chosen) {
    // Over HTTPS (behind a trusted proxy: its X-Forwarded-Proto) the cookie never travels in clear.
    const secure = request.protocol === "https" ? "; Secure" : "";
    return {
      language: chosen,
      setCookie: `lang=${chosen}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`,
    };
  }
  return { language: cookieLanguage(request.headers.cookie) ?? "en", setCookie: null };
}

/** The page's <html lang>: "hi" for Hindi; an English page keeps the template's own ("en-IN"). */
export function withHtmlLang(template: string, language: PageLanguage): string {
  if (language === "en") return template;
  return HTML_LANG.test(template)
    ? template.replace(HTML_LANG, (_, attrs: string) => `<html${attrs}lang="hi"`)
    : template.replace(/<html\b/i, '<html lang="hi"');
}
