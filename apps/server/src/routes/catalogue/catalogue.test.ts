import { isCourse } from "@henna/domain/visibility";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, newArrivalGroups, products } from "../../db/schema.js";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "../../seed/demo-catalogue.js";
import { seedDemoStore } from "../../seed/demo-store.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";

const STORE = "demo-store";

describe.each(await testDatabaseKinds())("catalogue reads on %s", (kind) => {
  let t: TestApp;
  const idOf = async (sku: string) => {
    const [row] = await t.ctx.db
      .select({ id: products.product_id })
      .from(products)
      .where(and(eq(products.main_id, STORE), eq(products.sku, sku)));
    if (!row) throw new Error(`no product ${sku}`);
    return row.id;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: "GET", url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
    // A second store, to show one store's ids do not open another's products.
    await seedDemoStore(t.ctx.db, { mainId: "other-store" });
  });
  afterAll(() => t.close());

  describe("getProduct", () => {
    it("returns a Variable product with its variations and every list field as an array", async () => {
      const res = await get(`/grouped-product/single/${await idOf("MC-CONE-RAJ")}`);
      expect(res.statusCode).toBe(200);
      const { isError, data } = res.json();
      expect(isError).toBe(false);
      const seeded = DEMO_PRODUCTS.find((p) => p.sku === "MC-CONE-RAJ");
      expect(data.product_type).toBe("Variable Product");
      expect(data.variation.map((v: { sku: string }) => v.sku)).toEqual(
        seeded?.variations?.map((v) => v.sku),
      );
      expect(data.variation[0]).toMatchObject({
        price: seeded?.variations?.[0]?.price,
        salePrice: seeded?.variations?.[0]?.salePrice,
        attributes: seeded?.variations?.[0]?.attributes,
      });
      // totalStock of a variable product is what its variations hold.
      expect(data.totalStock).toBe(seeded?.variations?.reduce((sum, v) => sum + v.stock, 0));
      for (const field of [
        "gallery",
        "categorytype",
        "key_features",
        "specifications",
        "attribute",
        "downloadable_files",
        "grouped_product",
        "reviews",
      ]) {
        expect(Array.isArray(data[field]), field).toBe(true);
      }
      expect(data.price).toBe(data.originalPrice);
      expect(data.salePrice).toBe(data.discountPrice);
      expect(data.attribute[0].selectedTerms.length).toBeGreaterThan(0);
    });

    it("returns a Grouped product with its items and a Simple product without variations", async () => {
      const grouped = (await get(`/grouped-product/single/${await idOf("MC-BRIDAL-KIT")}`)).json().data;
      expect(grouped.product_type).toBe("Grouped Product");
      expect(grouped.grouped_product.length).toBeGreaterThan(0);
      expect(grouped.grouped_product[0]).toEqual({
        product_id: expect.any(Number),
        title: expect.any(String),
        image: expect.stringMatching(/^\/images\//),
      });
      const simple = (await get(`/grouped-product/single/${await idOf("MC-CONE-ORG-25")}`)).json().data;
      expect(simple).toMatchObject({
        product_type: "Simple",
        variation: [],
        originalPrice: 60,
        discountPrice: 49,
      });
    });

    it("still returns an Inactive product (the browser reads status)", async () => {
      const res = await get(`/grouped-product/single/${await idOf("MC-CONE-WHITE")}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe("Inactive");
    });

    it.each([
      { name: "unknown id", url: "/grouped-product/single/999999", status: 404, code: "PRODUCT_NOT_FOUND" },
      {
        name: "id that is not a number",
        url: "/grouped-product/single/abc",
        status: 400,
        code: "VALIDATION_FAILED",
      },
      { name: "id 0", url: "/grouped-product/single/0", status: 400, code: "VALIDATION_FAILED" },
      {
        name: "id beyond int4",
        url: "/grouped-product/single/99999999999",
        status: 400,
        code: "VALIDATION_FAILED",
      },
    ])("$name -> $status", async ({ url, status, code }) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ isError: true, success: false, code });
      if (status === 404) expect(res.json().message).toBe("Product not found");
    });

    it("does not open another store's product", async () => {
      const id = await idOf("MC-CONE-ORG-25");
      const res = await get(`/grouped-product/single/${id}`, { "x-main-id": "other-store" });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("PRODUCT_NOT_FOUND");
    });
  });

  describe("listCategories", () => {
    it("lists only Active categories, by position", async () => {
      const res = await get(`/category/getdata/category/${STORE}`);
      expect(res.statusCode).toBe(200);
      const want = DEMO_CATEGORIES.filter((c) => c.status === "Active")
        .sort((a, b) => a.position - b.position)
        .map((c) => c.category);
      const body = res.json();
      expect(body.isError).toBe(false);
      expect(body.data.map((c: { category: string }) => c.category)).toEqual(want);
      expect(body.data[0]).toEqual({
        category: "cones",
        name: "Cones",
        icon: "/images/categories/cones.svg",
        status: "Active",
        position: 1,
      });
    });
  });

  describe("listNewArrivals", () => {
    it("answers the groups in order, each with Active product summaries in the group's order", async () => {
      const res = await get(`/newarrival/all/${STORE}`);
      expect(res.statusCode).toBe(200);
      const groups = res.json().data;
      const stored = await t.ctx.db
        .select()
        .from(newArrivalGroups)
        .where(eq(newArrivalGroups.main_id, STORE))
        .orderBy(newArrivalGroups.position);
      expect(groups.map((g: { category_name: string }) => g.category_name)).toEqual(
        stored.map((g) => g.category_name),
      );
      expect(groups[0].product.map((p: { product_id: number }) => p.product_id)).toEqual(
        stored[0]?.product_ids,
      );
      for (const group of groups) {
        for (const product of group.product) expect(product.status).toBe("Active");
      }
    });

    it("drops a product that is no longer Active", async () => {
      const [first] = await t.ctx.db
        .select()
        .from(newArrivalGroups)
        .where(eq(newArrivalGroups.main_id, STORE))
        .orderBy(newArrivalGroups.position);
      const hiddenId = first?.product_ids[0];
      if (hiddenId === undefined) throw new Error("seed has an empty first group");
      await t.ctx.db.update(products).set({ status: "Inactive" }).where(eq(products.product_id, hiddenId));
      await t.ctx.cache.invalidate(STORE);
      try {
        const groups = (await get(`/newarrival/all/${STORE}`)).json().data;
        expect(groups[0].product.map((p: { product_id: number }) => p.product_id)).toEqual(
          first?.product_ids.slice(1),
        );
      } finally {
        await t.ctx.db.update(products).set({ status: "Active" }).where(eq(products.product_id, hiddenId));
        await t.ctx.cache.invalidate(STORE);
      }
    });
  });

  describe("response cache", () => {
    it("answers 304 to a matching If-None-Match and a new body after a change", async () => {
      const url = `/category/getdata/category/${STORE}`;
      const first = await get(url);
      const etag = first.headers.etag;
      expect(typeof etag).toBe("string");
      const again = await get(url, { "if-none-match": String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");

      await t.ctx.db
        .update(categories)
        .set({ name: "Henna Cones" })
        .where(and(eq(categories.main_id, STORE), eq(categories.category, "cones")));
      await t.ctx.cache.invalidate(STORE);
      const changed = await get(url, { "if-none-match": String(etag) });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data[0].name).toBe("Henna Cones");
    });

    it("caches product pages too", async () => {
      const url = `/grouped-product/search-all-products/${STORE}?page=1&limit=5`;
      const first = await get(url);
      const again = await get(url, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });

  describe("unknown store", () => {
    it.each([
      "/newarrival/all/no-such-store",
      "/category/getdata/category/no-such-store",
      "/grouped-product/search-all-products/no-such-store",
      "/grouped-product/search-all-products/no-such-store?page=1",
    ])("%s -> 404", async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      // The binder answers this one (its code is NOT_FOUND today; the contract names STORE_NOT_FOUND).
      expect(res.json()).toMatchObject({ isError: true, message: "Store not found" });
    });

    it("getProduct with an unknown X-Main-Id -> 404", async () => {
      const res = await get(`/grouped-product/single/${await idOf("MC-CONE-ORG-25")}`, {
        "x-main-id": "nope",
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Store not found");
    });
  });

  it("courses are ordinary products to getProduct", async () => {
    const course = DEMO_PRODUCTS.find((p) => isCourse(p) && p.status !== "Inactive");
    if (!course) throw new Error("seed has no course");
    const res = await get(`/grouped-product/single/${await idOf(course.sku)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.category).toBe("courses");
  });
});
