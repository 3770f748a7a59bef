// A coupon's validity as the owner picks it: calendar days in India. It starts at the first moment of
// its first day and ends at the last moment of its last day (IST), the instants the server keeps.
import { couponDateText } from "@henna/domain/coupon-validity";

export function startOfDay(day: string): string | null {
  return day ? new Date(`${day}T00:00:00.000+05:30`).toISOString() : null;
}

export function endOfDay(day: string): string | null {
  return day ? new Date(`${day}T23:59:59.999+05:30`).toISOString() : null;
}

/** The calendar day in India of a stored instant, as a date input reads it ('' for none). */
export function dayOf(instant: string | null): string {
  return couponDateText(instant) ?? "";
}
