// One labelled input with its error, wired for react-hook-form (spread `register(name)` into it).
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./forms.module.css";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** A control drawn inside the input's box, at its end (e.g. a Show/Hide password button). */
  trailing?: (inputId: string) => ReactNode;
  inputClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, trailing, inputClassName, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const field = (
    <input
      ref={ref}
      id={inputId}
      className={`${styles.input} ${inputClassName ?? ""}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.withTrailing}>
          {field}
          {trailing(inputId)}
        </div>
      ) : (
        field
      )}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
