// The checkout's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Choose one from your addresses below.": "नीचे दिए अपने पतों में से एक चुनें।",
  "Course checkout": "कोर्स चेकआउट",
  Checkout: "चेकआउट",
  "Contact info": "संपर्क जानकारी",
  Student: "विद्यार्थी",
  Center: "सेंटर",
  "Fill in the admission form": "एडमिशन फ़ॉर्म भरें",
  "Your addresses": "आपके पते",
  "Payment method": "पेमेंट का तरीका",
  "Placing order…": "ऑर्डर हो रहा है…",
  "Prices, delivery and totals are confirmed by the shop when you place the order.":
    "ऑर्डर करते समय दुकान क़ीमत, डिलीवरी और कुल रकम की पुष्टि करती है।",
  "Add something you love to your cart, then come back here to place the order.":
    "अपनी पसंद की चीज़ कार्ट में डालें, फिर ऑर्डर करने के लिए यहाँ लौटें।",
  "Go to cart": "कार्ट पर जाएँ",
  "Loading checkout…": "चेकआउट लोड हो रहा है…",
  "GST number": "GST नंबर",
  "Not added (optional)": "नहीं जोड़ा (वैकल्पिक)",
  "E-mail": "ईमेल",
  "Edit contact info": "संपर्क जानकारी बदलें",
  "GST number (optional)": "GST नंबर (वैकल्पिक)",
  Save: "सेव करें",
  "Order summary": "ऑर्डर का सारांश",
  Items: "आइटम",
  "To pay now": "अभी देना है",
  "Remaining (at the center)": "बाक़ी (सेंटर पर)",
  "Remaining (on delivery)": "बाक़ी (डिलीवरी पर)",
  "The shop worked out the final amount:": "दुकान ने अंतिम रकम तय की है:",
  "No payment method is available right now. Please contact us to order.":
    "अभी कोई पेमेंट तरीका उपलब्ध नहीं है। ऑर्डर के लिए कृपया हमसे संपर्क करें।",
  "Pay the rest at the center.": "बाक़ी रकम सेंटर पर दें।",
  "Sandbox payment": "सैंडबॉक्स पेमेंट",
  "Test mode: no money moves. Choose how this payment ends.":
    "टेस्ट मोड: कोई पैसा नहीं कटेगा। चुनें कि यह पेमेंट कैसे ख़त्म हो।",
  Paying: "पेमेंट",
  "Gateway order": "गेटवे ऑर्डर",
  "Failing the payment…": "पेमेंट फ़ेल किया जा रहा है…",
  "Confirming your payment…": "आपके पेमेंट की पुष्टि हो रही है…",
  Pay: "पेमेंट करें",
  Fail: "फ़ेल करें",
  "Please fill in the admission form before paying for the course.":
    "कोर्स की फ़ीस भरने से पहले कृपया एडमिशन फ़ॉर्म भरें।",
  "Payment not completed. Your order is saved: place it again to pay.":
    "पेमेंट पूरा नहीं हुआ। आपका ऑर्डर सेव है: पेमेंट के लिए फिर से ऑर्डर करें।",
  "Place order and pay {value}": "ऑर्डर करें और {value} चुकाएँ",
  "Place order": "ऑर्डर करें",
  "Contact details updated": "संपर्क जानकारी अपडेट हो गई",
  "Calculated at order": "ऑर्डर के समय तय होगा",
  Free: "मुफ़्त",
  "UPI, cards, net banking or wallets, paid securely online.":
    "UPI, कार्ड, नेट बैंकिंग या वॉलेट से, सुरक्षित ऑनलाइन पेमेंट।",
  "Pay when your order arrives.": "ऑर्डर आने पर पेमेंट करें।",
  "Pay at the center": "सेंटर पर पेमेंट करें",
  "The payment could not be started. Please try again.": "पेमेंट शुरू नहीं हो सका। कृपया फिर से कोशिश करें।",
};

export default hindi;
