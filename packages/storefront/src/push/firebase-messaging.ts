// The only module that touches Firebase, itself loaded only when push is configured and the shopper has
// allowed notifications: firebase/app and firebase/messaging (firebase 12) are imported on demand, so
// they are never part of a page's first render.
import type { PushConfig } from "./push-config";

export interface ForegroundMessage {
  title: string;
  body: string;
}

export interface MessagingClient {
  /** This browser's FCM registration token (Firebase keeps it, so asking again is cheap). */
  getToken(): Promise<string>;
  /** Messages that arrive while a page of the store is open and visible. */
  onForeground(listener: (message: ForegroundMessage) => void): () => void;
  /** Ends this browser's registration: the server's copy of the token stops reaching anyone. */
  deleteToken(): Promise<void>;
}

const APP_NAME = "henna-push";
/** The origin's service worker (storefront offline/register-worker.ts WORKER_URL). */
const WORKER_URL = "/sw.js";

/** The origin's worker (register() answers the registration the page already has). */
function originWorker(): Promise<ServiceWorkerRegistration | undefined> {
  return (
    navigator.serviceWorker?.register(WORKER_URL, { scope: "/", updateViaCache: "none" }) ??
    Promise.resolve(undefined)
  );
}

/** null when this browser cannot receive web push (no service workers, no Push API, a web view). */
export async function loadMessaging(config: PushConfig): Promise<MessagingClient | null> {
  const [app, messaging] = await Promise.all([import("firebase/app"), import("firebase/messaging")]);
  if (!(await messaging.isSupported())) return null;
  const firebaseApp =
    app.getApps().find((candidate) => candidate.name === APP_NAME) ??
    app.initializeApp(
      {
        apiKey: config.apiKey,
        projectId: config.projectId,
        messagingSenderId: config.messagingSenderId,
        appId: config.appId,
      },
      APP_NAME,
    );
  const instance = messaging.getMessaging(firebaseApp);
  return {
    // Messages arrive through the origin's one service worker (/sw.js, storefront offline/sw), not a
    // worker of Firebase's own: register() answers the registration the page already has.
    getToken: async () => {
      const registration = await originWorker();
      return messaging.getToken(instance, {
        vapidKey: config.vapidKey,
        ...(registration ? { serviceWorkerRegistration: registration } : {}),
      });
    },
    onForeground: (listener) =>
      messaging.onMessage(instance, (payload) => {
        const title = payload.notification?.title ?? payload.data?.title ?? "";
        const body = payload.notification?.body ?? payload.data?.body ?? "";
        if (title || body) listener({ title, body });
      }),
    deleteToken: async () => {
      await messaging.deleteToken(instance);
    },
  };
}
