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
import { TableScroll } from "../../ui/table-scroll";
import type { AdminProduct } from "./product-draft";
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
                    {row.sku} ({row.stock} in stock)
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
        <TableScroll label="Stock history">
          <table className="admin-table">
            <caption className="visually-hidden">Stock history</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                {variable && <th scope="col">Variation</th>}
                <th scope="col">Reason</th>
                <th scope="col" className="num">
                  Change
                </th>
                <th scope="col" className="num">
                  After
                </th>
                <th scope="col">Note</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateTime(row.createdAt)}</td>
                  {variable && <td>{row.variation_sku ?? "—"}</td>}
                  <td>{row.reason}</td>
                  <td className="num">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                  <td className="num">{row.stockAfter}</td>
                  <td className="wrap">{row.note}</td>
                  <td>{row.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
