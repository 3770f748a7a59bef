// Rupees in the reader's language through Intl (en-IN / hi-IN). English keeps the domain's
// own rupee text; dates are in format.ts.
import { formatRupees as englishRupees, type FormatRupeesOptions } from "@henna/domain/money";
import type { NumberLike } from "@henna/domain/numbers";
import { currentLanguage, intlLocale } from "./i18n";

/** Rupees for the reader (₹ and Indian grouping in both languages; Intl with the reader's locale). */
export function readerRupees(amount: NumberLike, options: FormatRupeesOptions = {}): string {
  if (currentLanguage() === "en") return englishRupees(amount, options);
  const value = Number(amount);
  if (!Number.isFinite(value)) return englishRupees(amount, options);
  const paise = options.paise === "always" || Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(intlLocale(), {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: paise ? 2 : 0,
    maximumFractionDigits: paise ? 2 : 0,
  }).format(value);
}
