// The sign-in forms' yup schemas. Every rule is the domain's (spec §5), so the messages are the spec's.
import {
  validateLoginPassword,
  validateOtp,
  validatePasswordsMatch,
  validateRegisterEmail,
  validateResetEmail,
  validateResetPassword,
  validateSignup,
} from "@henna/domain/validate-auth";
import { type FieldValue, validateRequired } from "@henna/domain/validate-required";
import { type ObjectSchema, object, string } from "yup";
import { domainRule } from "../forms/domain-rule";

const text = () => string().defined().default("");

export interface LoginValues {
  email: string;
  password: string;
}

export const loginSchema: ObjectSchema<LoginValues> = object({
  email: text().test(domainRule(validateRequired)),
  password: text().test(domainRule(validateLoginPassword)),
});

export interface EmailValues {
  email: string;
}

export const registerEmailSchema: ObjectSchema<EmailValues> = object({
  email: text().test(domainRule(validateRegisterEmail)),
});

export const resetEmailSchema: ObjectSchema<EmailValues> = object({
  email: text().test(domainRule(validateResetEmail)),
});

export interface OtpValues {
  /** Six characters, one per box; an empty box is a space. */
  otp: string;
}

export const otpSchema: ObjectSchema<OtpValues> = object({
  otp: text().test(domainRule(validateOtp)),
});

export interface DetailsValues {
  full_name: string;
  email: string;
  mobile: string;
  password: string;
}

/** The sign-up rule for the phone alone: digits only, at most 10, may be empty. */
function validateSignupMobile(value: FieldValue): string | null {
  return validateSignup({ mobile: value }).mobile ?? null;
}

export const detailsSchema: ObjectSchema<DetailsValues> = object({
  full_name: text().test(domainRule(validateRequired)),
  email: text().test(domainRule(validateRegisterEmail)),
  mobile: text().test(domainRule(validateSignupMobile)),
  password: text().test(domainRule(validateLoginPassword)),
});

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const newPasswordSchema: ObjectSchema<NewPasswordValues> = object({
  newPassword: text().test(domainRule(validateResetPassword)),
  confirmPassword: text().test({
    name: "passwords-match",
    test(value, context) {
      const message = validatePasswordsMatch(context.parent.newPassword, value);
      return message === null ? true : context.createError({ message });
    },
  }),
});
