// The sales report: every order paid between two days (India time) as one CSV file.
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type FormEvent, useState } from "react";
import { settleWrite } from "../../api/field-errors";
import { useAdminClient } from "../../api/services-context";
import { indiaToday, saveFile } from "./download";
import styles from "./reports.module.css";

export function SalesPanel() {
  const client = useAdminClient();
  const today = indiaToday();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) {
      setError("Choose both days.");
      return;
    }
    if (from > to) {
      setError("The start day must be on or before the end day.");
      return;
    }
    setBusy(true);
    setError("");
    const result = await settleWrite(
      client.GET("/admin/reports/sales", { params: { query: { from, to } }, parseAs: "blob" }),
    );
    setBusy(false);
    if (result.error) {
      setError(failureText(result.error));
      return;
    }
    saveFile(result.data as Blob, `sales-${from}-to-${to}.csv`);
    toast.success("The sales report is downloaded");
  };

  return (
    <section className="admin-panel" aria-labelledby="sales-title">
      <h2 id="sales-title">Sales report</h2>
      <p className="muted">
        Every order paid between the two days (India time), oldest first: invoice number, customer, amounts
        and status. Opens in any spreadsheet.
      </p>
      <form className={styles.range} onSubmit={onSubmit} noValidate>
        <FormField label="From" required>
          {(control) => (
            <input
              {...control}
              type="date"
              className="admin-control"
              value={from}
              max={today}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="To" required>
          {(control) => (
            <input
              {...control}
              type="date"
              className="admin-control"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? "Preparing…" : "Download sales CSV"}
        </button>
      </form>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
