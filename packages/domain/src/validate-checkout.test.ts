import { describe, expect, it } from "vitest";
import {
  validateAddressSelection,
  validateBillingAddress,
  validateCheckout,
  validateContactInfo,
  validateCouponCode,
  validateGuestDetails,
  validatePaymentMethod,
  validateShippingAddress,
} from "./validate-checkout";

describe("validateGuestDetails", () => {
  it.each([
    { name: "name and mobile", given: { name: "Asha", mobile: "+91 98765 43210" }, want: {} },
    {
      name: "GST, e-mail and description are optional",
      given: { name: "Asha", mobile: "9876543210", gstNo: "", email: "", description: "" },
      want: {},
    },
    {
      name: "both missing",
      given: {},
      want: { name: "This field is required", mobile: "Please enter a valid 10-digit mobile number." },
    },
    {
      name: "short mobile",
      given: { name: "Asha", mobile: "98765" },
      want: { mobile: "Please enter a valid 10-digit mobile number." },
    },
  ])("$name", ({ given, want }) => {
    expect(validateGuestDetails(given)).toEqual(want);
  });
});

describe("validateContactInfo", () => {
  it.each([
    { given: { mobile: "9876543210", user_gstNo: "" }, want: {} },
    { given: { mobile: "9876543210", user_gstNo: "27ABCDE1234F1Z5" }, want: {} },
    { given: { mobile: "123" }, want: { mobile: "Please enter a valid 10-digit mobile number." } },
  ])("$given → $want", ({ given, want }) => {
    expect(validateContactInfo(given)).toEqual(want);
  });
});

describe("single checkout rules", () => {
  it.each([
    { rule: validatePaymentMethod, given: "Pay now", want: null },
    { rule: validatePaymentMethod, given: "Pay on delivery", want: null },
    { rule: validatePaymentMethod, given: "pay now", want: "Please select a payment method." },
    { rule: validatePaymentMethod, given: "", want: "Please select a payment method." },
    { rule: validateBillingAddress, given: 12, want: null },
    { rule: validateBillingAddress, given: null, want: "Please select a billing address." },
    { rule: validateShippingAddress, given: "7", want: null },
    { rule: validateShippingAddress, given: undefined, want: "Address not found" },
    { rule: validateAddressSelection, given: 3, want: null },
    { rule: validateAddressSelection, given: "", want: "Please select an address before saving." },
    { rule: validateCouponCode, given: "HENNA10", want: null },
    { rule: validateCouponCode, given: "   ", want: "Please enter a coupon code" },
  ])("$rule.name('$given') → $want", ({ rule, given, want }) => {
    expect(rule(given)).toBe(want);
  });
});

describe("validateCheckout", () => {
  const ok = {
    itemCount: 2,
    billingAddressId: 1,
    shippingAddressId: 2,
    mobile: "9876543210",
    paymentMethod: "Pay now",
  };
  it.each([
    { name: "complete", given: ok, want: {} },
    { name: "empty cart", given: { ...ok, itemCount: 0 }, want: { cart: "Your cart is empty!" } },
    {
      name: "nothing chosen",
      given: { itemCount: 1 },
      want: {
        billingAddressId: "Please select a billing address.",
        shippingAddressId: "Address not found",
        mobile: "Please enter a valid 10-digit mobile number.",
        paymentMethod: "Please select a payment method.",
      },
    },
  ])("$name", ({ given, want }) => {
    expect(validateCheckout(given)).toEqual(want);
  });
});
