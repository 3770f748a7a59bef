// Paging and date filters shared by the back office's lists.
export const DEFAULT_PAGE_SIZE = 25;

export function pageOf(query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

// The shop is in India: a day in a filter is a day in India time (UTC+05:30, no daylight saving).
const IST = "+05:30";

/** `from` and `to` days (YYYY-MM-DD, both inclusive) as an instant range [from, to). */
export function dayRange(from?: string, to?: string): { from: Date | null; to: Date | null } {
  const start = from ? new Date(`${from}T00:00:00${IST}`) : null;
  let end: Date | null = null;
  if (to) {
    end = new Date(`${to}T00:00:00${IST}`);
    end.setUTCDate(end.getUTCDate() + 1);
  }
  return { from: start, to: end };
}

/** A user's text inside a LIKE pattern, matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
