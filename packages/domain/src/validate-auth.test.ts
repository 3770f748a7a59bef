import { describe, expect, it } from "vitest";
import {
  joinOtpBoxes,
  validateLogin,
  validateLoginPassword,
  validateOtp,
  validatePasswordsMatch,
  validateRegisterEmail,
  validateReset,
  validateResetEmail,
  validateResetPassword,
  validateSignup,
} from "./validate-auth";

describe("validateRegisterEmail ('@' and a dot)", () => {
  it.each([
    { given: "asha@example.com", want: null },
    { given: " asha@example.in ", want: null },
    // The register rule is deliberately loose: '@' and a dot anywhere.
    { given: "a.b@c", want: null },
    { given: "asha@example", want: "Invalid email address." },
    { given: "asha.example.com", want: "Invalid email address." },
    { given: "", want: "Invalid email address." },
    { given: undefined, want: "Invalid email address." },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateRegisterEmail(given)).toBe(want);
  });
});

describe("validateResetEmail (basic pattern)", () => {
  it.each([
    { given: "asha@example.com", want: null },
    { given: "a@b.c", want: null },
    { given: "a.b@c", want: "Please enter a valid email address." },
    { given: "asha @example.com", want: "Please enter a valid email address." },
    { given: "asha@@example.com", want: "Please enter a valid email address." },
    { given: "@example.com", want: "Please enter a valid email address." },
    { given: "", want: "Please enter a valid email address." },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateResetEmail(given)).toBe(want);
  });
});

describe("passwords", () => {
  it.each([
    {
      given: "12345",
      login: "Password must be at least 6 characters long.",
      reset: "Password must be at least 6 characters.",
    },
    {
      given: "",
      login: "Password must be at least 6 characters long.",
      reset: "Password must be at least 6 characters.",
    },
    {
      given: null,
      login: "Password must be at least 6 characters long.",
      reset: "Password must be at least 6 characters.",
    },
    { given: "123456", login: null, reset: null },
    // Spaces count: passwords are not trimmed.
    { given: "  abc ", login: null, reset: null },
  ])("'$given'", ({ given, login, reset }) => {
    expect(validateLoginPassword(given)).toBe(login);
    expect(validateResetPassword(given)).toBe(reset);
  });

  it.each([
    { password: "secret1", confirmation: "secret1", want: null },
    { password: "secret1", confirmation: "secret2", want: "Passwords do not match." },
    { password: "secret1", confirmation: "secret1 ", want: "Passwords do not match." },
    { password: "", confirmation: undefined, want: null },
  ])("'$password' vs '$confirmation' → $want", ({ password, confirmation, want }) => {
    expect(validatePasswordsMatch(password, confirmation)).toBe(want);
  });
});

describe("validateOtp", () => {
  it.each([
    { given: "123456", want: null },
    { given: 123456, want: null },
    { given: "12345", want: "Please enter all 6 digits of OTP" },
    { given: "1234567", want: "Please enter all 6 digits of OTP" },
    { given: "12a456", want: "Please enter all 6 digits of OTP" },
    { given: "", want: "Please enter all 6 digits of OTP" },
  ])("'$given' → $want", ({ given, want }) => {
    expect(validateOtp(given)).toBe(want);
  });
});

describe("joinOtpBoxes", () => {
  it.each([
    { given: ["1", "2", "3", "4", "5", "6"], want: "123456" },
    { given: ["1", "", "3"], want: "13" },
    // A box keeps the last digit typed; letters are dropped; extra boxes are ignored.
    { given: ["12", "a", "3", "4", "5", "6", "7"], want: "23456" },
  ])("$given → '$want'", ({ given, want }) => {
    expect(joinOtpBoxes(given)).toBe(want);
  });
});

describe("validateLogin", () => {
  it.each([
    { given: { email: "a@b.co", password: "secret1" }, want: {} },
    {
      given: { email: "", password: "123" },
      want: { email: "This field is required", password: "Password must be at least 6 characters long." },
    },
  ])("$given → $want", ({ given, want }) => {
    expect(validateLogin(given)).toEqual(want);
  });
});

describe("validateSignup", () => {
  it.each([
    { given: { email: "a@b.co", full_name: "Asha", mobile: "9876543210", password: "secret1" }, want: {} },
    {
      name: "phone is optional",
      given: { email: "a@b.co", full_name: "Asha", password: "secret1" },
      want: {},
    },
    {
      name: "everything wrong",
      given: { email: "ab", full_name: " ", mobile: "98765-43210", password: "123" },
      want: {
        email: "Invalid email address.",
        full_name: "This field is required",
        mobile: "Please enter a valid 10-digit mobile number.",
        password: "Password must be at least 6 characters long.",
      },
    },
    {
      name: "more than 10 digits",
      given: { email: "a@b.co", full_name: "Asha", mobile: "98765432101", password: "secret1" },
      want: { mobile: "Please enter a valid 10-digit mobile number." },
    },
  ])("$given → $want", ({ given, want }) => {
    expect(validateSignup(given)).toEqual(want);
  });
});

describe("validateReset", () => {
  it.each([
    {
      given: { email: "a@b.co", otp: "123456", newPassword: "secret1", confirmPassword: "secret1" },
      want: {},
    },
    {
      given: { email: "a@b", otp: "12", newPassword: "abc", confirmPassword: "abd" },
      want: {
        email: "Please enter a valid email address.",
        otp: "Please enter all 6 digits of OTP",
        newPassword: "Password must be at least 6 characters.",
        confirmPassword: "Passwords do not match.",
      },
    },
    {
      given: { email: "a@b.co", otp: "123456", newPassword: "secret1", confirmPassword: "" },
      want: { confirmPassword: "Passwords do not match." },
    },
  ])("$given → $want", ({ given, want }) => {
    expect(validateReset(given)).toEqual(want);
  });
});
