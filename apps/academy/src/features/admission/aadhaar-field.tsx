// The Aadhaar number (spec §5): a password-style input that can be revealed, limited to 12 characters
// with anything but digits stripped as it is typed. A number the server already holds is shown only
// masked (XXXX-XXXX-1234), read-only, with a way to replace it.
import { sanitizeAadhaarInput } from "@henna/domain/validate-admission";
import authStyles from "@henna/storefront/auth/auth.module.css";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { type ChangeEvent, useState } from "react";
import styles from "./admission.module.css";
import type { AdmissionForm } from "./admission-values";

export interface AadhaarFieldProps {
  registration: ReturnType<AdmissionForm["register"]>;
  error: string | undefined;
  /** The masked number on record, when the current value is it. */
  masked: string | null;
  onReplace: () => void;
}

export const AADHAAR_LABEL = msg("Aadhar Number");

export function AadhaarField({ registration, error, masked, onReplace }: AadhaarFieldProps) {
  const [shown, setShown] = useState(false);
  if (masked !== null) {
    return (
      <div className={styles.full}>
        <TextField
          label={t(AADHAAR_LABEL)}
          required
          readOnly
          value={masked}
          hint={t("Saved. Only the last four digits are shown.")}
          error={error}
          trailing={() => (
            <button type="button" className={authStyles.reveal} onClick={onReplace}>
              {t("Change")}
              <span className="visually-hidden"> {t("Aadhar number")}</span>
            </button>
          )}
          inputClassName={authStyles.passwordInput}
        />
      </div>
    );
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizeAadhaarInput(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    return registration.onChange(event);
  };
  return (
    <div className={styles.full}>
      <TextField
        label={t(AADHAAR_LABEL)}
        required
        {...registration}
        onChange={onChange}
        type={shown ? "text" : "password"}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        hint={t("12 digits. Kept private: shown masked once saved.")}
        error={error}
        inputClassName={authStyles.passwordInput}
        trailing={(inputId) => (
          <button
            type="button"
            className={authStyles.reveal}
            aria-pressed={shown}
            aria-controls={inputId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t("Hide") : t("Show")}
            <span className="visually-hidden"> {t("Aadhar number")}</span>
          </button>
        )}
      />
    </div>
  );
}
