// The page's title and description after an in-app move. The server writes both into every page it
// sends (the owner's per-page settings from store setup, else the store's own); without this a shopper
// who arrived on the home page would keep its title on every page the app then shows. Nothing of it runs
// before the first in-app move: then the settings are read and the code that applies them is loaded
// (route-meta-apply.tsx), so the first paint costs neither a request nor its script.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { inPageLanguage } from "../i18n/load-language";

const ApplyRouteMeta = lazy(inPageLanguage(() => import("./route-meta-apply")));

export function RouteMeta() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (pathname !== firstPath.current) setMoved(true);
  }, [pathname]);
  if (!moved) return null;
  return (
    <Suspense fallback={null}>
      <ApplyRouteMeta pathname={pathname} />
    </Suspense>
  );
}
