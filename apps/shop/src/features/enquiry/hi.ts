// The enquiry form's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "{sent}. We will call you within two working days.": "{sent}। हम दो कार्य-दिवसों में आपको कॉल करेंगे।",
  "See our {centers} or the {courses} we teach.": "हमारे {centers} देखें या वे {courses} जो हम सिखाते हैं।",
  "Email (optional)": "ईमेल (वैकल्पिक)",
  "Which course, which center, preferred days…": "कौन-सा कोर्स, कौन-सा सेंटर, कौन-से दिन ठीक रहेंगे…",
  "Enquiry Form": "पूछताछ फ़ॉर्म",
  "Interested in a mehendi course or a workshop for your group? Leave your details and our academy team will call you back.":
    "मेहंदी कोर्स या अपने ग्रुप के लिए वर्कशॉप में रुचि है? अपनी जानकारी छोड़ें, हमारी अकादमी टीम आपको कॉल करेगी।",
  "Submitting…": "जमा हो रहा है…",
  "What happens next": "आगे क्या होगा",
  "We call you to understand what you would like to learn.": "हम आपको कॉल करके समझेंगे कि आप क्या सीखना चाहते हैं।",
  "We suggest a course, a center near you and a batch time.":
    "हम आपके लिए कोर्स, पास का सेंटर और बैच का समय सुझाएँगे।",
  "You visit for a free trial class before you enrol.": "एडमिशन से पहले आप एक मुफ़्त ट्रायल क्लास में आएँ।",
  centers: "सेंटर",
  "Your enquiry was not sent. Please check your connection and try again.":
    "आपकी पूछताछ नहीं भेजी जा सकी। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
};

export default hindi;
