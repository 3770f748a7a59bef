import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { asc, eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbOrTransaction } from "../db/database.js";
import * as schema from "../db/schema.js";
import { categories, coupons, products, productVariations, stores } from "../db/schema.js";
import { lookupPincode } from "../geo/pincode-coordinates.js";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import { ACTIVE_PINCODES, DEMO_MAIN_ID, INACTIVE_PINCODES, seedDemoStore } from "./demo-store.js";

const postgresUp = await postgresAvailable();
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const tables: PgTable[] = [];
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);

async function snapshot(db: DbOrTransaction): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const rows = await db.execute(sql`SELECT * FROM ${table}`);
    result[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("demo store seed", () => {
    let database: Database;
    let first: Awaited<ReturnType<typeof seedDemoStore>>;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      first = await seedDemoStore(database.db);
    });
    afterAll(async () => {
      await database?.close();
    });

    const count = async (table: PgTable) =>
      Number(
        (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n,
      );

    it("is idempotent: a second run reports nothing created and changes no row", async () => {
      expect(first).toEqual({ mainId: DEMO_MAIN_ID, created: true });
      const before = await snapshot(database.db);
      expect(await seedDemoStore(database.db)).toEqual({ mainId: DEMO_MAIN_ID, created: false });
      expect(await snapshot(database.db)).toEqual(before);
    });

    it.each([
      { table: "stores", least: 1 },
      { table: "products", least: 40 },
      { table: "product_variations", least: 15 },
      { table: "categories", least: 6 },
      { table: "marquees", least: 4 },
      { table: "sliders", least: 3 },
      { table: "offers", least: 3 },
      { table: "new_arrival_groups", least: 2 },
      { table: "pincodes", least: 20 },
      { table: "delivery_price_bands", least: 4 },
      { table: "free_delivery_bands", least: 1 },
      { table: "coupons", least: 2 },
      { table: "buttons", least: 3 },
      { table: "pay_buttons", least: 2 },
      { table: "class_levels", least: 3 },
    ])("fills $table with at least $least rows", async ({ table, least }) => {
      const found = tables.find((t) => getTableName(t) === table);
      if (!found) throw new Error(`no table ${table}`);
      expect(await count(found)).toBeGreaterThanOrEqual(least);
    });

    it("has the store profile, office in Malad East and page metadata", async () => {
      const [store] = await database.db.select().from(stores).where(eq(stores.main_id, DEMO_MAIN_ID));
      expect(store).toMatchObject({
        orignal_logoname: "Mehendi & Chai",
        gstin: "27ABCDE1234F1Z5",
        office_city: "Mumbai",
        delivery_percentage: 20,
        profilePic: "/images/logo.svg",
        metaIcon: "/images/icon.svg",
      });
      expect(store?.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
      expect(store?.office_address).toContain("Malad East");
      const malad = lookupPincode("400097");
      expect(Math.abs((store?.office_latitude ?? 0) - (malad?.latitude ?? 0))).toBeLessThan(0.02);
      expect(Math.abs((store?.office_longitude ?? 0) - (malad?.longitude ?? 0))).toBeLessThan(0.02);
      expect(store?.whatsapp_number).toMatch(/^91\d{10}$/);
      expect(store?.mobile).toMatch(/^\d{10}$/);
    });

    it("has the categories the shop needs, one inactive, each with an icon", async () => {
      const rows = await database.db.select().from(categories).orderBy(asc(categories.position));
      const slugs = rows.map((c) => c.category);
      for (const slug of ["cones", "bridal-henna", "tea", "courses", "gift-packs"])
        expect(slugs).toContain(slug);
      expect(rows.filter((c) => c.status === "Inactive")).toHaveLength(1);
      for (const c of rows) expect(c.icon).toMatch(/^\/images\/categories\/.+\.svg$/);
    });

    it("has a varied catalogue: types, stock, status, tags, delivery days, HSN codes", async () => {
      const all = await database.db.select().from(products);
      const slugs = new Set((await database.db.select().from(categories)).map((c) => c.category));
      expect(all.filter((p) => p.product_type === "Simple").length).toBeGreaterThan(20);
      expect(all.filter((p) => p.product_type === "Variable Product").length).toBeGreaterThanOrEqual(5);
      expect(all.filter((p) => p.product_type === "Grouped Product").length).toBeGreaterThanOrEqual(2);
      expect(all.filter((p) => p.status === "Inactive").length).toBeGreaterThanOrEqual(2);
      expect(all.filter((p) => p.totalStock === 0).length).toBeGreaterThanOrEqual(2);
      expect(all.some((p) => p.categorytype.includes("Best Sellers"))).toBe(true);
      expect(all.some((p) => p.categorytype.includes("Trending"))).toBe(true);
      const courses = all.filter((p) => p.category === "courses" && p.status === "Active");
      expect(courses.length).toBeGreaterThanOrEqual(4);
      expect(courses.every((p) => p.product_type === "Simple")).toBe(true);
      expect(all.find((p) => p.title === "Basic Mehendi Course")?.discountPrice).toBe(4999);
      for (const p of all) {
        expect(slugs.has(p.category), p.title).toBe(true);
        expect(p.delivery_days).toBeGreaterThanOrEqual(2);
        expect(p.delivery_days).toBeLessThanOrEqual(7);
        expect(p.hsn_code).toMatch(/^\d{4,6}$/);
        expect(p.gallery.length).toBeGreaterThanOrEqual(2);
        expect(p.description.length).toBeGreaterThan(60);
        expect(p.key_features.length).toBeGreaterThan(0);
        expect(p.specifications.length).toBeGreaterThan(0);
      }
      expect(
        all
          .filter((p) => p.category === "tea")
          .every((p) => ["0902", "0910", "1211", "2101"].includes(p.hsn_code)),
      ).toBe(true);
      expect(all.filter((p) => p.reviews.length > 0).length).toBeGreaterThan(20);
    });

    it("prices variable products from their cheapest variation, and some variations are out of stock", async () => {
      const variable = await database.db.query.products.findMany({
        where: eq(products.product_type, "Variable Product"),
        with: { variations: true },
      });
      for (const p of variable) {
        expect(p.variations.length, p.title).toBeGreaterThanOrEqual(2);
        expect(p.originalPrice).toBe(Math.min(...p.variations.map((v) => v.price)));
        expect(p.discountPrice).toBe(Math.min(...p.variations.map((v) => v.salePrice)));
        expect(p.totalStock).toBe(p.variations.reduce((sum, v) => sum + v.stock, 0));
        const names = p.attribute.map((a) => a.name).sort();
        for (const v of p.variations) expect(Object.keys(v.attributes).sort()).toEqual(names);
      }
      const all = await database.db.select().from(productVariations);
      expect(all.some((v) => v.stock === 0)).toBe(true);
      expect(all.some((v) => Object.keys(v.attributes).includes("Weight"))).toBe(true);
    });

    it("bundles real products in grouped products and new-arrival groups", async () => {
      const ids = new Set(
        (await database.db.select({ id: products.product_id }).from(products)).map((r) => r.id),
      );
      const grouped = await database.db
        .select()
        .from(products)
        .where(eq(products.product_type, "Grouped Product"));
      for (const g of grouped) {
        expect(g.grouped_product.length).toBeGreaterThanOrEqual(2);
        for (const item of g.grouped_product) expect(ids.has(item.product_id)).toBe(true);
      }
      for (const group of await database.db.select().from(schema.newArrivalGroups)) {
        expect(group.product_ids.length).toBeGreaterThan(0);
        for (const id of group.product_ids) expect(ids.has(id)).toBe(true);
      }
    });

    it("sets up delivery, coupons, buttons and pay buttons", async () => {
      const bands = await database.db.select().from(schema.deliveryPriceBands);
      expect(
        bands
          .filter((b) => b.status === "Active")
          .map((b) => [b.min_kilometer, b.max_kilometer, b.delivery_price]),
      ).toEqual([
        [0, 5, 40],
        [5, 15, 80],
        [15, 50, 150],
      ]);
      expect(bands.some((b) => b.status === "Inactive")).toBe(true);
      expect(await database.db.select().from(schema.freeDeliveryBands)).toMatchObject([
        { min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999 },
      ]);
      const codes = await database.db.select().from(coupons);
      expect(codes.find((c) => c.code === "WELCOME10")).toMatchObject({
        percentage_offer: 10,
        price_offer: null,
      });
      expect(codes.find((c) => c.code === "FLAT100")).toMatchObject({
        price_offer: 100,
        min_amount: 499,
        usage_limit: 100,
      });
      const defaults = (await database.db.select().from(schema.buttons)).filter((b) => b.default);
      expect(defaults.map((b) => b.button_id)).toEqual(["addtocart"]);
      expect((await database.db.select().from(schema.payButtons)).map((b) => b.name).sort()).toEqual([
        "Pay now",
        "Pay on delivery",
      ]);
    });

    it("references only images that exist under public/", async () => {
      const paths = new Set<string>();
      for (const p of await database.db.select().from(products)) {
        paths.add(p.image);
        for (const g of p.gallery) paths.add(g);
        for (const item of p.grouped_product) paths.add(item.image);
      }
      for (const v of await database.db.select().from(productVariations)) {
        paths.add(v.imageUrl);
        for (const g of v.galleryImages) paths.add(g);
      }
      for (const c of await database.db.select().from(categories)) paths.add(c.icon);
      for (const o of await database.db.select().from(schema.offers)) paths.add(o.image);
      for (const s of await database.db.select().from(schema.sliders)) {
        paths.add(s.image);
        paths.add(s.background_image);
      }
      const [store] = await database.db.select().from(stores);
      paths.add(store?.profilePic ?? "");
      paths.add(store?.metaIcon ?? "");
      expect(paths.size).toBeGreaterThan(80);
      const missing = [...paths].filter(
        (path) => !path.startsWith("/images/") || !existsSync(`${publicDir}${path}`),
      );
      expect(missing).toEqual([]);
    });
  });
});

describe("demo pincodes", () => {
  it("all have coordinates in the offline table", () => {
    const missing = [...ACTIVE_PINCODES, ...INACTIVE_PINCODES].filter((pin) => lookupPincode(pin) === null);
    expect(missing).toEqual([]);
    expect(ACTIVE_PINCODES.filter((pin) => pin.startsWith("4000")).length).toBeGreaterThanOrEqual(30);
    expect(new Set([...ACTIVE_PINCODES, ...INACTIVE_PINCODES]).size).toBe(
      ACTIVE_PINCODES.length + INACTIVE_PINCODES.length,
    );
  });
});
