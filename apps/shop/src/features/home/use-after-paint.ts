// Lets the home page draw its first screen (chrome and slider) alone: the sections below the fold are
// rendered only once that screen has been painted, in a transition React can interrupt. Rendering them
// first kept the main thread busy for a long while before the slider's picture could be shown.
import { startTransition, useEffect, useState } from "react";

/** In case no frame comes (a tab opened in the background draws none). */
export const AFTER_PAINT_FALLBACK_MS = 1000;

/** False until `ready` has been true through one painted frame, then true for good. */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => startTransition(() => setPainted(true));
    // A frame callback runs just before the paint; a task it queues runs after that paint.
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 0);
    });
    timer = setTimeout(done, AFTER_PAINT_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
