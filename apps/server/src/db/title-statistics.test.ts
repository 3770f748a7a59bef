// Search plans do not hang on which titles ANALYZE happened to sample. A term found in one title only,
// which sits on a boundary of the lower(title) histogram, is taken for 1 % of the catalogue at the
// default statistics target; the planner then walks the ordered listing for it, reading the whole
// table. Migration 0021 gives the title index's expression 1,000 histogram entries, so the estimate
// stays small and the trigram index finds the match.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import type { Database } from "./database.js";
import { titleContains } from "./product-search.js";
import { products, stores } from "./schema.js";

const postgresUp = await postgresAvailable();
const COUNT = 20_000;
// ANALYZE reads every row of a table this size, and puts a histogram boundary at the value in this
// sorted position at both the default target (100 entries) and the migration's (1,000).
const ON_A_BOUNDARY = 9_999;

describe.each(DATABASE_KINDS)("title search statistics on %s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("a rare term ANALYZE sampled", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const { db } = database;
      await db.insert(stores).values({ main_id: "stats-store" });
      const titles = Array.from({ length: COUNT }, (_, i) => {
        const title = `Item ${String(i).padStart(5, "0")}`;
        return i === ON_A_BOUNDARY ? `${title} Kewra` : title;
      });
      for (let from = 0; from < COUNT; from += 2_000) {
        await db
          .insert(products)
          .values(
            titles
              .slice(from, from + 2_000)
              .map((title, i) => ({ main_id: "stats-store", sku: `T-${from + i}`, title })),
          );
      }
      await db.execute(sql`ANALYZE products`);
    });
    afterAll(async () => {
      await database?.close();
    });

    it.each(["product_id", "created_at DESC, product_id", "total_sold DESC, product_id"])(
      "reads its matches through the trigram index, sorted by %s",
      async (order) => {
        const plan = await database.db.execute<Record<string, string>>(
          sql`EXPLAIN SELECT product_id FROM products WHERE main_id = 'stats-store' AND status = 'Active' AND ${titleContains("kewra")} ORDER BY ${sql.raw(order)} LIMIT 11`,
        );
        const text = plan.rows.map((row) => Object.values(row)[0]).join("\n");
        expect(text).toContain("products_title_trgm_idx");
      },
    );
  });
});
