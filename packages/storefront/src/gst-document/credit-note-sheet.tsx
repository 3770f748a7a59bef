// A GST credit note laid out like the invoice it credits (the shop's /invoice?credit-note= page and the
// back office's print of an order's notes): its number and date, the original invoice's, the supplier
// as frozen on the order, the buyer, the credited lines with HSN and the invoice's tax split, the total
// in words and the refund's reason.
import type { ApiSchemas } from "@henna/api";
import { useId } from "react";
import { t } from "../i18n/i18n.ts";
import styles from "./gst-document.module.css";
import { GstDocumentLines } from "./gst-document-lines.tsx";
import {
  GstDocumentHeader,
  GstDocumentParties,
  GstDocumentTotals,
  indianDate,
} from "./gst-document-parts.tsx";

type CreditNote = ApiSchemas["CreditNote"];

export function CreditNoteSheet({ note }: { note: CreditNote }) {
  // An order's notes print together in the back office: each title needs its own id.
  const titleId = useId();
  return (
    <article className={styles.sheet} data-invoice-sheet="" aria-labelledby={titleId}>
      <GstDocumentHeader
        document={note}
        title={t("Credit Note")}
        titleId={titleId}
        facts={[
          { label: t("Credit note No."), value: note.number },
          { label: t("Credit note date"), value: indianDate(note.issued_at) },
          { label: t("Against invoice No."), value: note.invoice_number },
          { label: t("Invoice date"), value: indianDate(note.invoice_date) },
          { label: t("Order"), value: note.order_id },
        ]}
      />
      <GstDocumentParties document={note} />
      <GstDocumentLines document={note} />
      <GstDocumentTotals document={note} label={t("Credit note totals")} totalLabel={t("Total credited")}>
        {note.reason && (
          <p>
            {t("Reason:")} {note.reason}
          </p>
        )}
      </GstDocumentTotals>
      <footer className={styles.notes}>
        <p>
          {t(
            "This credit note reduces the taxable value and GST of the invoice above by the amounts shown, for the goods or charges refunded.",
          )}
        </p>
        <p>{t("This is a computer-generated credit note and needs no signature.")}</p>
      </footer>
    </article>
  );
}
