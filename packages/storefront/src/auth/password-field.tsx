// A labelled password input with a Show/Hide button, wired for react-hook-form like TextField.
import { forwardRef, type InputHTMLAttributes, useId, useState } from "react";
import fieldStyles from "../forms/forms.module.css";
import styles from "./auth.module.css";

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [shown, setShown] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`${fieldStyles.field} ${className ?? ""}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          ref={ref}
          id={inputId}
          type={shown ? "text" : "password"}
          className={`${fieldStyles.input} ${styles.passwordInput}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? "Hide" : "Show"}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {hint && !error && (
        <p id={hintId} className={fieldStyles.hint}>
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
