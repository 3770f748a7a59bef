import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §2: on every route change the page scrolls to the top. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
