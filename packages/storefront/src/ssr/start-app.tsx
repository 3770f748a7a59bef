// How an app's page starts in the browser. A page the server rendered (it carries the server-data
// block) is hydrated: the store starts as the server's did, a guest with an empty cart and the data the
// page was rendered with, and the stored login and guest cart are put in as soon as the page is live.
// Any other page is rendered here, from the stored state.
import { OWN_CART_ATTRIBUTE } from "@henna/domain/browser-keys";
import { startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { firstScreenTranslator } from "../i18n/first-screen-texts";
import { setTranslator } from "../i18n/i18n";
import { pageLanguage } from "../i18n/language-choice";
import { languageReady, loadLanguage } from "../i18n/load-language";
import { browserStateRestored } from "../state/browser-state";
import { type AppStore, guestState, makeStore, readBrowserState, storedState } from "../state/store";
import { type AppPages, AppTree } from "./app-tree";
import { readPageTexts, readServerData } from "./server-data-block";

/**
 * Puts the stored login and cart in once hydration has committed: a layout effect, so before the
 * layout's own effects (the app-start check of the stored login, spec §4) run and before the browser
 * paints again.
 */
function RestoreBrowserState({ store }: { store: AppStore }) {
  useLayoutEffect(() => {
    const restore = () => {
      store.dispatch(browserStateRestored(readBrowserState()));
      // The page now shows what this browser keeps: the cart page's grey frame has done its work.
      document.documentElement.removeAttribute(OWN_CART_ATTRIBUTE);
    };
    // A Hindi page hydrated with its first screen's texts only: the cart's lines and the signed-in
    // header need the whole catalogue, so they come in with it.
    if (pageLanguage() === "en") restore();
    else void languageReady().then(restore);
  }, [store]);
  return null;
}

export function startApp(app: AppPages, root: HTMLElement = requiredRoot()): AppStore {
  const serverData = root.hasChildNodes() ? readServerData() : null;
  const store = serverData
    ? makeStore({ ...guestState(), serverData: { entries: serverData } })
    : makeStore(storedState());
  const tree = (
    <AppTree
      store={store}
      router={<BrowserRouter>{app.routes}</BrowserRouter>}
      afterHydration={serverData && <RestoreBrowserState store={store} />}
      serverState={serverData ? store.getState() : undefined}
    />
  );
  // The page's chunk is on its way already (the server preloads it): waiting for it lets the first
  // render show the page instead of a loading fallback. A chunk that fails to load is retried by the
  // page itself. (A then, not a top-level await: pages import the entry's modules, and an entry that
  // awaits its pages would have the bundler split those modules into many small chunks.)
  // The page's language (the server wrote it into <html lang>) is made ready first: a Hindi page renders
  // in Hindi from its first frame, as the server rendered it. A catalogue that fails to load leaves
  // the page in English rather than blank.
  // The catalogue's core comes with the page's own texts (its folder's hi.ts).
  // A page the server rendered in Hindi carries the texts it was rendered with: it hydrates with those
  // (first-screen-texts.ts) and does not wait for the catalogue.
  const pathname = window.location.pathname;
  const language = pageLanguage();
  const firstTexts = serverData && language !== "en" ? readPageTexts() : null;
  if (firstTexts) setTranslator(firstScreenTranslator(language, firstTexts));
  const catalogue = loadLanguage(language, app.hindi, () =>
    app.pageTexts ? app.pageTexts(pathname) : Promise.resolve({}),
  ).catch(() => undefined);
  void Promise.all([
    app.preload(pathname).catch(() => undefined),
    laterStylesheets(),
    firstTexts ? null : catalogue,
  ]).then(() => {
    if (serverData) hydrateRoot(root, tree);
    else startTransition(() => createRoot(root).render(tree));
  });
  return store;
}

/** apps/server's entry-after-paint.ts LATER_STYLESHEET_ATTRIBUTE. */
const LATER_STYLESHEET = "link[data-later-stylesheet]";
const LATER_STYLESHEET_WAIT_MS = 5000;

/**
 * The app's stylesheet, which the server lets load without holding up the first paint (a page it
 * rendered carries its first screen's CSS): turned on, and waited for, so that what the page shows once
 * live (the sections below the fold, menus, dialogs) is never drawn unstyled. A stylesheet that fails is
 * not waited for, and one that failed before this ran (no event left to wait for) holds the page up for
 * LATER_STYLESHEET_WAIT_MS at most.
 */
function laterStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(LATER_STYLESHEET)];
  if (links.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LATER_STYLESHEET_WAIT_MS);
  });
  const all = Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          });
      link.media = "all";
      return loaded;
    }),
  );
  return Promise.race([all, givenUp]).then(() => clearTimeout(timer));
}

function requiredRoot(): HTMLElement {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  return root;
}
