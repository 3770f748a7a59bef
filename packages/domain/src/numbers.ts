/**
 * Loose numbers as old data holds them (§3): a number, numeric text, or nothing. A leaf module, so code
 * that only reads stored values (the guest cart at start) does not carry the money rules with it.
 */

/** A number as old data may hold it: a number, numeric text, or nothing. */
export type NumberLike = number | string | null | undefined;

/** §3 loose numbers: parses a number or numeric text (Indian digit grouping commas allowed); null when absent or unparsable. */
export function parseNumber(value: NumberLike): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  // "1,20,000" is how amounts are written in India; commas carry no meaning for the value.
  const text = value.trim().replaceAll(",", "");
  if (text === "") return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** §3 loose numbers: like parseNumber, but absent or unparsable values count as 0. */
export function toNumber(value: NumberLike): number {
  return parseNumber(value) ?? 0;
}
