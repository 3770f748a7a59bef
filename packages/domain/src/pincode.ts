// Pincode serviceability (spec §5; minimum length §9).
//
// Where each §5 text applies (the spec lists two checkout texts for one rule; we give each a place):
// - Product page check: 'Please enter a valid pincode' / 'Delivery available to {pincode}' /
//   'Sorry, delivery is not available to {pincode}'. Deliverable only when the pincode is listed with
//   status Active; an empty list means nothing is deliverable there (the spec's "if in the list").
// - Checkout, address list: a shipping address whose pincode is not served shows the inline warning
//   'Shipping not available for this pincode'.
// - Checkout, choosing that address as the shipping address: 'Delivery is not available to this pincode.'
// - Checkout, Place order (and the server refusing the order): 'Sorry, we do not deliver to this pincode.'
// At checkout "delivery only to Active pincodes if any are listed" reads as: when at least one Active
// pincode is listed, only Active pincodes are served; when none is Active (or the list is empty), the
// shop has not restricted delivery and every pincode is served.
import {
  DELIVERY_NOT_AVAILABLE_TO_PINCODE,
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  INVALID_PINCODE,
  SHIPPING_NOT_AVAILABLE,
  WE_DO_NOT_DELIVER_TO_PINCODE,
} from "./messages";
import { type FieldValue, fieldText } from "./validate-required";

export const PINCODE_MIN_LENGTH = 5;

/** §3 Pincode row from GET /pincode/getall (pincodesData); the pincode may arrive as a number. */
export interface PincodeEntry {
  pincode: string | number;
  status: string;
}

/** §5, §9 pincode: at least 5 characters after trimming, else 'Please enter a valid pincode'. */
export function validatePincode(value: FieldValue): string | null {
  return fieldText(value).length >= PINCODE_MIN_LENGTH ? null : INVALID_PINCODE;
}

const activePincodes = (list: readonly PincodeEntry[]): Set<string> =>
  new Set(list.filter((entry) => entry.status === "Active").map((entry) => fieldText(entry.pincode)));

/** §5 product page: the pincode is listed with status Active. */
export function isListedActive(pincode: FieldValue, list: readonly PincodeEntry[]): boolean {
  return activePincodes(list).has(fieldText(pincode));
}

export type PincodeCheckResult =
  | { status: "invalid"; message: string }
  | { status: "available"; pincode: string; message: string }
  | { status: "unavailable"; pincode: string; message: string };

/** §5 pincode check on product page: invalid (< 5 chars), 'Delivery available to {pincode}' or 'Sorry, delivery is not available to {pincode}'. */
export function checkProductPincode(input: FieldValue, list: readonly PincodeEntry[]): PincodeCheckResult {
  const pincode = fieldText(input);
  const invalid = validatePincode(pincode);
  if (invalid) return { status: "invalid", message: invalid };
  return isListedActive(pincode, list)
    ? { status: "available", pincode, message: deliveryAvailableTo(pincode) }
    : { status: "unavailable", pincode, message: deliveryNotAvailableTo(pincode) };
}

/** §5 checkout: delivery only to Active pincodes if any are listed; with no Active pincode listed every pincode is served. */
export function isServiceablePincode(pincode: FieldValue, list: readonly PincodeEntry[]): boolean {
  const active = activePincodes(list);
  return active.size === 0 || active.has(fieldText(pincode));
}

/** §5 checkout address list: inline warning 'Shipping not available for this pincode' for a shipping address that is not served. */
export function shippingPincodeWarning(pincode: FieldValue, list: readonly PincodeEntry[]): string | null {
  return isServiceablePincode(pincode, list) ? null : SHIPPING_NOT_AVAILABLE;
}

/** §5 checkout, choosing a shipping address: 'Delivery is not available to this pincode.' when not served. */
export function selectShippingPincodeError(
  pincode: FieldValue,
  list: readonly PincodeEntry[],
): string | null {
  return isServiceablePincode(pincode, list) ? null : DELIVERY_NOT_AVAILABLE_TO_PINCODE;
}

/** §5 checkout, Place order (client and server): 'Sorry, we do not deliver to this pincode.' when not served. */
export function placeOrderPincodeError(pincode: FieldValue, list: readonly PincodeEntry[]): string | null {
  return isServiceablePincode(pincode, list) ? null : WE_DO_NOT_DELIVER_TO_PINCODE;
}
