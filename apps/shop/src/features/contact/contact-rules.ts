// The Get In Touch form's rules, all from the domain (spec §5: name, email and phone required, message
// at most 500 characters), so its messages are the specification's.
import { validateContactMessage } from "@henna/domain/validate-contact";
import { validateContactEmail, validateContactPhone } from "@henna/domain/validate-contact-fields";
import { validateRequired } from "@henna/domain/validate-required";
import type { FieldRules } from "@henna/storefront/content/use-plain-form.ts";

export interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const CONTACT_RULES: FieldRules<ContactValues> = {
  name: validateRequired,
  email: validateContactEmail,
  phone: validateContactPhone,
  message: validateContactMessage,
};
