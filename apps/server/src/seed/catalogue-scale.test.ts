// Catalogue at scale: seeds CATALOGUE_SCALE products (e.g. 100000) and checks the seeding time and the
// p95 of search and listing queries. Off by default (it takes about a minute per database kind):
//   CATALOGUE_SCALE=100000 pnpm exec vitest run src/seed/catalogue-scale.test.ts
import { and, desc, eq, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { countProductsCapped, titleContains } from "../db/product-search.js";
import { products } from "../db/schema.js";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import { seedDemoStore } from "./demo-store.js";
import { seedCatalogue } from "./seed-catalogue.js";

const scale = Number(process.env.CATALOGUE_SCALE ?? 0);
const postgresUp = scale > 0 && (await postgresAvailable());

async function p95(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(times.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
}

describe.runIf(scale > 0).each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)(`catalogue of ${scale} products`, () => {
    let database: Database;
    let seedMs = 0;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedDemoStore(database.db);
      seedMs = (await seedCatalogue(database.db, { count: scale })).milliseconds;
      console.log(`[${kind}] seeded ${scale} products in ${seedMs} ms`);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("seeds within 60 s", () => {
      expect(seedMs).toBeLessThanOrEqual(60_000);
    });

    const active = () => and(eq(products.main_id, "demo-store"), eq(products.status, "Active"));
    const page = (where: SQL | undefined) => () =>
      database.db
        .select({ product_id: products.product_id, title: products.title })
        .from(products)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.product_id))
        .limit(10);

    it.each(["henna", "chai", "kahwa", "vetiver", "no-such-thing"])(
      "searches for %j with p95 <= 50 ms",
      async (term) => {
        const where = and(active(), titleContains(term));
        const pageMs = await p95(page(where));
        const countMs = await p95(() => countProductsCapped(database.db, where));
        console.log(
          `[${kind}] search ${term}: page p95 ${pageMs.toFixed(1)} ms, capped count p95 ${countMs.toFixed(1)} ms`,
        );
        expect(pageMs).toBeLessThanOrEqual(50);
        expect(countMs).toBeLessThanOrEqual(50);
      },
    );

    it.each([
      { label: "category page 1", where: () => and(active(), eq(products.category, "tea")) },
      { label: "all products page 1", where: () => active() },
    ])("lists $label with p95 <= 50 ms", async ({ label, where }) => {
      const ms = await p95(page(where()));
      console.log(`[${kind}] ${label}: p95 ${ms.toFixed(1)} ms`);
      expect(ms).toBeLessThanOrEqual(50);
    });
  });
});
