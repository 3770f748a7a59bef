// What a tax invoice and its credit notes print alike (TaxInvoice and CreditNote in openapi/store.yaml):
// the supplier as issued with its state, the recipient and place of supply from the order, and the
// lines and totals in the contract's names. One helper, so a credit note always names the parties and
// splits the tax exactly as the invoice it credits.
import type { components } from "@henna/api";
import type { GstInvoiceLine, GstInvoiceTotals } from "@henna/domain/gst-invoice";
import type { InvoiceSupplier } from "../../db/schema.js";
import { placeOfSupply, supplierState } from "./order-gst.js";
import type { OrderRow } from "./order-types.js";
import { addressText } from "./order-view.js";

type Schemas = components["schemas"];

/** The supplier, recipient and place of supply of an order's invoice (and of its credit notes). */
export function invoiceParties(order: OrderRow, supplier: InvoiceSupplier) {
  return {
    supplier: { ...supplier, state: supplierState(supplier) } satisfies Schemas["TaxInvoiceSupplier"],
    recipient: {
      name: order.user_name,
      gstin: order.user_gstNo,
      mobile: order.mobile || null,
      billing_address: addressText(order.billing_address),
      shipping_address: addressText(order.shipping_address),
    } satisfies Schemas["TaxInvoiceRecipient"],
    place_of_supply: placeOfSupply(order),
  };
}

export function invoiceLinesView(lines: readonly GstInvoiceLine[]): Schemas["TaxInvoiceLine"][] {
  return lines.map((line) => ({
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
  }));
}

export function invoiceTotalsView(totals: GstInvoiceTotals): Schemas["TaxInvoiceTotals"] {
  return {
    amount: totals.amount,
    discount: totals.discount,
    taxable_value: totals.taxableValue,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    tax: totals.tax,
    total: totals.total,
  };
}
