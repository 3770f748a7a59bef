import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import { bulkInsert } from "./bulk-insert.js";
import { createDatabase, type Database, PGLITE_BACKUP_SLOT } from "./database.js";
import { migrate } from "./migrate.js";
import { products, productVariations, stores } from "./schema.js";

const postgresUp = await postgresAvailable();

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("database", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.insert(stores).values({ main_id: "s1", delivery_percentage: 12.5 });
    });
    afterAll(async () => {
      await database?.close();
    });

    it("reports its kind", () => {
      expect(database.kind).toBe(kind);
    });

    it("returns money, percentages and big counters as numbers, jsonb as values, times as dates", async () => {
      const [row] = await database.db
        .insert(products)
        .values({
          main_id: "s1",
          sku: "N-1",
          title: "Numbers",
          originalPrice: 1234.5,
          discountPrice: 999.99,
          specifications: [{ label: "Net weight", value: "25 g" }],
        })
        .returning();
      expect(row?.originalPrice).toBe(1234.5);
      expect(row?.discountPrice).toBe(999.99);
      expect(row?.specifications).toEqual([{ label: "Net weight", value: "25 g" }]);
      expect(row?.createdAt).toBeInstanceOf(Date);
      const [store] = await database.db.select().from(stores).where(eq(stores.main_id, "s1"));
      expect(store?.delivery_percentage).toBe(12.5);
      expect(store?.catalogVersion).toBe(1);
      expect(store?.metaScripts).toEqual([]);
    });

    it("bulkInsert writes every column type and returns the requested fields in order", async () => {
      const when = new Date("2025-01-02T03:04:05.000Z");
      const inserted = await bulkInsert(
        database.db,
        products,
        [1, 2, 3].map((n) => ({
          main_id: "s1",
          sku: `B-${n}`,
          title: `Bulk ${n}`,
          originalPrice: 100 + n / 4,
          discountPrice: n === 2 ? null : 90,
          gallery: [`/images/products/b-${n}.svg`],
          attribute: [{ name: "Size", slug: "size", selectedTerms: [{ id: n, name: `S${n}` }] }],
          createdAt: when,
        })),
        ["product_id", "sku", "originalPrice"],
      );
      expect(inserted.map((row) => [row.sku, row.originalPrice])).toEqual([
        ["B-1", 100.25],
        ["B-2", 100.5],
        ["B-3", 100.75],
      ]);
      const [second] = await database.db.select().from(products).where(eq(products.sku, "B-2"));
      expect(second).toMatchObject({
        discountPrice: null,
        gallery: ["/images/products/b-2.svg"],
        attribute: [{ name: "Size", slug: "size", selectedTerms: [{ id: 2, name: "S2" }] }],
        createdAt: when,
        status: "Active",
        stock: 0,
      });
      const variations = await bulkInsert(database.db, productVariations, [
        { main_id: "s1", product_id: inserted[0]?.product_id ?? 0, sku: "B-1-V", attributes: { Size: "S1" } },
      ]);
      expect(variations).toEqual([]);
      const [variation] = await database.db
        .select()
        .from(productVariations)
        .where(eq(productVariations.sku, "B-1-V"));
      expect(variation).toMatchObject({
        attributes: { Size: "S1" },
        price: 0,
        galleryImages: [],
        position: 0,
      });
    });

    it("enforces the lower-case e-mail and upper-case coupon rules", async () => {
      await expect(
        database.db.execute(
          sql`INSERT INTO users (main_id, email, full_name, password_hash) VALUES ('s1', 'Mixed@Case.in', 'A', 'x')`,
        ),
      ).rejects.toThrow();
      await expect(
        database.db.execute(sql`INSERT INTO coupons (main_id, code) VALUES ('s1', 'lower10')`),
      ).rejects.toThrow();
    });
  });
});

