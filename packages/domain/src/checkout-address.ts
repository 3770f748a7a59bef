// The address form of checkout and My Account (spec §2 Checkout address form, §3 Address).
//
// Decisions:
// - Address text, city and pincode are required ('This field is required'); area (the map address)
//   is optional, as the server's contract makes it.
// - Indian pincodes have 6 digits and the server stores only those (contract Pincode6), so the form
//   asks for exactly 6 digits with the §5 text 'Please enter a valid pincode' rather than letting a
//   5-character value through to a server refusal.
// - Location types are the §3 list; anything else reads as Others.
import { INVALID_PINCODE } from "./messages";
import { collectErrors, type FieldValue, fieldText, validateRequired } from "./validate-required";

export const LOCATION_TYPES = ["Home", "Office", "Others"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** §3 location_user: one of Home, Office, Others (anything else reads as Others). */
export function toLocationType(value: FieldValue): LocationType {
  const text = fieldText(value).toLowerCase();
  return LOCATION_TYPES.find((type) => type.toLowerCase() === text) ?? "Others";
}

/** Pincode as typed into the form: digits only, at most 6. */
export function sanitizePincodeInput(value: FieldValue): string {
  return fieldText(value).replace(/\D/g, "").slice(0, 6);
}

/** §5 address pincode: exactly 6 digits after trimming, else 'Please enter a valid pincode'. */
export function validateAddressPincode(value: FieldValue): string | null {
  const text = fieldText(value);
  if (text === "") return validateRequired(text);
  return /^[0-9]{6}$/.test(text) ? null : INVALID_PINCODE;
}

export interface AddressForm {
  location_user?: FieldValue;
  new_address?: FieldValue;
  city?: FieldValue;
  area?: FieldValue;
  pincode?: FieldValue;
}

export type AddressField = "new_address" | "city" | "pincode";

/** §2 address form: address text, city and a 6-digit pincode; {} when valid. */
export function validateAddressForm(form: AddressForm): Partial<Record<AddressField, string>> {
  return collectErrors({
    new_address: validateRequired(form.new_address),
    city: validateRequired(form.city),
    pincode: validateAddressPincode(form.pincode),
  });
}
