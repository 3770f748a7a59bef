// A stored credit note as the back office and the customer print it (CreditNote in openapi/store.yaml):
// its lines and totals as issued, the supplier as it was when the invoice was issued, the recipient
// and place of supply from the order.
import type { components } from "@henna/api";
import { rupeesInWords } from "@henna/domain/amount-in-words";
import { asc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { creditNotes, refunds } from "../../db/schema.js";
import { invoiceLinesView, invoiceParties, invoiceTotalsView } from "../orders/invoice-parts.js";
import type { OrderRow } from "../orders/order-types.js";

export type CreditNoteView = components["schemas"]["CreditNote"];

/** The order's credit notes, oldest first. */
export async function loadCreditNotes(db: DbOrTransaction, order: OrderRow): Promise<CreditNoteView[]> {
  const rows = await db
    .select({ note: creditNotes, reason: refunds.reason })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refund_ref))
    .where(eq(creditNotes.order_ref, order.id))
    .orderBy(asc(creditNotes.id));
  return rows.map(({ note: row, reason }) => ({
    number: row.number,
    issued_at: row.issued_at.toISOString(),
    order_id: order.order_id,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date.toISOString(),
    ...invoiceParties(order, row.supplier),
    supply_type: row.note.supplyType,
    reason,
    lines: invoiceLinesView(row.note.lines),
    totals: invoiceTotalsView(row.note.totals),
    total_in_words: rupeesInWords(row.note.totals.total),
  }));
}
