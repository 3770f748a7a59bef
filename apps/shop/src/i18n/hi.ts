// The shop's own texts in Hindi, keyed by their English (the text as the code and the specification
// write it). Written as an Indian shop writes to its customers, not word for word; product and brand
// names, prices and codes stay as they are. i18n-catalogue.test.ts (storefront) checks that every text
// of the code has its Hindi, with the same {placeholders}. Only the core is here: what the chrome shows
// and what pages of two folders or more share; a page's own texts are in its folder's hi.ts.
import { ORDER_STATUSES } from "@henna/domain/order-status";
import { term } from "@henna/domain/server-messages";

export const shopHindi: Record<string, string> = {
  "The page you asked for is not here. It may have moved.":
    "आप जो पेज ढूँढ रहे हैं वह यहाँ नहीं है। हो सकता है वह कहीं और चला गया हो।",
  "Shop Now": "अभी ख़रीदें",
  "Our story": "हमारी कहानी",
  "Your details": "आपकी जानकारी",
  "Try again": "फिर से कोशिश करें",
  "Contact us": "संपर्क करें",
  "No products found in this order.": "इस ऑर्डर में कोई प्रोडक्ट नहीं मिला।",
  // The domain's order statuses in the words the server's own Hindi uses (one wording for both), and
  // the tracking steps.
  ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, term("hi", status)])),
  "Delivery estimate not available": "डिलीवरी का अनुमान उपलब्ध नहीं है",
  "Order Placed": "ऑर्डर हो गया",
  "Order Processing": "ऑर्डर तैयार हो रहा है",
  Dispatch: "रवाना",
  "Start shopping": "ख़रीदारी शुरू करें",
  "Price on request": "क़ीमत पूछने पर",
  "% off": "% छूट",
  "Please check your connection and try again.": "कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
  "Checking…": "जाँच हो रही है…",
  Apply: "लगाएँ",
  "Full Name": "पूरा नाम",
  Name: "नाम",
  "10-digit mobile number": "10 अंकों का मोबाइल नंबर",
  "Best Selling": "सबसे ज़्यादा बिकने वाले",
  "Newest Arrivals": "सबसे नए",
  Breadcrumb: "आप यहाँ हैं",
  "Message (optional)": "संदेश (वैकल्पिक)",
  Submit: "जमा करें",
  courses: "कोर्स",
  "We could not find this order in your account. Check the link, or open it from your orders.":
    "यह ऑर्डर आपके अकाउंट में नहीं मिला। लिंक जाँचें, या अपने ऑर्डर में से खोलें।",
  "All Products": "सभी प्रोडक्ट",
  "Buy Now": "अभी ख़रीदें",
  "Best Sellers": "सबसे ज़्यादा बिकने वाले",
  Trending: "ट्रेंडिंग",
};
