// Every text the offline feature shows, in one place: English as the message ids (msg marks them for
// the catalogue test), shown through t() in the reader's language (Hindi in i18n/hi.ts).
import { msg, t } from "../i18n/i18n";

export const OFFLINE_TEXTS = {
  banner: msg("You are offline"),
  bannerDetail: msg("Pages and the cart you have seen stay open. We refresh them when you are back online."),
  updateReady: msg("New version available"),
  updateAction: msg("Reload"),
  /** An action that needs the server, tried without a connection (the API client's failure text). */
  actionNeedsConnection: msg(
    "You are offline. This needs a connection: nothing you entered is lost, try again when you are back online.",
  ),
  checkoutNeedsConnection: msg("You are offline. Checkout and payment need a connection; your cart is kept."),
  submitNeedsConnection: msg(
    "You are offline. Your answers are kept on this device; submit them when you are back online.",
  ),
} as const;

/** The text in the page's language. */
export function offlineText(key: keyof typeof OFFLINE_TEXTS): string {
  return t(OFFLINE_TEXTS[key]);
}
