// The write every marketing editor makes: its Active/Inactive choice, one save through the form kit
// (busy, field problems, the failure line), and the saved item handed on. The editor builds its body
// and picks the call (create or update); the rest is here, and goes to EditorFrame as `frame`.
import { useState } from "react";
import type { ClientCall } from "../../api/settle-answer";
import { type SaveOptions, type SetFieldError, useSave } from "../../ui/form/use-save";
import type { ActiveStatus } from "./status-field";

export function useEditorSave<Item extends { status: ActiveStatus }>({
  item,
  onSaved,
  setError,
  fields,
  statusHint,
}: {
  item: Item | null;
  onSaved: (item: Item) => void;
  setError: SetFieldError;
  fields: readonly string[];
  /** Under the status choice: what Inactive means for this list. */
  statusHint: string;
}) {
  const [status, setStatus] = useState<ActiveStatus>(item?.status ?? "Active");
  const { failure, busy, save } = useSave({ setError, fields });

  async function submit(call: () => ClientCall<{ data: Item }>, options?: SaveOptions): Promise<void> {
    const result = await save(call, options);
    if (result.data) onSaved(result.data.data);
  }

  return {
    status,
    submit,
    frame: {
      editing: item !== null,
      status: { value: status, onChange: setStatus, hint: statusHint },
      saving: { failure, busy },
    },
  };
}
