import { useEffect, useState } from "react";

/** The value once it has stopped changing for `delay` ms (typing in the search box). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Nothing to wait for when the value is the settled one (every page's first render): no timer is
    // left running for a page that goes away at once.
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
