// What the first render carries of push: one look for the page's push configuration. Only a page that
// has one loads PushSync (and, later and only if allowed, Firebase).
import { lazy, Suspense } from "react";
import { inPageLanguage } from "../i18n/load-language";
import { useHydrated } from "../ssr/use-hydrated";

const PushSync = lazy(
  inPageLanguage(() => import("./push-sync").then((module) => ({ default: module.PushSync }))),
);

function pushConfigured(doc: Document | undefined = globalThis.document): boolean {
  return Boolean(doc?.querySelector('meta[name="push-config"]'));
}

export function PushGate() {
  // The server cannot see the page's push configuration (it writes it in after rendering): a page it
  // rendered looks for it once hydrated, so the first render in the browser is the server's.
  const hydrated = useHydrated();
  if (!hydrated || !pushConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <PushSync />
    </Suspense>
  );
}
