import { describe, expect, it } from "vitest";
import {
  sanitizePincodeInput,
  toLocationType,
  validateAddressForm,
  validateAddressPincode,
} from "./checkout-address";

describe("validateAddressPincode", () => {
  it.each([
    ["400064", null],
    [" 400064 ", null],
    ["", "This field is required"],
    ["   ", "This field is required"],
    ["40006", "Please enter a valid pincode"],
    ["4000641", "Please enter a valid pincode"],
    ["40006a", "Please enter a valid pincode"],
  ])("%j gives %j", (given, want) => {
    expect(validateAddressPincode(given)).toBe(want);
  });
});

describe("validateAddressForm", () => {
  it("is {} for a complete address (area optional)", () => {
    expect(validateAddressForm({ new_address: "12 Link Road", city: "Mumbai", pincode: "400064" })).toEqual(
      {},
    );
  });

  it("names every missing field", () => {
    expect(validateAddressForm({ new_address: " ", city: "", pincode: "12" })).toEqual({
      new_address: "This field is required",
      city: "This field is required",
      pincode: "Please enter a valid pincode",
    });
  });
});

describe("toLocationType / sanitizePincodeInput", () => {
  it.each([
    ["home", "Home"],
    ["Office", "Office"],
    ["others", "Others"],
    ["Villa", "Others"],
    [null, "Others"],
  ])("%j reads as %j", (given, want) => {
    expect(toLocationType(given)).toBe(want);
  });

  it.each([
    ["400 064", "400064"],
    ["40-00-64-99", "400064"],
    ["abc", ""],
  ])("%j is typed as %j", (given, want) => {
    expect(sanitizePincodeInput(given)).toBe(want);
  });
});
