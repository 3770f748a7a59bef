// The contact page's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "(opens in a new tab)": "(नए टैब में खुलेगा)",
  Phone: "फ़ोन",
  Message: "संदेश",
  "How can we help?": "हम आपकी क्या मदद करें?",
  "Send Message": "संदेश भेजें",
  "Send us a message": "हमें संदेश भेजें",
  "All fields except the message are required.": "संदेश के अलावा सभी जानकारी भरना ज़रूरी है।",
  "Get In Touch": "संपर्क करें",
  "Questions about an order, bulk henna for a wedding, or a class? Write to us and our team will get back to you.":
    "ऑर्डर के बारे में सवाल, शादी के लिए थोक में मेहंदी, या कोई क्लास? हमें लिखें, हमारी टीम आपसे संपर्क करेगी।",
  "Contact details": "संपर्क की जानकारी",
  "Visit us": "हमसे मिलने आएँ",
  "Address not available": "पता उपलब्ध नहीं",
  "Call us": "हमें कॉल करें",
  "Phone not available": "फ़ोन नंबर उपलब्ध नहीं",
  "Chat on WhatsApp": "WhatsApp पर चैट करें",
  "Email us": "हमें ईमेल करें",
  "Use the form and we will write back.": "फ़ॉर्म भरें, हम आपको जवाब देंगे।",
  Hours: "समय",
  "Monday to Saturday, 10 am to 7 pm. We answer messages within one business day.":
    "सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक। हम एक कार्य-दिवस में संदेशों का जवाब देते हैं।",
  "Some contact details could not be loaded. Check your connection and try again.":
    "संपर्क की कुछ जानकारी लोड नहीं हो पाई। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
};

export default hindi;
