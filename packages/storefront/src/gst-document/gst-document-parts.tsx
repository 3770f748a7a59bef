// The pieces a GST tax invoice and its credit notes print alike, in the shop and the back office: the
// supplier with the document's title and numbers, the recipient and place of supply, and the totals
// with the amount in words. Each page adds what is its own (an invoice's payment, a note's reason).
import type { ApiSchemas } from "@henna/api";
import { deliveryEstimate } from "@henna/domain/dates";
import type { ReactNode } from "react";
import { readerDate } from "../i18n/format.ts";
import { readerRupees } from "../i18n/format-numbers.ts";
import { t } from "../i18n/i18n.ts";
import styles from "./gst-document.module.css";

/** What an invoice and a credit note both have. */
export type GstDocument = Pick<
  ApiSchemas["TaxInvoice"],
  "supplier" | "recipient" | "place_of_supply" | "supply_type" | "lines" | "totals" | "total_in_words"
>;

export const gstDocumentStyles = styles;

export const money = (amount: number) => readerRupees(amount, { paise: "always" });

/** An instant as the calendar date in India, '24 Nov 2026' (a delivery estimate of 0 days is that day). */
export function indianDate(iso: string): string {
  const day = deliveryEstimate(new Date(iso), 0);
  return day ? readerDate(day.date, day.text) : "";
}

export function stateText(state: GstDocument["place_of_supply"]): string {
  return state ? `${state.name} (${state.code})` : t("Not known");
}

/** The supplier as issued, and the document's title with its numbers and dates. */
export function GstDocumentHeader({
  document,
  title,
  titleId,
  facts,
}: {
  document: GstDocument;
  title: string;
  titleId: string;
  facts: { label: string; value: string }[];
}) {
  const { supplier } = document;
  return (
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
        <h1 id={titleId}>{title}</h1>
        <dl>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

/** The buyer, where the goods went, the place of supply and which taxes it calls for. */
export function GstDocumentParties({ document }: { document: GstDocument }) {
  const { recipient } = document;
  return (
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
          {t("Place of supply:")} <span className={styles.strong}>{stateText(document.place_of_supply)}</span>
        </p>
        <p>
          {document.supply_type === "intra-state"
            ? t("Supply within the state: CGST + SGST")
            : t("Supply to another state: IGST")}
        </p>
      </div>
    </section>
  );
}

/** Taxable value, CGST + SGST or IGST, the total (named by the page), more rows, the amount in words. */
export function GstDocumentTotals({
  document,
  totalLabel,
  label,
  rows,
  children,
}: {
  document: GstDocument;
  totalLabel: string;
  label: string;
  rows?: ReactNode;
  children?: ReactNode;
}) {
  const { totals } = document;
  return (
    <section className={styles.summary} aria-label={label}>
      <dl className={styles.totals}>
        <div>
          <dt>{t("Taxable value")}</dt>
          <dd>{money(totals.taxable_value)}</dd>
        </div>
        {document.supply_type === "intra-state" ? (
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
          <dt>{totalLabel}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        {rows}
      </dl>
      <p className={styles.words}>
        {t("Amount in words:")} <span className={styles.strong}>{document.total_in_words}</span>
      </p>
      {children}
    </section>
  );
}
