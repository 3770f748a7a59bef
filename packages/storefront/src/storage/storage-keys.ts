// Every browser-storage key of the apps, in one place (spec §3). guest_cart and checkout_data are the
// specification's own names; the login record sits under an obfuscated fixed key.
import { CHECKOUT_DATA_KEY, GUEST_CART_KEY, LOGIN_RECORD_KEY } from "@henna/domain/browser-keys";

export const STORAGE_KEYS = {
  guestCart: GUEST_CART_KEY,
  checkoutData: CHECKOUT_DATA_KEY,
  loginRecord: LOGIN_RECORD_KEY,
  accessToken: "_hs_at",
  refreshToken: "_hs_rt",
  /** The push token this browser registered, and for whom (storage/push-registration.ts). */
  pushRegistration: "push_registration",
  /** Session storage: the page to open after login. */
  navigateAfterLogin: "navigate_after_login",
  /** Session storage: toasts on screen when the page gave way to the other app's (text only). */
  carriedToasts: "carried_toasts",
} as const;
