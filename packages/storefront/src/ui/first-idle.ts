// The page load's first idle moment: until then the browser is busy with the first screen, and pictures
// that are not part of it (SmartImage without priority, `defer`) wait so they do not take the link from
// it. Once passed it stays passed: later screens show their pictures at once.
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** In case the browser is never idle for long enough. */
export const FIRST_IDLE_TIMEOUT_MS = 2000;

let passed = false;
let waiting = false;
const listeners = new Set<() => void>();

function pass() {
  passed = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function subscribe(listener: () => void): () => void {
  if (passed) return () => undefined;
  listeners.add(listener);
  if (!waiting) {
    waiting = true;
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(pass, { timeout: FIRST_IDLE_TIMEOUT_MS });
    else setTimeout(pass, 0);
  }
  return () => listeners.delete(listener);
}

/** Runs `run` once the page load's first idle moment has passed (at once when it has). */
export function whenFirstIdle(run: () => void): () => void {
  if (passed) {
    run();
    return () => undefined;
  }
  return subscribe(run);
}

/**
 * Whether the page load's first idle moment has passed. The pictures it lets in render as a transition
 * (interruptible, in slices) rather than at once in the idle callback: a shopper's first tap on a slow
 * phone does not wait for a screenful of pictures to be put in.
 */
export function useFirstIdle(): boolean {
  // What a component starts from. A page the server rendered is hydrated as the server drew it, not
  // idle, even when the moment has passed meanwhile: React hydrates the routed page after the chrome
  // (a Suspense boundary is a later pass), and the chrome's idle wait may end in between (React error
  // #418 on a busy phone). Elsewhere a later screen starts with its pictures at once.
  const passedAtMount = useSyncExternalStore(noChange, hasPassed, notOnServer);
  const [idle, setIdle] = useState(passedAtMount);
  useEffect(() => {
    if (idle) return;
    if (passed) {
      startTransition(() => setIdle(true));
      return;
    }
    return subscribe(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}

// Only the value at mount is read (later changes arrive through the effect, as a transition).
const noChange = () => () => undefined;
const hasPassed = () => passed;
const notOnServer = () => false;
