// /invoice?order={id}: the GST tax invoice of one of the caller's orders, as the server computed it,
// laid out to print on one A4 page (Print, or the browser's own print, hides the shop's chrome).
// /invoice?order={id}&credit-note={number} prints one of its GST credit notes instead (credit-note-page).
import { failureText } from "@henna/storefront/api/api-result.ts";
import { GstDocumentLines } from "@henna/storefront/gst-document/gst-document-lines.tsx";
import {
  GstDocumentHeader,
  GstDocumentParties,
  GstDocumentTotals,
  indianDate,
  money,
  gstDocumentStyles as styles,
} from "@henna/storefront/gst-document/gst-document-parts.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { RefundList } from "@henna/storefront/refunds/refund-list.tsx";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { Link, useSearchParams } from "react-router";
import { CreditNoteLinks, CreditNotePage } from "./credit-note-page";
import { InvoiceMessage } from "./invoice-message";
import { orderInvoice } from "./invoice-resources";

export default function InvoicePage() {
  const [params] = useSearchParams();
  const id = (params.get("order") ?? "").trim();
  const note = params.get("credit-note");
  if (id !== "" && note !== null) return <CreditNotePage orderId={id} number={note.trim()} />;
  return <TaxInvoicePage id={id} />;
}

function TaxInvoicePage({ id }: { id: string }) {
  const { data: invoice, error, isLoading, refetch } = useResource(orderInvoice, id === "" ? skip : id);

  if (id === "") {
    return (
      <InvoiceMessage
        title={t("Which invoice?")}
        text={t("Open an invoice with Download Invoice on an order's tracking page.")}
      />
    );
  }
  if (isLoading) {
    return (
      <div className="page" aria-busy="true">
        <span className="visually-hidden">{t("Loading the invoice…")}</span>
        <div className={`skeleton ${styles.skeleton}`} />
      </div>
    );
  }
  if (!invoice) {
    if (error?.code === "INVOICE_NOT_READY")
      return <InvoiceMessage title={t("Invoice not ready yet")} text={failureText(error)} />;
    if (!error || error.status === 404 || error.status === 400)
      return (
        <InvoiceMessage
          title={t("Invoice not found")}
          text={t(
            "We could not find this order in your account. Check the link, or open it from your orders.",
          )}
        />
      );
    return (
      <InvoiceMessage title={t("We could not load the invoice")} text={failureText(error)} retry={refetch} />
    );
  }

  const { totals } = invoice;
  const payOnDelivery = invoice.payment_mode === "Pay on delivery";
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.toolbar} data-print="hide">
        <Link className="btn btn-secondary" to={`/track/${encodeURIComponent(invoice.order_id)}`}>
          {t("Back to tracking")}
        </Link>
        <button type="button" className="btn" onClick={() => window.print()}>
          {t("Print")}
        </button>
      </div>

      <article className={styles.sheet} data-invoice-sheet="" aria-labelledby="invoice-title">
        <GstDocumentHeader
          document={invoice}
          title={t("Tax Invoice")}
          titleId="invoice-title"
          facts={[
            { label: t("Invoice No."), value: invoice.invoice_number },
            { label: t("Invoice date"), value: indianDate(invoice.invoice_date) },
            { label: t("Order"), value: invoice.order_id },
            { label: t("Order date"), value: indianDate(invoice.order_date) },
          ]}
        />

        {invoice.orderStatus === "Cancelled" && (
          <p className={styles.cancelled}>{t("This order was cancelled after it was invoiced.")}</p>
        )}

        <GstDocumentParties document={invoice} />

        <GstDocumentLines document={invoice} />

        <GstDocumentTotals
          document={invoice}
          label={t("Invoice totals")}
          totalLabel={t("Invoice total")}
          rows={
            payOnDelivery && (
              <>
                <div>
                  <dt>{t("Advance paid")}</dt>
                  <dd>{money(invoice.advance_paid)}</dd>
                </div>
                <div>
                  <dt>{t("Remaining (due on delivery)")}</dt>
                  <dd>{money(invoice.remaining_amount)}</dd>
                </div>
              </>
            )
          }
        >
          <RefundList refunds={invoice.refunds} />
        </GstDocumentTotals>

        <footer className={styles.notes}>
          <p>
            {invoice.tax_mode === "exclusive"
              ? t(
                  "Prices exclude GST: the GST of each line was added at checkout, at the rate of its HSN or SAC code.",
                )
              : t(
                  "All prices include GST; the tax shown is the part of each amount that is GST, at the rate of its HSN code.",
                )}
          </p>
          {invoice.checkout_tax_line && invoice.checkout_tax_line.amount > 0 && (
            <p>
              {t(
                "The order summary at checkout listed a fixed line “{line}” of {amount}. It was charged with this order and is shown above as a charge, with the GST it contains; the GST of this invoice is {tax}.",
                {
                  line: t(invoice.checkout_tax_line.label),
                  amount: money(invoice.checkout_tax_line.amount),
                  tax: money(totals.tax),
                },
              )}
            </p>
          )}
          <p>{t("This is a computer-generated invoice and needs no signature.")}</p>
        </footer>
      </article>
      <CreditNoteLinks orderId={invoice.order_id} />
    </div>
  );
}
