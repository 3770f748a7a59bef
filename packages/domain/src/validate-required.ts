// Presence rule shared by every form. Rules take the raw field value so apps can wrap them in yup
// `.test()` and the server can call them directly; they return the message, or null when valid.
import { FIELD_REQUIRED } from "./messages";

/** Any field value a form or request body may carry. */
export type FieldValue = string | number | boolean | null | undefined;

/** Text of a field value, trimmed; null/undefined give ''. */
export function fieldText(value: FieldValue): string {
  return value === null || value === undefined ? "" : String(value).trim();
}

/** §5 required fields ('This field is required'): blank or whitespace-only text is missing. */
export function validateRequired(value: FieldValue): string | null {
  return fieldText(value) === "" ? FIELD_REQUIRED : null;
}

/** Per-field messages of an aggregate validator: drops the fields whose rule returned null ({} when valid). */
export function collectErrors<K extends string>(
  results: Record<K, string | null>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(results) as K[]) {
    const message = results[field];
    if (message !== null) errors[field] = message;
  }
  return errors;
}
