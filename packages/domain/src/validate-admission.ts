// Admission form rules (spec §2 Admission form, §5 Admission, §9 choices).
//
// The spec makes name, fatherName, motherName, address, pincode, mobile, email, gender and center
// required with 'This field is required'; dob and school are optional. Beyond presence we also apply the
// system-wide limits of §9 to the filled-in values, so the server cannot store what the browser would
// never send: pincode at least 5 characters ('Please enter a valid pincode'), mobile 10 digits
// ('Please enter a valid 10-digit mobile number.'), e-mail the basic pattern the browser's e-mail input
// enforces ('Please enter a valid email address.'), gender and center one of the listed choices
// ('This field is required', as an unknown choice means nothing valid was selected).
import {
  AADHAR_EXACTLY_12_DIGITS,
  AADHAR_REQUIRED,
  AADHAR_SUBMIT_TOAST,
  FIELD_REQUIRED,
  RULES_AGREEMENT_REQUIRED,
  RULES_AGREEMENT_TOAST,
} from "./messages";
import { validatePincode } from "./pincode";
import { validateResetEmail } from "./validate-auth";
import { validateDob } from "./validate-dob";
import { validateMobile } from "./validate-mobile";
import { collectErrors, type FieldValue, fieldText, validateRequired } from "./validate-required";

export const AADHAR_LENGTH = 12;

/** §9 admission gender choices. */
export const GENDER_CHOICES = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDER_CHOICES)[number];

/** §9 admission center choices (spelling as in the spec, including 'Goregoan'). */
export const CENTER_CHOICES = ["Malad (E)", "Goregoan (W)", "Malad (W)", "Andheri"] as const;
export type Center = (typeof CENTER_CHOICES)[number];

/** §5 Aadhar input: non-digits stripped, limited to 12 characters (applied on every change). */
export function sanitizeAadhaarInput(value: FieldValue): string {
  return fieldText(value).replace(/\D/g, "").slice(0, AADHAR_LENGTH);
}

/** §5 Aadhar field: 'Aadhar number is required' when blank, 'Aadhar must be exactly 12 digits' unless 12 digits. */
export function validateAadhaar(value: FieldValue): string | null {
  const text = fieldText(value);
  if (text === "") return AADHAR_REQUIRED;
  return /^\d{12}$/.test(text) ? null : AADHAR_EXACTLY_12_DIGITS;
}

/** §5 rulesAgreed: must be true, else 'You must agree to proceed'. */
export function validateRulesAgreed(value: FieldValue): string | null {
  return value === true ? null : RULES_AGREEMENT_REQUIRED;
}

/** §9 gender: one of Male, Female, Other, else 'This field is required'. */
export function validateGender(value: FieldValue): string | null {
  return (GENDER_CHOICES as readonly string[]).includes(fieldText(value)) ? null : FIELD_REQUIRED;
}

/** A place the owner lists in store setup (the Our Centers page); only `Center` places take students. */
export interface StorePlace {
  name: string;
  type: "Our Office" | "Center";
}

/**
 * The admission form's center choices: the centers the owner listed in store setup, in their order, or
 * the specification's four (§9) while the owner has listed none, so a new store's form still works.
 */
export function admissionCenters(places: readonly StorePlace[] | null | undefined): readonly string[] {
  const centers = (places ?? []).filter((place) => place.type === "Center").map((place) => place.name);
  return centers.length > 0 ? centers : CENTER_CHOICES;
}

/** §9 center: one of the store's centers (the spec's four by default), else 'This field is required'. */
export function validateCenter(
  value: FieldValue,
  choices: readonly string[] = CENTER_CHOICES,
): string | null {
  return choices.includes(fieldText(value)) ? null : FIELD_REQUIRED;
}

/** The admission payload's form fields (§3 Admission payload without user_id, user_name, main_id). */
export interface AdmissionForm {
  name?: FieldValue;
  fatherName?: FieldValue;
  motherName?: FieldValue;
  dob?: FieldValue;
  aadhar?: FieldValue;
  gender?: FieldValue;
  school?: FieldValue;
  address?: FieldValue;
  pincode?: FieldValue;
  mobile?: FieldValue;
  email?: FieldValue;
  center?: FieldValue;
  rulesAgreed?: FieldValue;
}

export type AdmissionField = keyof AdmissionForm;

/** Required first, then the format rule once something is filled in. */
const requiredThen = (value: FieldValue, rule: (value: FieldValue) => string | null): string | null =>
  validateRequired(value) ?? rule(value);

/**
 * §5 admission: required fields, date of birth (when given) from 1900 to today, Aadhar 12 digits,
 * gender/center choices, rulesAgreed; per-field messages, {} when valid. `now` decides "today" for the
 * date of birth; the server passes its clock, a form may leave it to the current time. `centers` are
 * the store's choices (`admissionCenters`).
 */
export function validateAdmission(
  form: AdmissionForm,
  now: Date = new Date(),
  centers: readonly string[] = CENTER_CHOICES,
): Partial<Record<AdmissionField, string>> {
  return collectErrors({
    name: validateRequired(form.name),
    fatherName: validateRequired(form.fatherName),
    motherName: validateRequired(form.motherName),
    dob: validateDob(form.dob, now),
    aadhar: validateAadhaar(form.aadhar),
    gender: validateGender(form.gender),
    address: validateRequired(form.address),
    pincode: requiredThen(form.pincode, validatePincode),
    mobile: requiredThen(form.mobile, validateMobile),
    email: requiredThen(form.email, validateResetEmail),
    center: validateCenter(form.center, centers),
    rulesAgreed: validateRulesAgreed(form.rulesAgreed),
  });
}

/** §5 admission submit toasts, in form order: invalid Aadhar ('... (numbers only)'), then unchecked rules. */
export function admissionSubmitToasts(form: Pick<AdmissionForm, "aadhar" | "rulesAgreed">): string[] {
  const toasts: string[] = [];
  if (validateAadhaar(form.aadhar) !== null) toasts.push(AADHAR_SUBMIT_TOAST);
  if (validateRulesAgreed(form.rulesAgreed) !== null) toasts.push(RULES_AGREEMENT_TOAST);
  return toasts;
}
