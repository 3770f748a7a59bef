// The sales report: every order paid between two days (India time) as one CSV file.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { object, string } from "yup";
import { useLongAdminClient } from "../../api/services-context";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { saveFile } from "../../ui/save-file";
import { indiaToday } from "./download";
import styles from "./reports.module.css";

interface RangeValues {
  from: string;
  to: string;
}

const schema = object({
  from: string().default("").required("Choose both days."),
  to: string()
    .default("")
    .required("Choose both days.")
    .test("order", "The start day must be on or before the end day.", (to, context) => {
      const from: string = context.parent.from ?? "";
      return !from || !to || from <= to;
    }),
});

export function SalesPanel() {
  // A long range is every order of it in one file: it outlasts the usual budget over a slow line.
  const client = useLongAdminClient();
  const today = indiaToday();
  const { register, handleSubmit, formState } = useYupForm<RangeValues>(schema, {
    from: `${today.slice(0, 7)}-01`,
    to: today,
  });
  const { busy, failure, save } = useSave();
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ from, to }) => {
    const result = await save(() =>
      client.GET("/admin/reports/sales", { params: { query: { from, to } }, parseAs: "blob" }),
    );
    if (result.error) return;
    saveFile(result.data as Blob, `sales-${from}-to-${to}.csv`);
    toast.success("The sales report is downloaded");
  });

  return (
    <section className="admin-panel" aria-labelledby="sales-title">
      <h2 id="sales-title">Sales report</h2>
      <p className="muted">
        Every order paid between the two days (India time), oldest first: invoice number, customer, amounts
        and status. Opens in any spreadsheet.
      </p>
      <form className={styles.range} onSubmit={onSubmit} noValidate>
        <FormField label="From" required error={errors.from?.message}>
          {(control) => (
            <input {...control} type="date" className="admin-control" max={today} {...register("from")} />
          )}
        </FormField>
        <FormField label="To" required error={errors.to?.message}>
          {(control) => <input {...control} type="date" className="admin-control" {...register("to")} />}
        </FormField>
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? "Preparing…" : "Download sales CSV"}
        </button>
      </form>
      <FormFailure failure={failure} />
    </section>
  );
}
