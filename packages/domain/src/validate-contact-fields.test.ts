import { describe, expect, it } from "vitest";
import {
  validateContactEmail,
  validateContactPhone,
  validateEnquiryMobile,
  validateOptionalEmail,
} from "./validate-contact-fields";

const REQUIRED = "This field is required";
const BAD_EMAIL = "Please enter a valid email address.";
const BAD_MOBILE = "Please enter a valid 10-digit mobile number.";

describe("validateContactEmail", () => {
  it.each([
    { given: "", want: REQUIRED },
    { given: "   ", want: REQUIRED },
    { given: undefined, want: REQUIRED },
    { given: "asha", want: BAD_EMAIL },
    { given: "asha@example", want: BAD_EMAIL },
    { given: "asha @example.com", want: BAD_EMAIL },
    { given: "asha@example.com", want: null },
    { given: "  asha@example.com ", want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(validateContactEmail(given)).toBe(want);
  });
});

describe.each([
  ["validateContactPhone", validateContactPhone],
  ["validateEnquiryMobile", validateEnquiryMobile],
])("%s", (_name, validate) => {
  it.each([
    { given: "", want: REQUIRED },
    { given: " ", want: REQUIRED },
    { given: "12345", want: BAD_MOBILE },
    { given: "98765 43210", want: null },
    { given: "+91 98765-43210", want: null },
    { given: "098765 43210", want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(validate(given)).toBe(want);
  });
});

describe("validateOptionalEmail", () => {
  it.each([
    { given: "", want: null },
    { given: "  ", want: null },
    { given: null, want: null },
    { given: "asha", want: BAD_EMAIL },
    { given: "asha@example.com", want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(validateOptionalEmail(given)).toBe(want);
  });
});
