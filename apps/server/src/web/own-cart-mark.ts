// A cart the server renders is a guest's empty cart: the guest cart and the login live in the browser.
// Its head carries this script, which marks <html> before the first paint when the browser keeps
// either, so the page shows the cart's frame in grey instead of "Your cart is empty" until the app has
// read them (the shop's features/cart/cart-states.tsx; the app removes the mark). The page's policy
// allows it by its hash, as it does the entry starter.
import { GUEST_CART_KEY, LOGIN_RECORD_KEY, OWN_CART_ATTRIBUTE } from "@henna/domain/browser-keys";
import { scriptHashSource } from "./entry-after-paint.js";

const json = JSON.stringify;

/** Storage that throws (private modes, blocked storage) leaves the page as rendered. */
export const OWN_CART_SCRIPT = [
  "(function(){try{var s=window.localStorage,",
  `c=s.getItem(${json(GUEST_CART_KEY)});`,
  `if((c&&c!=="[]")||s.getItem(${json(LOGIN_RECORD_KEY)}))`,
  `document.documentElement.setAttribute(${json(OWN_CART_ATTRIBUTE)},"")`,
  "}catch(e){}})();",
].join("");

export const OWN_CART_MARK = {
  tag: `<script>${OWN_CART_SCRIPT}</script>`,
  scriptSource: scriptHashSource(OWN_CART_SCRIPT),
};
