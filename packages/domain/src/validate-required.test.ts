import { describe, expect, it } from "vitest";
import { collectErrors, fieldText, validateRequired } from "./validate-required";

describe("validateRequired", () => {
  it.each([
    { given: "Asha", want: null },
    { given: " a ", want: null },
    { given: 0, want: null },
    { given: false, want: null },
    { given: "", want: "This field is required" },
    { given: "   ", want: "This field is required" },
    { given: null, want: "This field is required" },
    { given: undefined, want: "This field is required" },
  ])("$given → $want", ({ given, want }) => {
    expect(validateRequired(given)).toBe(want);
  });
});

describe("fieldText", () => {
  it.each([
    { given: " x ", want: "x" },
    { given: 400097, want: "400097" },
    { given: null, want: "" },
  ])("$given → '$want'", ({ given, want }) => {
    expect(fieldText(given)).toBe(want);
  });
});

describe("collectErrors", () => {
  it.each([
    { given: { a: null, b: null }, want: {} },
    { given: { a: "A", b: null }, want: { a: "A" } },
    { given: { a: "A", b: "B" }, want: { a: "A", b: "B" } },
  ])("$given → $want", ({ given, want }) => {
    expect(collectErrors(given)).toEqual(want);
  });
});
