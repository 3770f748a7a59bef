// Dates the reports are asked for, in India's days.
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today in India as 'YYYY-MM-DD'. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const MONTH_NAME = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** '2026-11' → 'November 2026'. */
export function monthName(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : MONTH_NAME.format(date);
}
