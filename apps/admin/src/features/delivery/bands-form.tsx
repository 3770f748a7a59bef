// The distance bands (a price per km range) and the free-delivery bands (free from an order total per
// km range), saved together. Active bands of a list must touch without overlapping or leaving a whole
// kilometre out (the domain's rule, checked here first and by the server again).
import type { components } from "@henna/api";
import { type BandInput, type BandKind, bandProblemsOf } from "@henna/domain/delivery-bands";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { type UseFormRegisterReturn, type UseFormReturn, useFieldArray } from "react-hook-form";
import { array, mixed, number, type ObjectSchema, object } from "yup";
import { useAdminClient } from "../../api/services-context";
import rowList from "../../ui/form/row-list.module.css";
import { SettingsForm } from "../../ui/form/settings-form";
import { useSave } from "../../ui/form/use-save";
import styles from "./delivery.module.css";

export type DeliverySetup = components["schemas"]["DeliverySetupResponse"]["data"];
type Status = "Active" | "Inactive";
interface BandRow {
  min_kilometer: number;
  max_kilometer: number;
  amount: number;
  status: Status;
}
interface BandsValues {
  bands: BandRow[];
  free_bands: BandRow[];
}

const kmNumber = () =>
  number()
    .typeError("Enter kilometres.")
    .min(0, "0 or more.")
    .max(5000, "At most 5000 km.")
    .required("Enter kilometres.");
const rows = (kind: BandKind) =>
  array(
    object({
      min_kilometer: kmNumber(),
      max_kilometer: kmNumber(),
      amount: number().typeError("Enter an amount.").min(0, "0 or more.").required("Enter an amount."),
      status: mixed<Status>().oneOf(["Active", "Inactive"]).required(),
    }),
  )
    .max(50, "At most 50 bands.")
    .required()
    .test("bands", (list, context) => {
      const problems = bandProblemsOf((list ?? []) as BandInput[], kind);
      return problems.length === 0 ? true : context.createError({ message: problems.join("\n") });
    });

const schema: ObjectSchema<BandsValues> = object({ bands: rows("distance"), free_bands: rows("free") });

function valuesOf(setup: DeliverySetup): BandsValues {
  return {
    bands: setup.bands.map(({ delivery_price, ...band }) => ({ ...band, amount: delivery_price })),
    free_bands: setup.free_bands.map(({ freedelivery_price, ...band }) => ({
      ...band,
      amount: freedelivery_price,
    })),
  };
}

const blank = (from: number): BandRow => ({
  min_kilometer: from,
  max_kilometer: from + 5,
  amount: 0,
  status: "Active",
});
const lastEnd = (list: BandRow[]) =>
  list.reduce((end, band) => Math.max(end, Number(band.max_kilometer) || 0), 0);

/** A number of a band row, with the label a phone shows above it (the wide layout has the header). */
function NumberCell({ label, name, field }: { label: string; name: string; field: UseFormRegisterReturn }) {
  return (
    <label className={styles.cell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <input
        className="admin-control"
        type="number"
        inputMode="decimal"
        step="0.01"
        aria-label={name}
        {...field}
      />
    </label>
  );
}

function BandTable({
  name,
  title,
  amountLabel,
  form,
  problems,
}: {
  name: "bands" | "free_bands";
  title: string;
  amountLabel: string;
  form: UseFormReturn<BandsValues>;
  problems: string;
}) {
  const { register, control, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name });
  const rowName = name === "bands" ? "Band" : "Free band";
  return (
    <fieldset className={rowList.list}>
      <legend>{title}</legend>
      {fields.length === 0 && <p className="muted">No bands.</p>}
      {fields.length > 0 && (
        <div className={styles.bandHead} aria-hidden="true">
          <span>From km</span>
          <span>To km</span>
          <span>{amountLabel}</span>
          <span>Status</span>
          <span />
        </div>
      )}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.band}>
          <NumberCell
            label="From km"
            name={`${rowName} ${index + 1} from km`}
            field={register(`${name}.${index}.min_kilometer`)}
          />
          <NumberCell
            label="To km"
            name={`${rowName} ${index + 1} to km`}
            field={register(`${name}.${index}.max_kilometer`)}
          />
          <NumberCell
            label={amountLabel}
            name={`${rowName} ${index + 1} ${amountLabel}`}
            field={register(`${name}.${index}.amount`)}
          />
          <select
            className="admin-control"
            aria-label={`${rowName} ${index + 1} status`}
            defaultValue={field.status}
            {...register(`${name}.${index}.status`)}
          >
            <option value="Active">Active</option>
            <option value="Inactive">Inactive</option>
          </select>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => remove(index)}>
            Remove
            <span className="visually-hidden">
              {" "}
              {rowName.toLowerCase()} {index + 1}
            </span>
          </button>
        </div>
      ))}
      {problems && (
        <ul className={styles.problems} role="alert">
          {problems.split("\n").map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => append(blank(lastEnd(getValues(name))))}
      >
        Add a band
      </button>
    </fieldset>
  );
}

