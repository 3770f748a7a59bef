// Date of birth on the admission form (spec §5: optional). When given it must be a real calendar date
// written YYYY-MM-DD (what a date input sends), not after today and not before 1900; anything else is
// a typing slip, answered with one message.
//
// "Today" is the calendar date in Asia/Kolkata of the instant the caller passes (India has one time
// zone, UTC+05:30, no daylight saving), so a child born today in Mumbai is accepted at 01:00 IST.
import { type FieldValue, fieldText } from "./validate-required";

export const DOB_INVALID = "Please enter a valid date of birth.";
export const DOB_IN_FUTURE = "Date of birth cannot be in the future.";
/** The earliest date of birth accepted. */
export const DOB_EARLIEST = "1900-01-01";

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date in Asia/Kolkata of an instant, as YYYY-MM-DD. */
export function kolkataToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-30 over to 2 March; a real date reads back unchanged.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Empty is allowed; otherwise a real YYYY-MM-DD date from 1900-01-01 up to today (Asia/Kolkata). */
export function validateDob(value: FieldValue, now: Date): string | null {
  const text = fieldText(value);
  if (text === "") return null;
  if (!isCalendarDate(text) || text < DOB_EARLIEST) return DOB_INVALID;
  // ISO dates compare as text in calendar order.
  return text > kolkataToday(now) ? DOB_IN_FUTURE : null;
}
