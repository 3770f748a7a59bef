// The origin's one service worker (served as /sw.js, scope /; built by vite-plugin-pwa's injectManifest
// into the shop's dist). It serves both apps (the academy's files are under /academy/ on the same
// origin) and the store's push messages. What it keeps and why: cache-rules.ts.
// - The app shell (each app's scripts and stylesheet, the icons) is precached: the shop's list is
//   injected here at build time, the academy's is its own build's /academy/sw-precache.js.
// - Pages: network first (a page is always the newest when the link works), the kept copy when it does
//   not answer in time, else the app's shell, which renders the address in the browser.
// - Catalogue reads and pictures: stale-while-revalidate, with size limits; the apps' hashed files a
//   reader loaded that are not precached (Firebase, a Hindi catalogue): cache first.
// - Everything else (payments, the account, the cart on the server, the back office) is not touched.
// A new version waits until the page asks it to take over ("New version available, reload"), so a page
// never runs with half of one build and half of another.

import { appForPath } from "@henna/domain/app-routes";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import {
  CACHES,
  isAppAsset,
  isCatalogueRead,
  isHandledNavigation,
  isKeepable,
  isKeptPage,
  isPicture,
  LIMITS,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SHELLS,
  shellFor,
} from "./cache-rules";
import { deliver, openNotification, type PushScope, readPayload } from "./push-messages";
import { WORKER_MESSAGES, type WorkerMessage } from "./worker-messages";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  __ACADEMY_PRECACHE?: Array<{ url: string; revision: string | null }>;
};

const ORIGIN = self.location.origin;

// The academy's shell list, from its own build; a server without the academy serves the shop alone.
try {
  importScripts("/academy/sw-precache.js");
} catch {
  self.__ACADEMY_PRECACHE = [];
}

precacheAndRoute([...self.__WB_MANIFEST, ...(self.__ACADEMY_PRECACHE ?? [])]);
cleanupOutdatedCaches();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [okOnly, new ExpirationPlugin({ ...LIMITS.pages, purgeOnQuotaError: true })],
});

/** A page: the network, else its kept copy, else the app's shell (a never-seen page renders in it). */
async function page(request: Request, url: URL, event: ExtendableEvent): Promise<Response> {
  if (isKeptPage(url, ORIGIN)) {
    try {
      return await pages.handle({ request, event });
    } catch {
      // Neither the network nor a kept copy: the shell below.
    }
  } else {
    try {
      return await fetch(request);
    } catch {
      // Offline: the shell, which says so and keeps what the reader had typed.
    }
  }
  const shell = await caches
    .open(CACHES.shell)
    // Stored from a bare URL at install: the navigation's own headers (Vary) do not decide the match.
    .then((cache) => cache.match(shellFor(url.pathname, isAcademy), { ignoreVary: true }));
  return shell ?? Response.error();
}

function isAcademy(pathname: string): boolean {
  return appForPath(pathname) === "academy";
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && isHandledNavigation(url, ORIGIN),
  ({ request, url, event }) => page(request, url, event),
);

const facts = (request: Request, url: URL) => ({
  url,
  method: request.method,
  origin: ORIGIN,
  authorized: request.headers.has("authorization"),
});

registerRoute(
  ({ request, url }) => isCatalogueRead(facts(request, url)),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalogue,
    plugins: [okOnly, new ExpirationPlugin({ ...LIMITS.catalogue, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => isPicture(facts(request, url), request.destination),
  new StaleWhileRevalidate({
    cacheName: CACHES.pictures,
    plugins: [okOnly, new ExpirationPlugin({ ...LIMITS.pictures, purgeOnQuotaError: true })],
  }),
);

// The app's hashed files that are not precached (Firebase's, a Hindi catalogue), once a reader has
// loaded them: they never change under their name.
registerRoute(
  ({ request, url }) => isAppAsset(facts(request, url)),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [okOnly, new ExpirationPlugin({ ...LIMITS.assets, purgeOnQuotaError: true })],
  }),
);

/** Fetches the apps' shells afresh: each deploy's install gets its own pages' markup. */
async function keepShells(): Promise<void> {
  const cache = await caches.open(CACHES.shell);
  await Promise.all(
    Object.values(SHELLS).map(async (url) => {
      try {
        const response = await fetch(url, { cache: "no-store", credentials: "same-origin" });
        if (isKeepable(response)) await cache.put(url, response);
      } catch {
        // No shell for now: a page never seen before cannot open offline until the next visit.
      }
    }),
  );
}

/**
 * The pages, pictures and app scripts the reader saw before this worker took over (the first visit
 * loads them without it): fetched again so they open offline too.
 */
async function keepSeen(urls: readonly string[]): Promise<void> {
  for (const href of urls) {
    let url: URL;
    try {
      url = new URL(href, ORIGIN);
    } catch {
      continue;
    }
    const asGet = { url, method: "GET", origin: ORIGIN, authorized: false };
    const name = isKeptPage(url, ORIGIN) && !url.pathname.startsWith("/images/") ? CACHES.pages : null;
    const cacheName = isAppAsset(asGet) ? CACHES.assets : isPicture(asGet, "") ? CACHES.pictures : name;
    if (!cacheName || (await caches.open(cacheName).then((cache) => cache.match(url.href)))) continue;
    try {
      const response = await fetch(url.href, { credentials: "same-origin" });
      if (isKeepable(response)) await (await caches.open(cacheName)).put(url.href, response);
    } catch {
      // Offline again: kept on a later visit.
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShells());
});

self.addEventListener("activate", (event) => {
  // The first install takes the open pages over at once (they have no worker yet); an update waits.
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === WORKER_MESSAGES.activate) {
    void self.skipWaiting();
  } else if (message?.type === WORKER_MESSAGES.keepSeen) {
    event.waitUntil(
      keepSeen(message.urls).then(() => {
        event.source?.postMessage({ type: WORKER_MESSAGES.kept });
      }),
    );
  }
});

const pushScope: PushScope = {
  origin: ORIGIN,
  windows: async () => {
    const clients = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    return clients.map((client) => ({
      url: client.url,
      visibilityState: client.visibilityState,
      postMessage: (message: unknown) => client.postMessage(message),
      focus: () => client.focus(),
    }));
  },
  showNotification: (title, options) => self.registration.showNotification(title, options),
  openWindow: (url) => self.clients.openWindow(url),
};

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  if (payload) event.waitUntil(deliver(pushScope, payload));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link;
  event.waitUntil(openNotification(pushScope, link));
});
