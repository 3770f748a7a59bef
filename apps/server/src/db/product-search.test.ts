import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../seed/seed-catalogue.js";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import type { Database } from "./database.js";
import { countProductsCapped, escapeLike, titleContains } from "./product-search.js";
import { products, stores } from "./schema.js";

const postgresUp = await postgresAvailable();

describe("escapeLike", () => {
  it.each([
    { given: "henna", want: "henna" },
    { given: "50%", want: "50\\%" },
    { given: "a_b", want: "a\\_b" },
    { given: "back\\slash", want: "back\\\\slash" },
  ])("escapes $given", ({ given, want }) => {
    expect(escapeLike(given)).toBe(want);
  });

  it("gives no condition for a blank term", () => {
    expect(titleContains("   ")).toBeUndefined();
  });
});

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("product title search", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const { db } = database;
      await db.insert(stores).values({ main_id: "search-store" });
      await db
        .insert(products)
        .values(
          [
            "Sojat Henna Cone",
            "SOJAT HENNA POWDER",
            "Masala Chai 50% Off",
            "Masala Chai 500 g",
            "Nail_Henna Cone",
          ].map((title, i) => ({ main_id: "search-store", sku: `S-${i}`, title })),
        );
      await seedCatalogue(db, { mainId: "bulk-store", count: 20_000 });
    });
    afterAll(async () => {
      await database?.close();
    });

    const titles = async (term: string) =>
      (
        await database.db
          .select({ title: products.title })
          .from(products)
          .where(and(eq(products.main_id, "search-store"), titleContains(term)))
          .orderBy(products.sku)
      ).map((row) => row.title);

    it("matches anywhere in the title, ignoring case", async () => {
      expect(await titles("sojat")).toEqual(["Sojat Henna Cone", "SOJAT HENNA POWDER"]);
      expect(await titles("HENNA c")).toEqual(["Sojat Henna Cone", "Nail_Henna Cone"]);
    });

    it("treats % and _ in the term literally", async () => {
      expect(await titles("50%")).toEqual(["Masala Chai 50% Off"]);
      expect(await titles("l_h")).toEqual(["Nail_Henna Cone"]);
    });

    it("uses the trigram index on a 20,000-product catalogue", async () => {
      const plan = await database.db.execute<Record<string, string>>(
        sql`EXPLAIN SELECT product_id FROM products WHERE main_id = 'bulk-store' AND status = 'Active' AND ${titleContains("vetiver")} ORDER BY created_at DESC LIMIT 10`,
      );
      const text = plan.rows.map((row) => Object.values(row)[0]).join("\n");
      expect(text).toContain("products_title_trgm_idx");
    });

    it("uses the listing index for a category page", async () => {
      const plan = await database.db.execute<Record<string, string>>(
        sql`EXPLAIN SELECT product_id FROM products WHERE main_id = 'bulk-store' AND status = 'Active' AND category = 'tea' ORDER BY created_at DESC, product_id DESC LIMIT 10`,
      );
      const text = plan.rows.map((row) => Object.values(row)[0]).join("\n");
      expect(text).toContain("products_listing_idx");
    });

    it("counts matches up to a cap", async () => {
      const store = eq(products.main_id, "bulk-store");
      const common = await countProductsCapped(database.db, and(store, titleContains("henna")), 500);
      expect(common).toEqual({ count: 500, capped: true });
      const few = await countProductsCapped(
        database.db,
        and(eq(products.main_id, "search-store"), titleContains("chai")),
      );
      expect(few).toEqual({ count: 2, capped: false });
    });
  });
});
