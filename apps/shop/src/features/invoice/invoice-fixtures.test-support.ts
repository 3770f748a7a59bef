// A tax invoice as the server answers it, for the invoice and credit-note page tests.
import type { ApiSchemas } from "@henna/api";

type TaxInvoice = ApiSchemas["TaxInvoice"];
const MAHARASHTRA = { code: "27", name: "Maharashtra" };
export const CONE_LINE: TaxInvoice["lines"][number] = {
  kind: "goods",
  description: "Organic Henna Cone",
  hsn_code: "3305",
  quantity: 2,
  unit_price: 49,
  amount: 98,
  discount: 0,
  taxable_value: 93.34,
  gst_rate: 5,
  cgst: 2.33,
  sgst: 2.33,
  igst: 0,
  total: 98,
};

export function invoice(over: Partial<TaxInvoice> = {}): TaxInvoice {
  return {
    order_id: "ORD1",
    invoice_number: "INV/2026-27/000001",
    invoice_date: "2026-11-23T10:00:00Z",
    order_date: "2026-11-23T09:00:00Z",
    orderStatus: "Out for delivery",
    payment_mode: "Pay now",
    supplier: {
      name: "Mehendi & Chai",
      address: "Shop 4, Malad East, Mumbai 400097",
      gstin: "27ABCDE1234F1Z5",
      state: MAHARASHTRA,
      mobile: "+91 98200 12345",
      email: null,
    },
    recipient: {
      name: "Asha Rao",
      gstin: null,
      mobile: "9876543210",
      billing_address: "Flat 4, Mumbai, 400097",
      shipping_address: "Flat 4, Mumbai, 400097",
    },
    place_of_supply: MAHARASHTRA,
    supply_type: "intra-state",
    lines: [
      CONE_LINE,
      {
        kind: "delivery",
        description: "Delivery charge",
        hsn_code: "996812",
        quantity: null,
        unit_price: null,
        amount: 40,
        discount: 0,
        taxable_value: 33.9,
        gst_rate: 18,
        cgst: 3.05,
        sgst: 3.05,
        igst: 0,
        total: 40,
      },
    ],
    totals: {
      amount: 138,
      discount: 0,
      taxable_value: 127.24,
      cgst: 5.38,
      sgst: 5.38,
      igst: 0,
      tax: 10.76,
      total: 138,
    },
    total_in_words: "Rupees One Hundred Thirty-Eight Only",
    advance_paid: 138,
    remaining_amount: 0,
    tax_mode: "inclusive",
    checkout_tax_line: null,
    ...over,
  };
}
