// The cart's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  each: "प्रति नग",
  "Qty:": "मात्रा:",
  "Line total": "कुल",
  "Remove {product_name} from cart": "{product_name} को कार्ट से हटाएँ",
  "Removing…": "हटाया जा रहा है…",
  Remove: "हटाएँ",
  "Your Cart": "आपकी कार्ट",
  "Cart items": "कार्ट के आइटम",
  "Your cart is empty": "आपकी कार्ट ख़ाली है",
  "Henna cones, bridal henna and teas are waiting for you. Add something you love.":
    "मेहंदी कोन, ब्राइडल मेहंदी और चाय आपका इंतज़ार कर रहे हैं। अपनी पसंद की चीज़ जोड़ें।",
  "Loading your cart…": "आपकी कार्ट लोड हो रही है…",
  "Price details": "क़ीमत का ब्योरा",
  applied: "लागू",
  "not applied": "लागू नहीं",
  "Remove coupon": "कूपन हटाएँ",
  "Apply Coupon": "कूपन लगाएँ",
  "Price (": "क़ीमत (",
  "Coupon (": "कूपन (",
  "Delivery charges": "डिलीवरी चार्ज",
  "At checkout": "चेकआउट पर",
  "You save {amount} on this order": "इस ऑर्डर पर आपकी बचत {amount}",
  "Request a Quote": "कोटेशन माँगें",
  "Proceed to Checkout": "चेकआउट करें",
  "Coupon code": "कूपन कोड",
  "e.g. WELCOME10": "जैसे WELCOME10",
  "Phone Number": "फ़ोन नंबर",
  "Email Address": "ईमेल पता",
  "Anything we should know: quantities, occasion, delivery date…":
    "जो भी हमें जानना चाहिए: मात्रा, मौक़ा, डिलीवरी की तारीख़…",
  "Loading...": "लोड हो रहा है...",
  "Enter Guest Details": "अपनी जानकारी भरें",
  "Remove the items that are out of stock to continue.": "आगे बढ़ने के लिए स्टॉक में न रहे आइटम हटाएँ।",
  "This coupon needs an order of at least {amount}.": "इस कूपन के लिए कम से कम {amount} का ऑर्डर ज़रूरी है।",
  "1 item": "1 आइटम",
  "{count} items": "{count} आइटम",
};

export default hindi;
