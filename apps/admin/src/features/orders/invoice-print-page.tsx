// /admin/orders/:orderId/invoice: the order's GST tax invoice, laid out for printing.
import { useParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { dateOnly, money } from "../../ui/format";
import { ErrorState, Skeleton } from "../../ui/states";
import type { TaxInvoice } from "./order-types";
import styles from "./print-page.module.css";

function InvoiceSheet({ invoice }: { invoice: TaxInvoice }) {
  const { supplier, recipient, totals } = invoice;
  return (
    <article className={styles.sheet}>
      <h1>Tax invoice</h1>
      <p>
        Invoice {invoice.invoice_number} · {dateOnly(invoice.invoice_date)} · Order {invoice.order_id} of{" "}
        {dateOnly(invoice.order_date)}
      </p>
      <div className={styles.parties}>
        <section>
          <h2>Supplier</h2>
          <p>
            <strong>{supplier.name}</strong>
            {`\n${supplier.address}`}
            {supplier.gstin ? `\nGSTIN ${supplier.gstin}` : ""}
            {supplier.state ? `\nState ${supplier.state.name} (${supplier.state.code})` : ""}
          </p>
        </section>
        <section>
          <h2>Bill to</h2>
          <p>
            <strong>{recipient.name}</strong>
            {`\n${recipient.billing_address}`}
            {recipient.gstin ? `\nGSTIN ${recipient.gstin}` : ""}
            {recipient.mobile ? `\n${recipient.mobile}` : ""}
          </p>
        </section>
        <section>
          <h2>Ship to</h2>
          <p>{recipient.shipping_address}</p>
          <p>
            Place of supply:{" "}
            {invoice.place_of_supply
              ? `${invoice.place_of_supply.name} (${invoice.place_of_supply.code})`
              : "—"}{" "}
            · {invoice.supply_type}
          </p>
        </section>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">HSN</th>
            <th scope="col" className={styles.num}>
              Qty
            </th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
            <th scope="col" className={styles.num}>
              Discount
            </th>
            <th scope="col" className={styles.num}>
              Taxable
            </th>
            <th scope="col" className={styles.num}>
              GST %
            </th>
            <th scope="col" className={styles.num}>
              CGST
            </th>
            <th scope="col" className={styles.num}>
              SGST
            </th>
            <th scope="col" className={styles.num}>
              IGST
            </th>
            <th scope="col" className={styles.num}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{line.hsn_code ?? ""}</td>
              <td className={styles.num}>{line.quantity ?? ""}</td>
              <td className={styles.num}>{money(line.amount)}</td>
              <td className={styles.num}>{money(line.discount)}</td>
              <td className={styles.num}>{money(line.taxable_value)}</td>
              <td className={styles.num}>{line.gst_rate}</td>
              <td className={styles.num}>{money(line.cgst)}</td>
              <td className={styles.num}>{money(line.sgst)}</td>
              <td className={styles.num}>{money(line.igst)}</td>
              <td className={styles.num}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Totals
            </th>
            <td className={styles.num}>{money(totals.amount)}</td>
            <td className={styles.num}>{money(totals.discount)}</td>
            <td className={styles.num}>{money(totals.taxable_value)}</td>
            <td />
            <td className={styles.num}>{money(totals.cgst)}</td>
            <td className={styles.num}>{money(totals.sgst)}</td>
            <td className={styles.num}>{money(totals.igst)}</td>
            <td className={styles.num}>{money(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        <strong>Total: {money(totals.total)}</strong> ({invoice.total_in_words})
      </p>
      <p>
        Paid online {money(invoice.advance_paid)} · Due on delivery {money(invoice.remaining_amount)} ·{" "}
        {invoice.payment_mode}
      </p>
    </article>
  );
}

export default function InvoicePrintPage() {
  const { orderId = "" } = useParams();
  const client = useAdminClient();
  const { state, reload } = useApi(
    () => client.GET("/admin/orders/{orderId}/invoice", { params: { path: { orderId } } }),
    [client, orderId],
  );
  return (
    <main className="page">
      <div className={`${styles.bar} no-print`}>
        <button type="button" className="btn" onClick={() => window.print()} disabled={!state.data}>
          Print
        </button>
      </div>
      {state.status === "error" ? (
        <ErrorState failure={state.error} onRetry={reload} title="The invoice could not be opened" />
      ) : state.data ? (
        <InvoiceSheet invoice={state.data.data} />
      ) : (
        <Skeleton lines={8} height={32} label="Loading the invoice" />
      )}
    </main>
  );
}
