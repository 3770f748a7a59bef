// The order's GST credit notes on its page: each one's number, date and amount, and a link to print
// them (credit-notes-print-page). Nothing while there are none.
import { Link } from "react-router";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { dateOnly, money } from "../../ui/format";

export function CreditNoteLinks({ orderId, version }: { orderId: string; version: unknown }) {
  const client = useAdminClient();
  const { state } = useApi(
    () => client.GET("/admin/orders/{orderId}/credit-notes", { params: { path: { orderId } } }),
    // A refund issues a note: the order read again after it (a new version) asks again.
    [client, orderId, version],
  );
  const notes = state.data?.data ?? [];
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <Link
          key={note.number}
          className="btn btn-secondary btn-small"
          to={`/orders/${orderId}/credit-notes?number=${encodeURIComponent(note.number)}`}
          target="_blank"
          aria-label={`Print credit note ${note.number} of ${dateOnly(note.issued_at)}, ${money(note.totals.total)}`}
        >
          Credit note {note.number}
        </Link>
      ))}
    </>
  );
}
