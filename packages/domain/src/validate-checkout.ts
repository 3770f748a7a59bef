// Cart quote, contact info and checkout rules (spec §5, §2 Cart and Checkout).
import {
  ADDRESS_NOT_FOUND,
  CART_EMPTY,
  ENTER_COUPON_CODE,
  SELECT_ADDRESS_BEFORE_SAVING,
  SELECT_BILLING_ADDRESS,
  SELECT_PAYMENT_METHOD,
} from "./messages";
import { validateMobile } from "./validate-mobile";
import { collectErrors, type FieldValue, fieldText, validateRequired } from "./validate-required";

/** §4 payment methods at checkout. */
export const PAYMENT_METHODS = ["Pay now", "Pay on delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §2 Cart 'Enter Guest Details' modal (Full Name, Phone Number, Email Address, Description) and GST number. */
export interface GuestDetailsForm {
  name?: FieldValue;
  mobile?: FieldValue;
  email?: FieldValue;
  description?: FieldValue;
  gstNo?: FieldValue;
}

/** §5 guest details: name required ('This field is required'), mobile a valid 10-digit number; e-mail, description and GST optional; {} when valid. */
export function validateGuestDetails(form: GuestDetailsForm): Partial<Record<"name" | "mobile", string>> {
  return collectErrors({ name: validateRequired(form.name), mobile: validateMobile(form.mobile) });
}

/** §2 Checkout contact info edited inline (PUT /registeruser/api/user/{id}: mobile, user_gstNo). */
export interface ContactInfoForm {
  mobile?: FieldValue;
  user_gstNo?: FieldValue;
}

/** §5 checkout contact info: mobile exactly 10 digits after normalisation (Save disabled otherwise), GST optional; {} when valid. */
export function validateContactInfo(form: ContactInfoForm): Partial<Record<"mobile", string>> {
  return collectErrors({ mobile: validateMobile(form.mobile) });
}

/** §5 payment method rule: 'Pay now' or 'Pay on delivery', else 'Please select a payment method.'. */
export function validatePaymentMethod(value: FieldValue): string | null {
  return (PAYMENT_METHODS as readonly string[]).includes(fieldText(value)) ? null : SELECT_PAYMENT_METHOD;
}

/** §5 billing address rule: an address id must be chosen, else 'Please select a billing address.'. */
export function validateBillingAddress(addressId: FieldValue): string | null {
  return fieldText(addressId) === "" ? SELECT_BILLING_ADDRESS : null;
}

/** §5 shipping address rule: no address chosen gives 'Address not found'. */
export function validateShippingAddress(addressId: FieldValue): string | null {
  return fieldText(addressId) === "" ? ADDRESS_NOT_FOUND : null;
}

/** §5 address picker: saving with no selection gives 'Please select an address before saving.'. */
export function validateAddressSelection(addressId: FieldValue): string | null {
  return fieldText(addressId) === "" ? SELECT_ADDRESS_BEFORE_SAVING : null;
}

/** §5 coupon: the code must be non-blank, else 'Please enter a coupon code'. */
export function validateCouponCode(value: FieldValue): string | null {
  return fieldText(value) === "" ? ENTER_COUPON_CODE : null;
}

export interface CheckoutForm {
  itemCount: number;
  billingAddressId?: FieldValue;
  shippingAddressId?: FieldValue;
  mobile?: FieldValue;
  paymentMethod?: FieldValue;
}

export type CheckoutField = "cart" | "billingAddressId" | "shippingAddressId" | "mobile" | "paymentMethod";

/** §5 checkout: non-empty cart ('Your cart is empty!'), billing and shipping address, valid mobile, payment method; {} when valid. Pincode serviceability lives in pincode.ts. */
export function validateCheckout(form: CheckoutForm): Partial<Record<CheckoutField, string>> {
  return collectErrors({
    cart: form.itemCount > 0 ? null : CART_EMPTY,
    billingAddressId: validateBillingAddress(form.billingAddressId),
    shippingAddressId: validateShippingAddress(form.shippingAddressId),
    mobile: validateMobile(form.mobile),
    paymentMethod: validatePaymentMethod(form.paymentMethod),
  });
}
