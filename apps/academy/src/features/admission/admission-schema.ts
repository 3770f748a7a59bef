// The admission form's yup schema (spec §5 Admission). Every rule is the domain's, so the messages are
// the specification's: 'This field is required', 'Aadhar number is required', 'Aadhar must be exactly
// 12 digits', 'You must agree to proceed'. One departure from the domain's Aadhaar rule: a record the
// server already holds shows its number masked (XXXX-XXXX-1234), and sending that masked value back
// keeps the stored number, so the form accepts exactly the masked value it was given.
import { validatePincode } from "@henna/domain/pincode";
import {
  CENTER_CHOICES,
  validateAadhaar,
  validateCenter,
  validateGender,
  validateRulesAgreed,
} from "@henna/domain/validate-admission";
import { validateResetEmail } from "@henna/domain/validate-auth";
import { validateDob } from "@henna/domain/validate-dob";
import { validateMobile } from "@henna/domain/validate-mobile";
import { type FieldValue, validateRequired } from "@henna/domain/validate-required";
import { domainRule } from "@henna/storefront/forms/domain-rule.ts";
import { boolean, type ObjectSchema, object, string } from "yup";
import type { AdmissionValues } from "./admission-values";

const text = () => string().defined().default("");

/** Required first, then the format rule once something is filled in (as the server checks). */
function requiredThen(rule: (value: FieldValue) => string | null) {
  return (value: FieldValue) => validateRequired(value) ?? rule(value);
}

const validateOptionalDob = (value: FieldValue) => validateDob(value, new Date());

/**
 * `storedAadhaar` answers the masked number of the record being edited (read at each validation, as
 * the record arrives after the form is made); that exact value is accepted as it is. `centers` answers
 * the store's center choices the same way (the store's profile may arrive after the form is made).
 */
export function admissionSchema(
  storedAadhaar: () => string | null = () => null,
  centers: () => readonly string[] = () => CENTER_CHOICES,
): ObjectSchema<AdmissionValues> {
  const aadhaarRule = (value: FieldValue) => {
    const stored = storedAadhaar();
    return stored !== null && value === stored ? null : validateAadhaar(value);
  };
  return object({
    name: text().test(domainRule(validateRequired)),
    fatherName: text().test(domainRule(validateRequired)),
    motherName: text().test(domainRule(validateRequired)),
    dob: text().test(domainRule(validateOptionalDob, "dob")),
    aadhar: text().test(domainRule(aadhaarRule, "aadhar")),
    gender: text().test(domainRule(validateGender)),
    school: text(),
    address: text().test(domainRule(validateRequired)),
    pincode: text().test(domainRule(requiredThen(validatePincode), "pincode")),
    mobile: text().test(domainRule(requiredThen(validateMobile), "mobile")),
    email: text().test(domainRule(requiredThen(validateResetEmail), "email")),
    center: text().test(domainRule((value: FieldValue) => validateCenter(value, centers()), "center")),
    rulesAgreed: boolean()
      .defined()
      .default(false)
      .test({
        name: "rules-agreed",
        test(value, context) {
          const message = validateRulesAgreed(value);
          return message === null ? true : context.createError({ message });
        },
      }),
  });
}
