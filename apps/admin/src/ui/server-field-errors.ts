// A write's per-field problems (field-errors.ts) put on a react-hook-form's fields, so the server's
// message shows under the field it names; the ones no field of the form shows are returned, for the
// form's summary.
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "../api/field-errors";

export function showServerErrors<T extends FieldValues>(
  fields: FieldErrors,
  setError: UseFormSetError<T>,
  known: (field: string) => boolean,
): string[] {
  const rest: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (known(field)) setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: true });
    else rest.push(message);
  }
  return rest;
}
