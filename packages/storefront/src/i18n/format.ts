// Numbers, dates and rupees in the reader's language through Intl (en-IN / hi-IN). English keeps the
// domain's own texts (its fixed month names, '24 Nov 2026', so the specification's output never depends
// on the runtime's locale data); a Hindi reader gets Intl's hi-IN forms ('24 नव॰ 2026').
import {
  formatRupees as englishRupees,
  type FormatRupeesOptions,
  type NumberLike,
} from "@henna/domain/money";
import { currentLanguage, intlLocale } from "./i18n";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    // A calendar date ('YYYY-MM-DD') is read as UTC midnight and shown in UTC: no zone can shift its day.
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format;
}

/** A calendar date ('YYYY-MM-DD') for the reader: the domain's English text, or Intl's hi-IN date. */
export function readerDate(isoDate: string, englishText: string): string {
  if (currentLanguage() === "en") return englishText;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? englishText : dateFormat(intlLocale()).format(date);
}

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

/** A count for the reader (Indian grouping: 1,20,000). */
export function readerNumber(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}
