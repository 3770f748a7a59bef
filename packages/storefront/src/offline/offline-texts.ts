// Every text the offline feature shows, in one place (for the catalogue when the apps become bilingual).
export const OFFLINE_TEXTS = {
  banner: "You are offline",
  bannerDetail: "Pages and the cart you have seen stay open. We refresh them when you are back online.",
  updateReady: "New version available",
  updateAction: "Reload",
  /** An action that needs the server, tried without a connection (the API client's failure text). */
  actionNeedsConnection:
    "You are offline. This needs a connection: nothing you entered is lost, try again when you are back online.",
  checkoutNeedsConnection: "You are offline. Checkout and payment need a connection; your cart is kept.",
  submitNeedsConnection:
    "You are offline. Your answers are kept on this device; submit them when you are back online.",
} as const;
