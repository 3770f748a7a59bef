// A form's save bar: the submit button (its busy label while the write runs), an optional Cancel and
// any other actions. A long form's bar sticks to the bottom of the screen, so Save is always in reach.
import type { ReactNode } from "react";
import styles from "./form-actions.module.css";

export interface FormActionsProps {
  busy: boolean;
  saveLabel: string;
  busyLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Sticks to the bottom of the screen (long forms); short inline forms keep it in the flow. */
  sticky?: boolean;
  /** The small buttons of a panel or a row's form. */
  small?: boolean;
  /** Submit is off (e.g. nothing to send yet) besides while busy. */
  disabled?: boolean;
  /** secondary: a page's or dialog's lesser action; danger: it cannot be undone. */
  tone?: "primary" | "secondary" | "danger";
  /** Further buttons after Save and Cancel. */
  children?: ReactNode;
}

export function FormActions({
  busy,
  saveLabel,
  busyLabel = "Saving…",
  onCancel,
  cancelLabel = "Cancel",
  sticky = false,
  small = false,
  disabled = false,
  tone = "primary",
  children,
}: FormActionsProps) {
  const size = small ? " btn-small" : "";
  return (
    <div className={sticky ? `${styles.actions} ${styles.sticky}` : styles.actions}>
      <button
        type="submit"
        className={`btn${tone === "primary" ? "" : ` btn-${tone}`}${size}`}
        disabled={busy || disabled}
      >
        {busy ? busyLabel : saveLabel}
      </button>
      {onCancel && (
        <button type="button" className={`btn btn-secondary${size}`} onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      {children}
    </div>
  );
}
