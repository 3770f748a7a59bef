import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec §2: on every route change the page scrolls to the top. Not on the page load itself: a page the
 * server rendered may have been scrolled before its scripts arrived, and a reload keeps the browser's
 * restored position.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const shown = useRef(route);
  useEffect(() => {
    if (shown.current === route) return;
    shown.current = route;
    window.scrollTo(0, 0);
  }, [route]);
  return null;
}
