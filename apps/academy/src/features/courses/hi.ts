// The course pages' own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "No course is open for admission right now. Tell us what you would like to learn and we will let you know when the next batch starts.":
    "अभी किसी कोर्स में एडमिशन खुला नहीं है। बताइए आप क्या सीखना चाहते हैं, अगला बैच शुरू होने पर हम आपको बताएँगे।",
  "Ask about the next batch": "अगले बैच के बारे में पूछें",
  "Showing 1 course": "1 कोर्स दिखाया जा रहा है",
  "Showing {shown} courses": "{shown} कोर्स दिखाए जा रहे हैं",
  "1 course": "1 कोर्स",
  "{count} courses": "{count} कोर्स",
  "Browse our products": "हमारे प्रोडक्ट देखें",
  "Buy Now: {title}": "अभी ख़रीदें: {title}",
  "Learn mehendi from our artists at our centers in Malad, Goregaon and Andheri. Pick a course, fill in the admission form once, and pay the fee online.":
    "मलाड, गोरेगाँव और अंधेरी के हमारे सेंटरों में हमारे कलाकारों से मेहंदी सीखें। कोर्स चुनें, एडमिशन फ़ॉर्म एक बार भरें, और फ़ीस ऑनलाइन भरें।",
  "Select from our courses": "हमारे कोर्स में से चुनें",
  "Choose the course you are joining and pay its fee online.":
    "जिस कोर्स में आप शामिल हो रहे हैं उसे चुनें और उसकी फ़ीस ऑनलाइन भरें।",
};

export default hindi;
