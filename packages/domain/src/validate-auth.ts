// Login, register and reset-password rules (spec §5; limits §9: password 6, OTP 6 digits).
import {
  INVALID_EMAIL_REGISTER,
  INVALID_EMAIL_RESET,
  INVALID_MOBILE,
  OTP_INCOMPLETE,
  PASSWORD_TOO_SHORT_LOGIN,
  PASSWORD_TOO_SHORT_RESET,
  PASSWORDS_DO_NOT_MATCH,
} from "./messages";
import { collectErrors, type FieldValue, fieldText, validateRequired } from "./validate-required";

export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;

// Passwords are compared and counted as typed: trimming would silently change the secret.
const rawText = (value: FieldValue): string => (value === null || value === undefined ? "" : String(value));

/** §5 register details e-mail: must contain '@' and a dot, else 'Invalid email address.'. */
export function validateRegisterEmail(value: FieldValue): string | null {
  const email = fieldText(value);
  return email.includes("@") && email.includes(".") ? null : INVALID_EMAIL_REGISTER;
}

// The "basic pattern": something@something.something, no spaces.
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §5 reset e-mail: basic pattern x@y.z, else 'Please enter a valid email address.'. */
export function validateResetEmail(value: FieldValue): string | null {
  return BASIC_EMAIL.test(fieldText(value)) ? null : INVALID_EMAIL_RESET;
}

/** §5 login and register password: at least 6 characters, else 'Password must be at least 6 characters long.'. */
export function validateLoginPassword(value: FieldValue): string | null {
  return rawText(value).length >= PASSWORD_MIN_LENGTH ? null : PASSWORD_TOO_SHORT_LOGIN;
}

/** §5 reset new password: at least 6 characters, else 'Password must be at least 6 characters.'. */
export function validateResetPassword(value: FieldValue): string | null {
  return rawText(value).length >= PASSWORD_MIN_LENGTH ? null : PASSWORD_TOO_SHORT_RESET;
}

/** §5 reset confirmation: must equal the new password, else 'Passwords do not match.'. */
export function validatePasswordsMatch(password: FieldValue, confirmation: FieldValue): string | null {
  return rawText(password) === rawText(confirmation) ? null : PASSWORDS_DO_NOT_MATCH;
}

/** §5 OTP: exactly 6 digits, else 'Please enter all 6 digits of OTP'. */
export function validateOtp(value: FieldValue): string | null {
  return /^\d{6}$/.test(fieldText(value)) ? null : OTP_INCOMPLETE;
}

/** §2 register OTP boxes: one digit per box; joins the boxes after keeping one digit of each. */
export function joinOtpBoxes(boxes: readonly FieldValue[]): string {
  return boxes
    .slice(0, OTP_LENGTH)
    .map((box) => fieldText(box).replace(/\D/g, "").slice(-1))
    .join("");
}

export interface LoginForm {
  email?: FieldValue;
  password?: FieldValue;
}

/** §5 login: e-mail required, password at least 6; per-field messages, {} when valid. */
export function validateLogin(form: LoginForm): Partial<Record<keyof LoginForm, string>> {
  return collectErrors({
    email: validateRequired(form.email),
    password: validateLoginPassword(form.password),
  });
}

/** Body of POST /registeruser/api/signup (§7) as the details step collects it. */
export interface SignupForm {
  email?: FieldValue;
  full_name?: FieldValue;
  mobile?: FieldValue;
  password?: FieldValue;
}

/** §5 register details: e-mail with @ and a dot, full name required, phone digits only up to 10 (optional), password at least 6; {} when valid. */
export function validateSignup(form: SignupForm): Partial<Record<keyof SignupForm, string>> {
  return collectErrors({
    email: validateRegisterEmail(form.email),
    full_name: validateRequired(form.full_name),
    // The spec requires only name and password; the phone input keeps digits only, at most 10.
    mobile: /^\d{0,10}$/.test(fieldText(form.mobile)) ? null : INVALID_MOBILE,
    password: validateLoginPassword(form.password),
  });
}

/** The three reset steps' fields (§2 Reset Password). */
export interface ResetForm {
  email?: FieldValue;
  otp?: FieldValue;
  newPassword?: FieldValue;
  confirmPassword?: FieldValue;
}

/** §5 reset: basic e-mail pattern, 6-digit OTP, new password at least 6, matching confirmation; {} when valid. */
export function validateReset(form: ResetForm): Partial<Record<keyof ResetForm, string>> {
  return collectErrors({
    email: validateResetEmail(form.email),
    otp: validateOtp(form.otp),
    newPassword: validateResetPassword(form.newPassword),
    confirmPassword: validatePasswordsMatch(form.newPassword, form.confirmPassword),
  });
}
