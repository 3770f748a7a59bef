import { describe, expect, it } from "vitest";
import { financialYear, formatCreditNoteNumber, formatInvoiceNumber } from "./invoice-number";

describe("financialYear", () => {
  it.each([
    { given: "2026-04-01T00:00:00+05:30", want: "2026-27" },
    { given: "2026-03-31T23:59:59+05:30", want: "2025-26" },
    // 31 March 20:00 UTC is already 1 April in India.
    { given: "2026-03-31T20:00:00Z", want: "2026-27" },
    { given: "2026-12-31T12:00:00Z", want: "2026-27" },
    { given: "2027-01-15T12:00:00Z", want: "2026-27" },
    { given: "2099-06-01T00:00:00Z", want: "2099-00" },
  ])("$given → $want", ({ given, want }) => {
    expect(financialYear(new Date(given))).toBe(want);
  });
});

describe("formatInvoiceNumber", () => {
  it.each([
    { year: "2026-27", n: 1, want: "INV/2026-27/000001" },
    { year: "2026-27", n: 123456, want: "INV/2026-27/123456" },
    { year: "2026-27", n: 1234567, want: "INV/2026-27/1234567" },
  ])("$n → $want", ({ year, n, want }) => {
    expect(formatInvoiceNumber(year, n)).toBe(want);
  });

  it.each([0, -1, 1.5])("refuses sequence %s", (n) => {
    expect(() => formatInvoiceNumber("2026-27", n)).toThrow(RangeError);
  });
});

describe("formatCreditNoteNumber", () => {
  it.each([
    { year: "2026-27", n: 1, want: "CN/2026-27/000001" },
    { year: "2027-28", n: 42, want: "CN/2027-28/000042" },
  ])("$n → $want", ({ year, n, want }) => {
    expect(formatCreditNoteNumber(year, n)).toBe(want);
  });

  it("refuses sequence 0", () => {
    expect(() => formatCreditNoteNumber("2026-27", 0)).toThrow(RangeError);
  });
});
