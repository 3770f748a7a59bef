// Course fees over HTTP: an admission form, then its fee paid through the sandbox (pay now, or an
// advance with the rest at the center), tied to the caller's own admission and a real course.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "../../db/schema.js";
import { insertCoupon, newKey, sandboxPay, verify } from "../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Json = Record<string, unknown>;

describe.each(await testDatabaseKinds())("admission payments on %s", (kind) => {
  let t: TestApp;
  let course: number;
  let tea: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const bySku = async (sku: string) => {
      const [row] = await t.ctx.db
        .select({ id: products.product_id })
        .from(products)
        .where(and(eq(products.main_id, "demo-store"), eq(products.sku, sku)));
      if (!row) throw new Error(`seed has no ${sku}`);
      return row.id;
    };
    course = await bySku("MC-COURSE-BASIC");
    tea = await bySku("MC-TEA-KAHWA");
  });
  afterAll(() => t.close());

  async function admitted(): Promise<{ user: TestUser; admission: number }> {
    const user = await createTestUser(t, { full_name: "Riya Kapoor" });
    const res = await t.request({
      method: "POST",
      url: "/api/admission",
      token: user.accessToken,
      payload: {
        name: "Riya Kapoor",
        fatherName: "Anil Kapoor",
        motherName: "Sunita Kapoor",
        dob: "2008-05-14",
        aadhar: "123412341234",
        gender: "Female",
        school: "St. Mary's",
        address: "12 Hill Road, Malad East",
        pincode: "400097",
        mobile: "9876501234",
        email: user.email,
        center: "Malad (E)",
        rulesAgreed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { user, admission: (res.json() as { data: { id: number } }).data.id };
  }

  const create = (user: TestUser | null, body: Json, url = "/api/admission-pay", key = newKey()) =>
    t.request({
      method: "POST",
      url,
      token: user?.accessToken,
      headers: { "idempotency-key": key },
      payload: body,
    });
  const single = (user: TestUser | null, id: string) =>
    t.request({ method: "GET", url: `/api/admission-pay/single/${id}`, token: user?.accessToken });

  it("pays a course fee end to end through the sandbox", async () => {
    const { user, admission } = await admitted();
    const res = await create(user, {
      course_product_id: course,
      admission_id: admission,
      payment_mode: "Pay now",
      amountafterdiscount: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json & { razorpay_order: { id: string; amount: number }; receipt_id: string };
    // Sale price 4999, GST included (no tax line on top); no delivery for a course.
    expect(body.razorpay_order.amount).toBe(499900);

    const pending = await single(user, body.receipt_id);
    expect(pending.json().data).toMatchObject({ status: "Pending", course_title: "Basic Mehendi Course" });

    const paid = await sandboxPay(t, body.razorpay_order.id);
    // The order flow's verify does not take a course payment, and vice versa.
    expect((await verify(t, user, paid.json() as Json)).statusCode).toBe(404);
    const verified = await verify(t, user, paid.json() as Json, "/api/admission-pay/verify");
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ success: true, order_id: body.order_id, receipt_id: body.receipt_id });

    for (const id of [body.receipt_id, body.order_id as string]) {
      const got = await single(user, id);
      expect(got.statusCode).toBe(200);
      expect(got.json().data).toEqual({
        order_id: body.order_id,
        receipt_id: body.receipt_id,
        createdAt: expect.any(String),
        user_name: "Riya Kapoor",
        payment_mode: "Pay now",
        amountafterdiscount: 4999,
        advance_amount: 4999,
        remaining_amount: 0,
        status: "Success",
        admission_id: admission,
        course_product_id: course,
        course_title: "Basic Mehendi Course",
        razorpay_payment_id: (paid.json() as Json).razorpay_payment_id,
      });
    }
    // Course payments are not product orders.
    const list = await t.request({
      method: "GET",
      url: `/api/payment/${user.user_id}`,
      token: user.accessToken,
    });
    expect(list.json().data).toEqual([]);
  });

  it("pays only the advance online for pay later, with a coupon on the fee", async () => {
    const { user, admission } = await admitted();
    const code = await insertCoupon(t, { price_offer: 999 });
    const res = await create(
      user,
      {
        course_product_id: course,
        admission_id: admission,
        payment_mode: "Pay on delivery",
        coupon_code: code,
      },
      "/api/admission-pay/paydelivery",
    );
    expect(res.statusCode, res.body).toBe(201);
    // 4999 − 999 = 4000, GST included; 20% advance = 800.
    expect(res.json()).toMatchObject({
      advance_amount: 800,
      remaining_amount: 3200,
      razorpay_order: { amount: 80000 },
    });
    const paid = await sandboxPay(t, res.json().razorpay_order.id);
    expect((await verify(t, user, paid.json() as Json, "/api/admission-pay/verify")).statusCode).toBe(200);
    expect((await single(user, res.json().receipt_id)).json().data).toMatchObject({
      status: "Success",
      amountafterdiscount: 4000,
      advance_amount: 800,
      remaining_amount: 3200,
    });
  });

  it("needs the caller's own admission and a course; someone else's payment is 404", async () => {
    const { user, admission } = await admitted();
    const other = await admitted();
    const notCourse = await create(user, {
      course_product_id: tea,
      admission_id: admission,
      payment_mode: "Pay now",
    });
    expect(notCourse.statusCode).toBe(400);
    const othersAdmission = await create(user, {
      course_product_id: course,
      admission_id: other.admission,
      payment_mode: "Pay now",
    });
    expect(othersAdmission.statusCode).toBe(404);
    expect(
      (await create(null, { course_product_id: course, admission_id: admission, payment_mode: "Pay now" }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await create(user, {
          course_product_id: course,
          admission_id: admission,
          payment_mode: "Pay now",
          user_id: other.user.user_id,
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.user_id))).toEqual([]);

    const mine = await create(user, {
      course_product_id: course,
      admission_id: admission,
      payment_mode: "Pay now",
    });
    expect((await single(other.user, mine.json().receipt_id)).statusCode).toBe(404);
    expect((await single(null, mine.json().receipt_id)).statusCode).toBe(401);
    expect((await single(user, "RCPTUNKNOWN")).statusCode).toBe(404);
    const paid = await sandboxPay(t, mine.json().razorpay_order.id);
    expect((await verify(t, other.user, paid.json() as Json, "/api/admission-pay/verify")).statusCode).toBe(
      404,
    );
  });

  it("replays a retried payment request and refuses a changed one with the same key", async () => {
    const { user, admission } = await admitted();
    const key = newKey();
    const body = { course_product_id: course, admission_id: admission, payment_mode: "Pay now" };
    const first = await create(user, body, "/api/admission-pay", key);
    const again = await create(user, body, "/api/admission-pay", key);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const changed = await create(user, { ...body, coupon_code: "WELCOME10" }, "/api/admission-pay", key);
    expect(changed.json()).toMatchObject({ code: "IDEMPOTENCY_MISMATCH" });
  });
});
