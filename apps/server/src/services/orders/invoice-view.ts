// The GST tax invoice of a stored order (GET /payment/order/{id}/invoice): the domain's tax rules over
// the amounts the order was charged (./order-gst), with the store as supplier (as it was when the
// invoice was issued) and the shipping address's state as place of supply. An order placed with the
// fixed 'Gst Tax (10%)' line (tax_mode legacy_fixed) keeps the invoice it was issued.
import type { components } from "@henna/api";
import { rupeesInWords } from "@henna/domain/amount-in-words";
import { conflict } from "../../http/api-error.js";
import { type SupplierColumns, supplierOf } from "./invoice-counter.js";
import { invoiceLinesView, invoiceParties, invoiceTotalsView } from "./invoice-parts.js";
import { legacyTaxLine, orderGstInvoice } from "./order-gst.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";

export type TaxInvoiceView = components["schemas"]["TaxInvoice"];

export const INVOICE_NOT_READY = "The invoice is ready once the order is paid or confirmed.";

export function toTaxInvoice(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: SupplierColumns,
): TaxInvoiceView {
  if (!order.invoice_number) throw conflict(INVOICE_NOT_READY, "INVOICE_NOT_READY");
  // Orders invoiced before the supplier was kept with them show the store as it is now.
  const issuedBy = order.invoice_supplier ?? supplierOf(store);
  const invoice = orderGstInvoice(order, items, issuedBy);
  if (invoice.totals.total !== order.totalAmountbeforePay) {
    // The order's stored lines no longer add up to what it charged: an invoice would be wrong.
    throw new Error(
      `invoice of ${order.order_id} adds up to ${invoice.totals.total}, the order charged ${order.totalAmountbeforePay}`,
    );
  }
  return {
    order_id: order.order_id,
    invoice_number: order.invoice_number,
    invoice_date: (order.invoice_date ?? order.paid_at ?? order.createdAt).toISOString(),
    order_date: order.createdAt.toISOString(),
    orderStatus: order.orderStatus,
    payment_mode: order.payment_mode,
    ...invoiceParties(order, issuedBy),
    supply_type: invoice.supplyType,
    lines: invoiceLinesView(invoice.lines),
    totals: invoiceTotalsView(invoice.totals),
    total_in_words: rupeesInWords(invoice.totals.total),
    advance_paid: order.advance_amount,
    remaining_amount: order.remaining_amount,
    tax_mode: order.tax_mode,
    checkout_tax_line: legacyTaxLine(order),
  };
}
