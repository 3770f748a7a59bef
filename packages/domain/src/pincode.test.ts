import { describe, expect, it } from "vitest";
import {
  checkProductPincode,
  isListedActive,
  isServiceablePincode,
  type PincodeEntry,
  placeOrderPincodeError,
  selectShippingPincodeError,
  shippingPincodeWarning,
  validatePincode,
} from "./pincode";

const list: PincodeEntry[] = [
  { pincode: "400097", status: "Active" },
  { pincode: 400064, status: "Active" },
  { pincode: " 400001 ", status: "Active" },
  { pincode: "400050", status: "Inactive" },
];
const noneActive: PincodeEntry[] = [{ pincode: "400050", status: "Inactive" }];

describe("validatePincode", () => {
  it.each([
    { given: "", want: "Please enter a valid pincode" },
    { given: "4000", want: "Please enter a valid pincode" },
    { given: " 4000 ", want: "Please enter a valid pincode" },
    { given: "40009", want: null },
    { given: "400097", want: null },
    { given: 400097, want: null },
    { given: null, want: "Please enter a valid pincode" },
  ])("$given → $want", ({ given, want }) => {
    expect(validatePincode(given)).toBe(want);
  });
});

describe("checkProductPincode", () => {
  it.each([
    { given: "400", pincodes: list, want: { status: "invalid", message: "Please enter a valid pincode" } },
    { given: "    ", pincodes: list, want: { status: "invalid", message: "Please enter a valid pincode" } },
    {
      given: " 400097 ",
      pincodes: list,
      want: { status: "available", pincode: "400097", message: "Delivery available to 400097" },
    },
    {
      name: "number in the list",
      given: "400064",
      pincodes: list,
      want: { status: "available", pincode: "400064", message: "Delivery available to 400064" },
    },
    {
      name: "padded entry in the list",
      given: "400001",
      pincodes: list,
      want: { status: "available", pincode: "400001", message: "Delivery available to 400001" },
    },
    {
      name: "Inactive entry",
      given: "400050",
      pincodes: list,
      want: {
        status: "unavailable",
        pincode: "400050",
        message: "Sorry, delivery is not available to 400050",
      },
    },
    {
      name: "not listed",
      given: "110001",
      pincodes: list,
      want: {
        status: "unavailable",
        pincode: "110001",
        message: "Sorry, delivery is not available to 110001",
      },
    },
    {
      name: "empty list delivers nowhere on the product page",
      given: "400097",
      pincodes: [],
      want: {
        status: "unavailable",
        pincode: "400097",
        message: "Sorry, delivery is not available to 400097",
      },
    },
  ])("$given → $want.status", ({ given, pincodes, want }) => {
    expect(checkProductPincode(given, pincodes)).toEqual(want);
  });

  it("isListedActive ignores Inactive rows", () => {
    expect(isListedActive("400050", list)).toBe(false);
    expect(isListedActive("400097", list)).toBe(true);
  });
});

describe("checkout serviceability", () => {
  it.each([
    { name: "listed Active", pincode: "400097", pincodes: list, want: true },
    { name: "listed Inactive", pincode: "400050", pincodes: list, want: false },
    { name: "not listed", pincode: "110001", pincodes: list, want: false },
    { name: "no pincode on the address", pincode: "", pincodes: list, want: false },
    { name: "empty list: not restricted", pincode: "110001", pincodes: [], want: true },
    { name: "no Active pincode listed: not restricted", pincode: "400050", pincodes: noneActive, want: true },
  ])("$name → $want", ({ pincode, pincodes, want }) => {
    expect(isServiceablePincode(pincode, pincodes)).toBe(want);
  });

  it.each([
    {
      name: "served",
      pincode: "400097",
      want: { warning: null, select: null, placeOrder: null },
    },
    {
      name: "not served",
      pincode: "110001",
      want: {
        warning: "Shipping not available for this pincode",
        select: "Delivery is not available to this pincode.",
        placeOrder: "Sorry, we do not deliver to this pincode.",
      },
    },
  ])("$name: each checkout place has its own text", ({ pincode, want }) => {
    expect({
      warning: shippingPincodeWarning(pincode, list),
      select: selectShippingPincodeError(pincode, list),
      placeOrder: placeOrderPincodeError(pincode, list),
    }).toEqual(want);
  });
});
