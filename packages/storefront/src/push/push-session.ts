// Push messages for the logged-in shopper (spec §4 Login: "A push token is registered after login";
// §7 POST /firebase/register-token; a foreground message shows as an alert with title and body).
// Loaded only when push is configured. Politeness rules:
// - notifications already allowed: the token is registered quietly (once per user and token);
// - not decided yet: nothing on a page load; right after a login, one offer the shopper can take with
//   a tap (the browser's permission prompt then follows their gesture, as browsers require);
// - refused, unsupported (a web view, an old browser) or failing: silent.
import { settle } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { msg } from "../i18n/i18n";
import {
  readPushRegistration,
  removePushRegistration,
  writePushRegistration,
} from "../storage/push-registration";
import { toast } from "../ui/toast";
import { loadMessaging, type MessagingClient } from "./firebase-messaging";
import type { PushConfig } from "./push-config";

export const PUSH_OFFER = msg("Get updates about your orders on this device?");
export const PUSH_OFFER_ACTION = msg("Turn on");
/** Long enough to read and decide; the offer is not repeated on this page. */
const OFFER_DURATION_MS = 10_000;

export interface Notifications {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export interface PushSessionDeps {
  services: Services;
  config: PushConfig;
  notifications: Notifications | null;
  load: (config: PushConfig) => Promise<MessagingClient | null>;
}

export type PushOutcome = "registered" | "unchanged" | "not-allowed" | "unsupported" | "failed";

export function browserNotifications(): Notifications | null {
  return typeof Notification === "undefined" ? null : Notification;
}

export function createPushSession(deps: PushSessionDeps) {
  let client: Promise<MessagingClient | null> | null = null;
  let stopForeground: (() => void) | null = null;
  let offered = false;

  const messaging = () => {
    client ??= deps.load(deps.config).catch((error: unknown) => {
      console.warn("Push messaging could not start", error);
      return null;
    });
    return client;
  };

  let registering: Promise<PushOutcome> | null = null;

  /** Registers this browser for the user's messages, when notifications are allowed. */
  function register(userId: number): Promise<PushOutcome> {
    const run = registerNow(userId);
    registering = run;
    return run;
  }

  async function registerNow(userId: number): Promise<PushOutcome> {
    if (!deps.notifications) return "unsupported";
    if (deps.notifications.permission !== "granted") return "not-allowed";
    const ready = await messaging();
    if (!ready) return "unsupported";
    stopForeground ??= ready.onForeground(({ title, body }) =>
      title && body ? toast.info(title, { description: body }) : toast.info(title || body),
    );
    let token: string;
    try {
      token = await ready.getToken();
    } catch (error) {
      console.warn("No push token for this browser", error);
      return "failed";
    }
    const known = readPushRegistration();
    if (known?.userId === userId && known.token === token) return "unchanged";
    const result = await settle(
      deps.services.clients.store.POST("/firebase/register-token", {
        body: { user_id: userId, deviceToken: token, platform: "web" },
      }),
    );
    if (result.error) {
      console.warn(`Push token not registered: ${result.error.message}`);
      return "failed";
    }
    writePushRegistration({ userId, token });
    return "registered";
  }

  /** After a login, when the shopper has not decided: one offer, acted on only by their tap. */
  function offer(userId: number): void {
    const notifications = deps.notifications;
    if (notifications?.permission !== "default" || offered) return;
    offered = true;
    toast.info(PUSH_OFFER, {
      duration: OFFER_DURATION_MS,
      action: {
        label: PUSH_OFFER_ACTION,
        // Asked inside the tap's handler, before anything is awaited, so the browser shows its prompt.
        onClick: () => {
          void notifications.requestPermission().then((answer) => {
            if (answer === "granted") return register(userId);
          });
        },
      },
    });
  }

  /** Logout: this browser stops showing and receiving the previous shopper's messages. */
  async function end(): Promise<void> {
    // A registration under way finishes first, so its token is the one deleted.
    await registering;
    stopForeground?.();
    stopForeground = null;
    const had = readPushRegistration();
    removePushRegistration();
    // Firebase is loaded for this only when this browser holds a registered token.
    const ready = had ? await messaging() : null;
    if (!ready) return;
    try {
      await ready.deleteToken();
    } catch (error) {
      console.warn("Push token not deleted", error);
    }
  }

  return { register, offer, end };
}

export type PushSession = ReturnType<typeof createPushSession>;

/** A page's push session, on the browser's own notifications and Firebase. */
export function browserPushSession(services: Services, config: PushConfig): PushSession {
  return createPushSession({ services, config, notifications: browserNotifications(), load: loadMessaging });
}
