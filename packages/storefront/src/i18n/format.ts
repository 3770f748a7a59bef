// Dates in the reader's language through Intl (en-IN / hi-IN); rupees are in format-numbers.ts, which
// most pages need without the dates. English keeps the domain's own texts (its fixed month names, '24
// Nov 2026', so the specification's output never depends on the runtime's locale data); a Hindi reader
// gets Intl's hi-IN forms ('24 नव॰ 2026').
import { parseInstant } from "@henna/domain/dates";
import { currentLanguage, intlLocale } from "./i18n";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

// Every form is shown in UTC: a calendar date ('YYYY-MM-DD') is read as UTC midnight, and an instant is
// first shifted to India's time (UTC+05:30, no daylight saving, as the domain does), so no zone data or
// machine zone can move a day or an hour.
const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };
// 24-hour like the domain's English 'DD/MM/YY - HH:MM' (a 12-hour clock would add Latin 'am'/'pm').
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

const LONG_DATE: Intl.DateTimeFormatOptions = { ...DATE, month: "long" };
const FORMS = { date: DATE, longDate: LONG_DATE, dateTime: DATE_TIME };

function dateFormat(locale: string, kind: keyof typeof FORMS = "date"): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, FORMS[kind]);
    dateFormats.set(key, format);
  }
  return format;
}

const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * A calendar date ('YYYY-MM-DD') for the reader: the domain's English text, or Intl's hi-IN date with
 * the month short ('24 नव॰ 2026') or, for a date written out in full, long ('1 नवंबर 2026').
 */
export function readerDate(isoDate: string, englishText: string, month: "short" | "long" = "short"): string {
  if (currentLanguage() === "en") return englishText;
  const date = calendarDate(isoDate);
  if (Number.isNaN(date.getTime())) return englishText;
  return dateFormat(intlLocale(), month === "long" ? "longDate" : "date").format(date);
}

/**
 * Two calendar dates as one range ('24–28 नव॰ 2026'): the domain's English text ('24 Nov - 28 Nov
 * 2026'), or Intl's range in the reader's locale.
 */
export function readerDateRange(fromIsoDate: string, toIsoDate: string, englishText: string): string {
  if (currentLanguage() === "en") return englishText;
  const from = calendarDate(fromIsoDate);
  const to = calendarDate(toIsoDate);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) return englishText;
  return dateFormat(intlLocale()).formatRange(from, to);
}

/**
 * An instant's date and time in India for the reader: the domain's English text (formatPaymentTime,
 * 'DD/MM/YY - HH:MM'), or Intl's hi-IN date with a 24-hour time ('24 नव॰ 2026, 15:35'). `englishText`
 * is null when the value is no date, and so is the answer.
 */
export function readerDateTime(
  value: Date | string | number | null | undefined,
  englishText: string | null,
): string | null {
  if (englishText === null || currentLanguage() === "en") return englishText;
  const instant = parseInstant(value);
  if (!instant) return englishText;
  return dateFormat(intlLocale(), "dateTime").format(new Date(instant.getTime() + IST_OFFSET_MS));
}
