// Push messages moved into the origin's one service worker (/sw.js). A browser that registered this
// worker earlier (Firebase's default path) gets this version at its next update check: it removes
// itself, and the page registers its push token again through /sw.js.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.registration.unregister()));
