// /invoice?order={id}: the GST tax invoice of one of the caller's orders, as the server computed it,
// laid out to print on one A4 page (Print, or the browser's own print, hides the shop's chrome).
import { deliveryEstimate } from "@henna/domain/dates";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { readerDate } from "@henna/storefront/i18n/format.ts";
import { readerRupees as formatRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { RefundList } from "@henna/storefront/refunds/refund-list.tsx";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { Link, useSearchParams } from "react-router";
import { InvoiceLines } from "./invoice-lines";
import styles from "./invoice-page.module.css";
import { orderInvoice, type TaxInvoice } from "./invoice-resources";

const money = (amount: number) => formatRupees(amount, { paise: "always" });

/** An instant as the calendar date in India, '24 Nov 2026' (delivery estimate of 0 days is that day). */
function indianDate(iso: string): string {
  const day = deliveryEstimate(new Date(iso), 0);
  return day ? readerDate(day.date, day.text) : "";
}

function stateText(state: TaxInvoice["place_of_supply"]): string {
  return state ? `${state.name} (${state.code})` : t("Not known");
}

function InvoiceMessage({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <div className={`page ${styles.message}`}>
      <h1>{title}</h1>
      <p role={retry ? "alert" : undefined}>{text}</p>
      <div className={styles.toolbar}>
        {retry && (
          <button type="button" className="btn" onClick={retry}>
            {t("Try again")}
          </button>
        )}
        <Link className={retry ? "btn btn-secondary" : "btn"} to="/my-account">
          {t("Go to My Account")}
        </Link>
      </div>
    </div>
  );
}

export default function InvoicePage() {
  const [params] = useSearchParams();
  const id = (params.get("order") ?? "").trim();
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

  const { supplier, recipient, totals } = invoice;
  const intra = invoice.supply_type === "intra-state";
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
        <header className={styles.top}>
          <div>
            <p className={styles.supplierName}>{supplier.name}</p>
            <p>{supplier.address}</p>
            {supplier.gstin && (
              <p>
                {t("GSTIN:")} {supplier.gstin}
              </p>
            )}
            <p>
              {t("State:")} {stateText(supplier.state)}
            </p>
            {(supplier.mobile || supplier.email) && (
              <p>{[supplier.mobile, supplier.email].filter(Boolean).join(" · ")}</p>
            )}
          </div>
          <div className={styles.meta}>
            <h1 id="invoice-title">{t("Tax Invoice")}</h1>
            <dl>
              <div>
                <dt>{t("Invoice No.")}</dt>
                <dd>{invoice.invoice_number}</dd>
              </div>
              <div>
                <dt>{t("Invoice date")}</dt>
                <dd>{indianDate(invoice.invoice_date)}</dd>
              </div>
              <div>
                <dt>{t("Order")}</dt>
                <dd>{invoice.order_id}</dd>
              </div>
              <div>
                <dt>{t("Order date")}</dt>
                <dd>{indianDate(invoice.order_date)}</dd>
              </div>
            </dl>
          </div>
        </header>

        {invoice.orderStatus === "Cancelled" && (
          <p className={styles.cancelled}>{t("This order was cancelled after it was invoiced.")}</p>
        )}

        <section className={styles.parties} aria-label={t("Recipient")}>
          <div>
            <h2>{t("Billed to")}</h2>
            <p className={styles.strong}>{recipient.name}</p>
            <p>{recipient.billing_address}</p>
            {recipient.gstin && (
              <p>
                {t("GSTIN:")} {recipient.gstin}
              </p>
            )}
            {recipient.mobile && (
              <p>
                {t("Mobile:")} {recipient.mobile}
              </p>
            )}
          </div>
          <div>
            <h2>{t("Shipped to")}</h2>
            <p>{recipient.shipping_address}</p>
            <p>
              {t("Place of supply:")}{" "}
              <span className={styles.strong}>{stateText(invoice.place_of_supply)}</span>
            </p>
            <p>{intra ? t("Supply within the state: CGST + SGST") : t("Supply to another state: IGST")}</p>
          </div>
        </section>

        <InvoiceLines invoice={invoice} />

        <section className={styles.summary} aria-label={t("Invoice totals")}>
          <dl className={styles.totals}>
            <div>
              <dt>{t("Taxable value")}</dt>
              <dd>{money(totals.taxable_value)}</dd>
            </div>
            {intra ? (
              <>
                <div>
                  <dt>{t("CGST")}</dt>
                  <dd>{money(totals.cgst)}</dd>
                </div>
                <div>
                  <dt>{t("SGST")}</dt>
                  <dd>{money(totals.sgst)}</dd>
                </div>
              </>
            ) : (
              <div>
                <dt>{t("IGST")}</dt>
                <dd>{money(totals.igst)}</dd>
              </div>
            )}
            <div className={styles.grand}>
              <dt>{t("Invoice total")}</dt>
              <dd>{money(totals.total)}</dd>
            </div>
            {payOnDelivery && (
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
            )}
          </dl>
          <p className={styles.words}>
            {t("Amount in words:")} <span className={styles.strong}>{invoice.total_in_words}</span>
          </p>
          <RefundList refunds={invoice.refunds} />
        </section>

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
    </div>
  );
}
