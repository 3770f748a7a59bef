// The page's language made ready before the first render: the Hindi catalogue is fetched (its own
// chunk, only for a Hindi reader) and activated, so hydration renders what the server rendered.
import type { Messages } from "@lingui/core";
import { activateLanguage, type Language } from "./i18n";

/** An app's Hindi catalogue, loaded on demand (each app merges the shared texts with its own). */
export type CatalogueLoader = () => Promise<Messages>;

export async function loadLanguage(language: Language, hindi: CatalogueLoader | undefined): Promise<void> {
  if (language === "en" || !hindi) {
    activateLanguage("en");
    return;
  }
  activateLanguage("hi", await hindi());
}
