// Form state for the contact and enquiry forms with the domain's validators and no form library:
// react-hook-form and yup would more than double these pages' first-render script (26 KB gzip) for four
// text fields. Same behaviour as the app's other forms (forms/use-yup-form.ts): nothing is checked until
// the first submit, then every change re-checks; a failed submit focuses the first field in error.
import { type ChangeEvent, type FormEvent, useState } from "react";

export type FieldRules<T extends Record<string, string>> = {
  [K in keyof T]: (value: string) => string | null;
};

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface PlainForm<T extends Record<string, string>> {
  values: T;
  errors: FieldErrors<T>;
  submitting: boolean;
  /** Props for an input or textarea: name, value, onChange. */
  field<K extends keyof T & string>(
    name: K,
  ): {
    name: K;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** The form's onSubmit: checks every field, then awaits `send` with the values when all are valid. */
  handleSubmit(send: (values: T) => Promise<void>): (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** New values, and back to checking nothing until the next submit. */
  reset(values: T): void;
}

function check<T extends Record<string, string>>(rules: FieldRules<T>, values: T): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const name of Object.keys(rules) as Array<keyof T>) {
    const message = rules[name](values[name] ?? "");
    if (message !== null) errors[name] = message;
  }
  return errors;
}

export function usePlainForm<T extends Record<string, string>>(
  rules: FieldRules<T>,
  initial: T,
): PlainForm<T> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Derived, not stored: after the first submit the messages always match what is typed.
  const errors = submitted ? check(rules, values) : {};

  return {
    values,
    errors,
    submitting,
    field: (name) => ({
      name,
      value: values[name] ?? "",
      onChange: (event) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [name]: value }));
      },
    }),
    handleSubmit: (send) => async (event) => {
      event.preventDefault();
      if (submitting) return;
      setSubmitted(true);
      const found = check(rules, values);
      const first = Object.keys(rules).find((name) => found[name as keyof T] !== undefined);
      if (first !== undefined) {
        const element = event.currentTarget.elements.namedItem(first);
        if (element instanceof HTMLElement) element.focus();
        return;
      }
      setSubmitting(true);
      try {
        await send(values);
      } finally {
        setSubmitting(false);
      }
    },
    reset: (next) => {
      setValues(next);
      setSubmitted(false);
    },
  };
}
