// Lingui's core as the translator of a page in Hindi. It travels in the Hindi catalogue's chunk (hi.ts
// installs it), so an English page never downloads it.
import { type Messages, setupI18n } from "@lingui/core";
import { compilePlaceholders } from "./compile";
import { INTL_LOCALE, type Language, type Translator } from "./i18n";

let fallback: ((text: string) => string) | null = null;

/**
 * For a text not in the catalogue because it was built before it reached the page (a domain message
 * with its pincode or amount filled in, a server message): the Hindi chunk registers the domain's own
 * recogniser (@henna/domain/server-messages localize), so it costs an English page nothing. Answers the
 * one it replaces (a test puts it back).
 */
export function setHindiFallback(say: ((text: string) => string) | null): ((text: string) => string) | null {
  const previous = fallback;
  fallback = say;
  return previous;
}

export function linguiTranslator(language: Language, messages: Messages): Translator {
  const i18n = setupI18n();
  // Messages are plain text with {name} placeholders: a 20-line compiler instead of Lingui's ICU parser.
  i18n.setMessagesCompiler(compilePlaceholders);
  // A copy: Lingui adds a page's texts (add) into the object it was given, which is the app's catalogue.
  i18n.loadAndActivate({ locale: language, locales: INTL_LOCALE[language], messages: { ...messages } });
  const text = (message: string) => {
    const found = i18n.messages[message];
    return typeof found === "string" ? found : undefined;
  };
  return {
    language,
    text,
    translate: (message, values) => {
      if (fallback && language === "hi" && text(message) === undefined) {
        const said = fallback(message);
        if (said !== message) return said;
      }
      return i18n._(message, values);
    },
    add: (more) => i18n.load(language, more),
  };
}
