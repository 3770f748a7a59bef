// Turns the domain's per-field messages into one 400 answer, so every mistake in a form is reported at
// once and the first one is the message the page shows.
import { parseNumber, roundToPaise } from "@henna/domain/money";
import { badRequest, type FieldError } from "../../http/api-error.js";

/** Throws 400 VALIDATION_FAILED when any field has a message; field names as the request validator writes them. */
export function rejectFieldErrors(results: Record<string, string | null | undefined>): void {
  const errors: FieldError[] = Object.entries(results)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([field, message]) => ({ field, message }));
  const [first] = errors;
  if (first) throw badRequest(first.message, errors);
}

/** Largest amount a money column holds (numeric(12,2)). */
const MAX_AMOUNT = 9_999_999_999.99;
export const AMOUNT_MESSAGE = "Must be an amount in rupees.";

/** An amount as the browser showed it (number or numeric text): rupees to the paisa, 0 when absent, null when unusable. */
export function shownAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return 0;
  const amount = parseNumber(value);
  return amount === null || amount < 0 || amount > MAX_AMOUNT ? null : roundToPaise(amount);
}

/** The message for an amount field shownAmount could not read, else null. */
export function amountError(value: number | string | null | undefined): string | null {
  return shownAmount(value) === null ? AMOUNT_MESSAGE : null;
}
