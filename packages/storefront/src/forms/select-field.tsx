// A labelled native select on the one form field (form-field.tsx), wired for react-hook-form; the
// first option asks for a choice.
import { forwardRef, type SelectHTMLAttributes } from "react";
import { t } from "../i18n/i18n";
import { FormField } from "./form-field";
import styles from "./forms.module.css";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty option's text ("Select gender"). */
  placeholder: string;
  /**
   * The choices, each the value sent; shown in the reader's language ("Female" is महिला, a center's
   * name not in the catalogue reads as it is).
   */
  options: readonly string[];
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, placeholder, options, error, hint, required, id, className, ...select },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <select ref={ref} className={styles.input} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
});
