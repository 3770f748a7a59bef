// The shop's own texts in Hindi, keyed by their English (the text as the code and the specification
// write it). Written as an Indian shop writes to its customers, not word for word; product and brand
// names, prices and codes stay as they are. i18n-catalogue.test.ts (storefront) checks every text of
// the shop's code has its Hindi here or in the shared catalogue.
export const shopHindi: Record<string, string> = {};
