// Spec §9: the slider moves on every 5 s and wraps to the first slide. It holds still while the
// shopper points at it or works inside it, when paused, and for people who ask for reduced motion.
import { useEffect, useState, useSyncExternalStore } from "react";

export const SLIDE_INTERVAL_MS = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

function onReducedMotionChange(listener: () => void): () => void {
  const query = typeof window !== "undefined" ? window.matchMedia?.(REDUCED_MOTION) : undefined;
  query?.addEventListener?.("change", listener);
  return () => query?.removeEventListener?.("change", listener);
}

/** The server cannot know the visitor's setting: a page it rendered starts in motion and follows it. */
const onServer = () => false;

export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function useAutoAdvance(count: number, held: boolean) {
  const [index, setIndex] = useState(0);
  const reduced = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, onServer);
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    if (count < 2 || held || reduced) return;
    const timer = setInterval(() => setIndex((value) => nextSlide(value, count)), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, held, reduced]);

  return { index: current, goTo: setIndex, reducedMotion: reduced };
}
