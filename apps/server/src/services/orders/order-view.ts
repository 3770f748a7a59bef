// An order as the contract shows it: everything the orders list, tracking page, result pages and
// invoice read, built from the stored order (its amounts were fixed when it was created).
import type { components } from "@henna/api";
import { orderDeliveryWindow } from "@henna/domain/dates";
import { and, asc, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { fromJson, type JsonRow, jsonList, jsonObject } from "../../db/json-rows.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { type AddressSnapshotData, orderEvents, orderItems, orders } from "../../db/schema.js";
import { groupByOrder } from "./group-by-order.js";
import { type SupplierColumns, supplierOf } from "./invoice-counter.js";
import { legacyTaxLine, orderGst } from "./order-gst.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";

export type OrderView = components["schemas"]["Order"];
export type OrderItemView = components["schemas"]["OrderItem"];
export type AddressSnapshot = components["schemas"]["AddressSnapshot"];
export type AdmissionPaymentView = components["schemas"]["AdmissionPayment"];

const itemsOfOrders = preparedQuery<{ orderRefs: number[] }, OrderItemRow[]>("order_items_of_orders", (db) =>
  db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.order_ref} = any(${sql.placeholder("orderRefs")})`)
    .orderBy(asc(orderItems.order_ref), asc(orderItems.position), asc(orderItems.id)),
);

/** Items of several orders at once, in their original order. */
export async function loadItems(
  db: DbOrTransaction,
  orderRefs: readonly number[],
): Promise<Map<number, OrderItemRow[]>> {
  if (orderRefs.length === 0) return new Map();
  return groupByOrder(await itemsOfOrders(db, { orderRefs: [...orderRefs] }), (row) => row);
}

const itemColumns = getTableColumns(orderItems);

/**
 * The items of the order a query selects from `orders`, in their original order, as one JSON value:
 * they come with the order in one round trip. Read them with itemsFromJson.
 */
export const orderItemsJson = sql<Record<string, unknown>[]>`${jsonList(sql`
  select json_agg(${jsonObject(itemColumns)} order by ${orderItems.position}, ${orderItems.id})
  from ${orderItems} where ${orderItems.order_ref} = ${orders.id}`)}`;

/** The rows orderItemsJson carried. */
export function itemsFromJson(list: readonly Record<string, unknown>[]): OrderItemRow[] {
  return list.map((item) => fromJson(itemColumns, item));
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

const noteColumns = {
  order_ref: orderEvents.order_ref,
  to_value: orderEvents.to_value,
  note: orderEvents.note,
  actor: orderEvents.actor,
  createdAt: orderEvents.createdAt,
};
type NoteRow = JsonRow<typeof noteColumns>;
const isNote = and(eq(orderEvents.field, "orderStatus"), isNotNull(orderEvents.note));

const notesOfOrders = preparedQuery<{ orderRefs: number[] }, NoteRow[]>(
  "order_status_notes_of_orders",
  (db) =>
    db
      .select(noteColumns)
      .from(orderEvents)
      .where(and(sql`${orderEvents.order_ref} = any(${sql.placeholder("orderRefs")})`, isNote))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
);

/** The shop's note of an event, or null when it has none to show. */
function statusNote(row: NoteRow, shopMove: (actor: string) => boolean): StatusNote | null {
  const note = row.note?.trim();
  if (!note || !shopMove(row.actor)) return null;
  return { status: row.to_value as StatusNote["status"], note, createdAt: row.createdAt.toISOString() };
}

/**
 * The notes the shop gave with its status moves (courier, AWB number), oldest first, for several
 * orders at once. `shopMove` says which actors are the shop's (services/orders/status-change.ts).
 */
export async function loadStatusNotes(
  db: DbOrTransaction,
  orderRefs: readonly number[],
  shopMove: (actor: string) => boolean,
): Promise<Map<number, StatusNote[]>> {
  if (orderRefs.length === 0) return new Map();
  const rows = await notesOfOrders(db, { orderRefs: [...orderRefs] });
  return groupByOrder(rows, (row) => statusNote(row, shopMove));
}

/** The events loadStatusNotes reads, of the order a query selects from `orders`, as one JSON value. */
export const statusNotesJson = sql<Record<string, unknown>[]>`${jsonList(sql`
  select json_agg(${jsonObject(noteColumns)} order by ${orderEvents.createdAt}, ${orderEvents.id})
  from ${orderEvents} where ${orderEvents.order_ref} = ${orders.id} and ${isNote}`)}`;

/** The notes among the events statusNotesJson carried, as loadStatusNotes gives them. */
export function statusNotesFromJson(
  list: readonly Record<string, unknown>[],
  shopMove: (actor: string) => boolean,
): StatusNote[] {
  return list.flatMap((event) => statusNote(fromJson(noteColumns, event), shopMove) ?? []);
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

function invoiceOf(order: OrderRow, store: SupplierColumns): OrderView["invoice"] {
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
    tax_line: legacyTaxLine(order),
    total: order.totalAmountbeforePay,
  };
}

export function toOrderView(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: SupplierColumns,
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
    // The supplier the invoice names (or will name), so the order page and the invoice agree.
    gst: orderGst(order, items, order.invoice_supplier ?? supplierOf(store)),
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
