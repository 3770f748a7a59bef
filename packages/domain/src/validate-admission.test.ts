import { describe, expect, it } from "vitest";
import {
  type AdmissionForm,
  admissionCenters,
  admissionSubmitToasts,
  CENTER_CHOICES,
  GENDER_CHOICES,
  sanitizeAadhaarInput,
  validateAadhaar,
  validateAdmission,
  validateCenter,
  validateGender,
  validateRulesAgreed,
} from "./validate-admission";

const REQUIRED = "This field is required";

const valid: AdmissionForm = {
  name: "Asha Rao",
  fatherName: "Ravi Rao",
  motherName: "Meena Rao",
  dob: "",
  aadhar: "123456789012",
  gender: "Female",
  school: "",
  address: "12 Link Road, Malad",
  pincode: "400064",
  mobile: "9876543210",
  email: "asha@example.com",
  center: "Malad (W)",
  rulesAgreed: true,
};

describe("choices", () => {
  it("are the spec's lists, in order", () => {
    expect(GENDER_CHOICES).toEqual(["Male", "Female", "Other"]);
    expect(CENTER_CHOICES).toEqual(["Malad (E)", "Goregoan (W)", "Malad (W)", "Andheri"]);
  });

  it.each([
    { rule: validateGender, given: "Other", want: null },
    { rule: validateGender, given: "female", want: REQUIRED },
    { rule: validateGender, given: "", want: REQUIRED },
    { rule: validateCenter, given: "Goregoan (W)", want: null },
    { rule: validateCenter, given: "Goregaon (W)", want: REQUIRED },
    { rule: validateCenter, given: undefined, want: REQUIRED },
  ])("$rule.name('$given') → $want", ({ rule, given, want }) => {
    expect(rule(given)).toBe(want);
  });
});

describe("the store's centers", () => {
  const office = { name: "Head Office", type: "Our Office" as const };
  it.each([
    { places: undefined, want: CENTER_CHOICES },
    { places: [], want: CENTER_CHOICES },
    { places: [office], want: CENTER_CHOICES },
    {
      places: [office, { name: "Pune", type: "Center" as const }, { name: "Thane", type: "Center" as const }],
      want: ["Pune", "Thane"],
    },
  ])("admissionCenters($places) → $want", ({ places, want }) => {
    expect(admissionCenters(places)).toEqual(want);
  });

  it.each([
    { given: "Pune", want: null },
    { given: "Malad (E)", want: REQUIRED },
    { given: "Head Office", want: REQUIRED },
  ])("a store listing Pune and Thane: '$given' → $want", ({ given, want }) => {
    expect(validateCenter(given, ["Pune", "Thane"])).toBe(want);
    expect(validateAdmission({ ...valid, center: given }, new Date(), ["Pune", "Thane"]).center ?? null).toBe(
      want,
    );
  });
});

describe("Aadhar", () => {
  it.each([
    { given: "1234 5678 9012", want: "123456789012" },
    { given: "1234-5678-9012-345", want: "123456789012" },
    { given: "abc12", want: "12" },
    { given: "", want: "" },
  ])("sanitize '$given' → '$want'", ({ given, want }) => {
    expect(sanitizeAadhaarInput(given)).toBe(want);
  });

  it.each([
    { given: "123456789012", want: null },
    { given: 123456789012, want: null },
    { given: "", want: "Aadhar number is required" },
    { given: "  ", want: "Aadhar number is required" },
    { given: undefined, want: "Aadhar number is required" },
    { given: "12345678901", want: "Aadhar must be exactly 12 digits" },
    { given: "1234567890123", want: "Aadhar must be exactly 12 digits" },
    { given: "1234 5678 9012", want: "Aadhar must be exactly 12 digits" },
    { given: "12345678901a", want: "Aadhar must be exactly 12 digits" },
  ])("validate '$given' → $want", ({ given, want }) => {
    expect(validateAadhaar(given)).toBe(want);
  });
});

describe("validateRulesAgreed", () => {
  it.each([
    { given: true, want: null },
    { given: false, want: "You must agree to proceed" },
    { given: "true", want: "You must agree to proceed" },
    { given: undefined, want: "You must agree to proceed" },
  ])("$given → $want", ({ given, want }) => {
    expect(validateRulesAgreed(given)).toBe(want);
  });
});

describe("validateAdmission", () => {
  it.each([
    { name: "complete form", given: valid, want: {} },
    { name: "dob and school are optional", given: { ...valid, dob: undefined, school: undefined }, want: {} },
    { name: "dob and school filled", given: { ...valid, dob: "2012-05-01", school: "St. Anne's" }, want: {} },
    {
      name: "empty form",
      given: {},
      want: {
        name: REQUIRED,
        fatherName: REQUIRED,
        motherName: REQUIRED,
        aadhar: "Aadhar number is required",
        gender: REQUIRED,
        address: REQUIRED,
        pincode: REQUIRED,
        mobile: REQUIRED,
        email: REQUIRED,
        center: REQUIRED,
        rulesAgreed: "You must agree to proceed",
      },
    },
    {
      name: "whitespace counts as empty",
      given: { ...valid, name: "  ", address: "\t" },
      want: { name: REQUIRED, address: REQUIRED },
    },
    {
      name: "filled but malformed values",
      given: { ...valid, pincode: "4000", mobile: "98765", email: "asha@example", aadhar: "1234" },
      want: {
        pincode: "Please enter a valid pincode",
        mobile: "Please enter a valid 10-digit mobile number.",
        email: "Please enter a valid email address.",
        aadhar: "Aadhar must be exactly 12 digits",
      },
    },
    { name: "mobile is normalised", given: { ...valid, mobile: "+91 98765-43210" }, want: {} },
    {
      name: "rules not agreed",
      given: { ...valid, rulesAgreed: false },
      want: { rulesAgreed: "You must agree to proceed" },
    },
  ])("$name", ({ given, want }) => {
    expect(validateAdmission(given)).toEqual(want);
  });

  it.each([
    { given: "2026-11-24", want: {} },
    { given: "2026-11-25", want: { dob: "Date of birth cannot be in the future." } },
    { given: "1899-12-31", want: { dob: "Please enter a valid date of birth." } },
  ])("date of birth $given on 24 Nov 2026 (IST) → $want", ({ given, want }) => {
    expect(validateAdmission({ ...valid, dob: given }, new Date("2026-11-23T20:00:00Z"))).toEqual(want);
  });
});

describe("admissionSubmitToasts", () => {
  it.each([
    { given: { aadhar: "123456789012", rulesAgreed: true }, want: [] },
    {
      given: { aadhar: "12345", rulesAgreed: true },
      want: ["Aadhar must be exactly 12 digits (numbers only)"],
    },
    { given: { aadhar: "", rulesAgreed: true }, want: ["Aadhar must be exactly 12 digits (numbers only)"] },
    {
      given: { aadhar: "123456789012", rulesAgreed: false },
      want: ["You must agree to the Rules & Regulations."],
    },
    {
      given: { aadhar: "x", rulesAgreed: undefined },
      want: ["Aadhar must be exactly 12 digits (numbers only)", "You must agree to the Rules & Regulations."],
    },
  ])("$given → $want", ({ given, want }) => {
    expect(admissionSubmitToasts(given)).toEqual(want);
  });
});
