// GST identification number on the checkout contact info (spec §2 Checkout, §5 "GST number optional").
// The spec gives no format; the GSTIN structure is fixed by law: 2-digit state code, the holder's
// 10-character PAN, an entity digit or letter, the letter Z, and a check character.
import { type FieldValue, fieldText } from "./validate-required";

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * NOT from the spec: a GST number that is given but not a GSTIN. The spec's form never checks the
 * format, so the browser never shows this; the server needs a text when it refuses one.
 */
export const INVALID_GST_NUMBER = "Please enter a valid 15-character GST number.";

/** Stored form of an optional GST number: trimmed and upper-cased; '' when none was given. */
export function normalizeGstNumber(value: FieldValue): string {
  return fieldText(value).toUpperCase();
}

/** §5 GST number is optional; when given it must be a GSTIN (after normalisation), else INVALID_GST_NUMBER. */
export function validateGstNumber(value: FieldValue): string | null {
  const gst = normalizeGstNumber(value);
  return gst === "" || GSTIN_PATTERN.test(gst) ? null : INVALID_GST_NUMBER;
}
