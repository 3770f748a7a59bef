// The admission form's values (spec §2 fields, §3 payload) and a stored record as those values (the
// form is prefilled from the server). Kept apart from the schema, which loads on first validation.
import type { Admission } from "@henna/storefront/admission/admission-record.ts";
import type { AdmissionFormValues } from "@henna/storefront/admission/submit-admission.ts";
import type { LazyYupForm } from "@henna/storefront/admission/use-lazy-yup-form.ts";

/** The form keeps text as typed (the masked Aadhaar of a kept number included). */
export type AdmissionValues = AdmissionFormValues;

export const EMPTY_ADMISSION: AdmissionValues = {
  name: "",
  fatherName: "",
  motherName: "",
  dob: "",
  aadhar: "",
  gender: "",
  school: "",
  address: "",
  pincode: "",
  mobile: "",
  email: "",
  center: "",
  rulesAgreed: false,
};

/** The form's react-hook-form handle. */
export type AdmissionForm = LazyYupForm<AdmissionValues>;

export function recordValues(record: Admission): AdmissionValues {
  return {
    name: record.name,
    fatherName: record.fatherName,
    motherName: record.motherName,
    dob: record.dob ?? "",
    aadhar: record.aadhar,
    gender: record.gender,
    school: record.school ?? "",
    address: record.address,
    pincode: record.pincode,
    mobile: record.mobile,
    email: record.email,
    center: record.center,
    rulesAgreed: record.rulesAgreed,
  };
}

/** A new student's form: empty, with the account's e-mail to start from. */
export function newStudentValues(email: string): AdmissionValues {
  return { ...EMPTY_ADMISSION, email };
}
