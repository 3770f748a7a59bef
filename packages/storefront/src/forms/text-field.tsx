// A labelled input on the one form field (form-field.tsx), wired for react-hook-form (spread
// `register(name)` into it) or for plain state (value and onChange).
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { FormField } from "./form-field";
import styles from "./forms.module.css";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Marks the field required (the mark and aria-required; the forms check values themselves). */
  required?: boolean | undefined;
  /** A control drawn inside the input's box, at its end (e.g. a Show/Hide password button). */
  trailing?: (inputId: string) => ReactNode;
  inputClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, className, trailing, inputClassName, ...input },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => {
        const field = (
          <input ref={ref} className={`${styles.input} ${inputClassName ?? ""}`} {...control} {...input} />
        );
        return trailing ? (
          <div className={styles.withTrailing}>
            {field}
            {trailing(control.id)}
          </div>
        ) : (
          field
        );
      }}
    </FormField>
  );
});
