// The GST tax invoice of a stored order (GET /payment/order/{id}/invoice): the domain's tax rules over
// the amounts the order was charged, with the store as supplier (as it was when the invoice was issued)
// and the shipping address's state as place of supply.
import type { components } from "@henna/api";
import { rupeesInWords } from "@henna/domain/amount-in-words";
import { gstInvoice } from "@henna/domain/gst-invoice";
import { type GstState, gstStateOfGstin, gstStateOfPincode, pincodeInText } from "@henna/domain/gst-states";
import type { InvoiceSupplier } from "../../db/schema.js";
import { conflict } from "../../http/api-error.js";
import { type SupplierColumns, supplierOf } from "./invoice-counter.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";
import { addressText } from "./order-view.js";

export type TaxInvoiceView = components["schemas"]["TaxInvoice"];

export const INVOICE_NOT_READY = "The invoice is ready once the order is paid or confirmed.";

/** The checkout summary's fixed tax line as this order stored it (its label and amount). */
function checkoutTaxLine(order: OrderRow): { label: string; amount: number } {
  const stored = order.summary.find((line) => line.amount === order.taxAmount && /gst|tax/i.test(line.label));
  return { label: stored?.label ?? "Gst Tax (10%)", amount: order.taxAmount };
}

/** The supplier's state: the GSTIN's when registered, else the pincode written in its address. */
function supplierState(supplier: InvoiceSupplier): GstState | null {
  return gstStateOfGstin(supplier.gstin) ?? gstStateOfPincode(pincodeInText(supplier.address));
}

export function toTaxInvoice(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: SupplierColumns,
): TaxInvoiceView {
  if (!order.invoice_number) throw conflict(INVOICE_NOT_READY, "INVOICE_NOT_READY");
  // Orders invoiced before the supplier was kept with them show the store as it is now.
  const issuedBy = order.invoice_supplier ?? supplierOf(store);
  const supplier = supplierState(issuedBy);
  const place = gstStateOfPincode(order.shipping_address?.pincode ?? null);
  const taxLine = checkoutTaxLine(order);
  const invoice = gstInvoice({
    lines: items.map((item) => ({
      description: item.variation_attributes
        ? `${item.title} (${Object.values(item.variation_attributes).join(", ")})`
        : item.title,
      hsnCode: item.hsn_code,
      quantity: item.quantity,
      unitPrice: item.sale_price,
      amount: item.line_total,
      gstRate: item.gst_rate,
    })),
    discount: order.discountprice,
    deliveryCharge: order.deliveryCharge,
    fixedCharge: taxLine,
    fee: order.feeAmount,
    supplierStateCode: supplier?.code ?? null,
    placeOfSupplyStateCode: place?.code ?? null,
  });
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
    supplier: { ...issuedBy, state: supplier },
    recipient: {
      name: order.user_name,
      gstin: order.user_gstNo,
      mobile: order.mobile || null,
      billing_address: addressText(order.billing_address),
      shipping_address: addressText(order.shipping_address),
    },
    place_of_supply: place,
    supply_type: invoice.supplyType,
    lines: invoice.lines.map((line) => ({
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
      amount: invoice.totals.amount,
      discount: invoice.totals.discount,
      taxable_value: invoice.totals.taxableValue,
      cgst: invoice.totals.cgst,
      sgst: invoice.totals.sgst,
      igst: invoice.totals.igst,
      tax: invoice.totals.tax,
      total: invoice.totals.total,
    },
    total_in_words: rupeesInWords(invoice.totals.total),
    advance_paid: order.advance_amount,
    remaining_amount: order.remaining_amount,
    checkout_tax_line: taxLine,
  };
}
