import { useEffect, useRef } from "react";

/** A new step starts at the top of the page, as a new page would (the last one was scrolled to its button). */
export function useStepScroll(step: unknown): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [step]);
}
