import { describe, expect, it } from "vitest";
import * as messages from "./messages";

// The wording is the spec's, character for character (§5, §8, §2). This table is the guard against an
// accidental edit: users and the browser tests read these exact texts.
describe("messages are verbatim", () => {
  it.each([
    { given: messages.PRODUCT_ALREADY_IN_CART, want: "Product already in cart" },
    { given: messages.INVALID_PINCODE, want: "Please enter a valid pincode" },
    { given: messages.INVALID_MOBILE, want: "Please enter a valid 10-digit mobile number." },
    { given: messages.SELECT_BILLING_ADDRESS, want: "Please select a billing address." },
    { given: messages.SELECT_PAYMENT_METHOD, want: "Please select a payment method." },
    { given: messages.DELIVERY_NOT_AVAILABLE_TO_PINCODE, want: "Delivery is not available to this pincode." },
    { given: messages.WE_DO_NOT_DELIVER_TO_PINCODE, want: "Sorry, we do not deliver to this pincode." },
    { given: messages.SHIPPING_NOT_AVAILABLE, want: "Shipping not available for this pincode" },
    { given: messages.SELECT_ADDRESS_BEFORE_SAVING, want: "Please select an address before saving." },
    { given: messages.ADDRESS_NOT_FOUND, want: "Address not found" },
    { given: messages.CONFIRM_DELETE_ADDRESS, want: "Are you sure you want to delete this address?" },
    { given: messages.CART_EMPTY, want: "Your cart is empty!" },
    { given: messages.ENTER_COUPON_CODE, want: "Please enter a coupon code" },
    { given: messages.PASSWORD_TOO_SHORT_LOGIN, want: "Password must be at least 6 characters long." },
    { given: messages.INVALID_EMAIL_REGISTER, want: "Invalid email address." },
    { given: messages.INVALID_EMAIL_RESET, want: "Please enter a valid email address." },
    { given: messages.OTP_INCOMPLETE, want: "Please enter all 6 digits of OTP" },
    { given: messages.PASSWORD_TOO_SHORT_RESET, want: "Password must be at least 6 characters." },
    { given: messages.PASSWORDS_DO_NOT_MATCH, want: "Passwords do not match." },
    { given: messages.FIELD_REQUIRED, want: "This field is required" },
    { given: messages.AADHAR_REQUIRED, want: "Aadhar number is required" },
    { given: messages.AADHAR_EXACTLY_12_DIGITS, want: "Aadhar must be exactly 12 digits" },
    { given: messages.AADHAR_SUBMIT_TOAST, want: "Aadhar must be exactly 12 digits (numbers only)" },
    { given: messages.RULES_AGREEMENT_REQUIRED, want: "You must agree to proceed" },
    { given: messages.RULES_AGREEMENT_TOAST, want: "You must agree to the Rules & Regulations." },
    { given: messages.DELIVERY_ESTIMATE_NOT_AVAILABLE, want: "Delivery estimate not available" },
    { given: messages.FAILED_TO_LOAD_NEW_ARRIVALS, want: "Failed to load New Arrivals" },
    { given: messages.FAILED_TO_LOAD_PRODUCTS, want: "Failed to load products" },
    { given: messages.FAILED_TO_LOAD_SLIDER, want: "Failed to load slider data" },
    { given: messages.ADDED_TO_CART, want: "Added to cart" },
    { given: messages.PRODUCT_ADDED_TO_CART, want: "Product added to cart" },
    { given: messages.SOMETHING_WENT_WRONG, want: "Something went wrong" },
    { given: messages.FAILED_TO_FETCH_CART, want: "Failed to fetch cart" },
    { given: messages.ERROR_FETCHING_CART, want: "Error fetching cart" },
    { given: messages.FAILED_TO_REMOVE_PRODUCT, want: "Failed to remove product" },
    { given: messages.PRODUCT_REMOVED_FROM_CART, want: "Product removed from cart" },
    { given: messages.FAILED_TO_SAVE_ADDRESS, want: "Failed to save address" },
    { given: messages.ERROR_SAVING_ADDRESS, want: "Error saving address" },
    { given: messages.ADDRESS_ADDED, want: "Address added successfully" },
    { given: messages.ADDRESS_UPDATED, want: "Address updated successfully" },
    { given: messages.FAILED_TO_DELETE_ADDRESS, want: "Failed to delete address." },
    { given: messages.ERROR_DELETING_ADDRESS, want: "An error occurred while deleting." },
    { given: messages.ADDRESS_DELETED, want: "Address deleted successfully!" },
    {
      given: messages.ERROR_SETTING_DEFAULT_ADDRESS,
      want: "An error occurred while setting default address",
    },
    { given: messages.NO_ADDRESS_FOUND, want: "No Address Found" },
    { given: messages.FAILED_TO_CREATE_PAYMENT_ORDER, want: "Failed to create Razorpay order" },
    { given: messages.ERROR_DURING_CHECKOUT, want: "Error during checkout" },
    { given: messages.INVALID_COUPON, want: "Invalid coupon" },
    { given: messages.ERROR_CHECKING_COUPON, want: "Error checking coupon" },
    { given: messages.QUOTE_REQUEST_SENT, want: "Request sent. Our team will contact you shortly." },
    { given: messages.LEAD_THANK_YOU, want: "Thank you for contacting!" },
    { given: messages.SOMETHING_WENT_WRONG_TRY_AGAIN, want: "Something went wrong. Please try again." },
    { given: messages.ENQUIRY_SENT, want: "Enquiry Sent" },
    { given: messages.LOGIN_SUCCESSFUL, want: "Login successful!" },
    { given: messages.REGISTRATION_SUCCESSFUL, want: "Registration successful!" },
    { given: messages.OTP_SENT_SUCCESSFULLY, want: "OTP sent successfully!" },
    { given: messages.OTP_SENT_TO_EMAIL, want: "OTP sent to your email." },
    { given: messages.OTP_VERIFIED, want: "OTP verified successfully!" },
    { given: messages.PASSWORD_RESET_SUCCESSFUL, want: "Password reset successfully!" },
    { given: messages.ERROR_SENDING_OTP, want: "Error sending OTP" },
    { given: messages.ERROR_VERIFYING_OTP, want: "Error verifying OTP" },
    { given: messages.ERROR_RESETTING_PASSWORD, want: "Error resetting password" },
    { given: messages.ADMISSION_SUBMITTED, want: "Admission form submitted successfully!" },
    { given: messages.ADMISSION_SUBMISSION_FAILED, want: "Submission failed. Please try again." },
  ])("$want", ({ given, want }) => {
    expect(given).toBe(want);
  });
});

describe("messages with a placeholder", () => {
  it.each([
    { given: messages.deliveryAvailableTo("400097"), want: "Delivery available to 400097" },
    { given: messages.deliveryNotAvailableTo("110001"), want: "Sorry, delivery is not available to 110001" },
    { given: messages.defaultAddressUpdated("shipping"), want: "Default shipping address updated" },
    { given: messages.defaultAddressUpdated("billing"), want: "Default billing address updated" },
  ])("$want", ({ given, want }) => {
    expect(given).toBe(want);
  });
});
