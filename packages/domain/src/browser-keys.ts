/**
 * The browser-storage keys the specification names (§3 stored guest cart, §4 checkout data), and those
 * a server-rendered page reads before its app starts (apps/server's own-cart-mark.ts).
 */

/** §3 stored guest cart key. */
export const GUEST_CART_KEY = "guest_cart";
/** §3 checkout data local storage key. */
export const CHECKOUT_DATA_KEY = "checkout_data";
/** The stored login record (§3), under an obfuscated fixed key. */
export const LOGIN_RECORD_KEY = "_hs_u7f";

/**
 * Set on <html> by a server-rendered cart page's head script when the browser keeps a guest cart or a
 * login (the server rendered the page for a guest with an empty cart); the app removes it once it has
 * read them. The cart page's CSS shows its frame in grey while it is set.
 */
export const OWN_CART_ATTRIBUTE = "data-own-cart";
