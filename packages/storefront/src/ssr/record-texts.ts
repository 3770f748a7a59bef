// Which texts a server render of a page in Hindi used, and what it said for each: the browser hydrates
// with exactly these (i18n/first-screen-texts.ts), so its first render needs no catalogue. A text is
// kept with its catalogue template ({placeholders} in place, filled in the browser as on the server),
// or, said by the domain's recogniser (a message built before it reached the page), as said. A text
// that stays English is left out: the browser says it in English anyway. Each is kept under its
// textKey (first-screen-texts.ts).
import { fillPlaceholders } from "../i18n/compile";
import { textKey } from "../i18n/first-screen-texts";
import { activeTranslator, setTranslator } from "../i18n/i18n";

/** Records the active translator's texts until stop(), which puts it back and returns them by textKey. */
export function recordTexts(): { stop(): Record<string, string> } {
  const inner = activeTranslator();
  const used: Record<string, string> = {};
  const messages = new Map<string, string>();
  if (inner) {
    const keep = (message: string, said: string) => {
      if (said === message) return;
      const key = textKey(message);
      const other = messages.get(key);
      // Two texts of one page with one key would show one's Hindi for the other: the page is rendered
      // in the browser instead (apps/server web/server-render.ts serves it so when a render throws).
      if (other !== undefined && other !== message)
        throw new Error(`"${other}" and "${message}" have the same text key ${key}`);
      messages.set(key, message);
      used[key] = said;
    };
    setTranslator({
      language: inner.language,
      add: (messages) => inner.add(messages),
      text: (message) => {
        const found = inner.text(message);
        if (found !== undefined) keep(message, found);
        return found;
      },
      translate: (message, values) => {
        const said = inner.translate(message, values);
        const found = inner.text(message);
        if (found !== undefined) keep(message, found);
        else if (said !== fillPlaceholders(message, values)) keep(message, said);
        return said;
      },
    });
  }
  return {
    stop() {
      if (inner) setTranslator(inner);
      return used;
    },
  };
}
