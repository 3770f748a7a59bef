// The GST tax invoice over HTTP: built from the stored order, adding up to what was charged, CGST + SGST
// within Maharashtra and IGST across states, only for the order's owner and only once it is paid.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, pincodes, products, stores } from "../../db/schema.js";
import {
  insertAddress,
  insertCoupon,
  insertProduct,
  newKey,
  orderBody,
  payThroughSandbox,
  postOrder,
  sandboxPay,
  verify,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;
interface InvoiceLine {
  kind: string;
  description: string;
  hsn_code: string | null;
  quantity: number | null;
  amount: number;
  discount: number;
  taxable_value: number;
  gst_rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const BENGALURU = "560001";
const paise = (rupees: number) => Math.round(rupees * 100);
const sum = (lines: InvoiceLine[], pick: (l: InvoiceLine) => number) =>
  lines.reduce((total, line) => total + paise(pick(line)), 0);

describe.each(await testDatabaseKinds())("tax invoice on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.ctx.db
      .insert(pincodes)
      .values({ main_id: "demo-store", pincode: BENGALURU, status: "Active" })
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  const invoiceOf = (user: TestUser | null, orderId: string) =>
    t.request({ method: "GET", url: `/api/payment/order/${orderId}/invoice`, token: user?.accessToken });
  const orderOf = async (user: TestUser, orderId: string) =>
    (await t.request({ method: "GET", url: `/api/payment/order/${orderId}`, token: user.accessToken })).json()
      .data as Json;

  async function product(price: number, sale: number, gstRate: number, hsn: string) {
    const id = await insertProduct(t, { price, sale, stock: 20, hsn });
    await t.ctx.db
      .update(products)
      .set({ gst_rate: gstRate, hsn_code: hsn })
      .where(eq(products.product_id, id));
    return id;
  }

  it("within Maharashtra: CGST = SGST per line, delivery at store setup's rate, no fixed line, totals equal to the charge", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const cone = await product(120, 105, 5, "3305");
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: cone, quantity: 2 }], address }),
    );

    const res = await invoiceOf(user, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().data as Json & { lines: InvoiceLine[]; totals: Json };
    const order = await orderOf(user, orderId);
    const [store] = await t.ctx.db.select().from(stores).where(eq(stores.main_id, "demo-store"));

    expect(invoice).toMatchObject({
      order_id: orderId,
      invoice_number: (order.invoice as Json).invoice_number,
      supply_type: "intra-state",
      place_of_supply: { code: "27", name: "Maharashtra" },
      supplier: { gstin: store?.gstin, state: { code: "27", name: "Maharashtra" } },
      recipient: { name: order.user_name, gstin: null },
      payment_mode: "Pay now",
      advance_paid: order.totalAmountbeforePay,
      remaining_amount: 0,
      tax_mode: "inclusive",
      checkout_tax_line: null,
    });
    expect(invoice.invoice_number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect((invoice.recipient as Json).shipping_address).toContain("400097");

    // 2 × ₹105 at 5 % inclusive: ₹200 taxable, ₹5 CGST, ₹5 SGST.
    expect(invoice.lines[0]).toMatchObject({
      kind: "goods",
      hsn_code: "3305",
      quantity: 2,
      amount: 210,
      taxable_value: 200,
      gst_rate: 5,
      cgst: 5,
      sgst: 5,
      igst: 0,
      total: 210,
    });
    expect(invoice.lines.find((l) => l.kind === "charge")).toBeUndefined();
    const delivery = invoice.lines.find((l) => l.kind === "delivery");
    if (order.deliveryCharge) expect(delivery).toMatchObject({ gst_rate: 18, hsn_code: "996812" });
    // The order page shows the GST the invoice shows, to the paisa.
    expect(order.gst).toEqual({
      mode: "inclusive",
      supply_type: "intra-state",
      cgst: invoice.totals.cgst,
      sgst: invoice.totals.sgst,
      igst: 0,
      total: invoice.totals.tax,
      added: 0,
    });
    expect((order.invoice as Json).tax_line).toBeNull();
    for (const line of invoice.lines) {
      expect(line.cgst).toBe(line.sgst);
      expect(line.igst).toBe(0);
      expect(paise(line.taxable_value) + paise(line.cgst) + paise(line.sgst)).toBe(paise(line.total));
    }
    expect(sum(invoice.lines, (l) => l.total)).toBe(paise(order.totalAmountbeforePay as number));
    expect(invoice.totals.total).toBe(order.totalAmountbeforePay);
    expect(invoice.totals.tax).toBe((paise(invoice.totals.cgst as number) * 2) / 100);
    expect(invoice.total_in_words).toMatch(/^Rupees .* Only$/);
    // The line's rate is kept on the order: a later change to the product does not rewrite the invoice.
    await t.ctx.db.update(products).set({ gst_rate: 18 }).where(eq(products.product_id, cone));
    const again = (await invoiceOf(user, orderId)).json().data as { lines: InvoiceLine[] };
    expect(again.lines[0]?.gst_rate).toBe(5);
    expect((order.items as Json[])[0]?.gst_rate).toBe(5);
  });

  it("an order placed with the fixed 'Gst Tax (10%)' line keeps its amounts and the invoice it was issued", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const cone = await product(120, 105, 5, "3305");
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: cone, quantity: 2 }], address }),
    );
    // The row as it was before GST came from the products, as migration 0022 marks it: the fixed
    // line was charged on top, and delivery went at the principal line's rate.
    const [placed] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, orderId));
    if (!placed) throw new Error("order not stored");
    const total = placed.totalAmountbeforePay + 200;
    await t.ctx.db
      .update(orders)
      .set({
        tax_mode: "legacy_fixed",
        delivery_gst_rate: null,
        taxAmount: 200,
        totalAmountbeforePay: total,
        advance_amount: total,
        summary: [
          { label: "Subtotal", amount: 210 },
          { label: "Delivery Charge", amount: placed.deliveryCharge },
          { label: "Gst Tax (10%)", amount: 200 },
          { label: "Fee", amount: 0 },
          { label: "Total", amount: total },
        ],
      })
      .where(eq(orders.id, placed.id));

    const invoice = (await invoiceOf(user, orderId)).json().data as Json & {
      lines: InvoiceLine[];
      totals: Json;
    };
    expect(invoice).toMatchObject({
      tax_mode: "legacy_fixed",
      checkout_tax_line: { label: "Gst Tax (10%)", amount: 200 },
    });
    // As issued: the goods at 5 %, the fixed line a charge at the principal line's 5 % and HSN.
    expect(invoice.lines.find((l) => l.kind === "goods")).toMatchObject({
      taxable_value: 200,
      cgst: 5,
      sgst: 5,
    });
    expect(invoice.lines.find((l) => l.kind === "charge")).toMatchObject({
      description: "Gst Tax (10%)",
      hsn_code: "3305",
      gst_rate: 5,
      amount: 200,
      taxable_value: 190.48,
      cgst: 4.76,
      sgst: 4.76,
      total: 200,
    });
    const delivery = invoice.lines.find((l) => l.kind === "delivery");
    if (placed.deliveryCharge > 0) expect(delivery).toMatchObject({ gst_rate: 5, hsn_code: "3305" });
    expect(invoice.totals.total).toBe(total);
    expect(sum(invoice.lines, (l) => l.total)).toBe(paise(total));

    const order = await orderOf(user, orderId);
    expect(order).toMatchObject({ totalAmountbeforePay: total, gst: null });
    expect((order.invoice as Json).tax_line).toEqual({ label: "Gst Tax (10%)", amount: 200 });
    expect((order.summary as Json[]).map((line) => line.label)).toContain("Gst Tax (10%)");
  });

  it("across states: IGST only, the coupon shared over the lines and shown as their discount", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user, BENGALURU);
    const tea = await product(300, 300, 5, "0902");
    const oil = await product(100, 100, 18, "3301");
    const coupon = await insertCoupon(t, { percentage_offer: 10 });
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({
        lines: [
          { product_id: tea, quantity: 1 },
          { product_id: oil, quantity: 1 },
        ],
        address,
        coupon,
      }),
    );
    const invoice = (await invoiceOf(user, orderId)).json().data as Json & {
      lines: InvoiceLine[];
      totals: Json;
    };
    const order = await orderOf(user, orderId);
    expect(invoice).toMatchObject({ supply_type: "inter-state", place_of_supply: { code: "29" } });
    expect(invoice.lines.slice(0, 2)).toMatchObject([
      {
        kind: "goods",
        hsn_code: "0902",
        amount: 300,
        discount: 30,
        taxable_value: 257.14,
        igst: 12.86,
        total: 270,
      },
      {
        kind: "goods",
        hsn_code: "3301",
        amount: 100,
        discount: 10,
        taxable_value: 76.27,
        igst: 13.73,
        total: 90,
      },
    ]);
    for (const line of invoice.lines) expect([line.cgst, line.sgst]).toEqual([0, 0]);
    expect(invoice.totals.discount).toBe(order.discountprice);
    expect(invoice.totals.total).toBe(order.totalAmountbeforePay);
    expect(sum(invoice.lines, (l) => l.taxable_value + l.igst)).toBe(
      paise(order.totalAmountbeforePay as number),
    );
  });

  it("pay on delivery: the advance paid and the amount still due", async () => {
    await t.ctx.db.update(stores).set({ delivery_percentage: 20 }).where(eq(stores.main_id, "demo-store"));
    try {
      const user = await createTestUser(t);
      const address = await insertAddress(t, user);
      const cone = await product(100, 100, 5, "3305");
      const created = await postOrder(
        t,
        user,
        orderBody({ lines: [{ product_id: cone, quantity: 1 }], address }, "Pay on delivery"),
        newKey(),
        "/api/payment/paydelivery",
      );
      expect(created.statusCode, created.body).toBe(201);
      const { order_id: orderId, razorpay_order } = created.json() as {
        order_id: string;
        razorpay_order: { id: string };
      };
      const paid = await sandboxPay(t, razorpay_order.id);
      expect((await verify(t, user, paid.json() as Json)).statusCode).toBe(200);
      const order = await orderOf(user, orderId);
      const invoice = (await invoiceOf(user, orderId)).json().data as Json;
      expect(order.remaining_amount).toBeGreaterThan(0);
      expect(invoice).toMatchObject({
        payment_mode: "Pay on delivery",
        advance_paid: order.advance_amount,
        remaining_amount: order.remaining_amount,
      });
    } finally {
      await t.ctx.db.update(stores).set({ delivery_percentage: 0 }).where(eq(stores.main_id, "demo-store"));
    }
  });

  // An issued invoice does not change: the supplier is kept with the order when its number is given.
  it.each([
    { path: "paid through the gateway", mode: "Pay now" as const, url: "/api/payment" },
    {
      path: "confirmed at placement (pay on delivery)",
      mode: "Pay on delivery" as const,
      url: "/api/payment/paydelivery",
    },
  ])("keeps the supplier as it was when the invoice was issued: $path", async ({ mode, url }) => {
    const [before] = await t.ctx.db.select().from(stores).where(eq(stores.main_id, "demo-store"));
    if (!before) throw new Error("no demo store");
    try {
      const user = await createTestUser(t);
      const address = await insertAddress(t, user);
      const cone = await product(100, 100, 5, "3305");
      const body = orderBody({ lines: [{ product_id: cone, quantity: 1 }], address }, mode);
      let orderId: string;
      if (mode === "Pay now") orderId = await payThroughSandbox(t, user, body);
      else {
        const created = await postOrder(t, user, body, newKey(), url);
        expect(created.statusCode, created.body).toBe(201);
        orderId = created.json().order_id as string;
      }
      const issued = (await invoiceOf(user, orderId)).json().data as Json;

      // The store moves to Karnataka under a new name and GSTIN.
      await t.ctx.db
        .update(stores)
        .set({
          company_name: "Renamed Henna Pvt Ltd",
          address: "12 MG Road, Bengaluru 560001",
          gstin: "29ABCDE1234F1Z5",
          phone: "9000000001",
        })
        .where(eq(stores.main_id, "demo-store"));
      const later = (await invoiceOf(user, orderId)).json().data as Json;
      expect(later.supplier).toEqual(issued.supplier);
      expect(later).toMatchObject({
        supplier: { name: before.company_name || before.orignal_logoname, gstin: before.gstin },
        supply_type: "intra-state",
      });

      // An order invoiced before suppliers (and supply types) were kept shows the store as it is now.
      await t.ctx.db
        .update(orders)
        .set({ invoice_supplier: null, gst_supply_type: null })
        .where(eq(orders.order_id, orderId));
      const legacy = (await invoiceOf(user, orderId)).json().data as Json;
      expect(legacy).toMatchObject({
        supplier: {
          name: "Renamed Henna Pvt Ltd",
          gstin: "29ABCDE1234F1Z5",
          state: { code: "29", name: "Karnataka" },
        },
        supply_type: "inter-state",
      });
    } finally {
      await t.ctx.db
        .update(stores)
        .set({
          company_name: before.company_name,
          address: before.address,
          gstin: before.gstin,
          phone: before.phone,
        })
        .where(eq(stores.main_id, "demo-store"));
    }
  });

  it("is only the owner's: someone else's order is 404, a guest 401, an unpaid order 409", async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const address = await insertAddress(t, owner);
    const cone = await product(80, 60, 5, "3305");
    const paid = await payThroughSandbox(
      t,
      owner,
      orderBody({ lines: [{ product_id: cone, quantity: 1 }], address }),
    );

    const stranger = await invoiceOf(other, paid);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain("INV/");
    expect((await invoiceOf(null, paid)).statusCode).toBe(401);
    expect((await invoiceOf(owner, "ORD-UNKNOWN")).statusCode).toBe(404);
    expect((await invoiceOf(owner, "bad id!")).statusCode).toBe(400);

    const unpaid = await postOrder(
      t,
      owner,
      orderBody({ lines: [{ product_id: cone, quantity: 1 }], address }),
    );
    const unpaidId = unpaid.json().order_id as string;
    const refused = await invoiceOf(owner, unpaidId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "INVOICE_NOT_READY" });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, unpaidId));
    expect(row?.invoice_number).toBeNull();
  });
});
