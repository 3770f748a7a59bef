// The frame every marketing editor shares: the form (its fields as children), then the status choice,
// the failure line and the save bar, with the card as the shop will show it beside the form.
import type { FormEventHandler, ReactNode } from "react";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { PhotoUpload } from "../../ui/photo-upload";
import styles from "./marketing.module.css";
import { type ActiveStatus, StatusField } from "./status-field";

export function EditorFrame({
  noun,
  title = noun,
  editing,
  onSubmit,
  status,
  saving,
  onCancel,
  preview,
  children,
}: {
  /** What the save button names: "Save offer", "Add offer". */
  noun: string;
  /** What the form's accessible name names, when it differs: "Edit New Arrivals group". */
  title?: string;
  editing: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  status: { value: ActiveStatus; onChange: (status: ActiveStatus) => void; hint: string };
  saving: { failure: string; busy: boolean };
  onCancel: () => void;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? `Edit ${title}` : `New ${title}`}
      >
        {children}
        <StatusField {...status} />
        <FormFailure failure={saving.failure} />
        <FormActions
          small
          busy={saving.busy}
          onCancel={onCancel}
          saveLabel={editing ? `Save ${noun}` : `Add ${noun}`}
        />
      </form>
      {preview}
    </div>
  );
}

/** A picture of a marketing card: the upload with its visible label, and the field's error. */
export function PictureField({
  label,
  required = false,
  compact = false,
  value,
  onChange,
  error,
}: {
  label: string;
  required?: boolean;
  compact?: boolean;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  return (
    <div>
      <span className={styles.uploadLabel} aria-hidden="true">
        {label} {required && <span className="error-text">*</span>}
      </span>
      <PhotoUpload label={label} compact={compact} value={value} onChange={onChange} />
      {error && <p className="error-text">{error}</p>}
    </div>
  );
}
