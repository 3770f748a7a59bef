// When the daily backup runs and which backups are kept. The shop works in India's time (UTC+05:30,
// no daylight saving), so "03:00" and "a day" and "a week" are India's.
//
// Kept: the newest backup of each of the 7 latest days that have one, and the newest of each of the 4
// latest weeks (Monday to Sunday) that have one. A day's later backup (say "Back up now" at noon)
// replaces that day's earlier one; a week's newest backup is also often one of the daily ones.

const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/** The next instant strictly after `now` at `hour`:00 India time. */
export function nextBackupAt(now: Date, hour: number): Date {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new RangeError(`hour must be 0-23 (got ${hour})`);
  const local = now.getTime() + IST_OFFSET_MS;
  const todayAt = Math.floor(local / DAY_MS) * DAY_MS + hour * HOUR_MS;
  const next = todayAt > local ? todayAt : todayAt + DAY_MS;
  return new Date(next - IST_OFFSET_MS);
}

/** The India day a moment falls on, as days since 1970-01-01. */
function indianDay(at: Date): number {
  return Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/** The India week (starting Monday) a moment falls on. 1970-01-01 was a Thursday: day 4 is a Monday. */
function indianWeek(at: Date): number {
  return Math.floor((indianDay(at) - 4) / 7);
}

/**
 * Of the backups taken at `takenAt` (any order), the indexes to keep; the rest may be deleted.
 * Newest first within a day or week decides which one stands for it.
 */
export function backupsToKeep(
  takenAt: readonly Date[],
  keep: { daily: number; weekly: number } = { daily: KEEP_DAILY, weekly: KEEP_WEEKLY },
): Set<number> {
  const newestFirst = takenAt
    .map((at, index) => ({ at: at.getTime(), index }))
    .sort((a, b) => b.at - a.at || a.index - b.index);
  const kept = new Set<number>();
  const pick = (period: (at: Date) => number, count: number) => {
    const seen = new Set<number>();
    for (const { at, index } of newestFirst) {
      const key = period(new Date(at));
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(index);
    }
  };
  pick(indianDay, keep.daily);
  pick(indianWeek, keep.weekly);
  return kept;
}
