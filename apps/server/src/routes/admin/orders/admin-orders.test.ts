// The back office's orders over HTTP: the store's list with filters and search, the new-orders badge,
// one order with its history, a status move with a note the customer sees on tracking, cancelling
// (stock and coupon use given back) and the invoice; every move in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  couponUses,
  insertAddress,
  insertCoupon,
  insertProduct,
  orderBody,
  payThroughSandbox,
  postOrder,
  productStock,
} from "../../../test-support/checkout-kit.js";
import {
  startTestApp,
  TEST_SECRETS,
  type TestApp,
  testDatabaseKinds,
} from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser, type TestUser } from "../../../test-support/users.js";

describe.each(await testDatabaseKinds())("back-office orders on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  let owner: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
    owner = await createTestStaff(t, "owner");
  });
  afterAll(() => t.close());

  const get = (url: string, token = staff.accessToken) => t.request({ method: "GET", url, token });
  const move = (orderId: string, body: object, token = staff.accessToken) =>
    t.request({ method: "POST", url: `/api/admin/orders/${orderId}/status`, payload: body, token });

  async function paidOrder(
    user?: TestUser,
    options: { stock?: number; quantity?: number; coupon?: string } = {},
  ) {
    const buyer = user ?? (await createTestUser(t, { mobile: "9123456789" }));
    const address = await insertAddress(t, buyer);
    const product = await insertProduct(t, { price: 600, stock: options.stock ?? 5 });
    const orderId = await payThroughSandbox(
      t,
      buyer,
      orderBody({
        lines: [{ product_id: product, quantity: options.quantity ?? 2 }],
        address,
        ...(options.coupon ? { coupon: options.coupon } : {}),
      }),
    );
    return { user: buyer, product, orderId };
  }

  it("lists the store's orders newest first, server-paged, with the customer's e-mail and line count", async () => {
    const first = await paidOrder();
    t.advance(1000);
    const second = await paidOrder();
    const res = await get("/api/admin/orders?limit=1");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.limit).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      order_id: second.orderId,
      email: second.user.email,
      items_count: 1,
    });
    const next = (await get("/api/admin/orders?limit=1&page=2")).json();
    expect(next.data[0].order_id).toBe(first.orderId);
  });

  it.each([
    ["order id prefix", (o: { orderId: string }) => o.orderId.slice(0, -2)],
    ["exact e-mail, any case", (o: { user: TestUser }) => o.user.email.toUpperCase()],
    ["mobile as typed", () => "+91 98765-43210"],
  ])("searches by %s", async (_name, term) => {
    const order = await paidOrder(await createTestUser(t, { mobile: "9123456789" }));
    const res = await get(`/api/admin/orders?q=${encodeURIComponent(term(order))}&limit=200`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((row: { order_id: string }) => row.order_id);
    expect(ids).toContain(order.orderId);
  });

  it("filters by status, payment status and date range (India time)", async () => {
    const { orderId } = await paidOrder();
    expect((await move(orderId, { status: "Processing" })).statusCode).toBe(200);
    const processing = (await get("/api/admin/orders?status=Processing&limit=200")).json().data;
    expect(processing.map((row: { order_id: string }) => row.order_id)).toContain(orderId);
    expect(processing.every((row: { orderStatus: string }) => row.orderStatus === "Processing")).toBe(true);
    const failed = (await get("/api/admin/orders?payment_status=Failed&limit=200")).json().data;
    expect(failed.map((row: { order_id: string }) => row.order_id)).not.toContain(orderId);
    const today = new Date(t.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const inRange = (await get(`/api/admin/orders?from=${today}&to=${today}&limit=200`)).json().data;
    expect(inRange.map((row: { order_id: string }) => row.order_id)).toContain(orderId);
    const before = (await get("/api/admin/orders?to=2020-01-01")).json();
    expect(before.total).toBe(0);
    const bad = await get("/api/admin/orders?from=yesterday");
    expect(bad.statusCode).toBe(400);
  });

  it("counts new orders since the member last looked, per member", async () => {
    await t.request({ method: "POST", url: "/api/admin/orders/seen", token: staff.accessToken });
    expect((await get("/api/admin/orders/new-count")).json().count).toBe(0);
    // Past the members' joining (the database's clock) on the test's own clock.
    t.advance(30_000);
    await paidOrder();
    expect((await get("/api/admin/orders/new-count")).json().count).toBe(1);
    expect((await get("/api/admin/orders?limit=1")).json().newCount).toBe(1);
    await t.request({ method: "POST", url: "/api/admin/orders/seen", token: staff.accessToken });
    expect((await get("/api/admin/orders/new-count")).json().count).toBe(0);
    expect((await get("/api/admin/orders/new-count", owner.accessToken)).json().count).toBeGreaterThan(0);
  });

  it("moves a paid order to Shipped with an AWB note the customer sees on tracking, audited", async () => {
    const { user, orderId } = await paidOrder();
    const page = (await get(`/api/admin/orders/${orderId}`)).json().data;
    // A paid order is cancelled only with its refund ("Cancel and refund"), not by the plain move.
    expect(page.allowedMoves).toEqual(["Processing"]);
    expect(page.customer.email).toBe(user.email);
    expect(page.order.razorpay_payment_id).toMatch(/^pay_/);
    for (const status of ["Processing", "Packed"])
      expect((await move(orderId, { status })).statusCode).toBe(200);
    const shipped = await move(orderId, { status: "Shipped", note: "Blue Dart AWB 1234567890" });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const tracking = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}`,
      token: user.accessToken,
    });
    expect(tracking.json().data.status_notes).toEqual([
      expect.objectContaining({ status: "Shipped", note: "Blue Dart AWB 1234567890" }),
    ]);
    const after = (await get(`/api/admin/orders/${orderId}`)).json().data;
    expect(after.allowedMoves).toEqual(["Out for delivery"]);
    expect(after.history.at(-1)).toMatchObject({
      field: "orderStatus",
      from: "Packed",
      to: "Shipped",
      actor: `staff:${staff.email}`,
      note: "Blue Dart AWB 1234567890",
    });
    const audit = (await get(`/api/admin/audit?entity=order&q=${orderId}`, owner.accessToken)).json().data;
    expect(audit[0]).toMatchObject({
      actor: staff.email,
      action: "order.status",
      before: { orderStatus: "Packed" },
      after: { orderStatus: "Shipped", note: "Blue Dart AWB 1234567890" },
    });
    const skip = await move(orderId, { status: "Delivered" });
    expect(skip.statusCode).toBe(409);
  });

  it("refuses to cancel a paid order with the plain move, pointing to Cancel and refund", async () => {
    const code = await insertCoupon(t, { percentage_offer: 10 });
    const { orderId, product } = await paidOrder(undefined, { stock: 5, quantity: 2, coupon: code });
    expect(await productStock(t, product)).toMatchObject({ stock: 3 });
    for (const token of [staff.accessToken, owner.accessToken, TEST_SECRETS.adminToken]) {
      const cancelled = await move(orderId, { status: "Cancelled", note: "Customer asked" }, token);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toMatchObject({
        code: "ILLEGAL_STATUS_CHANGE",
        message: `Order ${orderId} is paid: use "Cancel and refund" to cancel it and give the money back.`,
      });
    }
    // Nothing moved: the stock and the coupon use stay with the order.
    expect(await productStock(t, product)).toMatchObject({ stock: 3 });
    expect(await couponUses(t, code)).toBe(1);
    expect((await get(`/api/admin/orders/${orderId}`)).json().data.order.orderStatus).toBe("Pending");
  });

  it("an unpaid order offers only Cancelled; its invoice is not ready", async () => {
    const user = await createTestUser(t);
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 100, stock: 5 });
    const placed = await postOrder(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order_id;
    const page = (await get(`/api/admin/orders/${orderId}`)).json().data;
    expect(page.allowedMoves).toEqual(["Cancelled"]);
    const invoice = await get(`/api/admin/orders/${orderId}/invoice`);
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().code).toBe("INVOICE_NOT_READY");
  });

  it("prints any order's invoice; an unknown order is 404", async () => {
    const { orderId } = await paidOrder();
    const invoice = await get(`/api/admin/orders/${orderId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().data.invoice_number).toBeTruthy();
    expect((await get("/api/admin/orders/ORD-NOPE")).statusCode).toBe(404);
  });

  it("the automation token still moves orders (and is audited as such); a customer cannot", async () => {
    const { user, orderId } = await paidOrder();
    const byToken = await move(orderId, { status: "Processing" }, TEST_SECRETS.adminToken);
    expect(byToken.statusCode).toBe(200);
    const byCustomer = await move(orderId, { status: "Packed" }, user.accessToken);
    expect(byCustomer.statusCode).toBe(401);
    const audit = (await get(`/api/admin/audit?entity=order&q=${orderId}`, owner.accessToken)).json().data;
    expect(audit[0]).toMatchObject({ actor: "admin-token", staff_id: null });
    const list = await get("/api/admin/orders", user.accessToken);
    expect(list.statusCode).toBe(401);
  });
});
