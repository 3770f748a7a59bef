// A Hindi page the server rendered hydrates with the texts its render used, which the server writes
// into the page (ssr/record-texts.ts, the PAGE_TEXTS_ID block), instead of waiting for the whole
// catalogue: the first screen needs no catalogue chunk and no Lingui, and matches the server's HTML
// text for text. The whole catalogue loads meanwhile (load-language.ts) and takes over once here;
// what renders later waits for it (languageReady).
import { fillPlaceholders } from "./compile";
import type { Language, Translator } from "./i18n";

export function firstScreenTranslator(language: Language, texts: Record<string, string>): Translator {
  const known = new Map(Object.entries(texts));
  const text = (message: string) => known.get(message);
  return {
    language,
    text,
    translate: (message, values) => fillPlaceholders(text(message) ?? message, values),
    add: (more) => {
      for (const [message, said] of Object.entries(more))
        if (typeof said === "string") known.set(message, said);
    },
  };
}
