// A product's stock: adjust it (received, damaged, correction; a variation's for a Variable product)
// with a note, and its history, newest first.
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type FormEvent, useState } from "react";
import { settleWrite } from "../../api/field-errors";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
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

export function StockPanel({ product, onChanged }: { product: AdminProduct; onChanged: () => void }) {
  const client = useAdminClient();
  const productId = product.product_id;
  const variable = product.product_type === "Variable Product";
  const history = useApi(
    () => client.GET("/admin/products/{productId}/stock", { params: { path: { productId } } }),
    [client, productId],
  );
  const [variation, setVariation] = useState(product.variations[0]?.sku ?? "");
  const [reason, setReason] = useState<Reason>("received");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const units = Math.trunc(Number(amount));
    if (!Number.isFinite(units) || units === 0 || amount.trim() === "") {
      setErrors({ delta: "Enter how many units, e.g. 10 (or -2 for a correction down)." });
      return;
    }
    // Damaged goods always go out; received always come in; a correction keeps its sign.
    const delta = reason === "damaged" ? -Math.abs(units) : reason === "received" ? Math.abs(units) : units;
    setBusy(true);
    const result = await settleWrite(
      client.POST("/admin/products/{productId}/stock", {
        params: { path: { productId } },
        body: {
          delta,
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(variable ? { variation_sku: variation } : {}),
        },
      }),
    );
    setBusy(false);
    if (result.error) {
      setErrors({ ...result.fields, _: result.fields.delta ? "" : failureText(result.error) });
      return;
    }
    setErrors({});
    setAmount("");
    setNote("");
    toast.success(`Stock is now ${result.data.data.stockAfter}`);
    history.reload();
    onChanged();
  };

  const rows = history.state.data?.data ?? [];
  return (
    <section className="admin-panel" aria-labelledby="stock-title">
      <h2 id="stock-title">Stock</h2>
      <p>
        In stock: <strong>{product.totalStock}</strong> · Sold: {product.totalSold}
      </p>
      <form className={styles.stockForm} onSubmit={onSubmit} noValidate aria-label="Adjust stock">
        {variable && (
          <FormField label="Variation">
            {(control) => (
              <select
                {...control}
                className="admin-control"
                value={variation}
                onChange={(event) => setVariation(event.target.value)}
              >
                {product.variations.map((row) => (
                  <option key={row.sku} value={row.sku}>
                    {row.sku} ({row.stock} in stock)
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField label="Reason">
          {(control) => (
            <select
              {...control}
              className="admin-control"
              value={reason}
              onChange={(event) => setReason(event.target.value as Reason)}
            >
              {REASONS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Units" required error={errors.delta}>
          {(control) => (
            <input
              {...control}
              className="admin-control"
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Note" error={errors.note}>
          {(control) => (
            <input
              {...control}
              className="admin-control"
              maxLength={300}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-small" disabled={busy}>
          {busy ? "Saving…" : "Adjust stock"}
        </button>
      </form>
      {errors._ && (
        <p className="error-text" role="alert">
          {errors._}
        </p>
      )}
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
