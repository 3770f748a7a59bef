// The academy's own texts in Hindi, keyed by their English (the text as the code and the specification
// write it). Written as an Indian shop writes to its customers, not word for word; product and brand
// names, prices and codes stay as they are. i18n-catalogue.test.ts (storefront) checks that every text
// of the code has its Hindi, with the same {placeholders}.
export const academyHindi: Record<string, string> = {
  "Saved. Only the last four digits are shown.": "सेव हो गया। सिर्फ़ आख़िरी चार अंक दिखाए जाते हैं।",
  "12 digits. Kept private: shown masked once saved.":
    "12 अंक। गोपनीय रखा जाता है: सेव होने के बाद छिपाकर दिखाया जाता है।",
  "Your saved form is below. Check it, change what is needed, and submit it again.":
    "आपका सेव किया फ़ॉर्म नीचे है। इसे जाँचें, जो बदलना हो बदलें, और फिर से जमा करें।",
  "Fill in the student's details once. You choose and pay for a course next.":
    "विद्यार्थी की जानकारी एक बार भरें। उसके बाद आप कोर्स चुनकर फ़ीस भरेंगे।",
  "Your saved form could not be loaded.": "आपका सेव किया फ़ॉर्म लोड नहीं हो पाया।",
  "Try again": "फिर से कोशिश करें",
  "Student's details": "विद्यार्थी की जानकारी",
  "Full Name": "पूरा नाम",
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
  Submit: "जमा करें",
  "You will be asked to log in when you submit.": "जमा करते समय आपसे लॉग इन करने को कहा जाएगा।",
  "Your answers stay on this page while you log in.": "लॉग इन करते समय आपके जवाब इसी पेज पर रहेंगे।",
  "New here?": "यहाँ नए हैं?",
  "Create an account": "अकाउंट बनाएँ",
  // The admission form's gender choices (@henna/domain/validate-admission GENDER_CHOICES).
  Male: "पुरुष",
  Female: "महिला",
  Other: "अन्य",
  "New here? {register} (this form is not kept while you register).":
    "यहाँ नए हैं? {register} (रजिस्टर करते समय यह फ़ॉर्म सेव नहीं रहता)।",
  "No course is open for admission right now. Tell us what you would like to learn and we will let you know when the next batch starts.":
    "अभी किसी कोर्स में एडमिशन खुला नहीं है। बताइए आप क्या सीखना चाहते हैं, अगला बैच शुरू होने पर हम आपको बताएँगे।",
  "Ask about the next batch": "अगले बैच के बारे में पूछें",
  "Browse our products": "हमारे प्रोडक्ट देखें",
  "Aadhar Number": "आधार नंबर",
  Change: "बदलें",
  "Aadhar number": "आधार नंबर",
  Hide: "छिपाएँ",
  Show: "दिखाएँ",
  "Log in to submit your form": "फ़ॉर्म जमा करने के लिए लॉग इन करें",
  "Buy Now: {title}": "अभी ख़रीदें: {title}",
  "Buy Now": "अभी ख़रीदें",
  "Learn mehendi from our artists at our centers in Malad, Goregaon and Andheri. Pick a course, fill in the admission form once, and pay the fee online.":
    "मलाड, गोरेगाँव और अंधेरी के हमारे सेंटरों में हमारे कलाकारों से मेहंदी सीखें। कोर्स चुनें, एडमिशन फ़ॉर्म एक बार भरें, और फ़ीस ऑनलाइन भरें।",
  "Select from our courses": "हमारे कोर्स में से चुनें",
  "Choose the course you are joining and pay its fee online.":
    "जिस कोर्स में आप शामिल हो रहे हैं उसे चुनें और उसकी फ़ीस ऑनलाइन भरें।",
  courses: "कोर्स",
  "Admission Form": "एडमिशन फ़ॉर्म",
};
