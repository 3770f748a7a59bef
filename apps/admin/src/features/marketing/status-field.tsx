// The Active/Inactive choice every marketing form shows (saving goes through the form kit, ui/form).
import { FormField } from "@henna/storefront/forms/form-field.tsx";

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
