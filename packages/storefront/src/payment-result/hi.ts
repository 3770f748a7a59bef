// The payment result pages' own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  Course: "कोर्स",
  "Back to cart": "कार्ट पर वापस",
  "Order ID": "ऑर्डर ID",
  "Date & Time": "तारीख़ और समय",
  "Reference Number": "रेफ़रेंस नंबर",
  "Payment Method": "पेमेंट का तरीका",
  "Sender Name": "भेजने वाले का नाम",
  "Advance Paid": "दिया गया एडवांस",
  "Loading your payment…": "आपका पेमेंट लोड हो रहा है…",
  "Not applicable": "लागू नहीं",
  "Payment Successful": "पेमेंट हो गया",
  "Thank you for your order!": "आपके ऑर्डर के लिए धन्यवाद!",
  "Payment failed": "पेमेंट नहीं हो सका",
  "Your payment could not be processed.": "आपका पेमेंट पूरा नहीं हो पाया।",
  "We could not find this payment.": "यह पेमेंट नहीं मिला।",
  "Taking you back to your cart…": "आपको कार्ट पर वापस ले जा रहे हैं…",
  "Taking you to My Account…": "आपको मेरे अकाउंट पर ले जा रहे हैं…",
};

export default hindi;
