// The 'Enter Guest Details' form's rules (spec §5: name and mobile required, mobile normalised to 10
// digits; e-mail and description optional), from the domain's validateGuestDetails.
import { validateGuestDetails } from "@henna/domain/validate-checkout";
import type { FieldValue } from "@henna/domain/validate-required";
import { domainRule } from "@henna/storefront/forms/domain-rule.ts";
import { type ObjectSchema, object, string } from "yup";

export interface GuestDetailsValues {
  name: string;
  mobile: string;
  email: string;
  description: string;
}

const text = () => string().defined().default("");

function guestName(value: FieldValue): string | null {
  return validateGuestDetails({ name: value }).name ?? null;
}

function guestMobile(value: FieldValue): string | null {
  return validateGuestDetails({ mobile: value }).mobile ?? null;
}

export const guestDetailsSchema: ObjectSchema<GuestDetailsValues> = object({
  name: text().test(domainRule(guestName, "guest-name")),
  mobile: text().test(domainRule(guestMobile, "guest-mobile")),
  email: text(),
  description: text().max(2000),
});
