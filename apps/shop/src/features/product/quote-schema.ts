// The Get Quote form's rules, all from the domain (spec §5), so its messages are the spec's.
import { validateResetEmail } from "@henna/domain/validate-auth";
import { validateContactMessage } from "@henna/domain/validate-contact";
import { validateMobile } from "@henna/domain/validate-mobile";
import { validateRequired } from "@henna/domain/validate-required";
import { domainRule } from "@henna/storefront/forms/domain-rule.ts";
import { type ObjectSchema, object, string } from "yup";

export interface QuoteValues {
  name: string;
  email: string;
  mobile: string;
  remark: string;
}

const text = () => string().defined().default("");

export const quoteSchema: ObjectSchema<QuoteValues> = object({
  name: text().test(domainRule(validateRequired)),
  email: text().test(domainRule(validateResetEmail)),
  mobile: text().test(domainRule(validateMobile)),
  remark: text().test(domainRule(validateContactMessage)),
});
