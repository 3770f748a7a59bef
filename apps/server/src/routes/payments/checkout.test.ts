// The money path end to end over HTTP: a guest cart's lines to a paid order through the sandbox
// gateway, with the server pricing everything (coupon, delivery band, GST) and refusing
// every number and id it should not trust.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartItems,
  idempotencyKeys,
  orderEvents,
  orders,
  outboxMails,
  products,
  productVariations,
  stores,
} from "../../db/schema.js";
import { runStoreJobsOnce } from "../../jobs/start.js";
import {
  ANDHERI,
  addAddress,
  couponUses,
  DELHI_NOT_SERVED,
  FORT,
  insertCoupon,
  insertProduct,
  loggedInAgain,
  MALAD,
  newKey,
  orderBody,
  postOrder,
  productStock,
  sandboxPay,
  variationStock,
  verify,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("checkout and payment on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const getOrder = (user: TestUser, orderId: string) =>
    t.request({ method: "GET", url: `/api/payment/order/${orderId}`, token: user.accessToken });

  it("turns a guest cart's lines into a paid order: prices, coupon, delivery band and GST from the server", async () => {
    const user = await createTestUser(t, { full_name: "Asha Rao" });
    const address = await addAddress(t, user, FORT);
    const chai = await insertProduct(t, { title: "Cutting Chai", price: 220, sale: 189, stock: 20, days: 3 });
    const cone = await insertProduct(t, { title: "Henna Cone", price: 50, stock: 20, hsn: "3305", days: 5 });
    const code = await insertCoupon(t, { percentage_offer: 10 });
    // The user's server cart holds one of the ordered lines and one other line.
    const [chaiRow] = await t.ctx.db.select().from(products).where(eq(products.product_id, chai));
    const sku = chaiRow?.sku ?? "";
    await t.ctx.db
      .insert(cartItems)
      .values([{ main_id: "demo-store", user_id: user.user_id, product_id: chai, sku, quantity: 2 }]);

    const created = await postOrder(
      t,
      user,
      orderBody({
        lines: [
          { product_id: chai, quantity: 2 },
          { product_id: cone, quantity: 3 },
        ],
        address,
        coupon: code.toLowerCase(),
        // The browser's own figures are ignored.
        extra: { amountafterdiscount: 1, totalAmountbeforePay: 1, deliveryCharge: 0, discountprice: 9999 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json() as Json & {
      razorpay_order: { id: string; amount: number; currency: string };
    };
    expect(answer).toMatchObject({ success: true, gateway: "sandbox", key_id: "rzp_test_sandbox" });
    expect(answer.razorpay_order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    // 2 × 189 + 3 × 50 = 528; 10% off = 52.80 → 475.20; Fort is in the ₹150 band; no tax line on top.
    expect(answer.razorpay_order).toMatchObject({ amount: 62520, currency: "INR" });
    expect(await productStock(t, chai)).toEqual({ stock: 18, totalSold: 2 });
    expect(await couponUses(t, code)).toBe(1);

    const paid = await sandboxPay(t, answer.razorpay_order.id);
    expect(paid.statusCode).toBe(200);
    const payment = paid.json() as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    expect(payment.razorpay_payment_id).toMatch(/^pay_/);
    const verified = await verify(t, user, { ...payment, key: "ignored", receipt_id: "ignored" });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      order_id: answer.order_id,
      receipt_id: answer.receipt_id,
    });

    const order = (await getOrder(user, answer.order_id as string)).json().data as Json;
    expect(order).toMatchObject({
      status: "Success",
      orderStatus: "Pending",
      payment_mode: "Pay now",
      user_name: "Asha Rao",
      amountbeforediscount: 590,
      amountafterdiscount: 475.2,
      discountprice: 52.8,
      couponapplied: true,
      coupon_code: code,
      deliveryCharge: 150,
      totalAmountbeforePay: 625.2,
      advance_amount: 625.2,
      remaining_amount: 0,
      razorpay_payment_id: payment.razorpay_payment_id,
      summary: [
        { label: "Subtotal", amount: 528 },
        { label: "Coupon Discount", amount: -52.8 },
        { label: "Delivery Charge", amount: 150 },
        { label: "Fee", amount: 0 },
        { label: "Total", amount: 625.2 },
      ],
      // Both lines at 18 % after their coupon shares (₹37.80, ₹15): CGST ₹25.95 + ₹10.30, and ₹11.44
      // on the delivery charge at store setup's 18 %; SGST the same. Fort is in Maharashtra, as the store.
      gst: {
        mode: "inclusive",
        supply_type: "intra-state",
        cgst: 47.69,
        sgst: 47.69,
        igst: 0,
        total: 95.38,
        added: 0,
      },
    });
    expect(order.shipping_address).toMatchObject({ pincode: FORT, id: address });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: chai,
        quantity: 2,
        unit_price: 220,
        sale_price: 189,
        line_total: 378,
        hsn_code: "0902",
      }),
      expect.objectContaining({
        product_id: cone,
        quantity: 3,
        unit_price: 50,
        sale_price: 50,
        line_total: 150,
        hsn_code: "3305",
      }),
    ]);
    expect(order.delivery_window).toMatch(/ - /);
    const invoice = order.invoice as Json;
    expect(invoice.invoice_number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect(invoice).toMatchObject({
      seller: { name: "Mehendi & Chai", gstin: "27ABCDE1234F1Z5" },
      buyer: { name: "Asha Rao" },
      tax_line: null,
      total: 625.2,
    });

    // The ordered line left the server cart; a confirmation mail went out.
    expect(await t.ctx.db.select().from(cartItems).where(eq(cartItems.user_id, user.user_id))).toEqual([]);
    const [mail] = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(mail?.subject).toContain(answer.order_id as string);
    expect(mail?.text).toContain("2 x Cutting Chai");
    expect(mail?.text).not.toContain("Gst Tax");
    expect(mail?.text).toContain("Includes GST: ₹95.38 (CGST ₹47.69 + SGST ₹47.69)");
    expect(mail?.text).toContain("Total: ₹625.20");
    expect(mail?.text).toContain("Estimated delivery:");

    // Verifying again is harmless: still one payment, one mail, one invoice.
    const again = await verify(t, user, payment);
    expect(again.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email))).toHaveLength(1);
    const listed = await t.request({
      method: "GET",
      url: `/api/payment/${user.user_id}`,
      token: user.accessToken,
    });
    expect((listed.json().data as Json[]).map((o) => o.order_id)).toEqual([answer.order_id]);
  });

  it("prices a variation from its own row and free delivery once the goods reach the band's threshold", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, ANDHERI);
    const [variation] = await t.ctx.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.sku, "MC-CONE-REFILL-100"));
    if (!variation) throw new Error("seed changed");
    const before = await variationStock(t, "MC-CONE-REFILL-100");
    // 5 × 220 = 1100 ≥ 999 within 15 km: free delivery.
    const res = await postOrder(
      t,
      user,
      orderBody({
        lines: [{ product_id: variation.product_id, sku: "MC-CONE-REFILL-100", quantity: 5 }],
        address,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().razorpay_order.amount).toBe(110000);
    expect(await variationStock(t, "MC-CONE-REFILL-100")).toBe((before ?? 0) - 5);

    const without = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: variation.product_id, quantity: 1 }], address }),
    );
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ field: "body.products.0.sku" }],
    });
  });

  it("stores the order, its items, first event and key link as written: absent values are NULL, not JSON null", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, ANDHERI);
    const [variation] = await t.ctx.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.sku, "MC-CONE-REFILL-100"));
    if (!variation) throw new Error("seed changed");
    const plain = await insertProduct(t, {
      title: "Rose Water",
      price: 99.5,
      stock: 5,
      hsn: "3301",
      days: 2,
    });
    const key = newKey();
    const res = await postOrder(
      t,
      user,
      orderBody({
        lines: [
          { product_id: variation.product_id, sku: "MC-CONE-REFILL-100", quantity: 2 },
          { product_id: plain, quantity: 3 },
        ],
        address,
      }),
      key,
    );
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as string;
    const stored = await t.ctx.db.execute<Json>(sql`
      select o.id, o.invoice_number is null as no_invoice, o.invoice_supplier is null as no_supplier,
        o.user_gst_no is null as no_gst, o.customer_note is null as no_note, o.coupon_id is null as no_coupon,
        jsonb_typeof(o.shipping_address) as shipping, o.status, o.order_status, o.stock_released
      from orders o where o.order_id = ${orderId}`);
    const order = stored.rows[0] as Json;
    expect(order).toMatchObject({
      no_invoice: true,
      no_supplier: true,
      no_gst: true,
      no_note: true,
      no_coupon: true,
      shipping: "object",
      status: "Pending",
      order_status: "Pending",
      stock_released: false,
    });
    const items = await t.ctx.db.execute<Json>(sql`
      select position, product_id, variation_id, sku, quantity, unit_price::text, sale_price::text,
        line_total::text, hsn_code, gst_rate::text, delivery_days,
        jsonb_typeof(variation_attributes) as attributes_type, variation_attributes
      from order_items where order_ref = ${order.id} order by position`);
    expect(items.rows).toEqual([
      expect.objectContaining({
        position: 0,
        product_id: variation.product_id,
        variation_id: variation.id,
        sku: "MC-CONE-REFILL-100",
        quantity: 2,
        unit_price: "260.00",
        sale_price: "220.00",
        line_total: "440.00",
        attributes_type: "object",
        variation_attributes: variation.attributes,
      }),
      expect.objectContaining({
        position: 1,
        product_id: plain,
        variation_id: null,
        quantity: 3,
        unit_price: "99.50",
        sale_price: "99.50",
        line_total: "298.50",
        hsn_code: "3301",
        gst_rate: "18.00",
        delivery_days: 2,
        attributes_type: null,
        variation_attributes: null,
      }),
    ]);
    const events = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_ref, Number(order.id)));
    expect(events).toEqual([
      expect.objectContaining({
        field: "orderStatus",
        from_value: null,
        to_value: "Pending",
        actor: "customer",
      }),
    ]);
    const [link] = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(link).toMatchObject({ order_ref: Number(order.id), response_status: 201 });
  });

  it("pay on delivery with an advance: the gateway order is for the advance only, the rest is remaining", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 1000, stock: 5 });
    const res = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }, "Pay on delivery"),
      newKey(),
      "/api/payment/paydelivery",
    );
    expect(res.statusCode, res.body).toBe(201);
    // 1000 (free delivery nearby), GST included; the demo store's advance share is 20%.
    const body = res.json() as Json & { razorpay_order: { id: string; amount: number } };
    expect(body).toMatchObject({
      success: true,
      advance_amount: 200,
      remaining_amount: 800,
      gateway: "sandbox",
    });
    expect(body.razorpay_order.amount).toBe(20000);

    const paid = await sandboxPay(t, body.razorpay_order.id);
    expect((await verify(t, user, paid.json() as Json)).statusCode).toBe(200);
    const order = (await getOrder(user, body.order_id as string)).json().data as Json;
    expect(order).toMatchObject({
      status: "Success",
      orderStatus: "Pending",
      payment_mode: "Pay on delivery",
      advance_amount: 200,
      remaining_amount: 800,
      totalAmountbeforePay: 1000,
    });
    expect(order.invoice).not.toBeNull();
  });

  it("pay on delivery without an advance percentage places the order at once", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 300, stock: 5 });
    await t.ctx.db.update(stores).set({ delivery_percentage: 0 }).where(eq(stores.main_id, "demo-store"));
    try {
      const res = await postOrder(
        t,
        user,
        orderBody({ lines: [{ product_id: product, quantity: 2 }], address }, "Pay on delivery"),
        newKey(),
        "/api/payment/paydelivery",
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as Json;
      // 600 + ₹40 delivery (below the free threshold), GST included.
      expect(body).toEqual({
        success: true,
        order_id: expect.any(String),
        receipt_id: expect.any(String),
        advance_amount: 0,
        remaining_amount: 640,
      });
      const order = (await getOrder(user, body.order_id as string)).json().data as Json;
      expect(order).toMatchObject({ status: "Pending", orderStatus: "Pending", deliveryCharge: 40 });
      expect(order.invoice).not.toBeNull();
      expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 2 });
      const mails = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain("Remaining (to pay on delivery): ₹640");
    } finally {
      await t.ctx.db.update(stores).set({ delivery_percentage: 20 }).where(eq(stores.main_id, "demo-store"));
    }
  });

  it("a failed payment marks the order Failed and gives its stock and coupon use back, once", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 3 });
    const code = await insertCoupon(t, { price_offer: 10, usage_limit: 5 });
    const res = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address, coupon: code }),
    );
    expect(res.statusCode).toBe(201);
    expect(await productStock(t, product)).toEqual({ stock: 1, totalSold: 2 });
    expect(await couponUses(t, code)).toBe(1);

    const declined = await sandboxPay(t, res.json().razorpay_order.id, "failure");
    expect(declined.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const refused = await verify(t, user, declined.json() as Json);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: "PAYMENT_VERIFICATION_FAILED" });
    }
    expect(await productStock(t, product)).toEqual({ stock: 3, totalSold: 0 });
    expect(await couponUses(t, code)).toBe(0);
    const order = (await getOrder(user, res.json().order_id)).json().data as Json;
    expect(order).toMatchObject({ status: "Failed", orderStatus: "Cancelled", invoice: null });
  });

  it("an order not paid within 2 hours is failed and its stock put back on sale; a late payment is refused for a refund", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 2 });
    const abandoned = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address }),
    );
    expect(abandoned.statusCode).toBe(201);
    const payment = (await sandboxPay(t, abandoned.json().razorpay_order.id)).json() as Json;
    expect(await productStock(t, product)).toEqual({ stock: 0, totalSold: 2 });

    t.advance(2 * 60 * 60 * 1000 + 1000);
    const again = await loggedInAgain(t, user);
    // The expire-unpaid-orders job (every minute on a running server) fails it; the stock is on sale again.
    await runStoreJobsOnce(t.ctx);
    const next = await postOrder(
      t,
      again,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    expect(next.statusCode, next.body).toBe(201);
    expect(await productStock(t, product)).toEqual({ stock: 1, totalSold: 1 });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, abandoned.json().order_id));
    expect(row).toMatchObject({ status: "Failed", orderStatus: "Cancelled", stock_released: true });

    const late = await verify(t, again, payment);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain("refunded");
    const notes = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_ref, row?.id ?? 0));
    expect(notes.some((e) => e.note?.includes("refund"))).toBe(true);
  });

  it("refuses a tampered signature, a forged gateway order and someone else's order", async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const address = await addAddress(t, owner, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const res = await postOrder(
      t,
      owner,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    const gatewayOrderId = res.json().razorpay_order.id as string;
    const payment = (await sandboxPay(t, gatewayOrderId)).json() as Json;

    // Someone else cannot verify (or see) the owner's order.
    expect((await verify(t, other, payment)).statusCode).toBe(404);
    expect((await getOrder(other, res.json().order_id)).statusCode).toBe(404);
    expect((await verify(t, null, payment)).statusCode).toBe(401);
    // A signature for another gateway order does not fit this one.
    expect(
      (await verify(t, owner, { ...payment, razorpay_order_id: "order_AAAAAAAAAAAAAA" })).statusCode,
    ).toBe(404);
    // A tampered signature fails the payment.
    // Change the last hex digit (to another digit: replacing a final "0" with "0" would change nothing).
    const signature = String(payment.razorpay_signature);
    const tampered = {
      ...payment,
      razorpay_signature: `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`,
    };
    const refused = await verify(t, owner, tampered);
    expect(refused.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, res.json().order_id));
    expect(row?.status).toBe("Failed");
    // The genuine signature after that cannot revive the order (a refund case, not a sale).
    expect((await verify(t, owner, payment)).statusCode).toBe(400);
    expect(await productStock(t, product)).toEqual({ stock: 5, totalSold: 0 });
  });

  it("refuses lines it cannot sell: unknown product, not deliverable, other user's address, stock, coupon rules", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const delhi = await addAddress(t, user, DELHI_NOT_SERVED);
    const othersAddress = await addAddress(t, other, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 2 });
    const line = [{ product_id: product, quantity: 1 }];

    const cases: { name: string; body: Json; status: number; code: string; message?: string }[] = [
      {
        name: "unknown product",
        body: orderBody({ lines: [{ product_id: 999999, quantity: 1 }], address }),
        status: 404,
        code: "PRODUCT_NOT_FOUND",
      },
      {
        name: "not deliverable",
        body: orderBody({ lines: line, address: delhi }),
        status: 422,
        code: "NOT_DELIVERABLE",
        message: "Sorry, we do not deliver to this pincode.",
      },
      {
        name: "other user's shipping address",
        body: orderBody({ lines: line, address: othersAddress }),
        status: 404,
        code: "NOT_FOUND",
        message: "Address not found",
      },
      {
        name: "other user's billing address",
        body: orderBody({ lines: line, address, billing: othersAddress }),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "more than in stock",
        body: orderBody({ lines: [{ product_id: product, quantity: 3 }], address }),
        status: 409,
        code: "OUT_OF_STOCK",
      },
      {
        name: "unknown coupon",
        body: orderBody({ lines: line, address, coupon: "NOPE" }),
        status: 404,
        code: "INVALID_COUPON",
        message: "Invalid coupon",
      },
      {
        name: "expired coupon",
        body: orderBody({ lines: line, address, coupon: "MONSOON25" }),
        status: 404,
        code: "INVALID_COUPON",
      },
      {
        name: "coupon below its minimum",
        body: orderBody({ lines: line, address, coupon: "FLAT100" }),
        status: 409,
        code: "COUPON_MIN_AMOUNT",
        message: "This coupon needs an order of at least ₹499.",
      },
      {
        name: "someone else's user_id",
        body: orderBody({ lines: line, address, extra: { user_id: other.user_id } }),
        status: 403,
        code: "FORBIDDEN",
      },
    ];
    for (const c of cases) {
      const res = await postOrder(t, user, c.body);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
      expect(res.json(), c.name).toMatchObject({
        code: c.code,
        success: false,
        ...(c.message ? { message: c.message } : {}),
      });
    }
    expect(await productStock(t, product)).toEqual({ stock: 2, totalSold: 0 });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.user_id))).toEqual([]);

    expect((await postOrder(t, null, orderBody({ lines: line, address }))).statusCode).toBe(401);
    const noKey = await postOrder(t, user, orderBody({ lines: line, address }), null);
    expect(noKey.statusCode).toBe(400);
    const badKey = await postOrder(t, user, orderBody({ lines: line, address }), "bad key!");
    expect(badKey.statusCode).toBe(400);
  });

  it("refuses malformed bodies with a 4xx and writes nothing", async () => {
    const user = await createTestUser(t);
    const address = await addAddress(t, user, MALAD);
    const product = await insertProduct(t, { price: 100, stock: 2 });
    const good = orderBody({ lines: [{ product_id: product, quantity: 1 }], address });
    const bad: Json[] = [
      { ...good, products: [] },
      { ...good, products: [{ product_id: product, quantity: 0 }] },
      { ...good, products: [{ product_id: product, quantity: 100 }] },
      { ...good, products: [{ product_id: "one", quantity: 1 }] },
      { ...good, payment_mode: "Pay on delivery" },
      { ...good, mobile: "12345" },
      { ...good, unknown: true },
      { ...good, customer_note: "x".repeat(501) },
    ];
    for (const body of bad) {
      const res = await postOrder(t, user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const malformed = await t.request({
      method: "POST",
      url: "/api/payment",
      token: user.accessToken,
      headers: { "idempotency-key": newKey(), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(await productStock(t, product)).toEqual({ stock: 2, totalSold: 0 });
  });
});
