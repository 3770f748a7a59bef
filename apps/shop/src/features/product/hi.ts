// The product page's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Adding…": "जोड़ा जा रहा है…",
  Share: "शेयर करें",
  "Share on WhatsApp": "WhatsApp पर शेयर करें",
  "Copy link": "लिंक कॉपी करें",
  "Link copied": "लिंक कॉपी हो गया",
  "Could not copy the link. Please copy it from the address bar.":
    "लिंक कॉपी नहीं हो पाया। कृपया इसे ऊपर एड्रेस बार से कॉपी करें।",
  "You save": "आपकी बचत",
  "Only {stock} left in stock": "स्टॉक में सिर्फ़ {stock} बचे हैं",
  "Tell us what you need for {product} and our team will get back to you with a price.":
    "बताइए आपको {product} के लिए क्या चाहिए, हमारी टीम क़ीमत के साथ आपसे संपर्क करेगी।",
  "(out of stock)": "(स्टॉक में नहीं)",
  "In this package (": "इस पैकेज में (",
  "Package item": "पैकेज का आइटम",
  Delivery: "डिलीवरी",
  "Enter pincode": "पिनकोड डालें",
  Check: "जाँचें",
  "Estimated delivery by": "अनुमानित डिलीवरी:",
  "We could not check delivery just now.": "अभी डिलीवरी की जाँच नहीं हो पाई।",
  From: "शुरुआती क़ीमत",
  "{title} images": "{title} की तस्वीरें",
  "{title}, image {number} of {count}": "{title}, {count} में से तस्वीर {number}",
  Pictures: "तस्वीरें",
  "Previous image": "पिछली तस्वीर",
  "Next image": "अगली तस्वीर",
  "Choose an image": "तस्वीर चुनें",
  "Show {value}": "{value} दिखाएँ",
  Specifications: "विशेषताएँ",
  "Key Features": "मुख्य ख़ूबियाँ",
  Reviews: "रिव्यू",
  "Product information": "प्रोडक्ट की जानकारी",
  "No description has been added for this product yet.": "इस प्रोडक्ट का विवरण अभी नहीं जोड़ा गया है।",
  "No specifications are listed for this product.": "इस प्रोडक्ट की कोई विशेषता नहीं दी गई है।",
  "No key features are listed for this product.": "इस प्रोडक्ट की कोई मुख्य ख़ूबी नहीं दी गई है।",
  "Product not found": "प्रोडक्ट नहीं मिला",
  "Could not load this product": "यह प्रोडक्ट लोड नहीं हो पाया",
  "This product is no longer available.": "यह प्रोडक्ट अब उपलब्ध नहीं है।",
  "Loading product…": "प्रोडक्ट लोड हो रहा है…",
  "Quantity, occasion, delivery date…": "मात्रा, मौक़ा, डिलीवरी की तारीख़…",
  "Send request": "अनुरोध भेजें",
  "No reviews yet. Be the first to share how it worked for you.":
    "अभी कोई रिव्यू नहीं। सबसे पहले बताइए कि यह आपको कैसा लगा।",
  Customer: "ग्राहक",
  "Only you can see this review; it is not published.": "यह रिव्यू सिर्फ़ आप देख सकते हैं; यह प्रकाशित नहीं हुआ है।",
  "Write a review": "रिव्यू लिखें",
  "How did it work for you?": "यह आपको कैसा लगा?",
  "Submit review": "रिव्यू भेजें",
  "Delivery available to {pincode}": "{pincode} पर डिलीवरी उपलब्ध है",
  "Sorry, delivery is not available to {pincode}": "माफ़ कीजिए, {pincode} पर डिलीवरी उपलब्ध नहीं है",
  "This combination is not available": "यह विकल्प उपलब्ध नहीं है",
  "We could not find the product you were looking for. It may have been moved or removed.":
    "आप जो प्रोडक्ट ढूँढ रहे थे वह नहीं मिला। हो सकता है वह हटा दिया गया हो।",
};

export default hindi;
