import {
  PRICE_REQUIRED,
  SALE_PRICE_NOT_BELOW_PRICE,
  SKU_REPEATED,
  VARIATIONS_REQUIRED,
} from "@henna/domain/validate-product";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, products } from "../../../db/schema.js";
import { simpleInput, variableInput } from "../../../test-support/admin-products.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

const STORE = "demo-store";
describe.each(await testDatabaseKinds())("back-office catalogue on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, token = staff.accessToken) =>
    t.request({ method, url: `/api/admin${url}`, token, ...(payload ? { payload: payload as object } : {}) });
  const create = async (input: Record<string, unknown>) => {
    const res = await call("POST", "/products", input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
  });
  afterAll(() => t.close());

  describe("who may call", () => {
    const cases: [string, () => Promise<string | undefined>, number][] = [
      ["no token", async () => undefined, 401],
      ["a customer's token", async () => (await createTestUser(t)).accessToken, 401],
      ["a staff token", async () => staff.accessToken, 200],
    ];
    it.each(cases)("GET /admin/products with %s -> %i", async (_name, token, status) => {
      const res = await t.request({ method: "GET", url: "/api/admin/products", token: await token() });
      expect(res.statusCode).toBe(status);
    });

    it("refuses a write without a staff token and changes nothing", async () => {
      const input = simpleInput();
      const res = await call("POST", "/products", input, (await createTestUser(t)).accessToken);
      expect(res.statusCode).toBe(401);
      const rows = await t.ctx.db.select().from(products).where(eq(products.sku, input.sku));
      expect(rows).toHaveLength(0);
    });
  });

  describe("create and read", () => {
    it("creates a Simple product the shop shows at once, with an audit entry and its opening stock", async () => {
      // The shop's copy is cached before the product exists.
      const before = await t.request({
        method: "GET",
        url: `/api/grouped-product/search-all-products/${STORE}?search=kahwa%20tin`,
      });
      expect(before.json().data).toHaveLength(0);
      const input = simpleInput();
      const made = await create(input);
      expect(made).toMatchObject({
        title: input.title,
        sku: input.sku,
        originalPrice: 450,
        discountPrice: 399,
        stock: 12,
        totalStock: 12,
        categorytype: ["Trending"],
        specifications: [{ label: "Weight", value: "100 g" }],
        gst_rate: 5,
        hsn_code: "0902",
        variations: [],
      });
      const shop = await t.request({ method: "GET", url: `/api/grouped-product/single/${made.product_id}` });
      expect(shop.statusCode).toBe(200);
      expect(shop.json().data).toMatchObject({ title: input.title, discountPrice: 399, stock: 12 });
      const after = await t.request({
        method: "GET",
        url: `/api/grouped-product/search-all-products/${STORE}?search=kahwa%20tin`,
      });
      expect(after.json().data.map((p: { sku: string }) => p.sku)).toContain(input.sku);

      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "product"), eq(auditLog.entity_id, String(made.product_id))));
      expect(entry).toMatchObject({ action: "product.create", actor: staff.email, staff_id: staff.id });
      const history = await call("GET", `/products/${made.product_id}/stock`);
      expect(history.json().data).toEqual([
        expect.objectContaining({ delta: 12, stockAfter: 12, reason: "received", variation_sku: null }),
      ]);
      const read = await call("GET", `/products/${made.product_id}`);
      expect(read.json().data).toEqual(made);
    });

    it("creates a Variable product whose prices and stock follow its variations", async () => {
      const input = variableInput();
      const made = await create(input);
      expect(made).toMatchObject({ originalPrice: 300, discountPrice: 270, stock: 5, totalStock: 5 });
      expect(made.variations.map((v: { sku: string; stock: number }) => [v.sku, v.stock])).toEqual([
        [input.variations[0]?.sku, 5],
        [input.variations[1]?.sku, 0],
      ]);
      const shop = (
        await t.request({ method: "GET", url: `/api/grouped-product/single/${made.product_id}` })
      ).json().data;
      expect(shop.variation).toHaveLength(2);
      expect(shop.attribute).toEqual([
        {
          name: "Pack",
          slug: "pack",
          selectedTerms: [
            { id: 1, name: "6 cones" },
            { id: 2, name: "12 cones" },
          ],
        },
      ]);
    });

    it("creates a Grouped product from existing products", async () => {
      const a = await create(simpleInput({ title: "Saffron tin" }));
      const b = await create(simpleInput({ title: "Cardamom tin" }));
      const made = await create(
        simpleInput({
          product_type: "Grouped Product",
          title: "Tea gift box",
          grouped_product_ids: [a.product_id, b.product_id],
        }),
      );
      expect(made.grouped_product_ids).toEqual([a.product_id, b.product_id]);
      const shop = (
        await t.request({ method: "GET", url: `/api/grouped-product/single/${made.product_id}` })
      ).json().data;
      expect(shop.grouped_product).toEqual([
        { product_id: a.product_id, title: "Saffron tin", image: a.image },
        { product_id: b.product_id, title: "Cardamom tin", image: b.image },
      ]);
      // Renaming an item renames it inside the package too.
      await call(
        "PUT",
        `/products/${a.product_id}`,
        simpleInput({ sku: a.sku, title: "Kashmiri saffron tin" }),
      );
      const renamed = (
        await t.request({ method: "GET", url: `/api/grouped-product/single/${made.product_id}` })
      ).json().data;
      expect(renamed.grouped_product[0].title).toBe("Kashmiri saffron tin");
    });

    it("answers 404 for a product of no store of this caller", async () => {
      const res = await call("GET", "/products/999999");
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("PRODUCT_NOT_FOUND");
    });
  });

  describe("the domain's rules on the server", () => {
    it("names every bad field with the specification's style of message", async () => {
      const input = variableInput();
      const res = await call("POST", "/products", {
        ...input,
        title: " ",
        variations: [
          { sku: `${input.sku}-A`, price: 100, salePrice: 150, attributes: {} },
          { sku: `${input.sku}-a`, price: 0, salePrice: 0, attributes: {} },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Title is required." });
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: "body.title", message: "This field is required" },
          { field: "body.variations.0.salePrice", message: SALE_PRICE_NOT_BELOW_PRICE },
          { field: "body.variations.1.price", message: PRICE_REQUIRED },
          { field: "body.variations.1.sku", message: SKU_REPEATED },
        ]),
      );
    });

    it.each([
      [
        "a sale price not below the price",
        { discountPrice: 450 },
        "body.discountPrice",
        SALE_PRICE_NOT_BELOW_PRICE,
      ],
      [
        "a Variable product without variations",
        { product_type: "Variable Product", variations: [] },
        "body.variations",
        VARIATIONS_REQUIRED,
      ],
      [
        "a package of a product that does not exist",
        { product_type: "Grouped Product", grouped_product_ids: [987654] },
        "body.grouped_product_ids.0",
        "There is no product 987654.",
      ],
      ["a GST rate the law does not have", { gst_rate: 7 }, "gst_rate", null],
    ])("refuses %s", async (_name, change, field, message) => {
      const res = await call("POST", "/products", simpleInput(change));
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error, res.body).toBeDefined();
      if (message) expect(error.message).toBe(message);
    });

    it("refuses a SKU another product or variation has (409 SKU_TAKEN)", async () => {
      const taken = await create(variableInput());
      for (const sku of [taken.sku, taken.variations[0].sku, "MC-CONE-RAJ-6"]) {
        const res = await call("POST", "/products", simpleInput({ sku }));
        expect(res.statusCode, sku).toBe(409);
        expect(res.json()).toMatchObject({
          code: "SKU_TAKEN",
          message: `The SKU ${sku} is already used by another product.`,
        });
      }
      const asVariation = await call(
        "POST",
        "/products",
        variableInput({ variations: [{ sku: taken.sku, price: 10, salePrice: 0, attributes: {} }] }),
      );
      expect(asVariation.statusCode).toBe(409);
    });
  });

  describe("update", () => {
    it("keeps, changes, adds and removes variations by id; stock of kept ones is not edited here", async () => {
      const made = await create(variableInput());
      const [first, second] = made.variations;
      const res = await call("PUT", `/products/${made.product_id}`, {
        ...variableInput({ sku: made.sku }),
        title: "Bridal henna cones, new",
        status: "Inactive",
        variations: [
          // Swapped SKUs between the two kept rows, a stock value that must be ignored, a new one.
          {
            id: first.id,
            sku: second.sku,
            price: 320,
            salePrice: 300,
            stock: 999,
            attributes: { Pack: "6 cones" },
          },
          { id: second.id, sku: first.sku, price: 580, salePrice: 0, attributes: { Pack: "12 cones" } },
          { sku: `${made.sku}-24`, price: 990, salePrice: 900, stock: 7, attributes: { Pack: "24 cones" } },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        title: "Bridal henna cones, new",
        status: "Inactive",
        originalPrice: 320,
        discountPrice: 300,
      });
      expect(
        data.variations.map((v: { id: number; sku: string; stock: number }) => [v.id, v.sku, v.stock]),
      ).toEqual([
        [first.id, second.sku, 5],
        [second.id, first.sku, 0],
        [expect.any(Number), `${made.sku}-24`, 7],
      ]);
      expect(data.stock).toBe(12);

      const removed = await call("PUT", `/products/${made.product_id}`, {
        ...variableInput({ sku: made.sku }),
        variations: [
          { id: first.id, sku: first.sku, price: 320, salePrice: 0, attributes: { Pack: "6 cones" } },
        ],
      });
      expect(removed.json().data.variations).toHaveLength(1);
      expect(removed.json().data.stock).toBe(5);

      const [entry] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "product.update"), eq(auditLog.entity_id, String(made.product_id))));
      expect(entry?.before).toMatchObject({ title: "Bridal henna cones", status: "Active" });
      expect(entry?.after).toMatchObject({ title: "Bridal henna cones, new", status: "Inactive" });
      expect(entry?.after).not.toHaveProperty("sku");
    });

    it("refuses a variation id of another product", async () => {
      const a = await create(variableInput());
      const b = await create(variableInput());
      const res = await call("PUT", `/products/${a.product_id}`, {
        ...variableInput({ sku: a.sku }),
        variations: [{ id: b.variations[0].id, sku: `${a.sku}-X`, price: 10, salePrice: 0, attributes: {} }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe("body.variations.0.id");
    });

    it("takes the new price to the shop at once", async () => {
      const made = await create(simpleInput());
      const shop = () => t.request({ method: "GET", url: `/api/grouped-product/single/${made.product_id}` });
      const first = await shop();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.discountPrice).toBe(399);
      const saved = await call(
        "PUT",
        `/products/${made.product_id}`,
        simpleInput({ sku: made.sku, discountPrice: 349 }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const second = await shop();
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data.discountPrice).toBe(349);
    });

    it("answers 404 for an unknown product", async () => {
      const res = await call("PUT", "/products/999999", simpleInput());
      expect(res.statusCode).toBe(404);
    });
  });

  describe("list", () => {
    let tag: string;
    beforeAll(async () => {
      tag = `Zq${Date.now().toString(36)}`;
      await create(simpleInput({ title: `${tag} alpha`, stock: 0, category: "tea" }));
      await create(simpleInput({ title: `${tag} beta`, stock: 3, status: "Inactive" }));
      await create(simpleInput({ title: `${tag} gamma`, stock: 40 }));
      await create(variableInput({ title: `${tag} delta` }));
    });

    const list = async (query: string) => {
      const res = await call("GET", `/products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        data: { title: string; totalStock: number; variations: number }[];
        total: number;
      };
    };

    it("searches titles and SKUs case-blind and counts every match", async () => {
      const found = await list(`q=${tag.toUpperCase()}&sort=title&limit=2`);
      expect(found.total).toBe(4);
      expect(found.data.map((row) => row.title)).toEqual([`${tag} alpha`, `${tag} beta`]);
      const second = await list(`q=${tag}&sort=title&limit=2&page=2`);
      expect(second.data.map((row) => row.title)).toEqual([`${tag} delta`, `${tag} gamma`]);
      const past = await list(`q=${tag}&sort=title&limit=2&page=3`);
      expect(past).toMatchObject({ data: [], total: 4 });
      const bySku = await list("q=mc-cone-raj-1");
      expect(bySku.data.map((row) => row.title)).toHaveLength(1);
      expect(bySku.data[0]?.variations).toBe(3);
    });

    it.each([
      ["stock=out", [`alpha`]],
      ["stock=low", [`beta`, `delta`]],
      ["status=Inactive", [`beta`]],
      ["type=Variable%20Product", [`delta`]],
      ["stock=out&category=tea", [`alpha`]],
    ])("filters by %s", async (filter, want) => {
      const found = await list(`q=${tag}&${filter}&sort=title`);
      expect(found.data.map((row) => row.title)).toEqual(want.map((w) => `${tag} ${w}`));
      expect(found.total).toBe(want.length);
    });

    it.each(["newest", "title", "stock_asc", "price_asc", "price_desc", "updated"])(
      "sorts by %s",
      async (sort) => {
        const found = await list(`sort=${sort}&limit=5`);
        expect(found.data).toHaveLength(5);
        expect(found.total).toBeGreaterThan(5);
      },
    );

    it("counts a search's matches exactly up to 1,000 and says 1,000+ past that", async () => {
      const word = `Qx${Date.now().toString(36)}`;
      await t.ctx.db.insert(products).values(
        Array.from({ length: 1005 }, (_, i) => ({
          main_id: STORE,
          title: `${word} cone ${i}`,
          sku: `${word}-${i}`,
          category: "cones",
          stock: i % 3,
        })),
      );
      const many = await list(`q=${word}`);
      expect(many).toMatchObject({ total: 1001, totalAtLeast: true });
      expect(many.data).toHaveLength(25);
      expect(await list(`q=${word}&page=41`)).toMatchObject({ totalAtLeast: true });
      expect((await list(`q=${word}&page=41`)).data).toHaveLength(5);
      expect(await list(`q=${word}&stock=out`)).toMatchObject({ total: 335, totalAtLeast: false });
      expect(await list(`q=${word.toLowerCase()}-100`)).toMatchObject({ total: 6, totalAtLeast: false });
      expect(await list("stock=out")).toMatchObject({ totalAtLeast: false });
    });

    it("treats a search's wildcards as text", async () => {
      expect((await list("q=%25%25")).total).toBe(0);
    });

    it("offers the store's categories (with the names the shop shows) and the Popular tabs' tags", async () => {
      const key = `bridal-${Date.now().toString(36)}`;
      await t.ctx.db.insert(categories).values({ main_id: STORE, category: key, name: "Bridal Henna" });
      await t.ctx.db
        .insert(products)
        .values({ main_id: STORE, title: "Loose", sku: `${key}-loose`, category: `${key}-loose` });
      const res = await call("GET", "/categories");
      expect(res.statusCode).toBe(200);
      expect(res.json().categories).toEqual(expect.arrayContaining(["cones", "tea", key, `${key}-loose`]));
      expect(res.json().categoryNames).toMatchObject({ cones: "Cones", [key]: "Bridal Henna" });
      // A key products use without a category of its own has no name: the editor shows the key.
      expect(res.json().categoryNames[`${key}-loose`]).toBeUndefined();
      expect(res.json().categoryTypes).toEqual(expect.arrayContaining(["Best Sellers", "Trending"]));
    });
  });
});
