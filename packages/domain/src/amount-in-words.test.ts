import { describe, expect, it } from "vitest";
import { indianNumberInWords, rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it.each([
    { given: 0, want: "Rupees Zero Only" },
    { given: 1, want: "Rupees One Only" },
    { given: 0.5, want: "Fifty Paise Only" },
    { given: 21, want: "Rupees Twenty-One Only" },
    { given: 338, want: "Rupees Three Hundred Thirty-Eight Only" },
    { given: "1200.50", want: "Rupees One Thousand Two Hundred and Fifty Paise Only" },
    { given: 100000, want: "Rupees One Lakh Only" },
    { given: 120450.5, want: "Rupees One Lakh Twenty Thousand Four Hundred Fifty and Fifty Paise Only" },
    {
      given: 12345678.9,
      want: "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only",
    },
    { given: 10_000_000_000, want: "Rupees One Thousand Crore Only" },
    { given: 1.005, want: "Rupees One and One Paise Only" },
    { given: -5, want: "Minus Rupees Five Only" },
  ])("$given → $want", ({ given, want }) => {
    expect(rupeesInWords(given)).toBe(want);
  });
});

describe("indianNumberInWords", () => {
  it.each([
    { given: 19, want: "Nineteen" },
    { given: 90, want: "Ninety" },
    { given: 101, want: "One Hundred One" },
    { given: 99_99_999, want: "Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine" },
    { given: 1_00_00_00_000, want: "One Hundred Crore" },
  ])("$given → $want", ({ given, want }) => {
    expect(indianNumberInWords(given)).toBe(want);
  });
});
