import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema.js";
import { simpleInput, variableInput } from "../../../test-support/admin-products.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

describe.each(await testDatabaseKinds())("stock adjustments on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
    token: string | null = staff.accessToken,
  ) =>
    t.request({
      method,
      url: `/api/admin${url}`,
      ...(token ? { token } : {}),
      ...(payload ? { payload: payload as object } : {}),
    });
  const create = async (input: Record<string, unknown>) => {
    const res = await call("POST", "/products", input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const shopStock = async (id: number) =>
    (await t.request({ method: "GET", url: `/api/grouped-product/single/${id}` })).json().data;

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t);
  });
  afterAll(() => t.close());

  it("refuses no token and a customer's token", async () => {
    const made = await create(simpleInput());
    const body = { delta: 5, reason: "received" };
    expect((await call("POST", `/products/${made.product_id}/stock`, body, null)).statusCode).toBe(401);
    const customer = (await createTestUser(t)).accessToken;
    expect((await call("POST", `/products/${made.product_id}/stock`, body, customer)).statusCode).toBe(401);
    expect((await call("GET", `/products/${made.product_id}/stock`, undefined, customer)).statusCode).toBe(
      401,
    );
  });

  it("adjusts a Simple product's stock with a reason, newest first in its history, seen by the shop at once", async () => {
    const made = await create(simpleInput({ stock: 10 }));
    expect((await shopStock(made.product_id)).stock).toBe(10);
    const received = await call("POST", `/products/${made.product_id}/stock`, {
      delta: 15,
      reason: "received",
      note: "Invoice 4411",
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({
      delta: 15,
      stockAfter: 25,
      reason: "received",
      note: "Invoice 4411",
      actor: staff.email,
      variation_sku: null,
    });
    const damaged = await call("POST", `/products/${made.product_id}/stock`, {
      delta: -4,
      reason: "damaged",
    });
    expect(damaged.json().data.stockAfter).toBe(21);

    const shop = await shopStock(made.product_id);
    expect(shop).toMatchObject({ stock: 21, totalStock: 21 });
    const history = (await call("GET", `/products/${made.product_id}/stock`)).json().data;
    expect(
      history.map((m: { delta: number; reason: string; stockAfter: number }) => [
        m.delta,
        m.reason,
        m.stockAfter,
      ]),
    ).toEqual([
      [-4, "damaged", 21],
      [15, "received", 25],
      [10, "received", 10],
    ]);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "stock.adjust"), eq(auditLog.entity_id, String(made.product_id))));
    expect(entries).toHaveLength(2);
  });

  it("never takes stock below 0 (400 on body.delta) and changes nothing", async () => {
    const made = await create(simpleInput({ stock: 3 }));
    const res = await call("POST", `/products/${made.product_id}/stock`, { delta: -4, reason: "correction" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "body.delta", message: "Only 3 in stock: you can take away at most 3." },
    ]);
    expect((await call("GET", `/products/${made.product_id}`)).json().data.stock).toBe(3);
    expect((await call("GET", `/products/${made.product_id}/stock`)).json().data).toHaveLength(1);
    const zero = await call("POST", `/products/${made.product_id}/stock`, { delta: 0, reason: "correction" });
    expect(zero.statusCode).toBe(400);
  });

  it("adjusts one variation of a Variable product; the product's stock is their sum", async () => {
    const made = await create(variableInput());
    const [six, twelve] = made.variations;
    const res = await call("POST", `/products/${made.product_id}/stock`, {
      variation_sku: twelve.sku,
      delta: 8,
      reason: "received",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ variation_sku: twelve.sku, stockAfter: 8 });
    const product = (await call("GET", `/products/${made.product_id}`)).json().data;
    expect(product).toMatchObject({ stock: six.stock + 8, totalStock: six.stock + 8 });
    const shop = await shopStock(made.product_id);
    expect(shop.variation.find((v: { sku: string }) => v.sku === twelve.sku).stock).toBe(8);
    expect(shop.totalStock).toBe(six.stock + 8);

    const missing = await call("POST", `/products/${made.product_id}/stock`, {
      delta: 1,
      reason: "received",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe("body.variation_sku");
    const other = await call("POST", `/products/${made.product_id}/stock`, {
      variation_sku: "NOPE",
      delta: 1,
      reason: "received",
    });
    expect(other.json().errors[0]).toEqual({
      field: "body.variation_sku",
      message: "This product has no variation NOPE.",
    });
    const below = await call("POST", `/products/${made.product_id}/stock`, {
      variation_sku: six.sku,
      delta: -(six.stock + 1),
      reason: "damaged",
    });
    expect(below.json().errors[0].field).toBe("body.delta");
  });

  it("lists low and out-of-stock products", async () => {
    const made = await create(simpleInput({ stock: 9, title: `Lowstock ${Date.now()}` }));
    await call("POST", `/products/${made.product_id}/stock`, { delta: -5, reason: "damaged" });
    const low = (await call("GET", `/products?stock=low&q=${encodeURIComponent(made.sku)}`)).json();
    expect(low.data.map((row: { sku: string; totalStock: number }) => [row.sku, row.totalStock])).toEqual([
      [made.sku, 4],
    ]);
    await call("POST", `/products/${made.product_id}/stock`, { delta: -4, reason: "correction" });
    const out = (await call("GET", `/products?stock=out&q=${encodeURIComponent(made.sku)}`)).json();
    expect(out.total).toBe(1);
  });

  it("answers 404 for an unknown product", async () => {
    expect((await call("GET", "/products/999999/stock")).statusCode).toBe(404);
    expect((await call("POST", "/products/999999/stock", { delta: 1, reason: "received" })).statusCode).toBe(
      404,
    );
  });
});
