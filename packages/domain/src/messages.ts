// Every user-facing validation text of spec §5 and the related texts of §8, verbatim. Apps and the
// server import these instead of retyping them, so a wording change happens in one place.
// Texts with a placeholder are functions; everything else is a string constant.

// --- §5 Validation rules ---------------------------------------------------------------------------

/** §5 Guest cart: a product already in it is not added again; §8 also the fallback when the server rejects an add. */
export const PRODUCT_ALREADY_IN_CART = "Product already in cart";

/** §5 Pincode check on product page: fewer than 5 characters. */
export const INVALID_PINCODE = "Please enter a valid pincode";
/** §5 Pincode check on product page: deliverable. */
export const deliveryAvailableTo = (pincode: string): string => `Delivery available to ${pincode}`;
/** §5 Pincode check on product page: not deliverable. */
export const deliveryNotAvailableTo = (pincode: string): string =>
  `Sorry, delivery is not available to ${pincode}`;

/** §5 Mobile normalisation: the result must be exactly 10 digits. */
export const INVALID_MOBILE = "Please enter a valid 10-digit mobile number.";

/** §5 Checkout requires a billing address. */
export const SELECT_BILLING_ADDRESS = "Please select a billing address.";
/** §5, §8 Checkout requires a payment method. */
export const SELECT_PAYMENT_METHOD = "Please select a payment method.";
/** §5 Delivery only to Active pincodes: shown when the shopper picks a shipping address that is not served (see pincode.ts). */
export const DELIVERY_NOT_AVAILABLE_TO_PINCODE = "Delivery is not available to this pincode.";
/** §5 Delivery only to Active pincodes: shown when Place order is refused for the shipping pincode (see pincode.ts). */
export const WE_DO_NOT_DELIVER_TO_PINCODE = "Sorry, we do not deliver to this pincode.";
/** §5 Shipping address with a non-serviceable pincode: inline warning on the address. */
export const SHIPPING_NOT_AVAILABLE = "Shipping not available for this pincode";
/** §5 Saving the address choice with no selection. */
export const SELECT_ADDRESS_BEFORE_SAVING = "Please select an address before saving.";
/** §5 No address chosen. */
export const ADDRESS_NOT_FOUND = "Address not found";
/** §5 Address delete confirmation. */
export const CONFIRM_DELETE_ADDRESS = "Are you sure you want to delete this address?";
/** §5, §8 Checkout with an empty cart. */
export const CART_EMPTY = "Your cart is empty!";

/** §5 Coupon code must be non-blank. */
export const ENTER_COUPON_CODE = "Please enter a coupon code";

/** §5 Login (and register details): password at least 6 characters. */
export const PASSWORD_TOO_SHORT_LOGIN = "Password must be at least 6 characters long.";
/** §5 Register details: e-mail must contain @ and a dot. */
export const INVALID_EMAIL_REGISTER = "Invalid email address.";
/** §5 Reset: e-mail must match a basic pattern. */
export const INVALID_EMAIL_RESET = "Please enter a valid email address.";
/** §5 Reset (and register): OTP must be 6 digits. */
export const OTP_INCOMPLETE = "Please enter all 6 digits of OTP";
/** §5 Reset: new password at least 6 characters. */
export const PASSWORD_TOO_SHORT_RESET = "Password must be at least 6 characters.";
/** §5 Reset: confirmation must match. */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";

/** §5 Admission: required field. Also used for other required fields that the spec gives no own text. */
export const FIELD_REQUIRED = "This field is required";
/** §5 Admission: Aadhar required. */
export const AADHAR_REQUIRED = "Aadhar number is required";
/** §5 Admission: Aadhar exactly 12 digits (field message). */
export const AADHAR_EXACTLY_12_DIGITS = "Aadhar must be exactly 12 digits";
/** §5 Admission: Aadhar invalid on submit (toast). */
export const AADHAR_SUBMIT_TOAST = "Aadhar must be exactly 12 digits (numbers only)";
/** §5 Admission: rulesAgreed required (field message). */
export const RULES_AGREEMENT_REQUIRED = "You must agree to proceed";
/** §5 Admission: rules not agreed on submit (toast). */
export const RULES_AGREEMENT_TOAST = "You must agree to the Rules & Regulations.";

/**
 * Contact message longer than 500 characters. NOT from the spec: the form's counter and input limit
 * stop typing at 500, so the browser never shows it; the server needs a text when a client sends more.
 */
export const CONTACT_MESSAGE_TOO_LONG = "Message must be at most 500 characters.";

