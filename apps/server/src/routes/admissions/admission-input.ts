// The admission form a request submits, checked with the domain's §5 rules (the same ones the academy
// form runs). The contract already bounds types, lengths, choices and the Aadhaar shape; what it
// cannot see is text that is only whitespace, and that a masked Aadhaar value only means "keep the
// stored number" on an update.
import { AADHAR_EXACTLY_12_DIGITS } from "@henna/domain/messages";
import { type AdmissionField, validateAdmission } from "@henna/domain/validate-admission";
import { fieldText } from "@henna/domain/validate-required";
import type { Gender } from "../../db/schema.js";
import { type FieldError, invalid } from "../../http/api-error.js";
import type { RequestBody } from "../../http/operation-types.js";
import { maskedLast4 } from "../../services/aadhaar-crypto.js";

export type AdmissionInput = RequestBody<"createAdmission">;

/** What the stored row's form columns become (the Aadhaar number is handled apart). */
export interface AdmissionFields {
  name: string;
  fatherName: string;
  motherName: string;
  dob: string;
  gender: Gender;
  school: string;
  address: string;
  pincode: string;
  mobile: string;
  email: string;
  center: string;
  rulesAgreed: true;
}

/** A new number to encrypt, or (update only) the masked value the server sent, naming the stored number. */
export type AadhaarChoice = { kind: "replace"; digits: string } | { kind: "keep"; last4: string };

function refuse(errors: FieldError[]): never {
  throw invalid(errors);
}

/**
 * Trimmed fields and the Aadhaar choice, or 400 with one message per field in form order. On create
 * a masked Aadhaar value is refused like any other value that is not 12 digits. `now` (the server's
 * clock) decides which dates of birth are in the future; `centers` are the store's choices.
 */
export function admissionInput(
  body: AdmissionInput,
  mode: "create",
  now: Date,
  centers: readonly string[],
): { fields: AdmissionFields; aadhaar: Extract<AadhaarChoice, { kind: "replace" }> };
export function admissionInput(
  body: AdmissionInput,
  mode: "update",
  now: Date,
  centers: readonly string[],
): { fields: AdmissionFields; aadhaar: AadhaarChoice };
export function admissionInput(
  body: AdmissionInput,
  mode: "create" | "update",
  now: Date,
  centers: readonly string[],
): { fields: AdmissionFields; aadhaar: AadhaarChoice } {
  const aadhar = fieldText(body.aadhar);
  const keptLast4 = mode === "update" ? maskedLast4(aadhar) : null;
  const problems = validateAdmission(body, now, centers);
  if (keptLast4 !== null) delete problems.aadhar;
  const errors = (Object.entries(problems) as Array<[AdmissionField, string]>).map(([field, message]) => ({
    field,
    message,
  }));
  if (errors.length > 0) refuse(errors);

  // The checks above passed, so these casts only restate them for the compiler.
  const fields: AdmissionFields = {
    name: fieldText(body.name),
    fatherName: fieldText(body.fatherName),
    motherName: fieldText(body.motherName),
    dob: fieldText(body.dob),
    gender: fieldText(body.gender) as Gender,
    school: fieldText(body.school),
    address: fieldText(body.address),
    pincode: fieldText(body.pincode),
    mobile: fieldText(body.mobile),
    email: fieldText(body.email),
    center: fieldText(body.center),
    rulesAgreed: true,
  };
  const aadhaar: AadhaarChoice =
    keptLast4 !== null ? { kind: "keep", last4: keptLast4 } : { kind: "replace", digits: aadhar };
  return { fields, aadhaar };
}

/** A masked value keeps the stored number only if it is that number's mask; anything else asks for the digits. */
export function checkKeptAadhaar(choice: AadhaarChoice, storedLast4: string): void {
  if (choice.kind === "keep" && choice.last4 !== storedLast4) {
    refuse([{ field: "aadhar", message: AADHAR_EXACTLY_12_DIGITS }]);
  }
}
