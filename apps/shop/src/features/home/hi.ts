// The home page's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Scroll {label} left": "{label} बाईं ओर खिसकाएँ",
  "Scroll {label} right": "{label} दाईं ओर खिसकाएँ",
  "Cones rolled fresh every week": "हर हफ़्ते ताज़ा भरे कोन",
  "Natural, triple-sifted henna": "प्राकृतिक, तीन बार छनी मेहंदी",
  "Small-batch chai blends": "छोटे बैच में बनी चाय",
  "Classes in our own studios": "हमारे अपने स्टूडियो में क्लास",
  "Pure henna and honest chai, made in Mumbai": "शुद्ध मेहंदी और सच्ची चाय, मुंबई में बनी",
  "We started by rolling henna cones for brides in our neighbourhood. Today we mix every batch of powder ourselves, roll fresh cones each week, blend small-batch teas, and teach the craft in our own studios.":
    "हमने मोहल्ले की दुल्हनों के लिए मेहंदी कोन भरने से शुरुआत की। आज हम पाउडर का हर बैच ख़ुद तैयार करते हैं, हर हफ़्ते ताज़ा कोन भरते हैं, छोटे बैच में चाय बनाते हैं और अपने स्टूडियो में यह कला सिखाते हैं।",
  "Natural ingredients, careful packing, and delivery across India.":
    "प्राकृतिक सामग्री, सावधानी से पैकिंग, और पूरे भारत में डिलीवरी।",
  "Discover Our Categories": "हमारी कैटेगरी देखें",
  "Handpicked selections to elevate your lifestyle": "आपके लिए चुनी हुई ख़ास चीज़ें",
  Categories: "कैटेगरी",
  Was: "पहले",
  "Loading offers…": "ऑफ़र लोड हो रहे हैं…",
  carousel: "स्लाइड शो",
  Offers: "ऑफ़र",
  slide: "स्लाइड",
  "{value} of {length}": "{length} में से {value}",
  "Play slides": "स्लाइड चलाएँ",
  "Pause slides": "स्लाइड रोकें",
  "Show slide {value}: {slider_name}": "स्लाइड {value} दिखाएँ: {slider_name}",
  "Henna, cones and tea, delivered across India": "मेहंदी, कोन और चाय, पूरे भारत में डिलीवरी",
  "New Arrivals": "नए प्रोडक्ट",
  "New Arrivals: {category_name}": "नए प्रोडक्ट: {category_name}",
  "Claim Your Offer": "ऑफ़र पाएँ",
  "Special Offers": "ख़ास ऑफ़र",
  "Offer cards": "ऑफ़र कार्ड",
  "Limited Time Offer!": "सीमित समय का ऑफ़र!",
  "No products in this list yet.": "इस सूची में अभी कोई प्रोडक्ट नहीं है।",
  "Popular Products": "लोकप्रिय प्रोडक्ट",
  "Show More Products": "और प्रोडक्ट देखें",
  "Welcome to {name}": "{name} में आपका स्वागत है",
  "Our shelves are being stocked: the first products will be here soon. Tell us what you are looking for.":
    "हमारी अलमारियाँ सजाई जा रही हैं: पहले प्रोडक्ट जल्द ही यहाँ होंगे। बताइए आप क्या ढूँढ रहे हैं।",
  "Thank you for stopping by. Look through what we have, or write to us and we will help you find it.":
    "आने के लिए धन्यवाद। हमारे प्रोडक्ट देखें, या हमें लिखें, हम आपकी पसंद की चीज़ ढूँढने में मदद करेंगे।",
};

export default hindi;