// --- §2 texts used by the rules --------------------------------------------------------------------

export { DELIVERY_ESTIMATE_NOT_AVAILABLE } from "./dates";

// --- §8 Error catalogue ----------------------------------------------------------------------------

export { FAILED_TO_LOAD_NEW_ARRIVALS, FAILED_TO_LOAD_PRODUCTS, FAILED_TO_LOAD_SLIDER } from "./load-failures";

/** §8 Cart: add success (server path). */
export const ADDED_TO_CART = "Added to cart";
/** §8 Cart: add success (guest path). */
export const PRODUCT_ADDED_TO_CART = "Product added to cart";
export { SOMETHING_WENT_WRONG } from "./fallback-message";
/** §8 Cart fetch failure. */
export const FAILED_TO_FETCH_CART = "Failed to fetch cart";
/** §8 Cart fetch exception. */
export const ERROR_FETCHING_CART = "Error fetching cart";
/** §8 Cart remove failure. */
export const FAILED_TO_REMOVE_PRODUCT = "Failed to remove product";
/** §8 Cart remove success. */
export const PRODUCT_REMOVED_FROM_CART = "Product removed from cart";

/** §8 Addresses: save failure when the server gives no message. */
export const FAILED_TO_SAVE_ADDRESS = "Failed to save address";
/** §8 Addresses: save exception. */
export const ERROR_SAVING_ADDRESS = "Error saving address";
/** §8 Addresses: added. */
export const ADDRESS_ADDED = "Address added successfully";
/** §8 Addresses: updated. */
export const ADDRESS_UPDATED = "Address updated successfully";
/** §8 Addresses: delete failure. */
export const FAILED_TO_DELETE_ADDRESS = "Failed to delete address.";
/** §8 Addresses: delete exception. */
export const ERROR_DELETING_ADDRESS = "An error occurred while deleting.";
/** §8 Addresses: deleted. */
export const ADDRESS_DELETED = "Address deleted successfully!";
/** §8 Addresses: default changed ('Default {shipping or billing} address updated'). */
export const defaultAddressUpdated = (kind: "shipping" | "billing"): string =>
  `Default ${kind} address updated`;
/** §8 Addresses: setting the default failed. */
export const ERROR_SETTING_DEFAULT_ADDRESS = "An error occurred while setting default address";
/** §8 Addresses: empty list. */
export const NO_ADDRESS_FOUND = "No Address Found";

/** §8 Checkout: payment order could not be created. */
export const FAILED_TO_CREATE_PAYMENT_ORDER = "Failed to create Razorpay order";
/** §8 Checkout exception. */
export const ERROR_DURING_CHECKOUT = "Error during checkout";

/** §8 Coupon: invalid (or the server message). */
export const INVALID_COUPON = "Invalid coupon";
/** §8 Coupon: check exception. */
export const ERROR_CHECKING_COUPON = "Error checking coupon";

/** §8 Quote: success. */
export const QUOTE_REQUEST_SENT = "Request sent. Our team will contact you shortly.";
/** §8 Lead: success. */
export const LEAD_THANK_YOU = "Thank you for contacting!";
/** §8 Lead: exception. */
export const SOMETHING_WENT_WRONG_TRY_AGAIN = "Something went wrong. Please try again.";
/** §8 Enquiry: success. */
export const ENQUIRY_SENT = "Enquiry Sent";

/** §8 Login success. */
export const LOGIN_SUCCESSFUL = "Login successful!";
/** §8 Registration success. */
export const REGISTRATION_SUCCESSFUL = "Registration successful!";
/** §8 OTP sent (register). */
export const OTP_SENT_SUCCESSFULLY = "OTP sent successfully!";
/** §8 OTP sent (reset). */
export const OTP_SENT_TO_EMAIL = "OTP sent to your email.";
/** §8 OTP verified. */
export const OTP_VERIFIED = "OTP verified successfully!";
/** §8 Password reset. */
export const PASSWORD_RESET_SUCCESSFUL = "Password reset successfully!";
/** §8 OTP send exception. */
export const ERROR_SENDING_OTP = "Error sending OTP";
/** §8 OTP verify exception. */
export const ERROR_VERIFYING_OTP = "Error verifying OTP";
/** §8 Password reset exception. */
export const ERROR_RESETTING_PASSWORD = "Error resetting password";

/** §8 Admission: submitted. */
export const ADMISSION_SUBMITTED = "Admission form submitted successfully!";
/** §8 Admission: submission failed. */
export const ADMISSION_SUBMISSION_FAILED = "Submission failed. Please try again.";
