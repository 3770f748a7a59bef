/** A revision date: the calendar date, and how the English page writes it. */
export interface RevisionDate {
  date: string;
  text: string;
}

/** When the published policies were last revised (shown under each title). */
export const POLICIES_UPDATED: RevisionDate = { date: "2026-11-01", text: "1 November 2026" };
