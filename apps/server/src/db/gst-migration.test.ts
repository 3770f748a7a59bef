// The migration that moves GST to the products' rates marks every order placed before it
// `legacy_fixed`, so those orders keep their amounts and their invoices stay as issued (the invoice
// test covers such an order's invoice over HTTP); orders placed after it default to prices including
// GST, and stores to delivery at 18 % with prices including GST.

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../test-support/migrations-before.js";
import { DATABASE_KINDS, postgresAvailable } from "../test-support/test-database.js";
import type { Database } from "./database.js";
import { migrate } from "./migrate.js";

const postgresUp = await postgresAvailable();
const MIGRATION = "_gst_from_products";

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("the GST migration", () => {
    let database: Database;
    beforeAll(async () => {
      database = await databaseBefore(kind, MIGRATION);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("marks the orders placed before it legacy_fixed, amounts untouched; later ones default to inclusive", async () => {
      const db = database.db;
      await db.execute(sql`insert into stores (main_id) values ('old-store')`);
      const users = await db.execute<{ user_id: number }>(sql`
        insert into users (main_id, email, full_name, password_hash)
        values ('old-store', 'asha@example.com', 'Asha Rao', 'x') returning user_id`);
      const userId = users.rows[0]?.user_id;
      await db.execute(sql`
        insert into orders (main_id, user_id, order_id, receipt_id, payment_mode, amountbeforediscount,
          amountafterdiscount, tax_amount, total_amount_before_pay, advance_amount, summary)
        values ('old-store', ${userId}, 'ORD-OLD', 'RCPT-OLD', 'Pay now', 120, 98, 200, 298, 298,
          '[{"label":"Subtotal","amount":98},{"label":"Gst Tax (10%)","amount":200},{"label":"Total","amount":298}]'::jsonb)`);

      const { applied } = await migrate(db);
      expect(applied.some((tag) => tag.endsWith(MIGRATION))).toBe(true);

      await db.execute(sql`
        insert into orders (main_id, user_id, order_id, receipt_id, payment_mode, amountbeforediscount,
          amountafterdiscount, total_amount_before_pay, advance_amount)
        values ('old-store', ${userId}, 'ORD-NEW', 'RCPT-NEW', 'Pay now', 120, 98, 98, 98)`);
      const rows = await db.execute<Record<string, unknown>>(sql`
        select order_id, tax_mode, delivery_gst_rate, tax_amount::float8 as tax, total_amount_before_pay::float8 as total
        from orders order by order_id`);
      expect(rows.rows).toEqual([
        { order_id: "ORD-NEW", tax_mode: "inclusive", delivery_gst_rate: null, tax: 0, total: 98 },
        { order_id: "ORD-OLD", tax_mode: "legacy_fixed", delivery_gst_rate: null, tax: 200, total: 298 },
      ]);
      const store = await db.execute<Record<string, unknown>>(sql`
        select delivery_gst_rate::float8 as rate, prices_exclude_gst from stores where main_id = 'old-store'`);
      expect(store.rows).toEqual([{ rate: 18, prices_exclude_gst: false }]);
      await expect(
        db.execute(sql`update orders set tax_mode = 'fixed' where order_id = 'ORD-NEW'`),
      ).rejects.toThrow();
    });
  });
});
