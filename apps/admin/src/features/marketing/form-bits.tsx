// Pieces every marketing form shares: the Active/Inactive choice, Save and Cancel, a failure that is
// not about one field, the server's field problems put on the fields they name, and the save itself.
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useState } from "react";
import { type FieldErrors, settleWrite } from "../../api/field-errors";
import styles from "./marketing.module.css";

export type ActiveStatus = "Active" | "Inactive";

export function StatusField({
  value,
  onChange,
  hint,
}: {
  value: ActiveStatus;
  onChange: (status: ActiveStatus) => void;
  hint: string;
}) {
  return (
    <FormField label="Status" hint={hint}>
      {(control) => (
        <select
          {...control}
          className="admin-control"
          value={value}
          onChange={(event) => onChange(event.target.value as ActiveStatus)}
        >
          <option value="Active">Active: the shop shows it</option>
          <option value="Inactive">Inactive: kept here, hidden in the shop</option>
        </select>
      )}
    </FormField>
  );
}

export function FormActions({
  busy,
  onCancel,
  saveLabel,
}: {
  busy: boolean;
  onCancel: () => void;
  saveLabel: string;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="btn btn-small" disabled={busy}>
        {busy ? "Saving…" : saveLabel}
      </button>
      <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export function Failure({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="error-text" role="alert">
      {text}
    </p>
  );
}

/** The server's field problems onto the form's fields (a key the form does not have is kept for the summary). */
export function applyFieldErrors(
  fields: FieldErrors,
  known: readonly string[],
  setError: (name: never, error: { message: string }) => void,
): string[] {
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const name = key.split(".")[0] ?? key;
    if (known.includes(name)) setError(name as never, { message });
    else unplaced.push(message);
  }
  return unplaced;
}

export interface SaveOptions {
  /** Takes the problems this form shows its own way; the rest go on the fields or the summary. */
  ownFields?: (fields: FieldErrors) => FieldErrors;
}

/**
 * One write of a marketing item: busy while it runs, the saved item to `onSaved`, or the server's
 * problems on the fields `known` names and the first other one (else the failure) as the summary.
 */
export function useItemSave<T>(
  known: readonly string[],
  setError: (name: never, error: { message: string }) => void,
  onSaved: (item: T) => void,
) {
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const save = async (
    write: Promise<{ data?: { data: T }; error?: unknown; response: Response }>,
    { ownFields = (fields) => fields }: SaveOptions = {},
  ) => {
    setFailure("");
    setBusy(true);
    const result = await settleWrite(write);
    setBusy(false);
    if (!result.error) {
      onSaved(result.data.data);
      return;
    }
    const rest = ownFields(result.fields);
    const unplaced = applyFieldErrors(rest, known, setError);
    const handledElsewhere = Object.keys(rest).length < Object.keys(result.fields).length;
    setFailure(unplaced[0] ?? (handledElsewhere ? "" : failureText(result.error)));
  };
  return { failure, busy, save };
}
