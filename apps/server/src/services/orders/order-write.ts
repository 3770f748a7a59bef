// A new order and every write that refers to it, as one prepared statement (one round trip, built
// once): the order, its items, its first event, the Idempotency-Key's link to it, and the user's
// expired keys dropped (housekeeping that keeps the key table small). They are independent writes
// (db/one-statement.ts); the order's id was taken beforehand (order-context.ts), so they can name it.
// The items go as one JSON parameter, so the statement is the same whatever their number.
import { and, eq, getTableColumns, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/database.js";
import { placeholderFor, preparedQuery } from "../../db/prepared-query.js";
import { idempotencyKeys, orderEvents, orderItems, orders } from "../../db/schema.js";
import { KEY_TTL_MS } from "./idempotency.js";
import type { OrderItemRow, OrderRow } from "./order-types.js";

/** The columns an order is created with; the others keep their defaults (Pending, not delivered...). */
const ORDER_COLUMNS = [
  "id",
  "main_id",
  "kind",
  "user_id",
  "admission_id",
  "order_id",
  "receipt_id",
  "payment_mode",
  "user_name",
  "amountbeforediscount",
  "amountafterdiscount",
  "discountprice",
  "couponapplied",
  "coupon_code",
  "coupon_id",
  "coupon_counted",
  "deliveryCharge",
  "taxAmount",
  "tax_mode",
  "delivery_gst_rate",
  "gst_supply_type",
  "feeAmount",
  "totalAmountbeforePay",
  "advance_amount",
  "remaining_amount",
  "summary",
  "billing_address",
  "shipping_address",
  "mobile",
  "user_gstNo",
  "customer_note",
  "invoice_number",
  "invoice_date",
  "invoice_supplier",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof OrderRow)[];

export type NewOrder = { [K in (typeof ORDER_COLUMNS)[number]]: OrderRow[K] };
export type NewOrderItem = Omit<OrderItemRow, "id">;

type Params = NewOrder & { items: string; keyId: number; expiredBefore: Date };

const orderColumns = getTableColumns(orders);
const itemColumns = Object.entries(getTableColumns(orderItems)).filter(([key]) => key !== "id");
const itemColumnList = sql.join(
  itemColumns.map(([, column]) => sql.identifier(column.name)),
  sql`, `,
);

const writeNewOrder = preparedQuery<Params, OrderRow[]>("order_write", (db) => {
  const values = Object.fromEntries(
    ORDER_COLUMNS.map((key) => [key, placeholderFor(key, orderColumns[key])]),
  ) as Record<(typeof ORDER_COLUMNS)[number], ReturnType<typeof placeholderFor>>;
  return db
    .with(
      db.$with("items", {}).as(sql`
        insert into ${orderItems} (${itemColumnList})
        select ${itemColumnList} from json_populate_recordset(null::${orderItems}, ${sql.placeholder("items")}::json)`),
      db.$with("first_event").as(
        db.insert(orderEvents).values({
          main_id: values.main_id,
          order_ref: values.id,
          field: "orderStatus",
          from_value: null,
          to_value: "Pending",
          actor: "customer",
          note: null,
          createdAt: values.createdAt,
        }),
      ),
      db.$with("key_link").as(
        db
          .update(idempotencyKeys)
          .set({ order_ref: values.id })
          .where(eq(idempotencyKeys.id, sql.placeholder("keyId"))),
      ),
      db
        .$with("expired_keys")
        .as(
          db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.main_id, values.main_id),
                eq(idempotencyKeys.user_id, values.user_id),
                lt(idempotencyKeys.createdAt, placeholderFor("expiredBefore", idempotencyKeys.createdAt)),
              ),
            ),
        ),
    )
    .insert(orders)
    .values(values)
    .returning();
});

/** Writes the order (with the id its context took) and its items; the order as stored. */
export async function writeOrder(
  tx: Transaction,
  order: NewOrder,
  items: readonly NewOrderItem[],
  keyId: number,
): Promise<OrderRow> {
  // The items by their columns' SQL names, as json_populate_recordset reads them.
  const itemRows = items.map((item) =>
    Object.fromEntries(itemColumns.map(([key, column]) => [column.name, item[key as keyof NewOrderItem]])),
  );
  const [stored] = await writeNewOrder(tx, {
    ...order,
    items: JSON.stringify(itemRows),
    keyId,
    expiredBefore: new Date(order.createdAt.getTime() - KEY_TTL_MS),
  });
  if (!stored) throw new Error("order insert returned nothing");
  return stored;
}
