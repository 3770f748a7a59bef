// GST credit notes (issue 33): a refund of goods or of the delivery fee on an order whose tax invoice
// was issued gets a credit note once the money has gone back (a refund by hand at once, a gateway
// refund when it is processed, so a failed refund leaves no note behind).
//
// Decisions:
// - Numbers come from credit_note_counters in the issuing transaction, like the invoice's: the upsert
//   locks the year's row, so two notes at once take turns and the series has no gaps and no repeats.
// - The note is worked out from the invoice as issued (the order's stored lines, its supplier as it
//   was), by the domain's creditNote, and stored whole: it never changes afterwards.
// - The order's row is locked first so two refunds of one order settled at once credit in turn, each
//   seeing the units the other credited.
// - A refund before the invoice was issued, or of an amount only, issues none.
import { creditNote } from "@henna/domain/credit-note";
import { financialYear, formatCreditNoteNumber } from "@henna/domain/invoice-number";
import { eq, getTableColumns } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { creditNoteCounters, creditNotes, orderItems, orders, stores } from "../../db/schema.js";
import { supplierOf } from "../orders/invoice-counter.js";
import { orderGstInvoice } from "../orders/order-gst.js";
import { readOrderLines } from "../orders/order-lines.js";
import type { OrderItemRow } from "../orders/order-types.js";
import type { RefundRow } from "../refunds/refund-facts.js";
import { yearCounter } from "../year-counter.js";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

const nextCreditNoteNumber = yearCounter("credit_note_counter_next", creditNoteCounters);

/** Issues the credit note of a processed refund, when it calls for one; answers it (or the one already issued). */
export async function issueCreditNote(
  tx: Transaction,
  refund: RefundRow,
  at: Date,
): Promise<CreditNoteRow | null> {
  if (refund.state !== "processed") return null;
  if (refund.lines.length === 0 && refund.delivery <= 0) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.order_ref)).for("update");
  if (!order?.invoice_number) return null;
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refund_ref, refund.id));
  if (existing) return existing;

  const items: OrderItemRow[] = await readOrderLines(tx, order.id, getTableColumns(orderItems));
  const [store] = await tx.select().from(stores).where(eq(stores.main_id, order.main_id));
  const supplier = order.invoice_supplier ?? (store ? supplierOf(store) : null);
  if (!supplier) throw new Error(`order ${order.order_id} has no supplier to credit from`);
  const invoice = orderGstInvoice(order, items, supplier);
  const indexOf = new Map(items.map((item, index) => [item.id, index]));
  const earlier = await tx.select().from(creditNotes).where(eq(creditNotes.order_ref, order.id));
  const credited = earlier.flatMap((row) =>
    row.note.lines.flatMap((line) =>
      line.kind === "goods" ? [{ index: line.invoiceLine, quantity: line.quantity ?? 0 }] : [],
    ),
  );
  const result = creditNote({
    invoice,
    lines: refund.lines.map((line) => ({ index: indexOf.get(line.item_id) ?? -1, quantity: line.quantity })),
    credited,
    delivery: refund.delivery > 0,
  });
  if (!result.ok) throw new Error(`refund ${refund.id} cannot be credited: ${result.problem}`);

  const year = financialYear(at);
  const number = await nextCreditNoteNumber(tx, order.main_id, year);
  const { note } = result;
  const [row] = await tx
    .insert(creditNotes)
    .values({
      main_id: order.main_id,
      order_ref: order.id,
      refund_ref: refund.id,
      number: formatCreditNoteNumber(year, number),
      issued_at: at,
      invoice_number: order.invoice_number,
      invoice_date: order.invoice_date ?? order.paid_at ?? order.createdAt,
      supplier,
      note,
      taxable_value: note.totals.taxableValue,
      cgst: note.totals.cgst,
      sgst: note.totals.sgst,
      igst: note.totals.igst,
      total: note.totals.total,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error("credit note insert returned nothing");
  return row;
}
