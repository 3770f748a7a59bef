// The migration that makes the database hold statuses to 'Active' and 'Inactive': what an older store
// already holds is put right first (any spelling of "active" becomes Active, anything else Inactive),
// then every table of things the shop shows or hides refuses any other value.

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../test-support/migrations-before.js";
import { DATABASE_KINDS, postgresAvailable } from "../test-support/test-database.js";
import type { Database } from "./database.js";
import { migrate } from "./migrate.js";

const postgresUp = await postgresAvailable();
const MIGRATION = "_active_status_checks";
const TABLES = [
  "categories",
  "coupons",
  "delivery_price_bands",
  "free_delivery_bands",
  "new_arrival_groups",
  "offers",
  "pincodes",
  "products",
  "sliders",
];

/** Stored before the migration → after it. */
const STORED: ReadonlyArray<[string, string]> = [
  ["Active", "Active"],
  ["Inactive", "Inactive"],
  [" active", "Active"],
  ["ACTIVE ", "Active"],
  ["inactive", "Inactive"],
  ["hidden", "Inactive"],
  ["", "Inactive"],
];

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("the status check migration", () => {
    let database: Database;
    beforeAll(async () => {
      database = await databaseBefore(kind, MIGRATION);
      const db = database.db;
      await db.execute(sql`insert into stores (main_id) values ('old-store')`);
      for (const [index, [stored]] of STORED.entries()) {
        await db.execute(sql`
          insert into products (main_id, title, sku, status)
          values ('old-store', ${`Cone ${index}`}, ${`SKU-${index}`}, ${stored})`);
        await db.execute(sql`
          insert into categories (main_id, category, name, status)
          values ('old-store', ${`cat-${index}`}, ${`Category ${index}`}, ${stored})`);
      }
      const { applied } = await migrate(db);
      expect(applied.some((tag) => tag.endsWith(MIGRATION))).toBe(true);
    });
    afterAll(async () => {
      await database?.close();
    });

    it.each(STORED)("a status stored as %j is %s afterwards", async (stored, after) => {
      const index = STORED.findIndex(([value]) => value === stored);
      const product = await database.db.execute<{ status: string }>(
        sql`select status from products where sku = ${`SKU-${index}`}`,
      );
      const category = await database.db.execute<{ status: string }>(
        sql`select status from categories where category = ${`cat-${index}`}`,
      );
      expect([product.rows[0]?.status, category.rows[0]?.status]).toEqual([after, after]);
    });

    it("every table with a status checks it", async () => {
      const checks = await database.db.execute<{ table: string; definition: string }>(sql`
        select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
        from pg_constraint
        where contype = 'c' and conname = conrelid::regclass::text || '_status_check'
          and connamespace = current_schema()::regnamespace`);
      const definitions = new Map(
        checks.rows.map((row) => [row.table.replace(/^.*\./, "").replaceAll('"', ""), row.definition]),
      );
      for (const table of TABLES) expect(definitions.get(table), table).toMatch(/'Active'.*'Inactive'/);
    });

    it("refuses a status other than Active or Inactive", async () => {
      const refusal = (query: Promise<unknown>) =>
        query.then(
          () => "written",
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(
        await refusal(database.db.execute(sql`update products set status = 'active' where sku = 'SKU-0'`)),
      ).toMatch(/products_status_check/);
      expect(
        await refusal(
          database.db.execute(
            sql`insert into categories (main_id, category, name, status) values ('old-store', 'x', 'X', 'Shown')`,
          ),
        ),
      ).toMatch(/categories_status_check/);
    });
  });
});
