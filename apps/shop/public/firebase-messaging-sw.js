// The service worker Firebase Cloud Messaging registers for push in the browser (its default path,
// /firebase-messaging-sw.js). Written by hand instead of loading Firebase's worker scripts from
// gstatic: the page's Content-Security-Policy allows scripts from this origin only, and receiving a
// message needs no Firebase code. It does what Firebase's own worker does for the store's messages:
// - a page of the store is open and visible: the message goes to it (as Firebase's worker posts it,
//   so firebase/messaging's onMessage in the page shows it as a toast);
// - otherwise: a system notification with the message's title and body; a tap opens the store.

const PUSH_RECEIVED = "push-received";

function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return null;
  }
}

async function deliver(payload) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const visible = windows.filter(
    (client) => client.visibilityState === "visible" && !client.url.startsWith("chrome-extension://"),
  );
  if (visible.length > 0) {
    for (const client of visible) {
      client.postMessage({ ...payload, isFirebaseMessaging: true, messageType: PUSH_RECEIVED });
    }
    return;
  }
  const notification = payload.notification ?? {};
  const title = notification.title ?? payload.data?.title;
  if (!title) return;
  await self.registration.showNotification(title, {
    body: notification.body ?? payload.data?.body ?? "",
    icon: notification.icon,
    data: { link: payload.fcmOptions?.link ?? notification.click_action ?? "/" },
  });
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  if (payload) event.waitUntil(deliver(payload));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link ?? "/", self.location.origin);
  // Only the store's own pages are opened from a notification.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});

// A new version takes over at once: the worker keeps no state worth waiting for.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
