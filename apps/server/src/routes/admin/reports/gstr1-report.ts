// GSTR-1 of a month (GET /admin/reports/gstr1 and /gstr1/{sheet}): the month's issued invoices, each
// built by the same code as GET /payment/order/{id}/invoice (so the return reports exactly what the
// customers' invoices say), and the month's credit notes as they were issued (each with what the
// return needs of the invoice it credits), sorted into the return's tables by the domain.
//
// An invoice counts as cancelled when its order was cancelled and no credit note was issued on it:
// a cancellation with a refund of the goods credits the invoice instead, so the invoice stands in its
// month and the note takes it back in the note's.
import type { components } from "@henna/api";
import { gstStateOfGstin, gstStateOfPincode, pincodeInText } from "@henna/domain/gst-states";
import {
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Return,
  type Gstr1Totals,
  gstr1Month,
  gstr1Return,
} from "@henna/domain/gstr1";
import { GSTR1_SHEETS, gstr1SheetRows } from "@henna/domain/gstr1-sheets";
import { fromPaise } from "@henna/domain/money";
import { and, asc, eq, gt, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../../db/database.js";
import { creditNotes, orders } from "../../../db/schema.js";
import { badRequest } from "../../../http/api-error.js";
import { supplierOf } from "../../../services/orders/invoice-counter.js";
import { toTaxInvoice } from "../../../services/orders/invoice-view.js";
import { placeOfSupply } from "../../../services/orders/order-gst.js";
import { loadItems } from "../../../services/orders/order-view.js";
import { loadStore } from "../../../services/store-row.js";

type Summary = components["schemas"]["Gstr1Summary"];
type StoreRow = Awaited<ReturnType<typeof loadStore>>;

const BATCH = 500;

/** The month asked for, or a 400 saying what a month looks like. */
export function reportMonth(text: string, now: Date) {
  const range = gstr1Month(text, now);
  if ("error" in range) throw badRequest(range.error, [{ field: "month", message: range.error }]);
  return range;
}

/** The month's invoices (issued then, cancelled ones included), as the domain reads them. */
async function monthInvoices(db: Db, mainId: string, store: StoreRow, from: Date, to: Date) {
  const invoices: Gstr1Invoice[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.main_id, mainId),
          isNotNull(orders.invoice_number),
          gte(orders.invoice_date, from),
          lt(orders.invoice_date, to),
          gt(orders.id, afterId),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    const ids = rows.map((row) => row.id);
    const items = await loadItems(db, ids);
    const credited = new Set(
      ids.length === 0
        ? []
        : (
            await db
              .selectDistinct({ order: creditNotes.order_ref })
              .from(creditNotes)
              .where(inArray(creditNotes.order_ref, ids))
          ).map((row) => row.order),
    );
    for (const order of rows) {
      const invoice = toTaxInvoice(order, items.get(order.id) ?? [], store);
      invoices.push({
        number: invoice.invoice_number,
        date: new Date(invoice.invoice_date),
        cancelled: order.orderStatus === "Cancelled" && !credited.has(order.id),
        recipientName: invoice.recipient.name,
        recipientGstin: invoice.recipient.gstin,
        placeOfSupply: invoice.place_of_supply,
        supplyType: invoice.supply_type,
        total: invoice.totals.total,
        lines: invoice.lines.map((line) => ({
          kind: line.kind,
          description: line.description,
          hsnCode: line.hsn_code,
          quantity: line.quantity,
          gstRate: line.gst_rate,
          taxableValue: line.taxable_value,
          cgst: line.cgst,
          sgst: line.sgst,
          igst: line.igst,
        })),
      });
    }
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) return invoices;
    afterId = last.id;
  }
}

/** The month's credit notes (by their own date), each with what the return needs of its invoice. */
async function monthCreditNotes(db: Db, mainId: string, from: Date, to: Date) {
  const notes: Gstr1CreditNote[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        issued_at: creditNotes.issued_at,
        invoice_number: creditNotes.invoice_number,
        invoice_date: creditNotes.invoice_date,
        note: creditNotes.note,
        total: creditNotes.total,
        user_name: orders.user_name,
        user_gstNo: orders.user_gstNo,
        shipping_address: orders.shipping_address,
        invoice_total: orders.totalAmountbeforePay,
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.order_ref))
      .where(
        and(
          eq(creditNotes.main_id, mainId),
          gte(creditNotes.issued_at, from),
          lt(creditNotes.issued_at, to),
          gt(creditNotes.id, afterId),
        ),
      )
      .orderBy(asc(creditNotes.id))
      .limit(BATCH);
    for (const row of rows) {
      notes.push({
        number: row.number,
        date: row.issued_at,
        total: row.total,
        invoice: {
          number: row.invoice_number,
          date: row.invoice_date,
          recipientName: row.user_name,
          recipientGstin: row.user_gstNo,
          placeOfSupply: placeOfSupply(row),
          supplyType: row.note.supplyType,
          // The invoice's value: an issued invoice always adds up to what the order charged (invoice-view).
          total: row.invoice_total,
        },
        lines: row.note.lines,
      });
    }
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) return notes;
    afterId = last.id;
  }
}

export async function monthReturn(db: Db, mainId: string, month: { from: Date; to: Date }) {
  const store = await loadStore(db, mainId);
  const [invoices, notes] = await Promise.all([
    monthInvoices(db, mainId, store, month.from, month.to),
    monthCreditNotes(db, mainId, month.from, month.to),
  ]);
  return { store, result: gstr1Return(invoices, notes) };
}

const rupeeTotals = (totals: Gstr1Totals) => ({
  invoices: totals.invoices,
  value: fromPaise(totals.value),
  taxable: fromPaise(totals.taxable),
  cgst: fromPaise(totals.cgst),
  sgst: fromPaise(totals.sgst),
  igst: fromPaise(totals.igst),
});

export function toSummary(month: string, store: StoreRow, result: Gstr1Return): Summary {
  const supplier = supplierOf(store);
  return {
    month,
    supplier: {
      name: supplier.name,
      gstin: supplier.gstin || null,
      state: gstStateOfGstin(supplier.gstin) ?? gstStateOfPincode(pincodeInText(supplier.address)),
    },
    totals: rupeeTotals(result.totals),
    invoiced: rupeeTotals(result.invoiced),
    credited: rupeeTotals(result.credited),
    sections: {
      b2b: rupeeTotals(result.sections.b2b),
      b2cl: rupeeTotals(result.sections.b2cl),
      b2cs: rupeeTotals(result.sections.b2cs),
      cdnr: rupeeTotals(result.sections.cdnr),
      cdnur: rupeeTotals(result.sections.cdnur),
    },
    sheets: GSTR1_SHEETS.map((sheet) => ({ sheet, rows: gstr1SheetRows(result, sheet).length })),
    docs: result.docs,
    cancelled: result.cancelled,
    withoutPlaceOfSupply: result.withoutPlaceOfSupply,
    linesWithoutHsn: result.linesWithoutHsn,
  };
}
