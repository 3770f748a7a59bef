// The dense filter controls of the lists' toolbars, each a labelled field of the form kit.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import styles from "./filter-controls.module.css";

export interface FilterSelectProps {
  label: string;
  value: string;
  /** [value, text] pairs; the empty value means every row. */
  options: readonly (readonly [string, string])[];
  allLabel?: string;
  onChange: (value: string) => void;
}

export function FilterSelect({ label, value, options, allLabel = "All", onChange }: FilterSelectProps) {
  return (
    <FormField label={label} className={styles.field}>
      {(control) => (
        <select
          {...control}
          className={`admin-control ${styles.control}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{allLabel}</option>
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} className={styles.field}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={`admin-control ${styles.control}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The same values as [value, value] pairs. */
export function plainOptions(values: readonly string[]): (readonly [string, string])[] {
  return values.map((value) => [value, value] as const);
}
