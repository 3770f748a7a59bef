// A labelled password input with a Show/Hide button: the form kit's TextField with a trailing control.
import { forwardRef, useState } from "react";
import { TextField, type TextFieldProps } from "../forms/text-field";
import { t } from "../i18n/i18n";
import styles from "./auth.module.css";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing" | "inputClassName">;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const [shown, setShown] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={shown ? "text" : "password"}
        inputClassName={styles.passwordInput}
        trailing={(inputId) => (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={shown}
            aria-controls={inputId}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t("Hide") : t("Show")}
            <span className="visually-hidden"> {t("password")}</span>
          </button>
        )}
      />
    );
  },
);
