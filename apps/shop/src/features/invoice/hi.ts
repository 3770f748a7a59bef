// The invoice's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Invoice lines": "इनवॉइस की लाइनें",
  HSN: "HSN",
  "Taxable value": "कर योग्य मूल्य",
  "GST rate": "GST दर",
  "(charge)": "(चार्ज)",
  "Which invoice?": "कौन-सा इनवॉइस?",
  "Open an invoice with Download Invoice on an order's tracking page.":
    "ऑर्डर के ट्रैकिंग पेज पर 'इनवॉइस डाउनलोड करें' से इनवॉइस खोलें।",
  "Loading the invoice…": "इनवॉइस लोड हो रहा है…",
  "Invoice not ready yet": "इनवॉइस अभी तैयार नहीं है",
  "Invoice not found": "इनवॉइस नहीं मिला",
  "We could not load the invoice": "इनवॉइस लोड नहीं हो पाया",
  "Back to tracking": "ट्रैकिंग पर वापस",
  Print: "प्रिंट करें",
  "GSTIN:": "GSTIN:",
  "State:": "राज्य:",
  "Tax Invoice": "टैक्स इनवॉइस",
  "Invoice No.": "इनवॉइस नं.",
  "Invoice date": "इनवॉइस की तारीख़",
  "Order date": "ऑर्डर की तारीख़",
  "This order was cancelled after it was invoiced.": "इनवॉइस बनने के बाद यह ऑर्डर रद्द हो गया।",
  Recipient: "पाने वाला",
  "Billed to": "बिल किसके नाम",
  "Mobile:": "मोबाइल:",
  "Shipped to": "डिलीवरी का पता",
  "Place of supply:": "सप्लाई का स्थान:",
  "Supply within the state: CGST + SGST": "राज्य के अंदर सप्लाई: CGST + SGST",
  "Supply to another state: IGST": "दूसरे राज्य में सप्लाई: IGST",
  "Invoice totals": "इनवॉइस का योग",
  "Invoice total": "इनवॉइस की कुल रकम",
  "Advance paid": "दिया गया एडवांस",
  "Remaining (due on delivery)": "बाक़ी (डिलीवरी पर देना है)",
  "Amount in words:": "रकम शब्दों में:",
  "Prices exclude GST: the GST of each line was added at checkout, at the rate of its HSN or SAC code.":
    "क़ीमतों में GST शामिल नहीं है: हर लाइन का GST चेकआउट पर उसके HSN या SAC कोड की दर से जोड़ा गया।",
  "All prices include GST; the tax shown is the part of each amount that is GST, at the rate of its HSN code.":
    "सभी क़ीमतें GST सहित हैं; दिखाया गया टैक्स हर रकम में शामिल GST का हिस्सा है, उसके HSN कोड की दर से।",
  "This is a computer-generated invoice and needs no signature.":
    "यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं।",
  "The order summary at checkout listed a fixed line “{line}” of {amount}. It was charged with this order and is shown above as a charge, with the GST it contains; the GST of this invoice is {tax}.":
    "चेकआउट पर ऑर्डर के सारांश में {amount} की एक तय लाइन “{line}” थी। यह इसी ऑर्डर के साथ ली गई और ऊपर चार्ज के रूप में, उसमें शामिल GST के साथ दिखाई गई है; इस इनवॉइस का GST {tax} है।",
  "Not known": "पता नहीं",
  "Credit Note": "क्रेडिट नोट",
  "Credit note No.": "क्रेडिट नोट नं.",
  "Credit note date": "क्रेडिट नोट की तारीख़",
  "Against invoice No.": "इनवॉइस नं. के बदले",
  "Credit note totals": "क्रेडिट नोट का योग",
  "Total credited": "कुल क्रेडिट की गई रकम",
  "Reason:": "कारण:",
  "This credit note reduces the taxable value and GST of the invoice above by the amounts shown, for the goods or charges refunded.":
    "यह क्रेडिट नोट ऊपर लिखे इनवॉइस के कर योग्य मूल्य और GST को, लौटाए गए सामान या चार्ज के लिए, दिखाई गई रकम से घटाता है।",
  "This is a computer-generated credit note and needs no signature.":
    "यह कंप्यूटर से बना क्रेडिट नोट है, इस पर हस्ताक्षर की ज़रूरत नहीं।",
  "Loading the credit note…": "क्रेडिट नोट लोड हो रहा है…",
  "Credit note not found": "क्रेडिट नोट नहीं मिला",
  "We could not find this credit note in your account. Open it from the order's invoice.":
    "यह क्रेडिट नोट आपके अकाउंट में नहीं मिला। इसे ऑर्डर के इनवॉइस से खोलें।",
  "We could not load the credit note": "क्रेडिट नोट लोड नहीं हो पाया",
  "Back to the invoice": "इनवॉइस पर वापस",
  "Credit notes": "क्रेडिट नोट",
  "Credit note {number} of {date}: {amount}": "{date} का क्रेडिट नोट {number}: {amount}",
};

export default hindi;
