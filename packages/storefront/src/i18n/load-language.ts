// The page's language made ready before the first render: the Hindi catalogue's core is fetched (its
// own chunk, only for a Hindi reader) with the page's own part (its folder's hi.ts, lazy-page.tsx) and
// activated, so hydration renders what the server rendered.
import type { Messages } from "@lingui/core";
import { activateLanguage, addTexts, type Language } from "./i18n";

/** An app's Hindi catalogue, loaded on demand (each app merges the shared texts with its own). */
export type CatalogueLoader = () => Promise<Messages>;

export async function loadLanguage(
  language: Language,
  hindi: CatalogueLoader | undefined,
  pageTexts: () => Promise<Messages> = () => Promise.resolve({}),
): Promise<void> {
  if (language === "en" || !hindi) {
    activateLanguage("en");
    return;
  }
  const [core, page] = await Promise.all([hindi(), pageTexts()]);
  activateLanguage("hi", core);
  addTexts(page);
}
