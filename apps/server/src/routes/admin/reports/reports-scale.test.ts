// The dashboard and GSTR-1 on a store with 100,000 orders (a year of them, one line each): the
// planner reads them through their indexes (orders_paid_idx, orders_waiting_idx,
// orders_invoice_date_idx), never a pass over every order, and the answers are right.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";
import { dayStart, istDayNumber, paidPerDayQuery, waitingQuery } from "./dashboard.js";

const ORDERS = 100_000;
const IST_MS = 330 * 60_000;

// One database is enough for a plan: PostgreSQL when there is one (a deployment's), else PGlite (whose
// 100,000 inserts take minutes on a busy machine).
const KINDS = (await testDatabaseKinds()).includes("postgres")
  ? (["postgres"] as const)
  : (["pglite"] as const);

describe.each(KINDS)("dashboard and GSTR-1 at 100,000 orders on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
    const user = await createTestUser(t);
    const now = t.now().toISOString();
    // Every 5 minutes back from now (about 347 days): 1 in 10 failed, 1 in 50 still to be processed, the
    // rest delivered; ₹500 each, one ₹500 line of tea at 5 %.
    await t.ctx.db.execute(sql`
      INSERT INTO "orders" ("main_id", "user_id", "order_id", "receipt_id", "payment_mode", "status",
        "order_status", "amountbeforediscount", "amountafterdiscount", "total_amount_before_pay",
        "advance_amount", "remaining_amount", "paid_at", "created_at", "invoice_number", "invoice_date")
      SELECT 'demo-store', ${user.user_id}, 'ORD-SCALE-' || g, 'RCPT-SCALE-' || g, 'Pay now',
        CASE WHEN g % 10 = 0 THEN 'Failed' ELSE 'Success' END,
        CASE WHEN g % 10 = 0 THEN 'Pending' WHEN g % 50 = 1 THEN 'Processing' ELSE 'Delivered' END,
        500, 500, 500, 500, 0,
        CASE WHEN g % 10 = 0 THEN NULL ELSE ${now}::timestamptz - g * interval '5 minutes' END,
        ${now}::timestamptz - g * interval '5 minutes',
        CASE WHEN g % 10 = 0 THEN NULL ELSE 'INV/SCALE/' || lpad(g::text, 6, '0') END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE ${now}::timestamptz - g * interval '5 minutes' END
      FROM generate_series(1, ${ORDERS}) AS g`);
    await t.ctx.db.execute(sql`
      INSERT INTO "order_items" ("main_id", "order_ref", "product_id", "sku", "title", "quantity",
        "unit_price", "sale_price", "line_total", "hsn_code", "gst_rate")
      SELECT "main_id", "id", 1, 'SCALE-TEA', 'Assam tea', 1, 500, 500, 500, '0902', 5
      FROM "orders" WHERE "order_id" LIKE 'ORD-SCALE-%'`);
    await t.ctx.db.execute(sql`ANALYZE "orders"`);
    await t.ctx.db.execute(sql`ANALYZE "order_items"`);
  });
  afterAll(() => t.close());

  const plan = async (query: ReturnType<typeof sql>) => {
    const result = await t.ctx.db.execute<Record<string, string>>(sql`EXPLAIN ${query}`);
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  };

  it("reads paid orders per day through orders_paid_idx", async () => {
    const today = istDayNumber(t.now());
    const text = await plan(paidPerDayQuery("demo-store", today - 59, today));
    expect(text).toContain("orders_paid_idx");
    expect(text).not.toMatch(/Seq Scan on orders/);
  });

  it("counts the orders waiting through orders_waiting_idx", async () => {
    const text = await plan(waitingQuery("demo-store"));
    expect(text).toContain("orders_waiting_idx");
    expect(text).not.toMatch(/Seq Scan on orders/);
  });

  it("finds a month's invoices through orders_invoice_date_idx", async () => {
    const today = istDayNumber(t.now());
    const text = await plan(sql`
      SELECT "id" FROM "orders"
      WHERE "main_id" = 'demo-store' AND "invoice_number" IS NOT NULL
        AND "invoice_date" >= ${dayStart(today - 30).toISOString()} AND "invoice_date" < ${dayStart(today + 1).toISOString()}
        AND "id" > 0
      ORDER BY "id" LIMIT 500`);
    expect(text).toMatch(/orders_invoice_date_idx|orders_pkey/);
  });

  it("answers the dashboard with the right figures", async () => {
    const res = await t.request({ method: "GET", url: "/api/admin/dashboard", token: owner.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const month = data.periods.find((p: { key: string }) => p.key === "30d");
    // 288 orders a day, 9 in 10 paid: about 7,776 in 30 days.
    expect(month.current.orders).toBeGreaterThan(7_500);
    expect(month.current.orders).toBeLessThan(8_100);
    expect(month.current.averageOrderValue).toBe(500);
    expect(data.waiting.find((w: { status: string }) => w.status === "Processing").count).toBe(2_000);
  });

  it("answers GSTR-1 for this month with every invoice of it", async () => {
    const month = new Date(t.now().getTime() + IST_MS).toISOString().slice(0, 7);
    const res = await t.request({
      method: "GET",
      url: `/api/admin/reports/gstr1?month=${month}`,
      token: owner.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary.totals.value).toBe(summary.totals.invoices * 500);
    expect(summary.sections.b2cs.invoices).toBe(summary.totals.invoices);
  });
});
