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
import type { TaxInvoice } from "./order-types";
import { PrintFrame } from "./print-frame";

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
  const read = useApi(
    () => client.GET("/admin/orders/{orderId}/invoice", { params: { path: { orderId } } }),
    [client, orderId],
  );
  return (
    <PrintFrame read={read} what="the invoice" lines={8}>
      {(answer) => <InvoiceSheet invoice={answer.data} />}
    </PrintFrame>
  );
}
