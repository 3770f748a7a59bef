// The sales report (GET /admin/reports/sales): every order paid between two India days, oldest first,
// streamed as CSV in batches read by (paid_at, id) over orders_paid_idx, so a year of orders never sits
// in memory at once. Each row has what was refunded on the order so far (processed refunds, whenever
// they were made: a refund of a sale belongs to that sale's row) and the total net of it.
import { gstStateOfPincode } from "@henna/domain/gst-states";
import { and, asc, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { orders, users } from "../../../db/schema.js";
import { badRequest } from "../../../http/api-error.js";
import { dayRange } from "../paging.js";

const BATCH = 500;
const IST_OFFSET_MS = 330 * 60 * 1000;

export const SALES_RANGE_REVERSED = "The start date (from) must be on or before the end date (to).";

export const SALES_COLUMNS = [
  "paid_at",
  "order_id",
  "invoice_number",
  "kind",
  "customer",
  "email",
  "mobile",
  "customer_gstin",
  "payment_mode",
  "order_status",
  "items",
  "amount_before_discount",
  "discount",
  "coupon_code",
  "delivery_charge",
  // GST added on top of the prices (a store pricing without GST); the fixed Gst Tax (10%) on orders placed with it.
  "gst_added",
  "fee",
  "total",
  "refunds",
  "net_total",
  "advance_paid",
  "remaining",
  "shipping_pincode",
  "place_of_supply",
] as const;

/** The instant range of two India days (both inclusive), or a 400 when they are the wrong way round. */
export function salesRange(from: string, to: string): { from: Date; to: Date } {
  if (from > to) throw badRequest(SALES_RANGE_REVERSED, [{ field: "to", message: SALES_RANGE_REVERSED }]);
  const range = dayRange(from, to);
  if (!range.from || !range.to) throw new Error("dayRange dropped a day");
  return { from: range.from, to: range.to };
}

/** '2026-11-25 14:03' in India. */
const istMinute = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
const rupees = (value: number) => value.toFixed(2);

function batch(
  db: DbOrTransaction,
  mainId: string,
  range: { from: Date; to: Date },
  after: { at: Date; id: number } | null,
) {
  return db
    .select({
      id: orders.id,
      paid_at: orders.paid_at,
      order_id: orders.order_id,
      invoice_number: orders.invoice_number,
      kind: orders.kind,
      user_name: orders.user_name,
      email: users.email,
      mobile: orders.mobile,
      gstin: orders.user_gstNo,
      payment_mode: orders.payment_mode,
      orderStatus: orders.orderStatus,
      items: sql<number>`(SELECT count(*)::int FROM "order_items" WHERE "order_items"."order_ref" = "orders"."id")`,
      before: orders.amountbeforediscount,
      discount: orders.discountprice,
      coupon: orders.coupon_code,
      delivery: orders.deliveryCharge,
      tax: orders.taxAmount,
      fee: orders.feeAmount,
      total: orders.totalAmountbeforePay,
      refunds: sql<number>`(SELECT coalesce(sum("refunds"."amount"), 0)::float8 FROM "refunds" WHERE "refunds"."order_ref" = "orders"."id" AND "refunds"."state" = 'processed')`,
      advance: orders.advance_amount,
      remaining: orders.remaining_amount,
      shipping: orders.shipping_address,
    })
    .from(orders)
    .leftJoin(users, eq(users.user_id, orders.user_id))
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.status, "Success"),
        gte(orders.paid_at, range.from),
        lt(orders.paid_at, range.to),
        after
          ? or(gt(orders.paid_at, after.at), and(eq(orders.paid_at, after.at), gt(orders.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(asc(orders.paid_at), asc(orders.id))
    .limit(BATCH);
}

/** The report's rows, a batch at a time. */
export async function* salesRows(
  db: DbOrTransaction,
  mainId: string,
  range: { from: Date; to: Date },
): AsyncGenerator<string[]> {
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const rows = await batch(db, mainId, range, after);
    for (const row of rows) {
      const pincode = row.shipping?.pincode ?? "";
      const state = gstStateOfPincode(pincode || null);
      yield [
        row.paid_at ? istMinute(row.paid_at) : "",
        row.order_id,
        row.invoice_number ?? "",
        row.kind,
        row.user_name,
        row.email ?? "",
        row.mobile,
        row.gstin ?? "",
        row.payment_mode,
        row.orderStatus,
        String(row.items),
        rupees(row.before),
        rupees(row.discount),
        row.coupon ?? "",
        rupees(row.delivery),
        rupees(row.tax),
        rupees(row.fee),
        rupees(row.total),
        rupees(Number(row.refunds)),
        rupees((Math.round(row.total * 100) - Math.round(Number(row.refunds) * 100)) / 100),
        rupees(row.advance),
        rupees(row.remaining),
        pincode,
        state ? `${state.code}-${state.name}` : "",
      ];
    }
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last?.paid_at) return;
    after = { at: last.paid_at, id: last.id };
  }
}
