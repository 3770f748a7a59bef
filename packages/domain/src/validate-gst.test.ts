import { describe, expect, it } from "vitest";
import { INVALID_GST_NUMBER, normalizeGstNumber, validateGstNumber } from "./validate-gst";

describe("normalizeGstNumber", () => {
  it.each([
    { given: "27ABCDE1234F1Z5", want: "27ABCDE1234F1Z5" },
    { given: " 27abcde1234f1z5 ", want: "27ABCDE1234F1Z5" },
    { given: "", want: "" },
    { given: null, want: "" },
    { given: undefined, want: "" },
  ])("'$given' → '$want'", ({ given, want }) => {
    expect(normalizeGstNumber(given)).toBe(want);
  });
});

describe("validateGstNumber", () => {
  it.each([
    { given: "27ABCDE1234F1Z5", want: null },
    { given: "07AAACB2230M1ZX", want: null },
    { given: "27abcde1234f1z5", want: null },
    // Optional: nothing given is fine.
    { given: "", want: null },
    { given: "   ", want: null },
    { given: null, want: null },
    { given: "27ABCDE1234F1Z", want: INVALID_GST_NUMBER },
    { given: "27ABCDE1234F1Z55", want: INVALID_GST_NUMBER },
    // Entity code 0 is not allowed; the 14th character is always Z.
    { given: "27ABCDE1234F0Z5", want: INVALID_GST_NUMBER },
    { given: "27ABCDE1234F1Y5", want: INVALID_GST_NUMBER },
    { given: "AAABCDE1234F1Z5", want: INVALID_GST_NUMBER },
    { given: "27ABCD51234F1Z5", want: INVALID_GST_NUMBER },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateGstNumber(given)).toBe(want);
  });
});
