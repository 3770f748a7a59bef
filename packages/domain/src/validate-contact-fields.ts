// Field rules of the contact and enquiry forms (spec §2 Contact, Enquiry; §5: name, email and phone
// required on the contact form). Each field gets one message at a time: 'This field is required' while
// it is blank, then what is wrong with what was typed, so the form never sends what the server refuses
// (POST /leads needs a valid e-mail and a 10-digit mobile; POST /inquiry a 10-digit mobile).
import { validateResetEmail } from "./validate-auth";
import { validateMobile } from "./validate-mobile";
import { type FieldValue, fieldText, validateRequired } from "./validate-required";

/** Contact e-mail: required, then the basic pattern x@y.z ('Please enter a valid email address.'). */
export function validateContactEmail(value: FieldValue): string | null {
  return validateRequired(value) ?? validateResetEmail(value);
}

/** Contact phone: required, then a 10-digit mobile after §5 normalisation. */
export function validateContactPhone(value: FieldValue): string | null {
  return validateRequired(value) ?? validateMobile(value);
}

/** Enquiry mobile: required, then a 10-digit mobile after §5 normalisation. */
export const validateEnquiryMobile = validateContactPhone;

/** Enquiry e-mail: optional (the server needs only name and mobile); when typed, the basic pattern. */
export function validateOptionalEmail(value: FieldValue): string | null {
  return fieldText(value) === "" ? null : validateResetEmail(value);
}
