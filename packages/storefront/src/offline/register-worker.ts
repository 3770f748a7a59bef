// Loaded after the page's first idle moment (offline-gate.tsx), never in the first render's scripts:
// registers the origin's service worker (/sw.js, built by the shop: sw/sw.ts), offers a new version
// when one is waiting, and on the first install hands the worker the page and pictures this visit
// loaded before the worker existed, so they open offline too.
import { WORKER_MESSAGES } from "./sw/worker-messages";

/** Where the server serves the worker (the shop's dist/sw.js), with the scope of the whole origin. */
export const WORKER_URL = "/sw.js";
/** The worker Firebase registered before it moved into the origin's worker; removed where it lingers. */
const OLD_PUSH_WORKER = "/firebase-messaging-sw.js";
/** How often an open page (an installed app stays open for days) asks whether a new version is out. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface WorkerHooks {
  /** A new version is installed and waiting: `apply` lets it take over and reloads the page. */
  onUpdate(apply: () => void): void;
}

/** Makes `waiting` the page's worker, then reloads once it is (the page then runs the new build). */
export function applyUpdate(
  container: ServiceWorkerContainer,
  waiting: ServiceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  container.addEventListener("controllerchange", () => reload(), { once: true });
  waiting.postMessage({ type: WORKER_MESSAGES.activate });
}

/** An app's own script file (the shop's or the academy's), by its path. */
const APP_SCRIPT = /^\/(academy\/)?assets\/[^/]+\.js$/;

/**
 * The page itself, the pictures it showed and the app's scripts it ran, all on this origin. The scripts
 * include what the worker does not precache: the server's starter of a rendered page (apps/server's
 * entry-after-paint.ts), without which the page kept would not start offline, and a Hindi catalogue.
 */
export function seenUrls(
  href: string = window.location.href,
  resources: readonly { name: string; initiatorType: string }[] = performance.getEntriesByType(
    "resource",
  ) as PerformanceResourceTiming[],
): string[] {
  const origin = new URL(href).origin;
  const onOrigin = (url: string) => (url.startsWith(`${origin}/`) ? new URL(url).pathname : "");
  const pictures = resources
    .filter((entry) => entry.initiatorType === "img" || entry.initiatorType === "link")
    .map((entry) => entry.name)
    .filter((url) => onOrigin(url).startsWith("/images/"));
  const scripts = resources
    .filter((entry) => entry.initiatorType === "script")
    .map((entry) => entry.name)
    .filter((url) => APP_SCRIPT.test(onOrigin(url)));
  return [...new Set([href, ...pictures, ...scripts])];
}

export async function registerWorker(
  hooks: WorkerHooks,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  const controlledAtLoad = Boolean(container.controller);
  // updateViaCache "none": the browser asks the server for sw.js itself on every check.
  const registration = await container.register(WORKER_URL, { scope: "/", updateViaCache: "none" });
  const offer = (worker: ServiceWorker) => hooks.onUpdate(() => applyUpdate(container, worker));

  // A version waiting from an earlier visit, or one found now. Without a controller this is the first
  // install, which takes over by itself (nothing to reload).
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && container.controller) offer(installing);
    });
  });
  const check = () => {
    if (document.visibilityState === "visible") registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", check);

  void removeOldPushWorker(container);
  if (!controlledAtLoad) {
    const ready = await container.ready;
    ready.active?.postMessage({ type: WORKER_MESSAGES.keepSeen, urls: seenUrls() });
  }
  return registration;
}

async function removeOldPushWorker(container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations().catch(() => []);
  for (const registration of registrations) {
    const script = registration.active?.scriptURL ?? registration.waiting?.scriptURL ?? "";
    if (script.endsWith(OLD_PUSH_WORKER)) await registration.unregister().catch(() => false);
  }
}
