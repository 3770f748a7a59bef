// The back office's landing figures (GET /admin/dashboard), each a small aggregate in SQL over an index,
// so a store with 100,000 orders answers as fast as a new one:
// - revenue and paid orders per India day over the last 60 days (orders_paid_idx, index only): the
//   three periods, the periods before them and the chart are summed from those 60 rows;
// - orders waiting per status (orders_waiting_idx, which holds only the orders not yet delivered);
// - the top products of the last 30 days (the paid orders' lines);
// - low stock (products_admin_stock_idx).
// - refunds processed per India day over the same 60 days (processed_at), of the orders that count.
// An order counts when it is paid (paid_at), at its total; cancelled orders do not count. Revenue is
// net of refunds: a refund is money given back on the day it was processed, so it is taken off that
// day's revenue and shown as its own figure. A cancelled order's refund is not taken off, since the
// order's total already is (it left the revenue when it was cancelled). The average order value is
// of what the orders were charged (before refunds).
import type { components } from "@henna/api";
import { fromPaise } from "@henna/domain/money";
import { LOW_STOCK } from "@henna/domain/validate-product";
import { sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../../db/database.js";
import { products } from "../../../db/schema.js";
import { isActiveStatus } from "../../../db/visibility.js";

type Dashboard = components["schemas"]["AdminDashboard"];
type Figures = components["schemas"]["AdminDashboardFigures"];
type OrderStatus = components["schemas"]["OrderStatus"];

const DAY_MS = 86_400_000;
const IST_OFFSET_S = 19_800;
const PERIODS = [
  { key: "today", days: 1 },
  { key: "7d", days: 7 },
  { key: "30d", days: 30 },
] as const;
const CHART_DAYS = 30;
const WAITING: readonly OrderStatus[] = ["Pending", "Processing", "Packed", "Shipped", "Out for delivery"];
const TOP_PRODUCTS = 5;
const LOW_STOCK_ITEMS = 6;

/** India's day number (days since 1970-01-01 in India) of an instant. */
export const istDayNumber = (at: Date) => Math.floor((at.getTime() / 1000 + IST_OFFSET_S) / 86_400);
/** 'YYYY-MM-DD' of an India day number. */
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The first instant of an India day. */
export const dayStart = (day: number) => new Date(day * DAY_MS - IST_OFFSET_S * 1000);

// One expression for the day, in the select and the group by: the epoch keeps it free of time zone
// data (PGlite and PostgreSQL agree).
const paidDay = sql`floor((extract(epoch from "paid_at") + ${sql.raw(String(IST_OFFSET_S))}) / 86400)::int`;

interface DayRow extends Record<string, unknown> {
  day: number;
  paise: number;
  orders: number;
}

/** Revenue and paid orders per India day, days `first` to `last` (exported for the plan test). */
export const paidPerDayQuery = (mainId: string, first: number, last: number) => sql`
    SELECT ${paidDay} AS day, (sum("total_amount_before_pay") * 100)::float8 AS paise, count(*)::int AS orders
    FROM "orders"
    WHERE "main_id" = ${mainId} AND "status" = 'Success' AND "order_status" <> 'Cancelled'
      AND "paid_at" >= ${dayStart(first).toISOString()} AND "paid_at" < ${dayStart(last + 1).toISOString()}
    GROUP BY 1`;

const refundDay = sql`floor((extract(epoch from r."processed_at") + ${sql.raw(String(IST_OFFSET_S))}) / 86400)::int`;

/** Refunds processed per India day, days `first` to `last`, of orders not cancelled. */
export const refundsPerDayQuery = (mainId: string, first: number, last: number) => sql`
    SELECT ${refundDay} AS day, (sum(r."amount") * 100)::float8 AS paise
    FROM "refunds" r JOIN "orders" o ON o."id" = r."order_ref"
    WHERE r."main_id" = ${mainId} AND r."state" = 'processed' AND o."order_status" <> 'Cancelled'
      AND r."processed_at" >= ${dayStart(first).toISOString()} AND r."processed_at" < ${dayStart(last + 1).toISOString()}
    GROUP BY 1`;

interface Day {
  paise: number;
  orders: number;
  refunds: number;
}

async function perDay(db: DbOrTransaction, mainId: string, first: number, last: number) {
  const [paid, refunded] = await Promise.all([
    db.execute<DayRow>(paidPerDayQuery(mainId, first, last)),
    db.execute<{ day: number; paise: number }>(refundsPerDayQuery(mainId, first, last)),
  ]);
  const days = new Map<number, Day>();
  const day = (key: number) => {
    const row = days.get(key) ?? { paise: 0, orders: 0, refunds: 0 };
    days.set(key, row);
    return row;
  };
  for (const row of paid.rows) {
    const into = day(Number(row.day));
    into.paise = Number(row.paise);
    into.orders = Number(row.orders);
  }
  for (const row of refunded.rows) day(Number(row.day)).refunds = Math.round(Number(row.paise));
  return days;
}

function figures(days: Map<number, Day>, first: number, last: number): Figures {
  let paise = 0;
  let orders = 0;
  let refunds = 0;
  for (let day = first; day <= last; day += 1) {
    const row = days.get(day);
    paise += row?.paise ?? 0;
    orders += row?.orders ?? 0;
    refunds += row?.refunds ?? 0;
  }
  return {
    revenue: fromPaise(paise - refunds),
    refunds: fromPaise(refunds),
    orders,
    averageOrderValue: orders === 0 ? 0 : fromPaise(Math.round(paise / orders)),
  };
}

// The predicate is orders_waiting_idx's, word for word, so the planner can use that small index.
export const waitingQuery = (mainId: string) => sql`
    SELECT "order_status" AS status, count(*)::int AS count
    FROM "orders"
    WHERE "main_id" = ${mainId}
      AND "orders"."status" <> 'Failed' and "orders"."order_status" in ('Pending', 'Processing', 'Packed', 'Shipped', 'Out for delivery')
      AND ("status" = 'Success' OR "invoice_number" IS NOT NULL)
    GROUP BY 1`;

async function waiting(db: DbOrTransaction, mainId: string) {
  const result = await db.execute<{ status: OrderStatus; count: number }>(waitingQuery(mainId));
  const counts = new Map(result.rows.map((row) => [row.status, Number(row.count)]));
  return WAITING.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

async function topProducts(db: DbOrTransaction, mainId: string, from: Date, to: Date) {
  const result = await db.execute<{ product_id: number; title: string; quantity: number; paise: number }>(sql`
    SELECT i."product_id" AS product_id, max(i."title") AS title, sum(i."quantity")::int AS quantity,
      (sum(i."line_total") * 100)::float8 AS paise
    FROM "orders" o JOIN "order_items" i ON i."order_ref" = o."id"
    WHERE o."main_id" = ${mainId} AND o."status" = 'Success' AND o."order_status" <> 'Cancelled'
      AND o."paid_at" >= ${from.toISOString()} AND o."paid_at" < ${to.toISOString()}
    GROUP BY i."product_id"
    ORDER BY quantity DESC, paise DESC, i."product_id"
    LIMIT ${TOP_PRODUCTS}`);
  return result.rows.map((row) => ({
    product_id: Number(row.product_id),
    title: row.title,
    quantity: Number(row.quantity),
    revenue: fromPaise(Number(row.paise)),
  }));
}

async function lowStock(db: DbOrTransaction, mainId: string) {
  const where = sql`"main_id" = ${mainId} AND "stock" <= ${LOW_STOCK} AND ${isActiveStatus(products.status)}`;
  const [items, counts] = await Promise.all([
    db.execute<{ product_id: number; title: string; sku: string; stock: number }>(sql`
      SELECT "product_id", "title", "sku", "stock" FROM "products" WHERE ${where}
      ORDER BY "stock", "product_id" LIMIT ${LOW_STOCK_ITEMS}`),
    db.execute<{ total: number; out: number }>(sql`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE "stock" <= 0))::int AS out
      FROM "products" WHERE ${where}`),
  ]);
  return {
    total: Number(counts.rows[0]?.total ?? 0),
    out: Number(counts.rows[0]?.out ?? 0),
    items: items.rows.map((row) => ({
      product_id: Number(row.product_id),
      title: row.title,
      sku: row.sku,
      stock: Number(row.stock),
    })),
  };
}

/** An order paid, or confirmed with its invoice (pay on delivery without an advance). */
async function hasOrdersYet(db: DbOrTransaction, mainId: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM "orders"
    WHERE "main_id" = ${mainId} AND ("status" = 'Success' OR "invoice_number" IS NOT NULL) LIMIT 1`);
  return result.rows.length > 0;
}

export async function loadDashboard(db: DbOrTransaction, mainId: string, now: Date): Promise<Dashboard> {
  const today = istDayNumber(now);
  const longest = Math.max(...PERIODS.map((period) => period.days));
  const first = today - 2 * longest + 1;
  const [days, waitingRows, top, low, hasOrders] = await Promise.all([
    perDay(db, mainId, first, today),
    waiting(db, mainId),
    topProducts(db, mainId, dayStart(today - CHART_DAYS + 1), dayStart(today + 1)),
    lowStock(db, mainId),
    hasOrdersYet(db, mainId),
  ]);
  const daily = [];
  for (let day = today - CHART_DAYS + 1; day <= today; day += 1) {
    const row = days.get(day);
    daily.push({
      day: isoDay(day),
      revenue: fromPaise((row?.paise ?? 0) - (row?.refunds ?? 0)),
      refunds: fromPaise(row?.refunds ?? 0),
      orders: row?.orders ?? 0,
    });
  }
  return {
    today: isoDay(today),
    hasOrders,
    periods: PERIODS.map(({ key, days: length }) => ({
      key,
      days: length,
      from: isoDay(today - length + 1),
      to: isoDay(today),
      current: figures(days, today - length + 1, today),
      previous: figures(days, today - 2 * length + 1, today - length),
    })),
    waiting: waitingRows,
    topProducts: top,
    lowStock: low,
    daily,
  };
}
