// yup tests built on the domain's validators, so a form shows exactly the specification's message
// and no rule is written twice: `string().test(domainRule(validateMobile))`.
import type { FieldValue } from "@henna/domain/validate-required";
import type { TestConfig } from "yup";

export function domainRule(
  validate: (value: FieldValue) => string | null,
  name = validate.name || "domain-rule",
): TestConfig<string | undefined> {
  return {
    name,
    test(value, context) {
      const message = validate(value);
      return message === null ? true : context.createError({ message });
    },
  };
}
