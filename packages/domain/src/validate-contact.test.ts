import { describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MAX,
  contactMessageCounter,
  limitContactMessage,
  validateContact,
  validateContactMessage,
} from "./validate-contact";

const chars = (n: number) => "a".repeat(n);

describe("contactMessageCounter", () => {
  it.each([
    { given: "", want: { length: 0, max: 500, text: "0/500", atLimit: false } },
    { given: undefined, want: { length: 0, max: 500, text: "0/500", atLimit: false } },
    { given: chars(499), want: { length: 499, max: 500, text: "499/500", atLimit: false } },
    { given: chars(500), want: { length: 500, max: 500, text: "500/500", atLimit: true } },
    { given: chars(501), want: { length: 501, max: 500, text: "501/500", atLimit: true } },
  ])("$want.text", ({ given, want }) => {
    expect(contactMessageCounter(given)).toEqual(want);
  });
});

describe("validateContactMessage", () => {
  it.each([
    { given: chars(500), want: null },
    { given: "", want: null },
    { given: chars(501), want: "Message must be at most 500 characters." },
  ])("length $given.length → $want", ({ given, want }) => {
    expect(validateContactMessage(given)).toBe(want);
  });

  it("limitContactMessage keeps the first 500 characters", () => {
    expect(limitContactMessage(`${chars(500)}xyz`)).toBe(chars(CONTACT_MESSAGE_MAX));
    expect(limitContactMessage(null)).toBe("");
  });
});

describe("validateContact", () => {
  it.each([
    { given: { name: "Asha", email: "a@b.co", phone: "9876543210", message: "Hi" }, want: {} },
    { name: "message optional", given: { name: "Asha", email: "a@b.co", phone: "9876543210" }, want: {} },
    {
      given: { name: " ", email: "", phone: undefined, message: chars(501) },
      want: {
        name: "This field is required",
        email: "This field is required",
        phone: "This field is required",
        message: "Message must be at most 500 characters.",
      },
    },
  ])("$given → $want", ({ given, want }) => {
    expect(validateContact(given)).toEqual(want);
  });
});
