import { describe, expect, it } from "vitest";
import { DOB_IN_FUTURE, DOB_INVALID, kolkataToday, validateDob } from "./validate-dob";

// 23 Nov 2026, 20:00 UTC is 24 Nov 2026, 01:30 in Asia/Kolkata.
const NOW = new Date("2026-11-23T20:00:00Z");

describe("validateDob", () => {
  it.each([
    { given: "", want: null },
    { given: "   ", want: null },
    { given: undefined, want: null },
    { given: "2012-05-01", want: null },
    { given: "1900-01-01", want: null },
    { given: "2024-02-29", want: null },
    { given: "2026-11-24", want: null },
    { given: "2026-11-25", want: DOB_IN_FUTURE },
    { given: "2099-01-01", want: DOB_IN_FUTURE },
    { given: "1899-12-31", want: DOB_INVALID },
    { given: "0001-01-01", want: DOB_INVALID },
    { given: "2023-02-29", want: DOB_INVALID },
    { given: "2012-13-01", want: DOB_INVALID },
    { given: "2012-00-10", want: DOB_INVALID },
    { given: "2012-04-31", want: DOB_INVALID },
    { given: "01/05/2012", want: DOB_INVALID },
    { given: "2012-5-1", want: DOB_INVALID },
    { given: 20120501, want: DOB_INVALID },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateDob(given, NOW)).toBe(want);
  });

  it("says clearly what is wrong", () => {
    expect(DOB_INVALID).toBe("Please enter a valid date of birth.");
    expect(DOB_IN_FUTURE).toBe("Date of birth cannot be in the future.");
  });

  it.each([
    { given: "2026-11-23T18:29:59Z", want: "2026-11-23" },
    { given: "2026-11-23T18:30:00Z", want: "2026-11-24" },
  ])("today in Asia/Kolkata at $given is $want", ({ given, want }) => {
    expect(kolkataToday(new Date(given))).toBe(want);
  });
});
