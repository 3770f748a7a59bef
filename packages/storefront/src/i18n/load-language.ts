// The page's language made ready. A page rendered in the browser waits for it before its first render:
// the Hindi catalogue's core is fetched (its own chunk, only for a Hindi reader) with the page's own
// part (its folder's hi.ts, lazy-page.tsx) and activated. A Hindi page the server rendered hydrates
// with the texts its render used (first-screen-texts.ts) while this loads.
import type { Messages } from "@lingui/core";
import { useSyncExternalStore } from "react";
import { activateLanguage, addTexts, type Language } from "./i18n";

/** An app's Hindi catalogue, loaded on demand (each app merges the shared texts with its own). */
export type CatalogueLoader = () => Promise<Messages>;

let ready: Promise<void> = Promise.resolve();
let isReady = true;
const readyListeners = new Set<() => void>();

/** Resolves once the page's whole catalogue is active (failed or not: the page then stays as it is). */
export function languageReady(): Promise<void> {
  return ready;
}

function onReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/**
 * Whether the page's whole catalogue is active, for what shows up without the server having drawn it
 * (a notice the browser raises): until then it would be in English. True on the server and while a
 * page hydrates.
 */
export function useLanguageReady(): boolean {
  return useSyncExternalStore(
    onReady,
    () => isReady,
    () => true,
  );
}

/**
 * A loader of code that renders texts (a page reached later, a dialog, a drawer): on a Hindi page it
 * resolves once the whole catalogue is active too, so what it shows is never in English.
 */
export function inPageLanguage<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ready]).then(([loaded]) => loaded);
}

export function loadLanguage(
  language: Language,
  hindi: CatalogueLoader | undefined,
  pageTexts: () => Promise<Messages> = () => Promise.resolve({}),
): Promise<void> {
  if (language === "en" || !hindi) {
    activateLanguage("en");
    return ready;
  }
  const loading = Promise.all([hindi(), pageTexts()]).then(([core, page]) => {
    activateLanguage("hi", core);
    addTexts(page);
  });
  isReady = false;
  ready = loading
    .catch(() => undefined)
    // What waits for the catalogue (the renders it lets go ahead) runs in a task of its own: with the
    // catalogue's own evaluation it made one task long enough to block a slow phone's main thread
    // (Lighthouse's total blocking time on the Hindi home page).
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(() => {
      isReady = true;
      for (const listener of readyListeners) listener();
    });
  return loading;
}
