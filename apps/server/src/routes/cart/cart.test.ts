// The server cart through HTTP on a real database: adding (catalogue checks, duplicates, quantity
// bounds, prices from the database), listing, removing and clearing (who may do what: cart-access.test.ts).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.js";
import { cartCalls } from "../../test-support/cart-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("cart on %s", (kind) => {
  let t: TestApp;
  const { loadIds, idOf, add, list, storedLines } = cartCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadIds();
  });
  afterAll(() => t.close());
  describe("adding", () => {
    it("adds a simple product priced from the database, whatever the body says", async () => {
      const user = await createTestUser(t, { full_name: "Asha Patel" });
      const res = await add(user, {
        product_id: idOf("MC-CONE-ORG-25"),
        product_sku: "MC-CONE-ORG-25",
        quantity: 2,
        product_name: "Free cone",
        product_price: 1,
        product_saleprice: "0.5",
        product_stockstatus: 99999,
        product_status: "Active",
        product_image: "/images/evil.svg",
        product_gallery: ["/images/evil.svg"],
        category: "free",
        product_type: "Simple",
        variation_attributes: {},
        typeofsimple: "",
        user_id: user.user_id,
        user_name: "Someone Else",
        delivery_days: 0,
        main_id: "demo-store",
        course: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ isError: false, msg: "Added to cart" });

      const [db] = await t.ctx.db
        .select()
        .from(products)
        .where(and(eq(products.main_id, "demo-store"), eq(products.sku, "MC-CONE-ORG-25")));
      if (!db) throw new Error("seeded product missing");
      const [line] = await list(user);
      expect(line).toMatchObject({
        product_id: db.product_id,
        product_sku: "MC-CONE-ORG-25",
        product_name: db.title,
        product_price: db.originalPrice,
        product_saleprice: db.discountPrice,
        product_stockstatus: "instock",
        product_status: "Active",
        product_image: db.image,
        description: db.description,
        short_description: db.short_description,
        category: db.category,
        product_type: "Simple",
        variation_attributes: {},
        typeofsimple: "",
        user_id: user.user_id,
        user_name: "Asha Patel",
        delivery_days: db.delivery_days,
        main_id: "demo-store",
        quantity: 2,
        course: false,
      });
      // The seed's figures, so the comparison above cannot pass on two equal mistakes.
      expect([db.title, db.originalPrice, db.discountPrice]).toEqual(["Organic Henna Cone (25 g)", 60, 49]);
      expect(line?.product_gallery).toContain("/images/products/organic-henna-cone.svg");
      expect(line?.product_gallery).not.toContain("/images/evil.svg");
    });

    it("adds a variation of a Variable Product with the variation's price and attributes", async () => {
      const user = await createTestUser(t);
      const res = await add(user, {
        product_id: idOf("MC-BRIDAL-SOJAT"),
        product_sku: "MC-BRIDAL-SOJAT-250",
      });
      expect(res.statusCode).toBe(201);
      const [line] = await list(user);
      expect(line).toMatchObject({
        product_id: idOf("MC-BRIDAL-SOJAT"),
        product_sku: "MC-BRIDAL-SOJAT-250",
        product_price: 420,
        product_saleprice: 349,
        product_stockstatus: "instock",
        product_type: "Variable Product",
        variation_attributes: { Weight: "250 g" },
        quantity: 1,
      });
    });

    it("keeps two variations of one product as two lines", async () => {
      const user = await createTestUser(t);
      const productId = idOf("MC-TEA-CUTTING");
      expect((await add(user, { product_id: productId, product_sku: "MC-TEA-CUTTING-250" })).statusCode).toBe(
        201,
      );
      expect((await add(user, { product_id: productId, product_sku: "MC-TEA-CUTTING-500" })).statusCode).toBe(
        201,
      );
      expect((await list(user)).map((line) => line.product_sku)).toEqual([
        "MC-TEA-CUTTING-250",
        "MC-TEA-CUTTING-500",
      ]);
    });

    it("marks a course as a course line, whatever the body says", async () => {
      const user = await createTestUser(t);
      expect((await add(user, { product_id: idOf("MC-COURSE-BASIC"), course: false })).statusCode).toBe(201);
      const [line] = await list(user);
      expect(line).toMatchObject({ product_sku: "MC-COURSE-BASIC", category: "courses", course: true });
    });

    it("answers a duplicate sku with 409 'Product already in cart' and keeps one line", async () => {
      const user = await createTestUser(t);
      const body = { product_id: idOf("MC-AFTER-BALM"), quantity: 1 };
      expect((await add(user, body)).statusCode).toBe(201);
      const again = await add(user, { ...body, quantity: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        isError: true,
        success: false,
        code: "ALREADY_IN_CART",
        msg: "Product already in cart",
        message: "Product already in cart",
      });
      const lines = await storedLines(user);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.quantity).toBe(1);
    });

    const refusals: Array<{
      name: string;
      given: () => Json;
      status: number;
      code: string;
      message?: string;
    }> = [
      {
        name: "a variation with stock 0",
        given: () => ({ product_id: idOf("MC-CONE-REFILL"), product_sku: "MC-CONE-REFILL-250" }),
        status: 409,
        code: "OUT_OF_STOCK",
        message: "Out of Stock",
      },
      {
        name: "a simple product with stock 0",
        given: () => ({ product_id: idOf("MC-CONE-QUICK") }),
        status: 409,
        code: "OUT_OF_STOCK",
        message: "Out of Stock",
      },
      {
        name: "an Inactive product",
        given: () => ({ product_id: idOf("MC-CONE-WHITE"), product_sku: "MC-CONE-WHITE" }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "an unknown product",
        given: () => ({ product_id: 2_000_000_000 }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "a Variable Product without a variation sku",
        given: () => ({ product_id: idOf("MC-BRIDAL-SOJAT") }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "a Variable Product with its own (parent) sku",
        given: () => ({ product_id: idOf("MC-BRIDAL-SOJAT"), product_sku: "MC-BRIDAL-SOJAT" }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "another product's variation sku",
        given: () => ({ product_id: idOf("MC-BRIDAL-SOJAT"), product_sku: "MC-TEA-ASSAM-250" }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "a simple product with a sku that is not its own",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), product_sku: "MC-CONE-ORG-12" }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "quantity 0",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), quantity: 0 }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "quantity -1",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), quantity: -1 }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "quantity 100",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), quantity: 100 }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "quantity 1.5",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), quantity: 1.5 }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "quantity as text",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), quantity: "2" }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "product_id as text",
        given: () => ({ product_id: String(idOf("MC-CONE-ORG-25")) }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "product_id missing",
        given: () => ({ product_sku: "MC-CONE-ORG-25" }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "an unknown field",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), price_override: 1 }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "an oversized product_name",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), product_name: "x".repeat(301) }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "an oversized product_sku",
        given: () => ({ product_id: idOf("MC-CONE-ORG-25"), product_sku: "x".repeat(101) }),
        status: 400,
        code: "VALIDATION_FAILED",
      },
      {
        name: "a list instead of an object",
        given: () => [{ product_id: 1 }] as unknown as Json,
        status: 400,
        code: "VALIDATION_FAILED",
      },
    ];

    it.each(refusals)("refuses $name and writes nothing", async ({ given, status, code, message }) => {
      const user = await createTestUser(t);
      const res = await add(user, given());
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body).toMatchObject({ isError: true, success: false, code });
      expect(body.msg).toBe(body.message);
      if (message) expect(body.message).toBe(message);
      expect(await storedLines(user)).toHaveLength(0);
    });

    it("accepts the quantity bounds 1 and 99 and defaults to 1", async () => {
      const user = await createTestUser(t);
      expect((await add(user, { product_id: idOf("MC-CONE-ORG-25"), quantity: 99 })).statusCode).toBe(201);
      expect((await add(user, { product_id: idOf("MC-CONE-ORG-12"), quantity: 1 })).statusCode).toBe(201);
      expect((await add(user, { product_id: idOf("MC-AFTER-CLOVE") })).statusCode).toBe(201);
      expect((await list(user)).map((line) => line.quantity)).toEqual([99, 1, 1]);
    });

    it("refuses malformed JSON and a missing body", async () => {
      const user = await createTestUser(t);
      const malformed = await t.request({
        method: "POST",
        url: "/api/cart",
        token: user.accessToken,
        headers: { "content-type": "application/json" },
        payload: '{"product_id": 1,',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ isError: true, code: "MALFORMED_JSON" });
      const empty = await t.request({ method: "POST", url: "/api/cart", token: user.accessToken });
      expect(empty.statusCode).toBe(400);
      expect(await storedLines(user)).toHaveLength(0);
    });
  });

  describe("reading", () => {
    it("lists current database prices, stock and status, not those at the time of adding", async () => {
      const user = await createTestUser(t);
      const productId = idOf("MC-AFTER-SEALANT");
      expect((await add(user, { product_id: productId })).statusCode).toBe(201);
      const [before] = await t.ctx.db.select().from(products).where(eq(products.product_id, productId));
      try {
        await t.ctx.db
          .update(products)
          .set({ originalPrice: 333, discountPrice: 222.5, stock: 0, status: "Inactive" })
          .where(eq(products.product_id, productId));
        const [line] = await list(user);
        expect(line).toMatchObject({
          product_price: 333,
          product_saleprice: 222.5,
          product_stockstatus: "outofstock",
          product_status: "Inactive",
        });
      } finally {
        if (before) {
          const { originalPrice, discountPrice, stock, status } = before;
          await t.ctx.db
            .update(products)
            .set({ originalPrice, discountPrice, stock, status })
            .where(eq(products.product_id, productId));
        }
      }
    });

    it("gives an empty list for an empty cart", async () => {
      const user = await createTestUser(t);
      expect(await list(user)).toEqual([]);
    });

    it("refuses a user id that is not a number", async () => {
      const user = await createTestUser(t);
      const res = await t.request({ method: "GET", url: "/api/cart/abc", token: user.accessToken });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("removing and clearing", () => {
    it("removes the caller's line by sku, then answers 404 for it", async () => {
      const user = await createTestUser(t);
      await add(user, { product_id: idOf("MC-CONE-ORG-25") });
      await add(user, { product_id: idOf("MC-BRIDAL-SOJAT"), product_sku: "MC-BRIDAL-SOJAT-100" });
      const res = await t.request({
        method: "DELETE",
        url: "/api/cart/MC-BRIDAL-SOJAT-100",
        token: user.accessToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isError: false, msg: "Product removed from cart" });
      expect((await list(user)).map((line) => line.product_sku)).toEqual(["MC-CONE-ORG-25"]);
      const again = await t.request({
        method: "DELETE",
        url: "/api/cart/MC-BRIDAL-SOJAT-100",
        token: user.accessToken,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ isError: true, code: "NOT_FOUND" });
    });

    it("refuses an oversized sku in the path and keeps the cart", async () => {
      const user = await createTestUser(t);
      await add(user, { product_id: idOf("MC-CONE-ORG-25") });
      const res = await t.request({
        method: "DELETE",
        url: `/api/cart/${"x".repeat(101)}`,
        token: user.accessToken,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isError: true, code: "VALIDATION_FAILED" });
      expect(await storedLines(user)).toHaveLength(1);
    });

    it("clears the caller's cart, also when it is already empty", async () => {
      const user = await createTestUser(t);
      await add(user, { product_id: idOf("MC-CONE-ORG-25") });
      await add(user, { product_id: idOf("MC-CONE-ORG-12") });
      for (let i = 0; i < 2; i++) {
        const res = await t.request({
          method: "DELETE",
          url: `/api/cart/deleteall/${user.user_id}`,
          token: user.accessToken,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ isError: false });
        expect(await list(user)).toEqual([]);
      }
    });
  });
});
