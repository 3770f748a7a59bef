// A stored credit note as the back office and the customer print it (CreditNote in openapi/store.yaml):
// its lines and totals as issued, the supplier as it was when the invoice was issued, the recipient
// and place of supply from the order.
import type { components } from "@henna/api";
import { rupeesInWords } from "@henna/domain/amount-in-words";
import { asc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { creditNotes, refunds } from "../../db/schema.js";
import { placeOfSupply, supplierState } from "../orders/order-gst.js";
import type { OrderRow } from "../orders/order-types.js";
import { addressText } from "../orders/order-view.js";

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
    supplier: { ...row.supplier, state: supplierState(row.supplier) },
    recipient: {
      name: order.user_name,
      gstin: order.user_gstNo,
      mobile: order.mobile || null,
      billing_address: addressText(order.billing_address),
      shipping_address: addressText(order.shipping_address),
    },
    place_of_supply: placeOfSupply(order),
    supply_type: row.note.supplyType,
    reason,
    lines: row.note.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      hsn_code: line.hsnCode,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: line.amount,
      discount: line.discount,
      taxable_value: line.taxableValue,
      gst_rate: line.gstRate,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
      total: line.total,
    })),
    totals: {
      amount: row.note.totals.amount,
      discount: row.note.totals.discount,
      taxable_value: row.note.totals.taxableValue,
      cgst: row.note.totals.cgst,
      sgst: row.note.totals.sgst,
      igst: row.note.totals.igst,
      tax: row.note.totals.tax,
      total: row.note.totals.total,
    },
    total_in_words: rupeesInWords(row.note.totals.total),
  }));
}
