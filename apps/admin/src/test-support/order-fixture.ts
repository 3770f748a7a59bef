// An order as GET /admin/orders/{orderId} answers it.
import type { components } from "@henna/api";

type AdminOrder = components["schemas"]["AdminOrder"];

const ADDRESS = {
  location_user: "Home" as const,
  new_address: "Flat 4, Sai Krupa",
  city: "Mumbai",
  area: "Malad East",
  pincode: "400097",
  latitude: null,
  longitude: null,
  user_name: "Priya Shah",
};

export function adminOrder(patch: Partial<AdminOrder> = {}): AdminOrder {
  const line = {
    product_id: 12,
    sku: "CONE-12",
    title: "Organic henna cone",
    image: "/images/cone.jpg",
    quantity: 2,
    unit_price: 60,
    sale_price: 50,
    line_total: 100,
    hsn_code: "1404",
    gst_rate: 5,
    delivery_days: 3,
    variation_attributes: null,
  };
  return {
    order: {
      order_id: "ORD1001",
      createdAt: "2026-11-24T09:30:00.000Z",
      payment_mode: "Pay now",
      user_name: "Priya Shah",
      amountbeforediscount: 120,
      amountafterdiscount: 100,
      totalAmountbeforePay: 150,
      deliveryCharge: 40,
      remaining_amount: 0,
      advance_amount: 150,
      user_gstNo: null,
      customer_note: "Ring the bell twice",
      cart_products: [line],
      couponapplied: true,
      coupon_code: "WELCOME10",
      discountprice: 10,
      billing_address: ADDRESS,
      shipping_address: ADDRESS,
      user_id: 7,
      main_id: "demo-store",
      receipt_id: "ORD1001",
      status: "Success",
      orderStatus: "Packed",
      delivered: false,
      processing_date: "2026-11-24T10:00:00.000Z",
      shipped_date: null,
      out_deliverydate: null,
      delivery_date: null,
      mobile: "9820012345",
      items: [line],
      summary: [
        { label: "Subtotal", amount: 100 },
        { label: "Delivery", amount: 40 },
        { label: "Total", amount: 150 },
      ],
      gst: {
        mode: "inclusive",
        supply_type: "intra-state",
        cgst: 5.43,
        sgst: 5.43,
        igst: 0,
        total: 10.86,
        added: 0,
      },
      invoice: null,
      razorpay_payment_id: "pay_ABC123",
      status_notes: [],
      delivery_window: null,
    },
    customer: { user_id: 7, full_name: "Priya Shah", email: "priya@example.com", mobile: "9820012345" },
    history: [
      {
        field: "orderStatus",
        from: "Processing",
        to: "Packed",
        actor: "staff@example.com",
        note: "Packed in box B",
        createdAt: "2026-11-24T11:00:00.000Z",
      },
    ],
    gateway_order_id: "order_XYZ",
    invoice_number: "INV-0001",
    allowedMoves: ["Shipped", "Cancelled"],
    ...patch,
  };
}
