// /admin/orders/:orderId/invoice: the order's GST tax invoice, laid out for printing with the shop's
// own pieces (storefront gst-document), so the back office prints what the customer sees.
import { GstDocumentLines } from "@henna/storefront/gst-document/gst-document-lines.tsx";
import {
  GstDocumentHeader,
  GstDocumentParties,
  GstDocumentTotals,
  gstDocumentStyles as gst,
  indianDate,
  money,
} from "@henna/storefront/gst-document/gst-document-parts.tsx";
import { useParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { ErrorState, Skeleton } from "../../ui/states";
import type { TaxInvoice } from "./order-types";
import styles from "./print-page.module.css";

function InvoiceSheet({ invoice }: { invoice: TaxInvoice }) {
  return (
    <article className={gst.sheet} data-invoice-sheet="" aria-labelledby="invoice-title">
      <GstDocumentHeader
        document={invoice}
        title="Tax invoice"
        titleId="invoice-title"
        facts={[
          { label: "Invoice No.", value: invoice.invoice_number },
          { label: "Invoice date", value: indianDate(invoice.invoice_date) },
          { label: "Order", value: invoice.order_id },
          { label: "Order date", value: indianDate(invoice.order_date) },
        ]}
      />
      <GstDocumentParties document={invoice} />
      <GstDocumentLines document={invoice} />
      <GstDocumentTotals
        document={invoice}
        label="Invoice totals"
        totalLabel="Invoice total"
        rows={
          <>
            <div>
              <dt>Paid online</dt>
              <dd>{money(invoice.advance_paid)}</dd>
            </div>
            <div>
              <dt>Due on delivery</dt>
              <dd>{money(invoice.remaining_amount)}</dd>
            </div>
          </>
        }
      >
        <p>{invoice.payment_mode}</p>
      </GstDocumentTotals>
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
