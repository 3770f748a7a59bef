// The Get In Touch form's rules, all from the domain (spec §5: name, email and phone required, message
// at most 500 characters), so its messages are the specification's.
import { validateContactMessage } from "@henna/domain/validate-contact";
import { validateContactEmail, validateContactPhone } from "@henna/domain/validate-contact-fields";
import { validateRequired } from "@henna/domain/validate-required";
import { domainRule } from "@henna/storefront/forms/domain-rule.ts";
import { type ObjectSchema, object, string } from "yup";

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const text = () => string().defined().default("");

export const contactSchema: ObjectSchema<ContactValues> = object({
  name: text().test(domainRule(validateRequired)),
  email: text().test(domainRule(validateContactEmail)),
  phone: text().test(domainRule(validateContactPhone)),
  message: text().test(domainRule(validateContactMessage)),
});
