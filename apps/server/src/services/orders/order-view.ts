// An order as the contract shows it: everything the orders list, tracking page, result pages and
// invoice read, built from the stored order (its amounts were fixed when it was created).
import type { components } from "@henna/api";
import { ORDER_SUMMARY_TAX } from "@henna/domain/checkout";
import { orderDeliveryWindow } from "@henna/domain/dates";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { type AddressSnapshotData, orderEvents, orderItems, type stores } from "../../db/schema.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";

export type OrderView = components["schemas"]["Order"];
export type OrderItemView = components["schemas"]["OrderItem"];
export type AddressSnapshot = components["schemas"]["AddressSnapshot"];
export type AdmissionPaymentView = components["schemas"]["AdmissionPayment"];
type StoreRow = typeof stores.$inferSelect;

/** Items of several orders at once, in their original order. */
export async function loadItems(
  db: DbOrTransaction,
  orderRefs: readonly number[],
): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderRefs.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.order_ref, [...orderRefs]))
    .orderBy(asc(orderItems.order_ref), asc(orderItems.position), asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.order_ref) ?? [];
    list.push(row);
    byOrder.set(row.order_ref, list);
  }
  return byOrder;
}

export function toItemView(item: OrderItemRow): OrderItemView {
  return {
    product_id: item.product_id,
    sku: item.sku,
    title: item.title,
    image: item.image,
    quantity: item.quantity,
    unit_price: item.unit_price,
    sale_price: item.sale_price,
    line_total: item.line_total,
    hsn_code: item.hsn_code,
    gst_rate: item.gst_rate,
    delivery_days: item.delivery_days,
    variation_attributes: item.variation_attributes,
  };
}

export type StatusNote = NonNullable<OrderView["status_notes"]>[number];

/**
 * The notes the shop gave with its status moves (courier, AWB number), oldest first, for several
 * orders at once. `shopMove` says which actors are the shop's (services/orders/status-change.ts).
 */
export async function loadStatusNotes(
  db: DbOrTransaction,
  orderRefs: readonly number[],
  shopMove: (actor: string) => boolean,
): Promise<Map<number, StatusNote[]>> {
  const byOrder = new Map<number, StatusNote[]>();
  if (orderRefs.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(
      and(
        inArray(orderEvents.order_ref, [...orderRefs]),
        eq(orderEvents.field, "orderStatus"),
        isNotNull(orderEvents.note),
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  for (const row of rows) {
    const note = row.note?.trim();
    if (!note || !shopMove(row.actor)) continue;
    const list = byOrder.get(row.order_ref) ?? [];
    list.push({ status: row.to_value as StatusNote["status"], note, createdAt: row.createdAt.toISOString() });
    byOrder.set(row.order_ref, list);
  }
  return byOrder;
}

/** One line of text for an address (invoice, mail). */
export function addressText(address: AddressSnapshotData | null): string {
  if (!address) return "";
  return [address.new_address, address.area, address.city, address.pincode]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(", ");
}

const EMPTY_ADDRESS: AddressSnapshot = {
  location_user: "Home",
  new_address: "",
  city: "",
  area: "",
  pincode: "",
  latitude: null,
  longitude: null,
};

/** The estimated delivery window text, or null (§9: average delivery_days from the order date, +4 days). */
export function deliveryWindowText(order: OrderRow, items: readonly OrderItemRow[]): string | null {
  const window = orderDeliveryWindow(order.createdAt, items);
  return window.available ? window.text : null;
}

function invoiceOf(order: OrderRow, store: StoreRow): OrderView["invoice"] {
  if (!order.invoice_number) return null;
  return {
    invoice_number: order.invoice_number,
    invoice_date: (order.invoice_date ?? order.paid_at ?? order.createdAt).toISOString(),
    seller: {
      name: store.company_name || store.orignal_logoname,
      address: store.address,
      gstin: store.gstin,
      mobile: store.phone || store.mobile,
      email: store.email || null,
    },
    buyer: {
      name: order.user_name,
      address: addressText(order.billing_address),
      gstin: order.user_gstNo,
      mobile: order.mobile || null,
    },
    tax_line: { label: ORDER_SUMMARY_TAX.label, amount: order.taxAmount },
    total: order.totalAmountbeforePay,
  };
}

export function toOrderView(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: StoreRow,
  statusNotes: readonly StatusNote[] = [],
): OrderView {
  const lines = items.map(toItemView);
  return {
    order_id: order.order_id,
    createdAt: order.createdAt.toISOString(),
    payment_mode: order.payment_mode,
    user_name: order.user_name,
    amountbeforediscount: order.amountbeforediscount,
    amountafterdiscount: order.amountafterdiscount,
    totalAmountbeforePay: order.totalAmountbeforePay,
    deliveryCharge: order.deliveryCharge,
    remaining_amount: order.remaining_amount,
    advance_amount: order.advance_amount,
    user_gstNo: order.user_gstNo,
    customer_note: order.customer_note,
    cart_products: lines,
    couponapplied: order.couponapplied,
    coupon_code: order.coupon_code,
    discountprice: order.discountprice,
    billing_address: order.billing_address ?? EMPTY_ADDRESS,
    shipping_address: order.shipping_address ?? EMPTY_ADDRESS,
    user_id: order.user_id,
    main_id: order.main_id,
    receipt_id: order.receipt_id,
    status: order.status,
    orderStatus: order.orderStatus,
    delivered: order.delivered,
    processing_date: order.processing_date?.toISOString() ?? null,
    shipped_date: order.shipped_date?.toISOString() ?? null,
    out_deliverydate: order.out_deliverydate?.toISOString() ?? null,
    delivery_date: order.delivery_date?.toISOString() ?? null,
    mobile: order.mobile,
    items: lines,
    summary: order.summary,
    invoice: invoiceOf(order, store),
    delivery_window: deliveryWindowText(order, items),
    razorpay_payment_id: order.razorpay_payment_id,
    status_notes: [...statusNotes],
  };
}

export function toAdmissionPaymentView(
  order: OrderRow,
  items: readonly OrderItemRow[],
): AdmissionPaymentView {
  const course = items[0];
  return {
    order_id: order.order_id,
    receipt_id: order.receipt_id,
    createdAt: order.createdAt.toISOString(),
    user_name: order.user_name,
    payment_mode: order.payment_mode,
    amountafterdiscount: order.amountafterdiscount,
    advance_amount: order.advance_amount,
    remaining_amount: order.remaining_amount,
    status: order.status,
    admission_id: order.admission_id ?? 0,
    course_product_id: course?.product_id ?? 0,
    course_title: course?.title ?? "",
    razorpay_payment_id: order.razorpay_payment_id,
  };
}
