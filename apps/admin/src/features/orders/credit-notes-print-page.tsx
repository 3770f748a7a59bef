// /admin/orders/:orderId/credit-notes: the order's GST credit notes laid out for printing, one to a
// page, with the shop's own sheet (storefront gst-document); ?number= prints one of them.
import { CreditNoteSheet } from "@henna/storefront/gst-document/credit-note-sheet.tsx";
import { gstDocumentStyles as gst } from "@henna/storefront/gst-document/gst-document-parts.tsx";
import { useParams, useSearchParams } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { EmptyState } from "../../ui/states";
import type { CreditNote } from "./order-types";
import { PrintFrame } from "./print-frame";

export default function CreditNotesPrintPage() {
  const { orderId = "" } = useParams();
  const [params] = useSearchParams();
  const number = params.get("number");
  const client = useAdminClient();
  const read = useApi(
    () => client.GET("/admin/orders/{orderId}/credit-notes", { params: { path: { orderId } } }),
    [client, orderId],
  );
  const chosen = (all: CreditNote[]) => all.filter((note) => number === null || note.number === number);
  return (
    <PrintFrame
      read={read}
      what="the credit notes"
      lines={8}
      printable={(answer) => chosen(answer?.data ?? []).length > 0}
    >
      {(answer) => {
        const notes = chosen(answer.data);
        return notes.length === 0 ? (
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
        );
      }}
    </PrintFrame>
  );
}
