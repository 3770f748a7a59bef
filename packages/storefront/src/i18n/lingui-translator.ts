// Lingui's core as the translator of a page in Hindi. It travels in the Hindi catalogue's chunk (hi.ts
// installs it), so an English page never downloads it.
import { type Messages, setupI18n } from "@lingui/core";
import { compilePlaceholders } from "./compile";
import { INTL_LOCALE, type Language, type Translator } from "./i18n";

export function linguiTranslator(language: Language, messages: Messages): Translator {
  const i18n = setupI18n();
  // Messages are plain text with {name} placeholders: a 20-line compiler instead of Lingui's ICU parser.
  i18n.setMessagesCompiler(compilePlaceholders);
  // A copy: Lingui adds a page's texts (add) into the object it was given, which is the app's catalogue.
  i18n.loadAndActivate({ locale: language, locales: INTL_LOCALE[language], messages: { ...messages } });
  return {
    language,
    text: (message) => {
      const text = i18n.messages[message];
      return typeof text === "string" ? text : undefined;
    },
    translate: (message, values) => i18n._(message, values),
    add: (more) => i18n.load(language, more),
  };
}
