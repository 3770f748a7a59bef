// A product's stock: adjust it (received, damaged, correction; a variation's for a Variable product)
// with a note, and its history, newest first.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { mixed, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateTime } from "../../ui/format";
import { ErrorState, Skeleton } from "../../ui/states";
import { type AdminProduct, variationName } from "./product-draft";
import styles from "./product-editor.module.css";

type Reason = "received" | "damaged" | "correction";
const REASONS: readonly [Reason, string][] = [
  ["received", "Received (adds)"],
  ["damaged", "Damaged (takes away)"],
  ["correction", "Correction (either way)"],
];

interface AdjustValues {
  variation: string;
  reason: Reason;
  amount: string;
  note: string;
}

const UNITS_HINT = "Enter how many units, e.g. 10 (or -2 for a correction down).";

const schema = object({
  variation: string().default(""),
  reason: mixed<Reason>().oneOf(["received", "damaged", "correction"]).required(),
  amount: string()
    .default("")
    .test("units", UNITS_HINT, (text) => {
      const units = Math.trunc(Number(text));
      return (text ?? "").trim() !== "" && Number.isFinite(units) && units !== 0;
    }),
  note: string().default(""),
});

/** Damaged goods always go out; received always come in; a correction keeps its sign. */
function deltaOf(reason: Reason, amount: string): number {
  const units = Math.trunc(Number(amount));
  return reason === "damaged" ? -Math.abs(units) : reason === "received" ? Math.abs(units) : units;
}

export function StockPanel({ product, onChanged }: { product: AdminProduct; onChanged: () => void }) {
  const client = useAdminClient();
  const productId = product.product_id;
  const variable = product.product_type === "Variable Product";
  const history = useApi(
    () => client.GET("/admin/products/{productId}/stock", { params: { path: { productId } } }),
    [client, productId],
  );
  const { register, handleSubmit, formState, setError, reset, getValues } = useYupForm<AdjustValues>(schema, {
    variation: product.variations[0]?.sku ?? "",
    reason: "received",
    amount: "",
    note: "",
  });
  const errors = formState.errors;
  const { busy, failure, save } = useSave({
    setError,
    fields: (path) => ({ delta: "amount", note: "note", variation_sku: "variation", reason: "reason" })[path],
  });

  const onSubmit = handleSubmit(async ({ variation, reason, amount, note }) => {
    const result = await save(() =>
      client.POST("/admin/products/{productId}/stock", {
        params: { path: { productId } },
        body: {
          delta: deltaOf(reason, amount),
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(variable ? { variation_sku: variation } : {}),
        },
      }),
    );
    if (result.error) return;
    reset({ ...getValues(), amount: "", note: "" });
    toast.success(`Stock is now ${result.data.data.stockAfter}`);
    history.reload();
    onChanged();
  });

  const rows = history.state.data?.data ?? [];
  const names = new Map(product.variations.map((row) => [row.sku, variationName(row)]));
  return (
    <section className="admin-panel" aria-labelledby="stock-title">
      <h2 id="stock-title">Stock</h2>
      <p>
        In stock: <strong>{product.totalStock}</strong> · Sold: {product.totalSold}
      </p>
      <form className={styles.stockForm} onSubmit={onSubmit} noValidate aria-label="Adjust stock">
        {variable && (
          <FormField label="Variation" error={errors.variation?.message}>
            {(control) => (
              <select {...control} className="admin-control" {...register("variation")}>
                {product.variations.map((row) => (
                  <option key={row.sku} value={row.sku}>
                    {variationName(row)} ({row.stock} in stock)
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField label="Reason" error={errors.reason?.message}>
          {(control) => (
            <select {...control} className="admin-control" {...register("reason")}>
              {REASONS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Units" required error={errors.amount?.message}>
          {(control) => (
            <input {...control} className="admin-control" inputMode="numeric" {...register("amount")} />
          )}
        </FormField>
        <FormField label="Note" error={errors.note?.message}>
          {(control) => (
            <input {...control} className="admin-control" maxLength={300} {...register("note")} />
          )}
        </FormField>
        <button type="submit" className="btn btn-small" disabled={busy}>
          {busy ? "Saving…" : "Adjust stock"}
        </button>
      </form>
      <FormFailure failure={failure} />
      <h3 className={styles.subTitle}>History</h3>
      {history.state.status === "error" ? (
        <ErrorState failure={history.state.error} onRetry={history.reload} />
      ) : !history.state.data ? (
        <Skeleton lines={3} label="Loading the stock history" />
      ) : rows.length === 0 ? (
        <p className="muted">No stock changes yet.</p>
      ) : (
        // A list, not a table: the side column has no room for seven columns at 1366 px.
        <ol className={styles.history} aria-label="Stock history">
          {rows.map((row) => (
            <li key={row.id}>
              <p>
                <strong className={styles.delta}>{row.delta > 0 ? `+${row.delta}` : row.delta}</strong>{" "}
                {row.reason}
                {variable && row.variation_sku && <> · {names.get(row.variation_sku) ?? row.variation_sku}</>}
                <span className="muted"> → {row.stockAfter} in stock</span>
              </p>
              <p className="muted">
                {dateTime(row.createdAt)} · {row.actor}
              </p>
              {row.note && <p className={styles.historyNote}>{row.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
