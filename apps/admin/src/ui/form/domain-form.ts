// A yup object schema that also runs a domain rule over the whole form (packages/domain), so a form
// shows exactly the server's messages on the fields they name and no rule is written twice.
import { type FieldErrors, type FieldValues, type Resolver, set } from "react-hook-form";
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

/**
 * A react-hook-form resolver that is a domain rule over the whole form (for a form whose values are
 * not one yup shape, e.g. the product draft): its problems, keyed by path, on the fields they name.
 */
export function domainResolver<T extends FieldValues>(
  check: (values: T) => Record<string, string>,
): Resolver<T> {
  return async (values) => {
    const problems = Object.entries(check(values)).filter(([, message]) => message);
    if (problems.length === 0) return { values, errors: {} };
    const errors: FieldErrors<T> = {};
    for (const [path, message] of problems) set(errors, path, { type: "domain", message });
    return { values: {}, errors };
  };
}

const META = new Set(["type", "message", "ref", "types"]);

/** A form's problems by path (`variations.0.price`), for a summary and for fields shown by path. */
export function flatErrors(errors: FieldErrors, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && message && path) flat[path] ??= message;
    const nested = Object.fromEntries(Object.entries(value).filter(([name]) => !META.has(name)));
    Object.assign(flat, flatErrors(nested as FieldErrors, path));
  }
  return flat;
}
