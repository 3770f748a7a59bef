// What the first render carries of push: one look for the page's push configuration. Only a page that
// has one loads PushSync (and, later and only if allowed, Firebase).
import { lazy, Suspense } from "react";

const PushSync = lazy(() => import("./push-sync").then((module) => ({ default: module.PushSync })));

function pushConfigured(doc: Document | undefined = globalThis.document): boolean {
  return Boolean(doc?.querySelector('meta[name="push-config"]'));
}

export function PushGate() {
  if (!pushConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <PushSync />
    </Suspense>
  );
}
