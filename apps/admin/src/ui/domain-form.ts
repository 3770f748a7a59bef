// A yup object schema that also runs a domain rule over the whole form (packages/domain), so a form
// shows exactly the server's messages on the fields they name and no rule is written twice.
import { type AnyObject, type ObjectSchema, ValidationError } from "yup";

export function withDomainRule<T extends AnyObject>(
  schema: ObjectSchema<T>,
  check: (values: T) => Record<string, string>,
): ObjectSchema<T> {
  return schema.test("domain-rule", "", function domainRule(values) {
    const problems = check(values as T);
    const errors = Object.entries(problems).map(([path, message]) => this.createError({ path, message }));
    return errors.length === 0 ? true : new ValidationError(errors);
  });
}

/** A money or count field typed as text: '' is none, else the number (NaN when it is not one). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}
