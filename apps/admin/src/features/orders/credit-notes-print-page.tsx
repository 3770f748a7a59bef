// /admin/orders/:orderId/credit-notes: the order's GST credit notes laid out for printing, one to a
// page, with the shop's own sheet (storefront gst-document); ?number= prints one of them.
import { CreditNoteSheet } from "@henna/storefront/gst-document/credit-note-sheet.tsx";
import { gstDocumentStyles as gst } from "@henna/storefront/gst-document/gst-document-parts.tsx";
import { useParams, useSearchParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import styles from "./print-page.module.css";

export default function CreditNotesPrintPage() {
  const { orderId = "" } = useParams();
  const [params] = useSearchParams();
  const number = params.get("number");
  const client = useAdminClient();
  const { state, reload } = useApi(
    () => client.GET("/admin/orders/{orderId}/credit-notes", { params: { path: { orderId } } }),
    [client, orderId],
  );
  const notes = (state.data?.data ?? []).filter((note) => number === null || note.number === number);
  return (
    <main className="page">
      <div className={`${styles.bar} no-print`}>
        <button type="button" className="btn" onClick={() => window.print()} disabled={notes.length === 0}>
          Print
        </button>
      </div>
      {state.status === "error" ? (
        <ErrorState failure={state.error} onRetry={reload} title="The credit notes could not be opened" />
      ) : !state.data ? (
        <Skeleton lines={8} height={32} label="Loading the credit notes" />
      ) : notes.length === 0 ? (
        <EmptyState title="No credit note to print">
          A credit note is issued when a refund of goods or of the delivery fee on an invoiced order is
          processed.
        </EmptyState>
      ) : (
        <div className={gst.documents}>
          {notes.map((note) => (
            <CreditNoteSheet key={note.number} note={note} />
          ))}
        </div>
      )}
    </main>
  );
}
