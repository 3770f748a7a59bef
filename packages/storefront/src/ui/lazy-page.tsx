// A lazily loaded page that renders at once when its code is already here. React.lazy suspends on its
// first render even when the chunk has arrived (the server preloads the requested route's chunk), and a
// page that suspended is revealed no sooner than 300 ms after its fallback: loading the page before the
// first render (preload) skips both the fallback and that wait.
// A page may have its own part of the Hindi catalogue (its folder's hi.ts): the first page of a visit
// gets it before the app starts (AppPages.pageTexts), a page reached later loads it with its code, so it
// renders in Hindi at once and an English reader never downloads it (after the whole catalogue, which
// its texts are added to).
import type { Messages } from "@lingui/core";
import { type ComponentType, lazy } from "react";
import { addTexts, currentLanguage } from "../i18n/i18n";
import { languageReady } from "../i18n/load-language";

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
  /** The page's own Hindi texts (none when it has no part of the catalogue). */
  texts(): Promise<Messages>;
}

/** A page without texts of its own (one object, so a server render can reuse its catalogue). */
export const NO_TEXTS: Messages = Object.freeze({});

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  hindiTexts?: () => Promise<{ default: Messages }>,
): LazyPage {
  let Loaded: ComponentType | null = null;
  const remember = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const texts = () =>
    hindiTexts ? hindiTexts().then((module) => module.default) : Promise.resolve(NO_TEXTS);
  // Rendered before its code is here (a move inside the app, a guarded page): in Hindi, the page's texts
  // are added to the catalogue before it renders.
  const Lazy = lazy(() =>
    currentLanguage() === "en"
      ? remember()
      : Promise.all([remember(), texts(), languageReady()]).then(([module, messages]) => {
          addTexts(messages);
          return module;
        }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module load (like React.lazy), never during a render
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload: () => remember().then(() => undefined), texts });
}
