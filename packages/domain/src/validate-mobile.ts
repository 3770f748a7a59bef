// Indian mobile numbers (spec §5, §9: 10 digits, country code 91).
import { INVALID_MOBILE } from "./messages";
import { type FieldValue, fieldText } from "./validate-required";

const MOBILE_DIGITS = 10;

/** §5 mobile normalisation: drop spaces/dashes, then a leading +91 (or 91 when longer than 10 digits, or 0), then non-digits; cut to 10. */
export function normalizeMobile(value: FieldValue): string {
  let text = fieldText(value).replace(/[\s-]/g, "");
  if (text.startsWith("+91")) text = text.slice(3);
  // "Longer than 10 digits" counts digits, so '91 98765 43210' and '(91)9876543210' behave alike.
  else if (text.startsWith("91") && text.replace(/\D/g, "").length > MOBILE_DIGITS) text = text.slice(2);
  else if (text.startsWith("0")) text = text.slice(1);
  return text.replace(/\D/g, "").slice(0, MOBILE_DIGITS);
}

/** §5 mobile rule: the normalised number must be exactly 10 digits, else 'Please enter a valid 10-digit mobile number.' (also when empty). */
export function validateMobile(value: FieldValue): string | null {
  return normalizeMobile(value).length === MOBILE_DIGITS ? null : INVALID_MOBILE;
}

/** §5 register details phone input: digits only, up to 10 (applied on every keystroke). */
export function sanitizePhoneInput(value: FieldValue): string {
  return fieldText(value).replace(/\D/g, "").slice(0, MOBILE_DIGITS);
}
