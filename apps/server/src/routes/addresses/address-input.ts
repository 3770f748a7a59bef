// The address fields a request may set, checked with the domain's rules. The contract already bounds
// types and lengths (and the 6-digit pincode); what it cannot see is text that is only whitespace.
import { validatePincode } from "@henna/domain/pincode";
import { collectErrors, fieldText, validateRequired } from "@henna/domain/validate-required";
import type { LocationType } from "../../db/schema.js";
import { invalid } from "../../http/api-error.js";
import type { RequestBody } from "../../http/operation-types.js";

export type AddressInput = RequestBody<"createAddress">;

export interface AddressFields {
  location_user: LocationType;
  new_address: string;
  city: string;
  area: string;
  pincode: string;
}

/** Trimmed fields, or 400 with one message per field ('This field is required', 'Please enter a valid pincode'). */
export function addressFields(body: AddressInput): AddressFields {
  const fields: AddressFields = {
    location_user: body.location_user,
    new_address: fieldText(body.new_address),
    city: fieldText(body.city),
    area: fieldText(body.area),
    pincode: fieldText(body.pincode),
  };
  const errors = Object.entries(
    collectErrors({
      new_address: validateRequired(fields.new_address),
      city: validateRequired(fields.city),
      pincode: validateRequired(fields.pincode) ?? validatePincode(fields.pincode),
    }),
  ).map(([field, message]) => ({ field, message: String(message) }));
  if (errors.length > 0) throw invalid(errors);
  return fields;
}
