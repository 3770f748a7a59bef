// Whether the page is live in the browser: false while the server renders it and while the browser
// hydrates that HTML, true from the render after (and at once in a page rendered in the browser).
import { useSyncExternalStore } from "react";

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
