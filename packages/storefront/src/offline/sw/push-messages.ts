// Push messages (Firebase Cloud Messaging), received by the one service worker the origin has. Written
// by hand instead of loading Firebase's worker scripts from gstatic: the pages' Content-Security-Policy
// allows scripts from this origin only, and receiving a message needs no Firebase code. It does what
// Firebase's own worker does for the store's messages:
// - a page of the store is open and visible: the message goes to it (as Firebase's worker posts it, so
//   firebase/messaging's onMessage in the page shows it as a toast);
// - otherwise: a system notification with the message's title and body; a tap opens the store.

const PUSH_RECEIVED = "push-received";

export interface PushPayload {
  notification?: { title?: string; body?: string; icon?: string; click_action?: string };
  data?: Record<string, string | undefined>;
  fcmOptions?: { link?: string };
}

export interface WindowLike {
  url: string;
  visibilityState: string;
  postMessage(message: unknown): void;
  focus?(): Promise<unknown>;
}

export interface PushScope {
  origin: string;
  windows(): Promise<readonly WindowLike[]>;
  showNotification(
    title: string,
    options: { body: string; icon?: string; data: { link: string } },
  ): Promise<void>;
  openWindow(url: string): Promise<unknown>;
}

export function readPayload(data: { json(): unknown } | null): PushPayload | null {
  if (!data) return null;
  try {
    const value = data.json();
    return value && typeof value === "object" ? (value as PushPayload) : null;
  } catch {
    return null;
  }
}

/** Hands a message to the visible pages, or shows it as a notification when none is visible. */
export async function deliver(scope: PushScope, payload: PushPayload): Promise<void> {
  const visible = (await scope.windows()).filter(
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
  await scope.showNotification(title, {
    body: notification.body ?? payload.data?.body ?? "",
    ...(notification.icon ? { icon: notification.icon } : {}),
    data: { link: payload.fcmOptions?.link ?? notification.click_action ?? "/" },
  });
}

/** A tapped notification opens its page: an open window of it is focused, else a new one. */
export async function openNotification(scope: PushScope, link: string | undefined): Promise<void> {
  const target = new URL(link ?? "/", scope.origin);
  // Only the store's own pages are opened from a notification.
  if (target.origin !== scope.origin) return;
  const open = (await scope.windows()).find((client) => client.url === target.href);
  if (open?.focus) await open.focus();
  else await scope.openWindow(target.href);
}
