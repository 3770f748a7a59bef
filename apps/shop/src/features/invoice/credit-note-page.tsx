// /invoice?order={id}&credit-note={number}: one GST credit note of the caller's order, printed like the
// invoice it credits (the same supplier block, parties, line table and totals from the storefront's
// gst-document), with the original invoice's number and date and the refund's reason. The invoice page
// lists the order's notes with CreditNoteLinks.
import { failureText } from "@henna/storefront/api/api-result.ts";
import { CreditNoteSheet } from "@henna/storefront/gst-document/credit-note-sheet.tsx";
import {
  indianDate,
  money,
  gstDocumentStyles as styles,
} from "@henna/storefront/gst-document/gst-document-parts.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { Link } from "react-router";
import { InvoiceMessage } from "./invoice-message";
import { orderCreditNotes } from "./invoice-resources";

const noteLink = (orderId: string, number: string) =>
  `/invoice?order=${encodeURIComponent(orderId)}&credit-note=${encodeURIComponent(number)}`;

export function CreditNotePage({ orderId, number }: { orderId: string; number: string }) {
  const { data: notes, error, isLoading, refetch } = useResource(orderCreditNotes, orderId);
  if (isLoading) {
    return (
      <div className="page" aria-busy="true">
        <span className="visually-hidden">{t("Loading the credit note…")}</span>
        <div className={`skeleton ${styles.skeleton}`} />
      </div>
    );
  }
  const note = notes?.find((one) => one.number === number);
  if (!note) {
    if (notes || !error || error.status === 404 || error.status === 400)
      return (
        <InvoiceMessage
          title={t("Credit note not found")}
          text={t("We could not find this credit note in your account. Open it from the order's invoice.")}
        />
      );
    return (
      <InvoiceMessage
        title={t("We could not load the credit note")}
        text={failureText(error)}
        retry={refetch}
      />
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.toolbar} data-print="hide">
        <Link className="btn btn-secondary" to={`/invoice?order=${encodeURIComponent(orderId)}`}>
          {t("Back to the invoice")}
        </Link>
        <button type="button" className="btn" onClick={() => window.print()}>
          {t("Print")}
        </button>
      </div>
      <CreditNoteSheet note={note} />
    </div>
  );
}

/** The order's credit notes, each a link to print it; nothing while there are none. */
export function CreditNoteLinks({ orderId }: { orderId: string }) {
  const { data: notes } = useResource(orderCreditNotes, orderId);
  if (!notes || notes.length === 0) return null;
  return (
    <nav className={styles.links} data-print="hide" aria-labelledby="credit-notes-title">
      <h2 id="credit-notes-title">{t("Credit notes")}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note.number}>
            <Link to={noteLink(orderId, note.number)}>
              {t("Credit note {number} of {date}: {amount}", {
                number: note.number,
                date: indianDate(note.issued_at),
                amount: money(note.totals.total),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
