// The admission form's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Saved. Only the last four digits are shown.": "सेव हो गया। सिर्फ़ आख़िरी चार अंक दिखाए जाते हैं।",
  "12 digits. Kept private: shown masked once saved.":
    "12 अंक। गोपनीय रखा जाता है: सेव होने के बाद छिपाकर दिखाया जाता है।",
  "Your saved form is below. Check it, change what is needed, and submit it again.":
    "आपका सेव किया फ़ॉर्म नीचे है। इसे जाँचें, जो बदलना हो बदलें, और फिर से जमा करें।",
  "Fill in the student's details once. You choose and pay for a course next.":
    "विद्यार्थी की जानकारी एक बार भरें। उसके बाद आप कोर्स चुनकर फ़ीस भरेंगे।",
  "Your saved form could not be loaded.": "आपका सेव किया फ़ॉर्म लोड नहीं हो पाया।",
  "Student's details": "विद्यार्थी की जानकारी",
  "Father Name": "पिता का नाम",
  "Mother Name": "माता का नाम",
  "Date of Birth": "जन्म तिथि",
  Optional: "वैकल्पिक",
  Gender: "लिंग",
  "Select gender": "लिंग चुनें",
  "School Name": "स्कूल का नाम",
  "Contact Number": "संपर्क नंबर",
  "Email ID": "ईमेल ID",
  "Select Center": "सेंटर चुनें",
  "Select a center": "कोई सेंटर चुनें",
  "I have read and agree to the Rules & Regulations": "मैंने नियम और शर्तें पढ़ ली हैं और मैं उनसे सहमत हूँ",
  "Submitting...": "जमा हो रहा है...",
  "You will be asked to log in when you submit.": "जमा करते समय आपसे लॉग इन करने को कहा जाएगा।",
  "Your answers stay on this page while you log in.": "लॉग इन करते समय आपके जवाब इसी पेज पर रहेंगे।",
  "New here? {register} (this form is not kept while you register).":
    "यहाँ नए हैं? {register} (रजिस्टर करते समय यह फ़ॉर्म सेव नहीं रहता)।",
  "Aadhar Number": "आधार नंबर",
  Change: "बदलें",
  "Aadhar number": "आधार नंबर",
  "Log in to submit your form": "फ़ॉर्म जमा करने के लिए लॉग इन करें",
};

export default hindi;
