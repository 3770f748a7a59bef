// Tells whoever watches the page (the hydration journey in e2e) that the routed page is live: rendered
// in the browser or, for a page the server rendered, hydrated. It sits inside the page's Suspense
// boundary, which React hydrates in a pass after the chrome's, so its effect runs once the page itself
// has been hydrated, not merely the chrome around it.
import { useEffect } from "react";
import { languageReady } from "../i18n/load-language";

/** Set on the app's root element once the first page is live. */
export const PAGE_LIVE_ATTRIBUTE = "data-page-live";

export function PageLiveMark() {
  // On a Hindi page the server rendered, once its whole catalogue is here as well: what the page shows
  // from then on (a dialog, a toast) is in Hindi.
  useEffect(() => {
    void languageReady().then(() => document.getElementById("root")?.setAttribute(PAGE_LIVE_ATTRIBUTE, ""));
  }, []);
  return null;
}
