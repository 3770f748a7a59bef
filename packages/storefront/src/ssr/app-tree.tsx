// The element tree an app renders, the same in the browser and on the server (only the router differs),
// so a page the server rendered is hydrated by the very tree that made it.
import type { Messages } from "@lingui/core";
import { type ReactNode, StrictMode } from "react";
import { Provider } from "react-redux";
import type { CatalogueLoader } from "../i18n/load-language";
import type { AppStore, RootState } from "../state/store";

/** An app's pages, as both the browser (start-app.tsx) and the server (render-on-server.tsx) start it. */
export interface AppPages {
  routes: ReactNode;
  /** Loads the code of the page at a path, so the first render shows it instead of a loading fallback. */
  preload(pathname: string): Promise<void>;
  /**
   * The core of the app's Hindi catalogue (shared texts and its own), loaded only for a Hindi reader;
   * without one the app is English only.
   */
  hindi?: CatalogueLoader;
  /**
   * The Hindi texts of the page at a path that are not in the catalogue's core (its folder's hi.ts,
   * lazy-page.tsx), added before its first render; without it the core must hold every text.
   */
  pageTexts?(pathname: string): Promise<Messages>;
}

/**
 * `afterHydration` is the browser's (start-app.tsx); it renders nothing, and its place is there on the
 * server too, so the two trees have the same shape and useId gives the same ids in both.
 * `serverState` is the state the server rendered the page in: every component hydrates from it, even
 * one hydrated after the stored login and cart have been put into the store (React hydrates the routed
 * page in a later pass than the chrome, so the store may have moved on by then).
 */
export function AppTree({
  store,
  router,
  afterHydration,
  serverState,
}: {
  store: AppStore;
  router: ReactNode;
  afterHydration?: ReactNode;
  serverState?: RootState;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {router}
        {afterHydration}
      </Provider>
    </StrictMode>
  );
}
