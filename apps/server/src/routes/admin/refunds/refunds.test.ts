// Refunds over HTTP on PGlite and PostgreSQL (issue 33): cancel and refund, partial refunds, the staff
// limit, two refunds at once, the gateway's webhook before and after its answer, a lost answer settled
// by the reconciliation job, and pay on delivery's advance (gateway) and cash (by hand).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outboxMails, refunds, stockMovements, stores } from "../../../db/schema.js";
import { runStoreJobsOnce } from "../../../jobs/start.js";
import { GatewayError, type PaymentGateway } from "../../../services/payments/gateway.js";
import type { SandboxGateway } from "../../../services/payments/sandbox.js";
import {
  couponUses,
  insertAddress,
  insertCoupon,
  insertProduct,
  newKey,
  orderBody,
  payThroughSandbox,
  productStock,
  sandboxPay,
  verify,
} from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser, type TestUser } from "../../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("refunds on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  let owner: TestStaff;
  let sandbox: SandboxGateway;
  let realRefund: PaymentGateway["refund"];
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
    owner = await createTestStaff(t, "owner");
    sandbox = t.ctx.payments as SandboxGateway;
    realRefund = sandbox.refund.bind(sandbox);
  });
  afterAll(() => t.close());

  /** Every test starts with the sandbox as configured: instant refunds, answered. */
  function resetSandbox() {
    sandbox.options.refundStatus = "processed";
    sandbox.refund = realRefund;
  }

  const refund = (orderId: string, body: Json, options: { key?: string; token?: string } = {}) =>
    t.request({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      token: options.token ?? owner.accessToken,
      headers: { "idempotency-key": options.key ?? newKey() },
      payload: body,
    });
  const cancelAndRefund = (orderId: string, options: { key?: string; token?: string } = {}) =>
    t.request({
      method: "POST",
      url: `/api/admin/orders/${orderId}/cancel-and-refund`,
      token: options.token ?? owner.accessToken,
      headers: { "idempotency-key": options.key ?? newKey() },
      payload: { reason: "Out of stock at the supplier" },
    });
  const refundsOf = async (orderId: string, token = staff.accessToken) => {
    const res = await t.request({ method: "GET", url: `/api/admin/orders/${orderId}/refunds`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const orderRow = async (orderId: string) => {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.order_id, orderId));
    if (!row) throw new Error("no order");
    return row;
  };

  /** ₹300 × 2 with a 10% coupon: lines ₹600, coupon ₹60, delivery ₹40 (below free delivery). */
  async function paidOrder(options: { buyer?: TestUser; price?: number; quantity?: number } = {}) {
    resetSandbox();
    const buyer = options.buyer ?? (await createTestUser(t));
    const address = await insertAddress(t, buyer);
    const product = await insertProduct(t, { price: options.price ?? 300, stock: 10 });
    const code = await insertCoupon(t, { percentage_offer: 10 });
    const orderId = await payThroughSandbox(
      t,
      buyer,
      orderBody({ lines: [{ product_id: product, quantity: options.quantity ?? 2 }], address, coupon: code }),
    );
    const row = await orderRow(orderId);
    return { buyer, product, code, orderId, row };
  }

  it("cancel and refund: the whole payment back once per key, stock back as 'cancelled', customer told", async () => {
    const { buyer, product, code, orderId, row } = await paidOrder();
    expect(await productStock(t, product)).toMatchObject({ stock: 8 });
    const key = newKey();
    const res = await cancelAndRefund(orderId, { key, token: staff.accessToken });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      replayed: false,
      data: {
        kind: "cancel",
        method: "gateway",
        amount: row.totalAmountbeforePay,
        delivery: 40,
        state: "processed",
      },
    });
    expect(res.json().data.gateway_refund_id).toMatch(/^rfnd_/);
    expect(res.json().data.lines).toEqual([expect.objectContaining({ quantity: 2, amount: 540 })]);

    // A double click or a retry answers the same refund; the gateway refunded once.
    const again = await cancelAndRefund(orderId, { key, token: staff.accessToken });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, data: { id: res.json().data.id } });
    const atGateway = await sandbox.refunds.ofPayment(row.razorpay_payment_id ?? "");
    expect(atGateway).toEqual([
      expect.objectContaining({ amount: Math.round(row.totalAmountbeforePay * 100), status: "processed" }),
    ]);

    expect(await orderRow(orderId)).toMatchObject({ orderStatus: "Cancelled", stock_released: true });
    expect(await productStock(t, product)).toMatchObject({ stock: 10 });
    expect(await couponUses(t, code)).toBe(0);
    const moves = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.product_id, product));
    expect(moves).toEqual([
      expect.objectContaining({ delta: 2, stockAfter: 10, reason: "cancelled", staff_id: staff.id }),
    ]);
    const told = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, buyer.email));
    expect(told.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`order ${orderId} cancelled`),
        expect.stringContaining(`refund for order ${orderId}`),
      ]),
    );
    const pushes = await t.ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, "push"), eq(outboxMails.to, `user:${buyer.user_id}`)));
    expect(pushes.map((p) => p.text)).toContain(
      `Your refund of ₹${row.totalAmountbeforePay} has been initiated. It reaches your account in 5 to 7 working days.`,
    );

    // The customer sees it on the order and the invoice; a second cancel finds nothing left.
    const own = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}`,
      token: buyer.accessToken,
    });
    expect(own.json().data.refunds).toEqual([
      expect.objectContaining({ amount: row.totalAmountbeforePay, state: "processed", method: "gateway" }),
    ]);
    const invoice = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}/invoice`,
      token: buyer.accessToken,
    });
    expect(invoice.json().data.refunds).toHaveLength(1);
    const twice = await cancelAndRefund(orderId);
    expect(twice.statusCode).toBe(409);
    expect((await refundsOf(orderId)).refundable).toEqual({ gateway: 0, manual: 0 });
  });

  it("refuses cancel and refund once shipped, and for an unpaid order", async () => {
    const { orderId } = await paidOrder();
    for (const status of ["Processing", "Packed", "Shipped"]) {
      const moved = await t.request({
        method: "POST",
        url: `/api/admin/orders/${orderId}/status`,
        token: staff.accessToken,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const shipped = await cancelAndRefund(orderId);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toContain("only an order not yet shipped can be cancelled");
    expect((await refundsOf(orderId)).can_cancel_and_refund).toBe(false);
  });

  it("partial refunds: a unit with its coupon share, the delivery fee once, an amount, never over what is left", async () => {
    const { orderId, row } = await paidOrder();
    const facts = await refundsOf(orderId);
    const itemId = facts.lines[0].item_id;
    expect(facts.lines[0]).toMatchObject({ quantity: 2, refunded_quantity: 0, net_amount: 540 });

    const unit = await refund(orderId, {
      lines: [{ item_id: itemId, quantity: 1 }],
      method: "gateway",
      reason: "Cone leaked",
    });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(unit.json().data).toMatchObject({ amount: 270, state: "processed", kind: "partial" });
    const fee = await refund(orderId, { delivery: true, method: "gateway", reason: "Late delivery" });
    expect(fee.json().data).toMatchObject({ amount: 40, delivery: 40 });
    const feeAgain = await refund(orderId, { delivery: true, method: "gateway", reason: "Late delivery" });
    expect(feeAgain.statusCode, feeAgain.body).toBe(409);
    expect(feeAgain.json()).toMatchObject({
      code: "REFUND_REFUSED",
      message: expect.stringContaining("already been refunded"),
    });

    const left = row.totalAmountbeforePay - 310;
    const over = await refund(orderId, { amount: left + 0.01, method: "gateway", reason: "Goodwill" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain("cannot be more than was paid minus what was already refunded");
    const exact = await refund(orderId, { amount: left, method: "gateway", reason: "Goodwill" });
    expect(exact.statusCode, exact.body).toBe(201);
    const after = await refundsOf(orderId);
    expect(after).toMatchObject({
      refunded: row.totalAmountbeforePay,
      refundable: { gateway: 0, manual: 0 },
    });
    expect(after.lines[0].refunded_quantity).toBe(1);
    expect(after.refunds).toHaveLength(3);
    // The order itself stays where it was.
    expect((await orderRow(orderId)).orderStatus).toBe("Pending");
  });

  it.each([
    { name: "no reason", body: { amount: 10, method: "gateway", reason: "  " }, field: "reason" },
    {
      name: "lines and an amount",
      body: { amount: 10, delivery: true, method: "gateway", reason: "x" },
      field: "amount",
    },
    { name: "nothing chosen", body: { method: "gateway", reason: "x" }, field: "lines" },
    {
      name: "by hand without a reference",
      body: { amount: 10, method: "manual", manual_channel: "upi", reason: "x" },
      field: "manual_reference",
    },
  ])("answers 400 for $name", async ({ body, field }) => {
    const { orderId } = await paidOrder();
    const res = await refund(orderId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it("a refund over the staff limit needs the owner", async () => {
    const { orderId } = await paidOrder({ price: 3000 });
    const saved = await t.ctx.db
      .update(stores)
      .set({ refund_staff_limit: 500 })
      .where(eq(stores.main_id, "demo-store"))
      .returning({ limit: stores.refund_staff_limit });
    expect(saved[0]?.limit).toBe(500);
    try {
      const big = await refund(
        orderId,
        { amount: 500.01, method: "gateway", reason: "Damaged" },
        { token: staff.accessToken },
      );
      expect(big.statusCode).toBe(403);
      expect(big.json()).toMatchObject({
        code: "OWNER_REQUIRED",
        message: expect.stringContaining("needs the owner"),
      });
      const cancel = await cancelAndRefund(orderId, { token: staff.accessToken });
      expect(cancel.statusCode).toBe(403);
      expect((await orderRow(orderId)).orderStatus).toBe("Pending");
      expect(
        (
          await refund(
            orderId,
            { amount: 500, method: "gateway", reason: "Damaged" },
            { token: staff.accessToken },
          )
        ).statusCode,
      ).toBe(201);
      expect((await refund(orderId, { amount: 1000, method: "gateway", reason: "Damaged" })).statusCode).toBe(
        201,
      );
      expect((await cancelAndRefund(orderId)).statusCode).toBe(201);
    } finally {
      await t.ctx.db.update(stores).set({ refund_staff_limit: 5000 }).where(eq(stores.main_id, "demo-store"));
    }
  });

  it("two refunds at once on one order: only what was captured goes back", async () => {
    const { orderId, row } = await paidOrder();
    const share = Math.round(row.totalAmountbeforePay * 0.6 * 100) / 100;
    const answers = await Promise.all([
      refund(orderId, { amount: share, method: "gateway", reason: "first" }),
      refund(orderId, { amount: share, method: "gateway", reason: "second" }),
      cancelAndRefund(orderId),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((c) => c === 409).length).toBeGreaterThanOrEqual(1);
    const rows = await t.ctx.db.select().from(refunds).where(eq(refunds.order_ref, row.id));
    const total = rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    expect(total).toBeLessThanOrEqual(Math.round(row.totalAmountbeforePay * 100));
    const atGateway = await sandbox.refunds.ofPayment(row.razorpay_payment_id ?? "");
    expect(atGateway.reduce((sum, r) => sum + r.amount, 0)).toBe(total);
  });

  const deliver = (hook: { rawBody: string; signature: string; eventId: string }) =>
    t.request({
      method: "POST",
      url: "/api/payment/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hook.signature,
        "x-razorpay-event-id": hook.eventId,
      },
      payload: hook.rawBody,
    });

  it("a pending refund is settled by its webhook after the answer; a replay changes nothing", async () => {
    const { buyer, orderId } = await paidOrder();
    sandbox.options.refundStatus = "pending";
    const res = await refund(orderId, { amount: 100, method: "gateway", reason: "Goodwill" });
    expect(res.json().data).toMatchObject({
      state: "initiated",
      gateway_refund_id: expect.stringMatching(/^rfnd_/),
    });
    const hook = await sandbox.settleRefund(res.json().data.gateway_refund_id, "processed");
    expect((await deliver(hook)).json()).toEqual({ status: "processed" });
    expect((await deliver(hook)).json()).toEqual({ status: "duplicate" });
    const [settled] = (await refundsOf(orderId)).refunds;
    expect(settled).toMatchObject({ state: "processed", processedAt: expect.any(String) });
    const own = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}`,
      token: buyer.accessToken,
    });
    expect(own.json().data.refunds).toEqual([expect.objectContaining({ state: "processed" })]);
    // A forged or changed webhook is refused before anything is read.
    const forged = await deliver({
      ...hook,
      eventId: "evt_forged",
      rawBody: hook.rawBody.replace("processed", "failed"),
    });
    expect(forged.statusCode).toBe(400);
  });

  it("a webhook that arrives before the refund call's answer is not undone by the pending answer", async () => {
    const { orderId } = await paidOrder();
    sandbox.options.refundStatus = "pending";
    sandbox.refund = async (input) => {
      const made = await realRefund(input);
      // Razorpay's webhook overtakes its own answer: delivered while the call is still open.
      const hook = await sandbox.settleRefund(made.id, "processed");
      expect((await deliver(hook)).json()).toEqual({ status: "processed" });
      return made;
    };
    const res = await refund(orderId, { amount: 120, method: "gateway", reason: "Goodwill" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      state: "processed",
      gateway_refund_id: expect.stringMatching(/^rfnd_/),
    });
    resetSandbox();
  });

  it("a failed refund gives its amount back to what can be refunded", async () => {
    const { orderId, row } = await paidOrder();
    sandbox.options.refundStatus = "pending";
    const res = await refund(orderId, { amount: row.totalAmountbeforePay, method: "gateway", reason: "All" });
    const hook = await sandbox.settleRefund(res.json().data.gateway_refund_id, "failed");
    expect((await deliver(hook)).json()).toEqual({ status: "processed" });
    const facts = await refundsOf(orderId);
    expect(facts.refunds[0]).toMatchObject({ state: "failed", failure_reason: expect.any(String) });
    expect(facts.refundable.gateway).toBe(row.totalAmountbeforePay);
  });

  it("an answer lost on the way: the reconciliation job settles it with exactly one gateway refund", async () => {
    const { orderId, row } = await paidOrder();
    sandbox.refund = async (input) => {
      await realRefund(input);
      throw new GatewayError("Razorpay did not answer: socket hang up");
    };
    const res = await refund(orderId, { amount: 200, method: "gateway", reason: "Goodwill" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ state: "initiated", gateway_refund_id: null });
    resetSandbox();
    // Not yet: a request may still be between its commit and the gateway's answer.
    await runStoreJobsOnce(t.ctx);
    expect((await refundsOf(orderId)).refunds[0].state).toBe("initiated");
    t.advance(61_000);
    await runStoreJobsOnce(t.ctx);
    const [settled] = (await refundsOf(orderId)).refunds;
    const atGateway = await sandbox.refunds.ofPayment(row.razorpay_payment_id ?? "");
    expect(atGateway).toHaveLength(1);
    expect(settled).toMatchObject({ state: "processed", gateway_refund_id: atGateway[0]?.id });
  });

  it("pay on delivery: the advance back through the gateway, the cash by hand with its reference", async () => {
    resetSandbox();
    const buyer = await createTestUser(t);
    const address = await insertAddress(t, buyer);
    const product = await insertProduct(t, { price: 1000, stock: 5 });
    const placed = await t.request({
      method: "POST",
      url: "/api/payment/paydelivery",
      token: buyer.accessToken,
      headers: { "idempotency-key": newKey() },
      payload: orderBody({ lines: [{ product_id: product, quantity: 1 }], address }, "Pay on delivery"),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id: orderId, razorpay_order } = placed.json();
    const paid = await sandboxPay(t, razorpay_order.id);
    expect((await verify(t, buyer, paid.json() as Json)).statusCode).toBe(200);
    const row = await orderRow(orderId);
    expect(row.advance_amount).toBeGreaterThan(0);

    // Before delivery only the advance was taken.
    const before = await refundsOf(orderId);
    expect(before).toMatchObject({ captured_online: row.advance_amount, collected_in_cash: 0 });
    const byHandEarly = await refund(orderId, {
      amount: 10,
      method: "manual",
      manual_channel: "upi",
      manual_reference: "UPI-1",
      reason: "x",
    });
    expect(byHandEarly.statusCode).toBe(409);

    for (const status of ["Processing", "Packed", "Shipped", "Out for delivery", "Delivered"]) {
      await t.request({
        method: "POST",
        url: `/api/admin/orders/${orderId}/status`,
        token: staff.accessToken,
        payload: { status },
      });
    }
    const delivered = await refundsOf(orderId);
    expect(delivered).toMatchObject({
      collected_in_cash: row.remaining_amount,
      refundable: { gateway: row.advance_amount, manual: row.remaining_amount },
    });

    const cash = await refund(orderId, {
      amount: row.remaining_amount,
      method: "manual",
      manual_channel: "bank_transfer",
      manual_reference: "NEFT-AXIS-778899",
      reason: "Returned at the door",
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().data).toMatchObject({
      state: "processed",
      method: "manual",
      manual_channel: "bank_transfer",
      manual_reference: "NEFT-AXIS-778899",
      gateway_refund_id: null,
    });
    const cashAgain = await refund(orderId, {
      amount: 1,
      method: "manual",
      manual_channel: "upi",
      manual_reference: "UPI-2",
      reason: "x",
    });
    expect(cashAgain.statusCode).toBe(409);
    const advance = await refund(orderId, {
      amount: row.advance_amount,
      method: "gateway",
      reason: "Returned at the door",
    });
    expect(advance.json().data).toMatchObject({ state: "processed", amount: row.advance_amount });
    expect((await sandbox.refunds.ofPayment(row.razorpay_payment_id ?? "")).map((r) => r.amount)).toEqual([
      Math.round(row.advance_amount * 100),
    ]);
    const mails = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, buyer.email));
    expect(mails.map((m) => m.text).join("\n")).toContain(
      "has been paid by bank transfer (reference NEFT-AXIS-778899)",
    );
  });

  it("unknown orders are 404 and customers cannot refund", async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await refund("ORD-NOPE", { amount: 1, method: "gateway", reason: "x" })).statusCode).toBe(404);
    expect(
      (await refund(orderId, { amount: 1, method: "gateway", reason: "x" }, { token: buyer.accessToken }))
        .statusCode,
    ).toBe(401);
  });
});