describe.skipIf(!postgresUp)("test schemas on PostgreSQL", () => {
  it("are isolated from each other and dropped on close", async () => {
    const a = await openTestDatabase("postgres");
    const b = await openTestDatabase("postgres");
    try {
      expect(a.schema).not.toBe(b.schema);
      expect(a.schema).toMatch(/^t_[0-9a-f]{12}$/);
      await a.db.insert(stores).values({ main_id: "only-in-a" });
      expect(await b.db.select().from(stores)).toEqual([]);
      expect((await a.db.select().from(stores)).map((s) => s.main_id)).toEqual(["only-in-a"]);
    } finally {
      await b.close();
    }
    const left = await a.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = ${b.schema}`,
    );
    await a.close();
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe("PGlite on disk", () => {
  it("creates its data folder and keeps data across restarts", async () => {
    const parent = mkdtempSync(join(tmpdir(), "pglite-"));
    const dataDir = join(parent, "nested", ".data");
    try {
      const first = await createDatabase({ dataDir });
      await migrate(first);
      await first.db.insert(stores).values({ main_id: "kept" });
      await first.close();
      expect(existsSync(dataDir)).toBe(true);
      const second = await createDatabase({ dataDir });
      expect(await migrate(second)).toEqual({ applied: [] });
      expect((await second.db.select().from(stores)).map((s) => s.main_id)).toEqual(["kept"]);
      await second.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("keeps pg_wal small under writes: spent segments are removed or renamed for reuse, a few at most", async () => {
    // The folder keeps the segment in use and a few renamed ahead for reuse (a backup copies neither
    // those nor the spent ones).
    await withWalWritten({}, async ({ segments }) => {
      expect(segments).toBeGreaterThanOrEqual(2);
      expect(segments).toBeLessThanOrEqual(4);
    });
  });
  // What the slot holds is the WAL up to the segment in use; the segments renamed ahead for reuse
  // (PostgreSQL keeps as many as its checkpoints have lately needed) hold nothing and are not counted.
  it.each([
    { limitMb: 32, status: "lost", fewest: 1, most: 3 },
    { limitMb: 1024, status: "reserved", fewest: 6, most: Number.POSITIVE_INFINITY },
  ])(
    "lets a backup's slot hold at most $limitMb MB of WAL (100 MB written: the slot $status)",
    async ({ limitMb, status, fewest, most }) => {
      // The slot a backup whose reader stopped reading leaves open, then the writes.
      const openSlot = (database: Database) =>
        database.db.execute(
          sql`SELECT pg_create_physical_replication_slot(${PGLITE_BACKUP_SLOT}, true, false)`,
        );
      await withWalWritten({ limitMb, before: openSlot }, async ({ database, held }) => {
        const slot = await database.db.execute<{ wal_status: string }>(
          sql`SELECT wal_status FROM pg_replication_slots WHERE slot_name = ${PGLITE_BACKUP_SLOT}`,
        );
        expect(slot.rows[0]?.wal_status).toBe(status);
        expect(held).toBeGreaterThanOrEqual(fewest);
        expect(held).toBeLessThanOrEqual(most);
      });
    },
  );
});

/**
 * A new PGlite folder (`limitMb`: its backup WAL limit) given about 100 MB of WAL with a checkpoint
 * every 25 MB, after `before`; `check` then sees the database, how many WAL segments pg_wal holds, and
 * how many of them are held: the one in use and those before it.
 */
async function withWalWritten(
  { limitMb, before }: { limitMb?: number; before?: (database: Database) => Promise<unknown> },
  check: (written: { database: Database; segments: number; held: number }) => Promise<void>,
): Promise<void> {
  const parent = mkdtempSync(join(tmpdir(), "pglite-wal-"));
  const dataDir = join(parent, ".data");
  const database = await createDatabase({ dataDir, pgliteBackupWalLimitMb: limitMb });
  try {
    await before?.(database);
    await database.db.execute(sql`CREATE TABLE wal_probe (x text)`);
    for (const _ of [1, 2, 3, 4]) {
      await database.db.execute(
        sql`INSERT INTO wal_probe SELECT repeat(md5(g::text), 16) FROM generate_series(1, 50000) g`,
      );
      await database.db.execute(sql`CHECKPOINT`);
    }
    const segments = readdirSync(join(dataDir, "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name));
    const current = await database.db.execute<{ file: string }>(
      sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS file`,
    );
    const inUse = current.rows[0]?.file ?? "";
    const held = segments.filter((name) => name <= inUse).length;
    await check({ database, segments: segments.length, held });
  } finally {
    await database.close();
    rmSync(parent, { recursive: true, force: true });
  }
}
