// The account page's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  Orders: "ऑर्डर",
  Help: "मदद",
  "Loading help…": "मदद की जानकारी लोड हो रही है…",
  "We could not load the help numbers.": "मदद के नंबर लोड नहीं हो पाए।",
  "No help line is set up yet. You can write to us instead.": "अभी कोई हेल्पलाइन नहीं है। आप हमें लिख सकते हैं।",
  "Chat with us": "हमसे चैट करें",
  "Message us on WhatsApp.": "WhatsApp पर संदेश भेजें।",
  "Start Chat": "चैट शुरू करें",
  "Talk to us": "हमसे बात करें",
  "Call {mobile}.": "{mobile} पर कॉल करें।",
  "Start Call": "कॉल शुरू करें",
  Placed: "ऑर्डर की तारीख़",
  "View Product: {title}": "प्रोडक्ट देखें: {title}",
  "View Product": "प्रोडक्ट देखें",
  "Estimated delivery: {text}": "अनुमानित डिलीवरी: {text}",
  "Track Order": "ऑर्डर ट्रैक करें",
  Failed: "असफल",
  "Loading your orders…": "आपके ऑर्डर लोड हो रहे हैं…",
  "We could not load your orders.": "आपके ऑर्डर लोड नहीं हो पाए।",
  "You have not placed any orders yet.": "आपने अभी तक कोई ऑर्डर नहीं किया है।",
  "Your orders": "आपके ऑर्डर",
};

export default hindi;
