// The enquiry form's rules from the domain: name and mobile as the enquiry host requires them, the
// e-mail optional but well-formed, the message within the 500 characters the host keeps.
import { validateContactMessage } from "@henna/domain/validate-contact";
import { validateEnquiryMobile, validateOptionalEmail } from "@henna/domain/validate-contact-fields";
import { validateRequired } from "@henna/domain/validate-required";
import { domainRule } from "@henna/storefront/forms/domain-rule.ts";
import { type ObjectSchema, object, string } from "yup";

export interface EnquiryValues {
  name: string;
  mobile: string;
  email: string;
  message: string;
}

const text = () => string().defined().default("");

export const enquirySchema: ObjectSchema<EnquiryValues> = object({
  name: text().test(domainRule(validateRequired)),
  mobile: text().test(domainRule(validateEnquiryMobile)),
  email: text().test(domainRule(validateOptionalEmail)),
  message: text().test(domainRule(validateContactMessage)),
});
