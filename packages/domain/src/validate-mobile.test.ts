import { describe, expect, it } from "vitest";
import { normalizeMobile, sanitizePhoneInput, validateMobile } from "./validate-mobile";

const INVALID = "Please enter a valid 10-digit mobile number.";

describe("normalizeMobile", () => {
  it.each([
    { given: "9876543210", want: "9876543210" },
    { given: "98765 43210", want: "9876543210" },
    { given: "98765-43210", want: "9876543210" },
    { given: "+91 98765 43210", want: "9876543210" },
    { given: "+91-98765-43210", want: "9876543210" },
    { given: "+919876543210", want: "9876543210" },
    { given: "919876543210", want: "9876543210" },
    { given: "91 98765 43210", want: "9876543210" },
    // Exactly 10 digits starting with 91 is a number, not a country code.
    { given: "9198765432", want: "9198765432" },
    { given: "09876543210", want: "9876543210" },
    // Only one leading 0 is removed.
    { given: "009876543210", want: "0987654321" },
    { given: "(987) 654.3210", want: "9876543210" },
    // Cut to 10 digits after the prefix is gone.
    { given: "98765432109999", want: "9876543210" },
    { given: "+91 98765 432109", want: "9876543210" },
    { given: "12345", want: "12345" },
    { given: "", want: "" },
    { given: null, want: "" },
    { given: 9876543210, want: "9876543210" },
  ])("'$given' → '$want'", ({ given, want }) => {
    expect(normalizeMobile(given)).toBe(want);
  });
});

describe("validateMobile", () => {
  it.each([
    { given: "9876543210", want: null },
    { given: "+91 98765 43210", want: null },
    { given: "09876543210", want: null },
    { given: "987654321", want: INVALID },
    { given: "+91 12345", want: INVALID },
    { given: "", want: INVALID },
    { given: undefined, want: INVALID },
    { given: "abcdefghij", want: INVALID },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateMobile(given)).toBe(want);
  });
});

describe("sanitizePhoneInput", () => {
  it.each([
    { given: "98a76-54", want: "987654" },
    { given: "987654321012", want: "9876543210" },
    { given: "", want: "" },
  ])("'$given' → '$want'", ({ given, want }) => {
    expect(sanitizePhoneInput(given)).toBe(want);
  });
});
