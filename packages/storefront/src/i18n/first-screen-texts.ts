// A Hindi page the server rendered hydrates with the texts its render used, which the server writes
// into the page (ssr/record-texts.ts, the PAGE_TEXTS_ID block), instead of waiting for the whole
// catalogue: the first screen needs no catalogue chunk and no Lingui, and matches the server's HTML
// text for text. The whole catalogue loads meanwhile (load-language.ts) and takes over once here;
// what renders later waits for it (languageReady). The texts are keyed by textKey, a short hash of the
// English, not by the English itself: the page carries only the Hindi (an admission form's rules are
// long sentences). i18n-catalogue.test.ts checks that no two texts of the catalogues share a key, and
// the server refuses a render in which two of its texts would (record-texts.ts).
import { fillPlaceholders } from "./compile";
import type { Language, Translator } from "./i18n";

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Four base-62 digits: some 1,100 texts share none of 14.8 million keys (the test checks it). */
const KEYS = DIGITS.length ** 4;

/** The English text's key in a page's texts: its 32-bit FNV-1a hash, in at most four base-62 digits. */
export function textKey(message: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) hash = Math.imul(hash ^ message.charCodeAt(i), 0x01000193);
  let value = (hash >>> 0) % KEYS;
  let key = "";
  do {
    key += DIGITS[value % DIGITS.length];
    value = Math.floor(value / DIGITS.length);
  } while (value > 0);
  return key;
}

/** A translator with the texts a server render used, keyed by textKey. */
export function firstScreenTranslator(language: Language, texts: Record<string, string>): Translator {
  const known = new Map(Object.entries(texts));
  const text = (message: string) => known.get(textKey(message));
  return {
    language,
    text,
    translate: (message, values) => fillPlaceholders(text(message) ?? message, values),
    add: (more) => {
      for (const [message, said] of Object.entries(more)) {
        if (typeof said === "string") known.set(textKey(message), said);
      }
    },
  };
}
