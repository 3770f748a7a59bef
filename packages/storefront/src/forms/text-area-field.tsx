// A labelled textarea on the one form field (form-field.tsx).
import { forwardRef, type TextareaHTMLAttributes } from "react";
import { FormField } from "./form-field";
import styles from "./forms.module.css";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, required, id, className, ...textarea },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <textarea ref={ref} className={`${styles.input} ${styles.textarea}`} {...control} {...textarea} />
      )}
    </FormField>
  );
});
