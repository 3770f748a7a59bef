// The shared package's texts in Hindi, keyed by their English (the text as the code and the
// specification write it). Written as an Indian shop writes to its customers, not word for word;
// product and brand names, prices and codes stay as they are. i18n-catalogue.test.ts checks that every
// text in the code has its Hindi.
export const storefrontHindi: Record<string, string> = {
  // offline/ (offline-texts.ts): the offline notice, the new-version prompt, actions that need a connection
  "You are offline": "आप ऑफ़लाइन हैं",
  "Pages and the cart you have seen stay open. We refresh them when you are back online.": "जो पेज और कार्ट आप देख चुके हैं, वे खुले रहेंगे। इंटरनेट वापस आते ही हम उन्हें ताज़ा कर देंगे।",
  "New version available": "नया वर्ज़न आ गया है",
  "Reload": "रीलोड करें",
  "You are offline. This needs a connection: nothing you entered is lost, try again when you are back online.": "आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए: आपका भरा हुआ कुछ भी नहीं खोया है, इंटरनेट आने पर फिर से कोशिश करें।",
  "You are offline. Checkout and payment need a connection; your cart is kept.": "आप ऑफ़लाइन हैं। चेकआउट और पेमेंट के लिए इंटरनेट चाहिए; आपकी कार्ट सुरक्षित है।",
  "You are offline. Your answers are kept on this device; submit them when you are back online.": "आप ऑफ़लाइन हैं। आपके जवाब इसी डिवाइस पर सुरक्षित हैं; इंटरनेट आने पर फ़ॉर्म जमा करें।",
};
