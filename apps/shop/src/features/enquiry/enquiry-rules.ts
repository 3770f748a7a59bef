// The enquiry form's rules from the domain: name and mobile as the enquiry host requires them, the
// e-mail optional but well-formed, the message within the 500 characters the host keeps.
import { validateContactMessage } from "@henna/domain/validate-contact";
import { validateEnquiryMobile, validateOptionalEmail } from "@henna/domain/validate-contact-fields";
import { validateRequired } from "@henna/domain/validate-required";
import type { FieldRules } from "@henna/storefront/content/use-plain-form.ts";

export interface EnquiryValues extends Record<string, string> {
  name: string;
  mobile: string;
  email: string;
  message: string;
}

export const ENQUIRY_RULES: FieldRules<EnquiryValues> = {
  name: validateRequired,
  mobile: validateEnquiryMobile,
  email: validateOptionalEmail,
  message: validateContactMessage,
};
