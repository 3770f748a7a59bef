// The academy's own texts in Hindi, keyed by their English (the text as the code and the specification
// write it). Written as an Indian shop writes to its customers, not word for word; product and brand
// names, prices and codes stay as they are. i18n-catalogue.test.ts (storefront) checks that every text
// of the code has its Hindi, with the same {placeholders}. Only the core is here: what the chrome shows
// and what pages of two folders or more share; a page's own texts are in its folder's hi.ts.
export const academyHindi: Record<string, string> = {
  "Try again": "फिर से कोशिश करें",
  "Full Name": "पूरा नाम",
  Submit: "जमा करें",
  "Create an account": "अकाउंट बनाएँ",
  // The admission form's gender choices (@henna/domain/validate-admission GENDER_CHOICES).
  Male: "पुरुष",
  Female: "महिला",
  Other: "अन्य",
  Hide: "छिपाएँ",
  Show: "दिखाएँ",
  "Buy Now": "अभी ख़रीदें",
  courses: "कोर्स",
  "Admission Form": "एडमिशन फ़ॉर्म",
};
