import { describe, expect, it } from "vitest";
import { backupsToKeep, nextBackupAt } from "./backup-schedule.js";

describe("nextBackupAt", () => {
  it.each([
    // 03:00 India time is 21:30 UTC the day before.
    { now: "2026-11-28T06:00:00Z", hour: 3, want: "2026-11-28T21:30:00.000Z" },
    { now: "2026-11-28T21:29:59Z", hour: 3, want: "2026-11-28T21:30:00.000Z" },
    { now: "2026-11-28T21:30:00Z", hour: 3, want: "2026-11-29T21:30:00.000Z" },
    { now: "2026-11-28T21:30:01Z", hour: 3, want: "2026-11-29T21:30:00.000Z" },
    // Midnight India time is 18:30 UTC; 23:00 is 17:30 UTC.
    { now: "2026-11-28T18:29:00Z", hour: 0, want: "2026-11-28T18:30:00.000Z" },
    { now: "2026-11-28T18:31:00Z", hour: 23, want: "2026-11-29T17:30:00.000Z" },
    { now: "2026-12-31T20:00:00Z", hour: 3, want: "2026-12-31T21:30:00.000Z" },
  ])("after $now at $hour:00 IST: $want", ({ now, hour, want }) => {
    expect(nextBackupAt(new Date(now), hour).toISOString()).toBe(want);
  });

  it.each([-1, 24, 2.5])("refuses hour %s", (hour) => {
    expect(() => nextBackupAt(new Date(), hour)).toThrow(RangeError);
  });
});

describe("backupsToKeep", () => {
  // One backup a day at 03:00 IST (21:30 UTC the day before), for `days` days up to 2026-11-28.
  const daily = (days: number) =>
    Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 10, 27 - i, 21, 30)));

  it.each([
    { name: "nothing", given: [] as Date[], kept: [] as number[] },
    { name: "3 days: all", given: daily(3), kept: [0, 1, 2] },
    { name: "7 days: all", given: daily(7), kept: [0, 1, 2, 3, 4, 5, 6] },
    // 2026-11-28 is a Saturday. Days 0-6 (Nov 28-22) are the dailies; the weeks' newest are Nov 28
    // (week of the 23rd), 22 (week of the 16th), 15 (week of the 9th) and 8 (week of the 2nd).
    { name: "30 days: 7 daily and 4 weekly", given: daily(30), kept: [0, 1, 2, 3, 4, 5, 6, 13, 20] },
  ])("$name", ({ given, kept }) => {
    expect([...backupsToKeep(given)].sort((a, b) => a - b)).toEqual(kept);
  });

  it("keeps a day's newest backup, and is indifferent to the order given", () => {
    const morning = new Date("2026-11-28T00:00:00Z"); // 05:30 IST
    const noon = new Date("2026-11-28T06:30:00Z"); // 12:00 IST, the same day
    const yesterday = new Date("2026-11-27T06:30:00Z");
    expect([...backupsToKeep([morning, yesterday, noon])].sort()).toEqual([1, 2]);
  });

  it("counts India's day: 23:00 and 01:00 IST are different days, though both are the same UTC day", () => {
    const late = new Date("2026-11-27T17:30:00Z"); // 23:00 IST on the 27th
    const early = new Date("2026-11-27T19:30:00Z"); // 01:00 IST on the 28th
    expect(backupsToKeep([late, early], { daily: 2, weekly: 0 }).size).toBe(2);
    expect([...backupsToKeep([late, early], { daily: 1, weekly: 0 })]).toEqual([1]);
  });
});
