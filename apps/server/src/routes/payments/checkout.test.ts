// The money path end to end over HTTP: a guest cart's lines to a paid order through the sandbox
// gateway, with the server pricing everything (coupon, delivery band, GST) and refusing
// every number and id it should not trust.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartItems,
  idempotencyKeys,
  orderEvents,
  outboxMails,
  products,
  productVariations,
} from "../../db/schema.js";
import {
  ANDHERI,
  addAddress,
  couponUses,
  FORT,
  insertCoupon,
  insertProduct,
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
});