const TABLES = [
  { name: "bands", title: "Distance bands", amountLabel: "Price ₹" },
  { name: "free_bands", title: "Free-delivery bands", amountLabel: "Free from ₹" },
] as const;

export function BandsForm({
  setup,
  onSaved,
}: {
  setup: DeliverySetup;
  onSaved: (setup: DeliverySetup) => void;
}) {
  const client = useAdminClient();
  const form = useYupForm<BandsValues>(schema, valuesOf(setup));
  const { handleSubmit, formState, reset } = form;
  const [server, setServer] = useState<{ bands: string[]; free_bands: string[] }>({
    bands: [],
    free_bands: [],
  });
  const { busy, failure, save } = useSave();
  const problemsOf = (name: "bands" | "free_bands") =>
    [formState.errors[name]?.root?.message ?? formState.errors[name]?.message ?? "", ...server[name]]
      .filter(Boolean)
      .join("\n");
  // A row's own field problems (an empty or negative number), summed up under its table.
  const fieldProblem = (name: "bands" | "free_bands") =>
    Array.isArray(formState.errors[name]) && formState.errors[name]?.some?.(Boolean)
      ? "Fill every band with numbers of 0 or more."
      : "";

  const onSubmit = handleSubmit(async (values) => {
    setServer({ bands: [], free_bands: [] });
    const body = {
      bands: values.bands.map(({ amount, ...band }) => ({ ...band, delivery_price: Number(amount) })),
      free_bands: values.free_bands.map(({ amount, ...band }) => ({
        ...band,
        freedelivery_price: Number(amount),
      })),
    };
    // Every problem of a refused list is shown under its table, not only the first one per field.
    const result = await save(() => client.PUT("/admin/delivery/bands", { body }), { ownFields: () => ({}) });
    if (result.error) {
      const pick = (field: string) =>
        result.problems.filter((item) => item.field === field).map((item) => item.message);
      setServer({ bands: pick("bands"), free_bands: pick("free_bands") });
      return;
    }
    reset(valuesOf(result.data.data));
    onSaved(result.data.data);
    toast.success("The delivery bands are saved");
  });

  return (
    <SettingsForm
      titleId="bands-title"
      title="Delivery bands"
      className={styles.form}
      onSubmit={onSubmit}
      failure={failure}
      busy={busy}
      saveLabel="Save bands"
    >
      <p className="muted">
        Distance is measured from the office in whole kilometres. A band's ends are included; Active bands may
        share an end (the first one applies there).
      </p>
      {TABLES.map((table) => (
        <BandTable
          key={table.name}
          {...table}
          form={form}
          problems={[fieldProblem(table.name), problemsOf(table.name)].filter(Boolean).join("\n")}
        />
      ))}
    </SettingsForm>
  );
}
