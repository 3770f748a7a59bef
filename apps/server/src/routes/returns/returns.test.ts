// Returns over HTTP on PGlite and PostgreSQL (issue 33, "Returns"): a request through every state to
// its refund and credit note, the stock movements of restock and write-off, the e-mails, and the
// refusals (outside the window, a non-returnable category, too many units, someone else's order, a
// second open request for a line, an order not delivered, returns turned off, a photo not uploaded).
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, outboxMails, stockMovements, stores } from "../../db/schema.js";
import {
  insertAddress,
  insertProduct,
  loggedInAgain,
  orderBody,
  payThroughSandbox,
  productStock,
} from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../test-support/staff.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;
const DAY = 24 * 60 * 60 * 1000;

describe.each(await testDatabaseKinds())("returns on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
    await t.ctx.db
      .update(stores)
      .set({ return_window_days: 7, non_returnable_categories: ["henna-cones"] })
      .where(eq(stores.main_id, "demo-store"));
  });
  afterAll(() => t.close());

  const admin = (method: "GET" | "POST", url: string, payload?: Json) =>
    t.request({
      method,
      url: `/api/admin/returns${url}`,
      token: staff.accessToken,
      ...(payload ? { payload } : {}),
    });
  const ask = (buyer: TestUser, orderId: string, payload: Json) =>
    t.request({
      method: "POST",
      url: `/api/payment/order/${orderId}/returns`,
      token: buyer.accessToken,
      payload,
    });
  const returnsOf = async (buyer: TestUser, orderId: string) => {
    const res = await t.request({
      method: "GET",
      url: `/api/payment/order/${orderId}/returns`,
      token: buyer.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const mailsTo = async (email: string) =>
    (await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, email))).map((mail) => mail.text);

  /** A paid order of ₹300 × 3 (and a henna cone), moved to Delivered now. */
  async function deliveredOrder(options: { deliver?: boolean } = {}) {
    const buyer = await createTestUser(t);
    const address = await insertAddress(t, buyer);
    const product = await insertProduct(t, { price: 300, stock: 10 });
    const cone = await insertProduct(t, { price: 100, stock: 10, category: "henna-cones" });
    const orderId = await payThroughSandbox(
      t,
      buyer,
      orderBody({
        lines: [
          { product_id: product, quantity: 3 },
          { product_id: cone, quantity: 1 },
        ],
        address,
      }),
    );
    const moves = ["Processing", "Packed", "Shipped", "Out for delivery", "Delivered"];
    for (const status of options.deliver === false ? moves.slice(0, 3) : moves) {
      const moved = await t.request({
        method: "POST",
        url: `/api/admin/orders/${orderId}/status`,
        token: staff.accessToken,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const view = await returnsOf(buyer, orderId);
    const [line, coneLine] = view.lines as { item_id: number }[];
    if (!line || !coneLine) throw new Error("no lines");
    return { buyer, orderId, product, cone, line: line.item_id, coneLine: coneLine.item_id, view };
  }

  it("request, approve, receive, restock, refund: stock back, a credit note, the customer told", async () => {
    const { buyer, orderId, product, line, coneLine, view } = await deliveredOrder();
    expect(view).toMatchObject({
      can_request: true,
      problem: null,
      window_days: 7,
      lines: [
        { item_id: line, quantity: 3, returnable: 3, problem: null },
        { item_id: coneLine, quantity: 1, returnable: 0, problem: "This item cannot be returned." },
      ],
      returns: [],
    });
    expect(new Date(view.deadline).getTime() - t.now().getTime()).toBeLessThanOrEqual(7 * DAY);

    const made = await ask(buyer, orderId, {
      lines: [{ item_id: line, quantity: 2 }],
      reason: "damaged",
      note: "Two packs arrived torn",
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data).toMatchObject({ state: "requested", lines: [{ item_id: line, quantity: 2 }] });
    expect(await mailsTo(buyer.email)).toContainEqual(
      expect.stringContaining(`We have received your return request for order ${orderId}.`),
    );

    const inbox = await admin("GET", "?state=requested");
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().data).toContainEqual(
      expect.objectContaining({ id, customer_email: buyer.email, actions: ["approve", "reject"] }),
    );
    expect(inbox.json().waiting).toBeGreaterThanOrEqual(1);

    const approved = await admin("POST", `/${id}/approve`, { pickup_note: "Courier on Tuesday, 10 to 1" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: "approved", actions: ["receive"] });
    expect(await mailsTo(buyer.email)).toContainEqual(
      expect.stringContaining("is approved. Pickup: Courier on Tuesday, 10 to 1"),
    );
    // Money goes back only for goods the shop holds.
    expect((await admin("POST", `/${id}/refund`, { method: "gateway" })).statusCode).toBe(409);

    const received = await admin("POST", `/${id}/receive`);
    expect(received.json().data).toMatchObject({ state: "received", actions: ["restock", "write_off"] });
    const before = await productStock(t, product);
    const restocked = await admin("POST", `/${id}/restock`, { note: "Boxes fine" });
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json().data).toMatchObject({ state: "restocked", actions: ["refund"] });
    expect(await productStock(t, product)).toMatchObject({ stock: (before?.stock ?? 0) + 2 });
    const moves = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.product_id, product));
    expect(moves).toEqual([expect.objectContaining({ delta: 2, reason: "returned", staff_id: staff.id })]);

    const refunded = await admin("POST", `/${id}/refund`, { method: "gateway" });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      state: "refunded",
      actions: [],
      refund: { amount: 600, state: "processed" },
    });
    const notes = await t.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refund_ref, refunded.json().data.refund.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.total).toBe(600);
    // A second click finds it refunded; the gateway refunded once.
    expect((await admin("POST", `/${id}/refund`, { method: "gateway" })).statusCode).toBe(409);

    const after = await returnsOf(buyer, orderId);
    expect(after.returns).toEqual([
      expect.objectContaining({ id, state: "refunded", refund: expect.objectContaining({ amount: 600 }) }),
    ]);
    // The 1 unit left can still be returned; the 2 refunded cannot.
    expect(after.lines[0]).toMatchObject({ returnable: 1 });
    expect(
      (await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 2 }], reason: "quality" })).statusCode,
    ).toBe(409);
  });

  it("write off: the units stay off sale, recorded as a movement of 0", async () => {
    const { buyer, orderId, product, line } = await deliveredOrder();
    const id = (
      await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 1 }], reason: "quality" })
    ).json().data.id;
    await admin("POST", `/${id}/approve`, { pickup_note: "Send it to our office" });
    await admin("POST", `/${id}/receive`);
    const stock = await productStock(t, product);
    const off = await admin("POST", `/${id}/write-off`, { note: "Opened" });
    expect(off.json().data).toMatchObject({ state: "written_off" });
    expect(await productStock(t, product)).toEqual(stock);
    const moves = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.product_id, product), eq(stockMovements.reason, "written_off")));
    expect(moves).toEqual([
      expect.objectContaining({ delta: 0, note: expect.stringContaining("1 written off") }),
    ]);
    const refunded = await admin("POST", `/${id}/refund`, { method: "gateway" });
    expect(refunded.json().data).toMatchObject({ state: "refunded", refund: { amount: 300 } });
  });

  it("reject: the reason is mailed and the line may be asked for again", async () => {
    const { buyer, orderId, line } = await deliveredOrder();
    const id = (
      await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 1 }], reason: "other" })
    ).json().data.id;
    const blank = await admin("POST", `/${id}/reject`, { reason: "   " });
    expect(blank.statusCode).toBe(400);
    const rejected = await admin("POST", `/${id}/reject`, { reason: "Opened packs cannot be returned" });
    expect(rejected.json().data).toMatchObject({
      state: "rejected",
      reject_reason: "Opened packs cannot be returned",
    });
    expect(await mailsTo(buyer.email)).toContainEqual(
      expect.stringContaining(`was declined: Opened packs cannot be returned`),
    );
    const twice = await admin("POST", `/${id}/approve`, { pickup_note: "x" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "ILLEGAL_RETURN_MOVE" });
    expect(
      (await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 3 }], reason: "other" })).statusCode,
    ).toBe(201);
  });

  it("refusals: open request, too many units, non-returnable, someone else's order, not delivered, window", async () => {
    const { buyer, orderId, line, coneLine } = await deliveredOrder();
    const refused = async (who: TestUser, order: string, payload: Json, status: number, message: string) => {
      const res = await ask(who, order, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused(
      buyer,
      orderId,
      { lines: [{ item_id: line, quantity: 4 }], reason: "damaged" },
      409,
      "More units than you can return for this item.",
    );
    await refused(
      buyer,
      orderId,
      { lines: [{ item_id: coneLine, quantity: 1 }], reason: "damaged" },
      409,
      "This item cannot be returned.",
    );
    await refused(
      buyer,
      orderId,
      { lines: [{ item_id: 999999, quantity: 1 }], reason: "damaged" },
      409,
      "That item is not part of this order.",
    );
    await refused(
      buyer,
      orderId,
      { lines: [{ item_id: line, quantity: 0 }], reason: "damaged" },
      409,
      "Choose at least one item to return.",
    );
    await refused(
      buyer,
      orderId,
      { lines: [{ item_id: line, quantity: 1 }], reason: "damaged", photos: ["/media/x/320.webp"] },
      400,
      "Add photos with the upload button of this form.",
    );
    const stranger = await createTestUser(t);
    await refused(
      stranger,
      orderId,
      { lines: [{ item_id: line, quantity: 1 }], reason: "damaged" },
      404,
      "Order not found",
    );
    expect(
      (await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 1 }], reason: "damaged" })).statusCode,
    ).toBe(201);
    await refused(
      buyer,
      orderId,
      { lines: [{ item_id: line, quantity: 1 }], reason: "damaged" },
      409,
      "A return is already open for this item.",
    );

    // A Hindi reader reads the refusal in Hindi.
    const chosen = await t.request({
      method: "PUT",
      url: `/api/registeruser/api/user/${buyer.user_id}/language`,
      token: buyer.accessToken,
      payload: { language: "hi" },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const inHindi = await ask(buyer, orderId, {
      lines: [{ item_id: coneLine, quantity: 1 }],
      reason: "damaged",
    });
    expect(inHindi.json().message).toBe("यह चीज़ वापस नहीं की जा सकती।");

    const early = await deliveredOrder({ deliver: false });
    await refused(
      early.buyer,
      early.orderId,
      { lines: [{ item_id: early.line, quantity: 1 }], reason: "damaged" },
      409,
      "Only a delivered order can be returned.",
    );

    const late = await deliveredOrder();
    t.advance(7 * DAY + 1000);
    try {
      // Tokens issued before the jump have expired; the owner of the order signs in again.
      const again = await loggedInAgain(t, late.buyer);
      await refused(
        again,
        late.orderId,
        { lines: [{ item_id: late.line, quantity: 1 }], reason: "damaged" },
        409,
        "The return window for this order has closed.",
      );
      expect(await returnsOf(again, late.orderId)).toMatchObject({
        can_request: false,
        problem: "The return window for this order has closed.",
      });
    } finally {
      // So are the staff member's: the next tests sign in a new one.
      staff = await createTestStaff(t, "staff");
    }
  });

  it("returns off: a window of 0 days refuses every request; the policy and store setup say so", async () => {
    const owner = await createTestStaff(t, "owner");
    const setup = await t.request({ method: "GET", url: "/api/admin/store-setup", token: owner.accessToken });
    const { refund_staff_limit: _limit, ...selling } = setup.json().data.selling;
    const put = (changes: Json) =>
      t.request({
        method: "PUT",
        url: "/api/admin/store-setup/selling",
        token: owner.accessToken,
        payload: { ...selling, ...changes },
      });
    const off = await put({ return_window_days: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.selling).toMatchObject({
      return_window_days: 0,
      non_returnable_categories: ["henna-cones"],
    });
    try {
      const policy = await t.request({ method: "GET", url: "/api/returns/policy/demo-store" });
      expect(policy.json().data).toMatchObject({ window_days: 0 });
      const { buyer, orderId, line } = await deliveredOrder();
      const res = await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 1 }], reason: "damaged" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("This shop does not accept returns.");
      expect((await put({ return_window_days: 400 })).statusCode).toBe(400);
    } finally {
      const back = await put({
        return_window_days: 7,
        non_returnable_categories: ["henna-cones", " henna-cones "],
      });
      expect(back.json().data.selling).toMatchObject({
        return_window_days: 7,
        non_returnable_categories: ["henna-cones"],
      });
    }
  });

  it("photos: a customer uploads up to 3 through the media pipeline and attaches their own only", async () => {
    const { buyer, orderId, line } = await deliveredOrder();
    const pixels = Buffer.alloc(64 * 48 * 3, 90);
    const jpeg = await sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
      .jpeg()
      .toBuffer();
    const upload = (who: TestUser, body: Buffer) =>
      t.request({
        method: "POST",
        url: "/api/payment/returns/photos",
        token: who.accessToken,
        headers: { "content-type": "application/octet-stream" },
        payload: body,
      });
    const photo = await upload(buyer, jpeg);
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await upload(buyer, Buffer.from("not a picture"))).statusCode).toBe(400);
    const stranger = await createTestUser(t);
    const theirs = (await upload(stranger, jpeg)).json().data.url;
    const withTheirs = await ask(buyer, orderId, {
      lines: [{ item_id: line, quantity: 1 }],
      reason: "damaged",
      photos: [theirs],
    });
    expect(withTheirs.statusCode).toBe(400);
    const four = await ask(buyer, orderId, {
      lines: [{ item_id: line, quantity: 1 }],
      reason: "damaged",
      photos: Array(4).fill(photo.json().data.url),
    });
    expect(four.statusCode).toBe(400);
    const made = await ask(buyer, orderId, {
      lines: [{ item_id: line, quantity: 1 }],
      reason: "damaged",
      photos: [photo.json().data.url],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.photos).toEqual([photo.json().data.url]);
  });

  it("the inbox filters open requests and finds an order id", async () => {
    const { buyer, orderId, line } = await deliveredOrder();
    const id = (
      await ask(buyer, orderId, { lines: [{ item_id: line, quantity: 1 }], reason: "wrong_item" })
    ).json().data.id;
    const found = await admin("GET", `?state=open&q=${orderId}`);
    expect(found.json()).toMatchObject({ total: 1, data: [{ id, order_id: orderId }] });
    await admin("POST", `/${id}/reject`, { reason: "Not our product" });
    expect((await admin("GET", `?state=open&q=${orderId}`)).json()).toMatchObject({ total: 0, data: [] });
    expect((await admin("GET", "/999999")).statusCode).toBe(404);
    const customer = await t.request({ method: "GET", url: "/api/admin/returns", token: buyer.accessToken });
    expect(customer.statusCode).toBe(401);
  });
});
