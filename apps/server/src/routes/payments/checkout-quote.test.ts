// POST /checkout/quote over HTTP: the checkout's bill with its GST, exactly what placing the order then
// charges, stores and invoices; prices including GST by default, or excluding it when store setup says so.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stores } from "../../db/schema.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
  postOrder,
  sandboxPay,
  verify,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;
const BENGALURU = "560001";

describe.each(await testDatabaseKinds())("checkout quote on %s", (kind) => {
  let t: TestApp;
  let cone: number;
  let oil: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cone = await insertProduct(t, { price: 120, sale: 105, stock: 50, hsn: "3305" });
    oil = await insertProduct(t, { price: 100, stock: 50, hsn: "3301" });
    await t.ctx.db.update(products).set({ gst_rate: 5 }).where(eq(products.product_id, cone));
    await t.ctx.db.update(products).set({ gst_rate: 18 }).where(eq(products.product_id, oil));
  });
  afterAll(() => t.close());

  const lines = () => [
    { product_id: cone, quantity: 2 },
    { product_id: oil, quantity: 1 },
  ];
  const quote = (user: TestUser | null, body: Json) =>
    t.request({ method: "POST", url: "/api/checkout/quote", token: user?.accessToken, payload: body });
  const get = async (user: TestUser, url: string) =>
    (await t.request({ method: "GET", url, token: user.accessToken })).json().data as Json;

  async function pricesExcludeGst<T>(run: () => Promise<T>): Promise<T> {
    await t.ctx.db.update(stores).set({ prices_exclude_gst: true }).where(eq(stores.main_id, "demo-store"));
    try {
      return await run();
    } finally {
      await t.ctx.db
        .update(stores)
        .set({ prices_exclude_gst: false })
        .where(eq(stores.main_id, "demo-store"));
    }
  }

  it("prices include GST: the quote shows the GST inside the total, and the order, its page and invoice agree to the paisa", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const res = await quote(user, {
      products: lines(),
      shipping_address_id: address,
      payment_mode: "Pay now",
    });
    expect(res.statusCode, res.body).toBe(200);
    const bill = res.json().data as Json;
    // ₹210 at 5 % (₹5 + ₹5), ₹100 at 18 % (₹7.63 + ₹7.63), ₹40 delivery at 18 % (₹3.05 + ₹3.05).
    expect(bill).toEqual({
      subtotal: 310,
      discount: 0,
      delivery_charge: 40,
      total: 350,
      pay_now: 350,
      pay_later: 0,
      summary: [
        { label: "Subtotal", amount: 310 },
        { label: "Delivery Charge", amount: 40 },
        { label: "Fee", amount: 0 },
        { label: "Total", amount: 350 },
      ],
      gst: {
        mode: "inclusive",
        supply_type: "intra-state",
        cgst: 15.68,
        sgst: 15.68,
        igst: 0,
        total: 31.36,
        added: 0,
      },
    });

    const orderId = await payThroughSandbox(t, user, orderBody({ lines: lines(), address }));
    const order = await get(user, `/api/payment/order/${orderId}`);
    expect(order).toMatchObject({ totalAmountbeforePay: 350, summary: bill.summary, gst: bill.gst });
    const invoice = await get(user, `/api/payment/order/${orderId}/invoice`);
    expect(invoice.tax_mode).toBe("inclusive");
    expect(invoice.totals).toMatchObject({ cgst: 15.68, sgst: 15.68, igst: 0, tax: 31.36, total: 350 });
  });

  it("prices exclude GST: the quote adds a GST line, the order charges it and the invoice shows it", async () => {
    await pricesExcludeGst(async () => {
      const user = await createTestUser(t);
      const address = await insertAddress(t, user);
      const res = await quote(user, {
        products: lines(),
        shipping_address_id: address,
        payment_mode: "Pay now",
      });
      expect(res.statusCode, res.body).toBe(200);
      const bill = res.json().data as Json;
      // ₹210 × 5 % = ₹10.50, ₹100 × 18 % = ₹18, ₹40 × 18 % = ₹7.20: ₹35.70 on top.
      expect(bill).toMatchObject({
        total: 385.7,
        pay_now: 385.7,
        summary: [
          { label: "Subtotal", amount: 310 },
          { label: "Delivery Charge", amount: 40 },
          { label: "GST", amount: 35.7 },
          { label: "Fee", amount: 0 },
          { label: "Total", amount: 385.7 },
        ],
        gst: { mode: "exclusive", cgst: 17.85, sgst: 17.85, igst: 0, total: 35.7, added: 35.7 },
      });

      const orderId = await payThroughSandbox(t, user, orderBody({ lines: lines(), address }));
      const order = await get(user, `/api/payment/order/${orderId}`);
      expect(order).toMatchObject({ totalAmountbeforePay: 385.7, advance_amount: 385.7, gst: bill.gst });
      const invoice = (await get(user, `/api/payment/order/${orderId}/invoice`)) as Json & {
        lines: Json[];
        totals: Json;
      };
      expect(invoice.tax_mode).toBe("exclusive");
      expect(invoice.totals).toMatchObject({ amount: 350, taxable_value: 350, tax: 35.7, total: 385.7 });
      expect(invoice.lines.map((line) => [line.kind, line.taxable_value, line.total])).toEqual([
        ["goods", 210, 220.5],
        ["goods", 100, 118],
        ["delivery", 40, 47.2],
      ]);
    });
  });

  it("invoices an order as it was priced, even when the store's state changes before it is paid", async () => {
    await pricesExcludeGst(async () => {
      const user = await createTestUser(t);
      const address = await insertAddress(t, user);
      const created = await postOrder(t, user, orderBody({ lines: lines(), address }));
      expect(created.statusCode, created.body).toBe(201);
      const placed = created.json() as { order_id: string; razorpay_order: { id: string; amount: number } };
      expect(placed.razorpay_order.amount).toBe(38570);
      const [store] = await t.ctx.db.select().from(stores).where(eq(stores.main_id, "demo-store"));
      // The owner moves the store's registration to Karnataka before the payment arrives.
      await t.ctx.db.update(stores).set({ gstin: "29ABCDE1234F1Z5" }).where(eq(stores.main_id, "demo-store"));
      try {
        const paid = await sandboxPay(t, placed.razorpay_order.id);
        expect((await verify(t, user, paid.json() as Json)).statusCode).toBe(200);
        const invoice = await get(user, `/api/payment/order/${placed.order_id}/invoice`);
        expect(invoice).toMatchObject({ supply_type: "intra-state", supplier: { gstin: "29ABCDE1234F1Z5" } });
        expect(invoice.totals).toMatchObject({ cgst: 17.85, sgst: 17.85, igst: 0, total: 385.7 });
      } finally {
        await t.ctx.db
          .update(stores)
          .set({ gstin: store?.gstin ?? null })
          .where(eq(stores.main_id, "demo-store"));
      }
    });
  });

  it("IGST for a shipping address outside the store's state; no delivery charge until an address is chosen", async () => {
    const user = await createTestUser(t);
    const away = await insertAddress(t, user, BENGALURU);
    const res = await quote(user, { products: lines(), shipping_address_id: away, payment_mode: "Pay now" });
    expect(res.json().data.gst).toEqual({
      mode: "inclusive",
      supply_type: "inter-state",
      cgst: 0,
      sgst: 0,
      igst: 31.35,
      total: 31.35,
      added: 0,
    });
    const none = await quote(user, { products: lines(), payment_mode: "Pay on delivery" });
    expect(none.statusCode, none.body).toBe(200);
    // No address: no delivery charge yet, and IGST (the place of supply is not known). 20 % advance.
    expect(none.json().data).toMatchObject({
      delivery_charge: null,
      total: 310,
      pay_now: 62,
      pay_later: 248,
      gst: { supply_type: "inter-state", igst: 25.25 },
    });
  });

  it("is the caller's own: a guest gets 401, someone else's address 404, a bad body 400", async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const address = await insertAddress(t, owner);
    expect((await quote(null, { products: lines(), payment_mode: "Pay now" })).statusCode).toBe(401);
    const foreign = await quote(other, {
      products: lines(),
      shipping_address_id: address,
      payment_mode: "Pay now",
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await quote(owner, { products: [], payment_mode: "Pay now" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const course = await quote(owner, {
      products: lines().slice(0, 1),
      payment_mode: "Pay now",
      course: true,
    });
    expect(course.statusCode).toBe(400);
    expect(course.json().message).toBe("This product is not a course.");
  });
});
