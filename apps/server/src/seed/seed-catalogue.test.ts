import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { products, stores } from "../db/schema.js";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import { seedDemoStore } from "./demo-store.js";
import { RARE_TITLE_WORDS, seedCatalogue } from "./seed-catalogue.js";

const postgresUp = await postgresAvailable();

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("seedCatalogue", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedDemoStore(database.db);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("adds the requested number of varied products and bumps the catalogue version", async () => {
      const [before] = await database.db.select().from(stores).where(eq(stores.main_id, "demo-store"));
      const result = await seedCatalogue(database.db, { count: 2500, batchSize: 1000 });
      expect(result.products).toBe(2500);
      expect(result.variations).toBeGreaterThan(100);
      const generated = await database.db.query.products.findMany({
        where: like(products.sku, "GEN-%"),
        with: { variations: true },
      });
      expect(generated).toHaveLength(2500);
      const categories = new Set(generated.map((p) => p.category));
      expect([...categories].sort()).toEqual(["aftercare", "bridal-henna", "cones", "gift-packs", "tea"]);
      expect(new Set(generated.map((p) => p.title)).size).toBeGreaterThan(1500);
      expect(
        generated.some((p) => p.product_type === "Grouped Product" && p.grouped_product.length > 0),
      ).toBe(true);
      for (const p of generated.filter((x) => x.product_type === "Variable Product")) {
        expect(p.variations.length).toBeGreaterThanOrEqual(2);
        expect(p.originalPrice).toBe(Math.min(...p.variations.map((v) => v.price)));
      }
      expect(generated.every((p) => p.delivery_days >= 2 && p.delivery_days <= 7)).toBe(true);
      const [after] = await database.db.select().from(stores).where(eq(stores.main_id, "demo-store"));
      expect(after?.catalogVersion).toBe((before?.catalogVersion ?? 0) + 1);
    });

    it("adds more on a second call, with the same titles for the same seed", async () => {
      const again = await seedCatalogue(database.db, { count: 300, seed: 7 });
      const third = await seedCatalogue(database.db, { count: 300, seed: 7 });
      expect(again.products + third.products).toBe(600);
      const titles = async (prefix: string) =>
        (
          await database.db
            .select({ sku: products.sku, title: products.title })
            .from(products)
            .where(like(products.sku, `${prefix}%`))
        )
          .sort((a, b) => Number(a.sku.slice(prefix.length)) - Number(b.sku.slice(prefix.length)))
          .map((row) => row.title);
      expect(again.skuPrefix).not.toBe(third.skuPrefix);
      expect(await titles(third.skuPrefix)).toEqual(await titles(again.skuPrefix));
      const total = await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE sku LIKE 'GEN-%'`,
      );
      expect(total.rows[0]?.n).toBe(3100);
    });

    it("sprinkles rare words for search benchmarks", async () => {
      const rare = await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE title ~ ${RARE_TITLE_WORDS.join("|")}`,
      );
      expect(rare.rows[0]?.n).toBeGreaterThan(0);
      expect(rare.rows[0]?.n).toBeLessThan(50);
    });

    it("creates a bare store when asked for one that does not exist", async () => {
      await seedCatalogue(database.db, { mainId: "scale-store", count: 10 });
      const [store] = await database.db.select().from(stores).where(eq(stores.main_id, "scale-store"));
      expect(store).toBeDefined();
    });
  });
});
