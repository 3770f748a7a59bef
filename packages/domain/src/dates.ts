// Dates shown to shoppers in India (spec §2 Product detail, My Account, Payment result pages; §9).
//
// Decisions:
// - "Today" is the calendar date in Asia/Kolkata of the `now` the caller passes. India has one time
//   zone, UTC+05:30, with no daylight saving, so it is computed by shifting UTC by 330 minutes rather
//   than through Intl time-zone data (same answer in every browser and in Node).
// - Dates read like en-IN's medium date, '24 Nov 2026': day without a leading zero, English month
//   abbreviation, year. The month names are fixed here, as current en-IN data writes 'Sept' while
//   older runtimes write 'Sep'; we use the current en-IN forms so output never depends on the runtime.
// - Delivery days are calendar days, not business days. Numeric text is accepted, fractions are
//   rounded (half up), negative or non-numeric values count as missing; 0 means today.
// - The order window starts at the average of the items' delivery_days rounded half up (2.5 → 3) and
//   ends 4 days later; items without delivery_days are left out of the average.
// - Calendar dates are returned as ISO 'YYYY-MM-DD' text: a date without a time has no time zone to
//   get wrong.
// - Payment time: the instant in IST (UTC + 5:30) as 'DD/MM/YY - HH:MM', 24-hour clock. A date-time
//   text without a zone designator is read as UTC (that is how the server stores timestamps); parsing
//   it as host-local time would make the result depend on the machine.
import { type NumberLike, parseNumber } from "./numbers";

/** §2 My Account orders list: delivery text when no estimate exists (kept with its rule, so a page that
 * shows a delivery estimate does not carry messages.ts). */
export const DELIVERY_ESTIMATE_NOT_AVAILABLE = "Delivery estimate not available";

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

/** Days the order window spans after its first day (§9 "to that plus 4 days"). */
export const DELIVERY_WINDOW_EXTRA_DAYS = 4;

/** A calendar date; month is 1-12. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Calendar date in Asia/Kolkata of an instant, plus a number of days. */
function kolkataDate(now: Date, addDays: number): CalendarDate {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS + addDays * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const pad2 = (n: number): string => String(n).padStart(2, "0");
const isoDate = (d: CalendarDate): string => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
const dayMonth = (d: CalendarDate): string => `${d.day} ${MONTHS[d.month - 1]}`;
const indianDate = (d: CalendarDate): string => `${dayMonth(d)} ${d.year}`;

/** Delivery days as a whole number, or null when missing, non-numeric or negative. */
export function parseDeliveryDays(value: NumberLike): number | null {
  const days = parseNumber(value);
  return days === null || days < 0 ? null : Math.round(days);
}

export interface DeliveryEstimate {
  /** 'YYYY-MM-DD' in Asia/Kolkata. */
  date: string;
  /** e.g. '24 Nov 2026'. */
  text: string;
}

/** §2 product detail: delivery estimate = today (Asia/Kolkata) + delivery_days, as '24 Nov 2026'; null without delivery_days. */
export function deliveryEstimate(now: Date, deliveryDays: NumberLike): DeliveryEstimate | null {
  const days = parseDeliveryDays(deliveryDays);
  if (days === null || Number.isNaN(now.getTime())) return null;
  const date = kolkataDate(now, days);
  return { date: isoDate(date), text: indianDate(date) };
}

export type DeliveryWindow =
  | { available: true; from: string; to: string; text: string }
  | { available: false; text: string };

/** §9 order delivery window: from today + average delivery_days (rounded) to 4 days later, as '24 Nov - 28 Nov 2026'; else 'Delivery estimate not available'. */
export function orderDeliveryWindow(
  now: Date,
  items: readonly { delivery_days?: NumberLike }[],
): DeliveryWindow {
  const days = items.map((item) => parseDeliveryDays(item.delivery_days)).filter((d) => d !== null);
  if (days.length === 0 || Number.isNaN(now.getTime())) {
    return { available: false, text: DELIVERY_ESTIMATE_NOT_AVAILABLE };
  }
  const average = Math.round(days.reduce((sum, d) => sum + d, 0) / days.length);
  const from = kolkataDate(now, average);
  const to = kolkataDate(now, average + DELIVERY_WINDOW_EXTRA_DAYS);
  const text =
    from.year === to.year
      ? `${dayMonth(from)} - ${indianDate(to)}`
      : `${indianDate(from)} - ${indianDate(to)}`;
  return { available: true, from: isoDate(from), to: isoDate(to), text };
}

// ISO date-time without 'Z' or an offset, e.g. '2026-11-24T10:00:00' or '2026-11-24 10:00:00.123'.
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** An instant from a Date, epoch milliseconds or ISO text (zone-less text read as UTC); null when invalid. */
export function parseInstant(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  let instant: Date;
  if (value instanceof Date) instant = new Date(value.getTime());
  else if (typeof value === "number") instant = new Date(value);
  else {
    const text = value.trim();
    instant = new Date(ZONELESS_DATE_TIME.test(text) ? `${text.replace(" ", "T")}Z` : text);
  }
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** §2 payment result: time shown in IST (UTC + 5:30) as 'DD/MM/YY - HH:MM'; null when the value is not a date. */
export function formatPaymentTime(value: Date | string | number | null | undefined): string | null {
  const instant = parseInstant(value);
  if (!instant) return null;
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const date = `${pad2(ist.getUTCDate())}/${pad2(ist.getUTCMonth() + 1)}/${pad2(ist.getUTCFullYear() % 100)}`;
  return `${date} - ${pad2(ist.getUTCHours())}:${pad2(ist.getUTCMinutes())}`;
}
