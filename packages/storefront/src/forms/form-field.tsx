// The one labelled form field of the apps: a label (or, for a group of controls, a legend), an
// optional hint, the error and a required mark, wired so assistive technology hears them: the label's
// `for` names the control, `aria-describedby` points at the message shown (the error, else the hint,
// then any text the caller adds), `aria-invalid` and `aria-required` say the state. The control itself
// is the caller's (input, select, textarea, a row with a button, six OTP boxes): it spreads the props
// it is given, so every form of the shop, the academy and the back office shows a field the same way.
import { type ReactNode, useId } from "react";
import { t } from "../i18n/i18n";
import styles from "./forms.module.css";

/** What the control spreads onto itself (a group's controls take all but `id`). */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
}

export interface FormFieldProps {
  label: string;
  /** Shown under the control while there is no error (a format, "Optional"). */
  hint?: ReactNode;
  /** The validation message; shown with role="alert" and marks the control invalid. */
  error?: string | undefined;
  /** Marks the label (a mark heard as nothing: the control says aria-required instead). */
  required?: boolean | undefined;
  /** The control's id; one is made when not given. */
  id?: string | undefined;
  className?: string | undefined;
  /** The label only for assistive technology (a search box, a pincode box beside its button). */
  labelHidden?: boolean;
  /**
   * "stacked": label above the control. "inline": the control then its label on one row (a checkbox).
   * "group": a fieldset whose legend names several controls (radios, code boxes); the description
   * goes on the fieldset.
   */
  layout?: "stacked" | "inline" | "group";
  /** Ids of more text describing the control (rules above it, a counter), read after the message. */
  describedBy?: string | undefined;
  /** Shown beside the message, at the row's end (a character counter). */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldIds(id: string) {
  return { error: `${id}-error`, hint: `${id}-hint` };
}

export function FormField({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  labelHidden = false,
  layout = "stacked",
  describedBy,
  aside,
  children,
}: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const ids = fieldIds(controlId);
  const showHint = hint !== undefined && hint !== null && hint !== "" && !error;
  const description =
    [error ? ids.error : null, showHint ? ids.hint : null, describedBy ?? null].filter(Boolean).join(" ") ||
    undefined;
  const control: FieldControlProps = {
    id: controlId,
    "aria-describedby": layout === "group" ? undefined : description,
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
  };
  const labelClass = labelHidden
    ? "visually-hidden"
    : layout === "inline"
      ? styles.inlineLabel
      : styles.label;
  const messages = (
    <>
      {showHint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="error-text" role="alert">
          {t(error)}
        </p>
      )}
    </>
  );
  const foot =
    aside === undefined ? (
      messages
    ) : (
      <div className={styles.foot}>
        <div className={styles.messages}>{messages}</div>
        {aside}
      </div>
    );

  if (layout === "group") {
    return (
      <fieldset className={`${styles.group} ${className ?? ""}`} aria-describedby={description}>
        <legend
          className={labelHidden ? "visually-hidden" : styles.legend}
          data-required={required || undefined}
        >
          {label}
        </legend>
        {children(control)}
        {foot}
      </fieldset>
    );
  }

  const labelElement = (
    <label htmlFor={controlId} className={labelClass} data-required={required || undefined}>
      {label}
    </label>
  );
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      {layout === "inline" ? (
        <div className={styles.inline}>
          {children(control)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children(control)}
        </>
      )}
      {foot}
    </div>
  );
}
