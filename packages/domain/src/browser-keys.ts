/** The browser-storage keys the specification names (§3 stored guest cart, §4 checkout data). */

/** §3 stored guest cart key. */
export const GUEST_CART_KEY = "guest_cart";
/** §3 checkout data local storage key. */
export const CHECKOUT_DATA_KEY = "checkout_data";
