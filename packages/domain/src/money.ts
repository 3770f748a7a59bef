/**
 * Money and loose numbers.
 *
 * Prices are rupees (possibly with paise) in the API and in old data they may arrive as numeric text.
 * Arithmetic that must be exact (totals, discounts) goes through integer paise; rounding is half away
 * from zero on the decimal value the user sees, so 1.005 rounds to 1.01, not to the 1.00 that
 * binary floating point would give.
 */

import { type NumberLike, parseNumber, toNumber } from "./numbers";

export { type NumberLike, parseNumber, toNumber };

/** Scales a finite non-negative number by 10^digits on its shortest decimal text, so 1.005 becomes exactly 100.5. */
function shiftDecimal(abs: number, digits: number): number {
  const text = String(abs);
  // Exponent notation only appears for very small or very large values, where plain scaling is exact enough.
  if (text.includes("e")) return abs * 10 ** digits;
  return Number(`${text}e${digits}`);
}

/** §9 currency rupee: rupees to whole paise, rounding half away from zero (1.005 -> 101). */
export function toPaise(rupees: NumberLike): number {
  const value = toNumber(rupees);
  const paise = Math.round(shiftDecimal(Math.abs(value), 2));
  return value < 0 && paise !== 0 ? -paise : paise;
}

/** §9 currency rupee: whole paise back to rupees (non-integer paise are rounded first). */
export function fromPaise(paise: number): number {
  const whole = Number.isFinite(paise) ? Math.round(paise) : 0;
  return whole === 0 ? 0 : whole / 100;
}

/** §9 currency rupee: an amount rounded to paise (2 decimals), half away from zero. */
export function roundToPaise(rupees: NumberLike): number {
  return fromPaise(toPaise(rupees));
}

/** §9 currency rupee (advance share is a rounded total): an amount rounded to whole rupees, half away from zero. */
export function roundToRupees(rupees: NumberLike): number {
  const value = toNumber(rupees);
  // Rounded directly, not via paise: going through paise first would round 1.495 up twice to 2.
  const whole = Math.round(Math.abs(value));
  return value < 0 && whole !== 0 ? -whole : whole;
}

/** §3 checkout data totalAfterDiscount: the amount as plain text with exactly 2 decimals ("1234.50", no grouping). */
export function toFixed2Text(rupees: NumberLike): string {
  const paise = toPaise(rupees);
  const abs = Math.abs(paise);
  // Built from integers so no floating point formatting can disagree with toPaise.
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return paise < 0 ? `-${text}` : text;
}

const rupeesWithPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export interface FormatRupeesOptions {
  /** "auto" (default) hides ".00" on whole amounts; "always" shows 2 decimals. */
  paise?: "auto" | "always";
}

/** §9 currency rupee: the one display format for money, en-IN with ₹ and Indian grouping ("₹1,20,000", "₹99.50"). */
export function formatRupees(amount: NumberLike, options: FormatRupeesOptions = {}): string {
  const paise = toPaise(amount);
  const showPaise = options.paise === "always" || paise % 100 !== 0;
  return (showPaise ? rupeesWithPaise : wholeRupees).format(fromPaise(paise));
}
