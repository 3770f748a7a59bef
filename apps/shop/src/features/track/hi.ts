// The order tracking page's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "← My orders": "← मेरे ऑर्डर",
  "Loading your order…": "आपका ऑर्डर लोड हो रहा है…",
  "Order not found": "ऑर्डर नहीं मिला",
  "We could not load this order": "यह ऑर्डर लोड नहीं हो पाया",
  "Placed {placed} · ": "ऑर्डर की तारीख़ {placed} · ",
  Tracking: "ट्रैकिंग",
  "Shipping updates": "शिपिंग की जानकारी",
  "Download Invoice": "इनवॉइस डाउनलोड करें",
  "Ordered items": "ऑर्डर किए गए आइटम",
  "Bill details": "बिल का ब्योरा",
  "Paid Amount": "चुकाई गई रकम",
  "Order progress": "ऑर्डर की प्रगति",
  " (current step)": " (मौजूदा चरण)",
  " (done)": " (पूरा)",
  " (not yet)": " (अभी नहीं)",
};

export default hindi;
