// An invoice total in words, as Indian invoices write it (Indian numbering: thousand, lakh, crore).
//
// Decisions:
// - 'Rupees One Lakh Twenty Thousand Four Hundred Fifty and Fifty Paise Only'; no paise part when the
//   paise are 0; 'Rupees Zero Only' for nothing; 'Fifty Paise Only' below one rupee.
// - Tens and units join with a hyphen (Twenty-One); no 'and' inside the rupee part.
// - Above 99 crore the crore count is itself written the Indian way ('One Lakh Crore').
// - The amount is rounded to paise first (half away from zero); a negative amount reads 'Minus ...'.
import { type NumberLike, toPaise } from "./money";

const UNITS = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
] as const;
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"] as const;

/** 0-99 in words ('Zero' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? "";
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens}-${UNITS[n % 10]}`;
}

/** 1-999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${UNITS[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function indianNumberInWords(value: number): string {
  const n = Math.trunc(Math.abs(value));
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianNumberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** A rupee amount in words for an invoice: 'Rupees One Thousand Two Hundred and Fifty Paise Only'. */
export function rupeesInWords(amount: NumberLike): string {
  const paise = toPaise(amount);
  const sign = paise < 0 ? "Minus " : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const cents = abs % 100;
  if (rupees === 0 && cents > 0) return `${sign}${belowHundred(cents)} Paise Only`;
  const rupeePart = `Rupees ${indianNumberInWords(rupees)}`;
  return cents > 0 ? `${sign}${rupeePart} and ${belowHundred(cents)} Paise Only` : `${sign}${rupeePart} Only`;
}
