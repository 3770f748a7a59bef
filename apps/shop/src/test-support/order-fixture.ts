// One order as GET /payment/order/{id} and GET /payment/{user_id} answer it, for the account and
// tracking tests: a paid Pay-now order of two henna cones; tests override what they are about.
import type { ApiSchemas } from "@henna/api";

export type Order = ApiSchemas["Order"];
const ADDRESS = {
  location_user: "Home" as const,
  new_address: "Flat 4",
  city: "Mumbai",
  area: "",
  pincode: "400097",
  latitude: null,
  longitude: null,
};

export function order(over: Partial<Order>): Order {
  return {
    order_id: "ORD1",
    createdAt: "2026-11-20T10:00:00Z",
    payment_mode: "Pay now",
    user_name: "Asha Rao",
    amountbeforediscount: 120,
    amountafterdiscount: 98,
    totalAmountbeforePay: 98,
    deliveryCharge: 0,
    remaining_amount: 0,
    advance_amount: 98,
    user_gstNo: null,
    customer_note: null,
    cart_products: [],
    couponapplied: false,
    coupon_code: null,
    discountprice: 0,
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    user_id: 7,
    main_id: "demo-store",
    receipt_id: "RCP1",
    status: "Success",
    orderStatus: "Pending",
    delivered: false,
    processing_date: null,
    shipped_date: null,
    out_deliverydate: null,
    delivery_date: null,
    mobile: "9876543210",
    items: [
      {
        product_id: 12,
        sku: "MC-CONE",
        title: "Organic Henna Cone",
        image: "/images/products/cone.svg",
        quantity: 2,
        unit_price: 60,
        sale_price: 49,
        line_total: 98,
        hsn_code: "3305",
        gst_rate: 5,
        delivery_days: 3,
      },
    ],
    summary: [],
    // ₹98 at 5 %, within Maharashtra: the GST inside the total.
    gst: {
      mode: "inclusive",
      supply_type: "intra-state",
      cgst: 2.33,
      sgst: 2.33,
      igst: 0,
      total: 4.66,
      added: 0,
    },
    invoice: null,
    delivery_window: null,
    razorpay_payment_id: null,
    ...over,
  };
}
