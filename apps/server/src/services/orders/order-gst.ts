// An order's GST, worked out the one way the checkout, the order pages, the e-mails, the invoice and
// GSTR-1 all read it: the domain's gstInvoice (its arithmetic is @henna/domain/gst billGst) over what
// the order stored when it was placed, with the supplier's state (as the invoice names it) and the
// shipping pincode's state as place of supply.

import { LEGACY_SUMMARY_TAX } from "@henna/domain/checkout";
import type { GstBreakdown } from "@henna/domain/gst";
import { type GstInvoice, gstInvoice } from "@henna/domain/gst-invoice";
import { type GstState, gstStateOfGstin, gstStateOfPincode, pincodeInText } from "@henna/domain/gst-states";
import type { InvoiceSupplier } from "../../db/schema.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";

/** The supplier's state: the GSTIN's when registered, else the pincode written in its address. */
export function supplierState(supplier: Pick<InvoiceSupplier, "gstin" | "address">): GstState | null {
  return gstStateOfGstin(supplier.gstin) ?? gstStateOfPincode(pincodeInText(supplier.address));
}

/** The place of supply: the state of the shipping address's pincode (none for a course). */
export function placeOfSupply(order: Pick<OrderRow, "shipping_address">): GstState | null {
  return gstStateOfPincode(order.shipping_address?.pincode ?? null);
}

/** The fixed tax line an order placed before GST came from the products stored (its label and amount). */
export function legacyTaxLine(order: OrderRow): { label: string; amount: number } | null {
  if (order.tax_mode !== "legacy_fixed") return null;
  const stored = order.summary.find((line) => line.amount === order.taxAmount && /gst|tax/i.test(line.label));
  return { label: stored?.label ?? LEGACY_SUMMARY_TAX.label, amount: order.taxAmount };
}

/** The order's GST as its invoice shows it, line by line. */
export function orderGstInvoice(
  order: OrderRow,
  items: readonly OrderItemRow[],
  supplier: Pick<InvoiceSupplier, "gstin" | "address">,
): GstInvoice {
  const legacy = order.tax_mode === "legacy_fixed";
  return gstInvoice({
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
    deliveryGstRate: legacy ? null : (order.delivery_gst_rate ?? 0),
    taxMode: order.tax_mode === "exclusive" ? "exclusive" : "inclusive",
    fixedCharge: legacyTaxLine(order),
    fee: order.feeAmount,
    supplierStateCode: supplierState(supplier)?.code ?? null,
    placeOfSupplyStateCode: placeOfSupply(order)?.code ?? null,
    supplyType: order.gst_supply_type,
  });
}

/** The GST the order pages and e-mails show; null for an order placed with the fixed tax line (its bill shows that line). */
export function orderGst(
  order: OrderRow,
  items: readonly OrderItemRow[],
  supplier: Pick<InvoiceSupplier, "gstin" | "address">,
): GstBreakdown | null {
  if (order.tax_mode === "legacy_fixed") return null;
  const invoice = orderGstInvoice(order, items, supplier);
  const mode = order.tax_mode === "exclusive" ? "exclusive" : "inclusive";
  return {
    mode,
    supply_type: invoice.supplyType,
    cgst: invoice.totals.cgst,
    sgst: invoice.totals.sgst,
    igst: invoice.totals.igst,
    total: invoice.totals.tax,
    added: mode === "exclusive" ? invoice.totals.tax : 0,
  };
}
