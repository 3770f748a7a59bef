// GST credit notes over HTTP on PGlite and PostgreSQL (issue 33): a processed refund of goods or the
// delivery fee on an invoiced order issues one, with the invoice's number and split; an amount only, a
// failed refund or a refund before the invoice issues none; the series has no gaps or repeats when
// refunds of many orders are made at once.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, orders, refunds } from "../../db/schema.js";
import { runStoreJobsOnce } from "../../jobs/start.js";
import {
  insertAddress,
  insertCoupon,
  insertProduct,
  newKey,
  orderBody,
  payThroughSandbox,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../test-support/staff.js";
import { createTestUser } from "../../test-support/users.js";
import { GatewayError } from "../payments/gateway.js";
import type { SandboxGateway } from "../payments/sandbox.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("credit notes on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  let sandbox: SandboxGateway;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestStaff(t, "owner");
    sandbox = t.ctx.payments as SandboxGateway;
  });
  afterAll(() => t.close());

  const refund = (orderId: string, body: Json) =>
    t.request({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      token: owner.accessToken,
      headers: { "idempotency-key": newKey() },
      payload: body,
    });
  const orderRow = async (orderId: string) => {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, orderId));
    if (!row) throw new Error("no order");
    return row;
  };
  const notesOf = async (orderRef: number) =>
    t.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.order_ref, orderRef))
      .orderBy(asc(creditNotes.id));

  /** ₹300 × 2 at 5 % with a 10 % coupon, delivered within Maharashtra: lines ₹600, coupon ₹60, delivery ₹40. */
  async function paidOrder() {
    sandbox.options.refundStatus = "processed";
    const buyer = await createTestUser(t);
    const address = await insertAddress(t, buyer);
    const product = await insertProduct(t, { price: 300, stock: 10 });
    const code = await insertCoupon(t, { percentage_offer: 10 });
    const orderId = await payThroughSandbox(
      t,
      buyer,
      orderBody({ lines: [{ product_id: product, quantity: 2 }], address, coupon: code }),
    );
    const row = await orderRow(orderId);
    const facts = await t.request({
      method: "GET",
      url: `/api/admin/orders/${orderId}/refunds`,
      token: owner.accessToken,
    });
    return { orderId, row, buyer, itemId: facts.json().data.lines[0].item_id as number };
  }

  it("a unit and the delivery fee: one note each, the invoice's number and split, totals equal to the refunds", async () => {
    const { orderId, row, itemId } = await paidOrder();
    expect(row.invoice_number).toMatch(/^INV\//);
    const invoice = (
      await t.request({
        method: "GET",
        url: `/api/admin/orders/${orderId}/invoice`,
        token: owner.accessToken,
      })
    ).json().data;

    const unit = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "Leaked",
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const fee = await refund(orderId, { delivery: true, method: "gateway", reason: "Late" });
    expect(fee.statusCode, fee.body).toBe(201);

    const notes = await notesOf(row.id);
    expect(notes).toHaveLength(2);
    const [first, second] = notes;
    expect(first).toMatchObject({
      refund_ref: unit.json().data.id,
      number: expect.stringMatching(/^CN\/\d{4}-\d{2}\/\d{6}$/),
      invoice_number: row.invoice_number,
      invoice_date: row.invoice_date,
      total: 270,
    });
    expect(first?.supplier).toEqual(row.invoice_supplier);
    expect(first?.note.supplyType).toBe(invoice.supply_type);
    // Half the goods line of the invoice, the split as the invoice made it.
    const goods = invoice.lines[0];
    expect(first?.note.lines).toEqual([
      expect.objectContaining({ kind: "goods", quantity: 1, discount: 30, gstRate: goods.gst_rate }),
    ]);
    expect(
      Math.round(
        ((first?.taxable_value ?? 0) + (first?.cgst ?? 0) + (first?.sgst ?? 0) + (first?.igst ?? 0)) * 100,
      ),
    ).toBe(27_000);
    if (invoice.supply_type === "intra-state") expect(first?.cgst).toBe(first?.sgst);
    expect(second).toMatchObject({ refund_ref: fee.json().data.id, total: 40 });
    expect(second?.note.lines).toEqual([expect.objectContaining({ kind: "delivery", total: 40 })]);

    // The rest of the line: the two notes add up to the invoice's goods line to the paisa.
    const rest = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "Leaked",
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const all = await notesOf(row.id);
    expect(all).toHaveLength(3);
    const goodsNotes = all.filter((n) => n.note.lines.some((l) => l.kind === "goods"));
    const sum = (pick: (n: (typeof all)[number]) => number) =>
      goodsNotes.reduce((s, n) => s + Math.round(pick(n) * 100), 0);
    expect(sum((n) => n.taxable_value)).toBe(Math.round(goods.taxable_value * 100));
    expect(sum((n) => n.cgst + n.sgst + n.igst)).toBe(
      Math.round((goods.cgst + goods.sgst + goods.igst) * 100),
    );
  });

  it("printable: the back office and the customer read the notes, another user's order is not found", async () => {
    const { orderId, row, itemId, buyer } = await paidOrder();
    const unit = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "Leaked",
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const admin = await t.request({
      method: "GET",
      url: `/api/admin/orders/${orderId}/credit-notes`,
      token: owner.accessToken,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const [printed] = admin.json().data;
    expect(printed).toMatchObject({
      number: expect.stringMatching(/^CN\//),
      order_id: orderId,
      invoice_number: row.invoice_number,
      reason: "Leaked",
      supplier: { name: row.invoice_supplier?.name },
      lines: [expect.objectContaining({ kind: "goods", quantity: 1, total: 270 })],
      totals: expect.objectContaining({ total: 270 }),
      total_in_words: "Rupees Two Hundred Seventy Only",
    });
    const own = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}/credit-notes`,
      token: buyer.accessToken,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual(admin.json().data);
    const stranger = await createTestUser(t);
    const theirs = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}/credit-notes`,
      token: stranger.accessToken,
    });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await t.request({ method: "GET", url: `/api/payment/order/${orderId}/credit-notes` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("a failed refund or an amount only issues none; a pending one gets its note when its webhook says processed", async () => {
    const { orderId, row, itemId } = await paidOrder();
    sandbox.options.refundStatus = "pending";
    const failing = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "x",
    });
    expect(failing.json().data.state).toBe("initiated");
    await sandbox.settleRefund(failing.json().data.gateway_refund_id, "failed").then((hook) =>
      t.request({
        method: "POST",
        url: "/api/payment/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hook.signature,
          "x-razorpay-event-id": hook.eventId,
        },
        payload: hook.rawBody,
      }),
    );
    expect(await notesOf(row.id)).toEqual([]);
    const later = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "y",
    });
    const hook = await sandbox.settleRefund(later.json().data.gateway_refund_id, "processed");
    const res = await t.request({
      method: "POST",
      url: "/api/payment/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hook.signature,
        "x-razorpay-event-id": hook.eventId,
      },
      payload: hook.rawBody,
    });
    expect(res.json()).toEqual({ status: "processed" });
    // An amount only gives no goods back: no note.
    const amountOnly = await refund(orderId, { amount: 10, method: "gateway", reason: "Goodwill" });
    expect(amountOnly.statusCode, amountOnly.body).toBe(201);
    expect(await notesOf(row.id)).toEqual([
      expect.objectContaining({ refund_ref: later.json().data.id, total: 270 }),
    ]);
  });

  it("cancel and refund with the gateway's answer lost: the reconciliation job settles it and issues the note", async () => {
    const { orderId, row } = await paidOrder();
    const realRefund = sandbox.refund.bind(sandbox);
    sandbox.refund = async (input) => {
      await realRefund(input);
      throw new GatewayError("Razorpay did not answer: socket hang up");
    };
    try {
      const res = await t.request({
        method: "POST",
        url: `/api/admin/orders/${orderId}/cancel-and-refund`,
        token: owner.accessToken,
        headers: { "idempotency-key": newKey() },
        payload: { reason: "Out of stock" },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.state).toBe("initiated");
    } finally {
      sandbox.refund = realRefund;
    }
    expect(await notesOf(row.id)).toEqual([]);
    t.advance(61_000);
    await runStoreJobsOnce(t.ctx);
    const [settled] = await t.ctx.db.select().from(refunds).where(eq(refunds.order_ref, row.id));
    expect(settled?.state).toBe("processed");
    const notes = await notesOf(row.id);
    expect(notes).toEqual([expect.objectContaining({ total: row.totalAmountbeforePay })]);
    expect(notes[0]?.note.lines.map((l) => l.kind)).toEqual(["goods", "delivery"]);
  });

  it("a refund before the invoice was issued changes no invoice and issues no note", async () => {
    const { orderId, row, itemId } = await paidOrder();
    await t.ctx.db
      .update(orders)
      .set({ invoice_number: null, invoice_date: null })
      .where(eq(orders.id, row.id));
    const res = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "x",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await notesOf(row.id)).toEqual([]);
    expect((await orderRow(orderId)).invoice_number).toBeNull();
  });

  it("refunds of many orders at once: the series has no gaps and no repeats", async () => {
    const paid = [];
    for (let i = 0; i < 5; i += 1) paid.push(await paidOrder());
    const answers = await Promise.all(
      paid.map(({ orderId, itemId }) =>
        refund(orderId, {
          lines: [{ item_id: itemId, quantity: 2 }],
          delivery: true,
          method: "gateway",
          reason: "x",
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const all = await t.ctx.db
      .select({ number: creditNotes.number })
      .from(creditNotes)
      .where(and(eq(creditNotes.main_id, "demo-store")));
    const sequence = all.map((n) => Number(n.number.split("/")[2])).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });
});
