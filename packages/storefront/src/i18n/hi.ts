// The shared package's texts in Hindi, keyed by their English (the text as the code and the
// specification write it). Written as an Indian shop writes to its customers, not word for word;
// product and brand names, prices and codes stay as they are. i18n-catalogue.test.ts checks that every
// text in the code has its Hindi.
export const storefrontHindi: Record<string, string> = {};
