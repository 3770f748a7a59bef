// The academy in the back office over HTTP: class levels, the admissions list (search, center,
// paid/unpaid), one admission with the Aadhaar number masked, its fee payments, and the owner's reveal
// with a reason, written to the audit log. The number is never in the list, the audit entry or a log
// line; staff and customers cannot reveal it.
import { PassThrough } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stores } from "../../../db/schema.js";
import { newKey, sandboxPay, verify } from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser, type TestUser } from "../../../test-support/users.js";

const AADHAAR = "987654321098";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("back-office academy on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  let owner: TestStaff;
  let course: number;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) => logLines.push(chunk.toString("utf8")));
    t = await startTestApp(kind, { env: { LOG_LEVEL: "debug" }, logStream });
    staff = await createTestStaff(t, "staff");
    owner = await createTestStaff(t, "owner");
    const [row] = await t.ctx.db
      .select({ id: products.product_id })
      .from(products)
      .where(and(eq(products.main_id, "demo-store"), eq(products.sku, "MC-COURSE-BASIC")));
    if (!row) throw new Error("seed has no course");
    course = row.id;
  });
  afterAll(() => t.close());

  const get = (url: string, token = staff.accessToken) => t.request({ method: "GET", url, token });
  const reveal = (admission: number, reason: string, token?: string) =>
    t.request({
      method: "POST",
      url: `/api/admin/admissions/${admission}/aadhaar`,
      payload: { reason },
      ...(token ? { token } : {}),
    });

  async function admitted(name: string, options: { mobile?: string; center?: string } = {}) {
    const user = await createTestUser(t, { full_name: name });
    const res = await t.request({
      method: "POST",
      url: "/api/admission",
      token: user.accessToken,
      payload: {
        name,
        fatherName: "Anil Kapoor",
        motherName: "Sunita Kapoor",
        dob: "2008-05-14",
        aadhar: AADHAAR,
        gender: "Female",
        school: "St. Mary's",
        address: "12 Hill Road, Malad East",
        pincode: "400097",
        mobile: options.mobile ?? "9876501234",
        email: user.email,
        center: options.center ?? "Malad (E)",
        rulesAgreed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { user, admission: (res.json() as { data: { id: number } }).data.id };
  }

  async function payFee(user: TestUser, admission: number) {
    const res = await t.request({
      method: "POST",
      url: "/api/admission-pay",
      token: user.accessToken,
      headers: { "idempotency-key": newKey() },
      payload: { course_product_id: course, admission_id: admission, payment_mode: "Pay now" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const paid = await sandboxPay(t, res.json().razorpay_order.id);
    const verified = await verify(t, user, paid.json(), "/api/admission-pay/verify");
    expect(verified.statusCode, verified.body).toBe(200);
    return { orderId: res.json().order_id as string, paymentId: paid.json().razorpay_payment_id as string };
  }

  it("adds, renames and switches off class levels; the enquiry form offers only Active ones", async () => {
    const made = await t.request({
      method: "POST",
      url: "/api/admin/class-levels",
      token: staff.accessToken,
      payload: { name: "  Class  11 ", position: 50, active: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const level = made.json().data;
    expect(level).toMatchObject({ name: "Class 11", position: 50, active: true });
    const again = await t.request({
      method: "POST",
      url: "/api/admin/class-levels",
      token: staff.accessToken,
      payload: { name: "Class 11", position: 1, active: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("There is already a class level with this name.");
    const blank = await t.request({
      method: "POST",
      url: "/api/admin/class-levels",
      token: staff.accessToken,
      payload: { name: "   ", position: 1, active: true },
    });
    expect(blank.statusCode).toBe(400);
    const off = await t.request({
      method: "PUT",
      url: `/api/admin/class-levels/${level.id}`,
      token: staff.accessToken,
      payload: { name: "Class 11 (Science)", position: 50, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const all = (await get("/api/admin/class-levels")).json().data;
    expect(all).toContainEqual({ id: level.id, name: "Class 11 (Science)", position: 50, active: false });
    const offered = (await t.request({ method: "GET", url: "/api/class-level/all" })).json().data;
    expect(offered.map((l: { id: number }) => l.id)).not.toContain(level.id);
    const audit = (await get("/api/admin/audit?entity=class_level&limit=5", owner.accessToken)).json().data;
    expect(audit[0]).toMatchObject({ action: "class_level.update", after: { active: false } });
  });

  it("lists admissions server-paged, searched by name, mobile and e-mail, by center and paid/unpaid, without the Aadhaar number", async () => {
    const paid = await admitted("Meera Unpaidnot", { mobile: "9811122233", center: "Andheri" });
    const unpaid = await admitted("Kavya Nopay", { mobile: "9811144455", center: "Andheri" });
    await payFee(paid.user, paid.admission);
    const list = await get("/api/admin/admissions?center=Andheri&limit=50");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(AADHAAR);
    expect(list.body).not.toContain("aadhar");
    const ids = (url: string) =>
      get(url).then((res) => res.json().data.map((row: { id: number }) => row.id) as number[]);
    expect(await ids("/api/admin/admissions?center=Andheri&paid=paid&limit=200")).toEqual([paid.admission]);
    expect(await ids("/api/admin/admissions?center=Andheri&paid=unpaid&limit=200")).toEqual([
      unpaid.admission,
    ]);
    expect(await ids("/api/admin/admissions?q=nopay")).toEqual([unpaid.admission]);
    expect(await ids("/api/admin/admissions?q=%2B91%2098111%2044455")).toEqual([unpaid.admission]);
    expect(await ids(`/api/admin/admissions?q=${encodeURIComponent(paid.user.email.toUpperCase())}`)).toEqual(
      [paid.admission],
    );
    const first = (await get("/api/admin/admissions?center=Andheri&limit=1")).json();
    expect(first).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(first.data[0]).toMatchObject({ id: unpaid.admission, paid: false, amountPaid: 0 });
    const second = (await get("/api/admin/admissions?center=Andheri&limit=1&page=2")).json();
    expect(second.data[0]).toMatchObject({ id: paid.admission, paid: true, amountPaid: 4999 });
    expect((await get("/api/admin/admissions?paid=maybe")).statusCode).toBe(400);
  });

  it("offers the store's centers as the center filter, then any other center an admission names", async () => {
    const spec = ["Malad (E)", "Goregoan (W)", "Malad (W)", "Andheri"];
    const centersNow = async () => (await get("/api/admin/admissions?limit=1")).json().centers as string[];
    expect((await centersNow()).slice(0, 4)).toEqual(spec);
    await t.ctx.db
      .update(stores)
      .set({
        centers: [
          { name: "Head Office", type: "Our Office", address: "1 Main Road" },
          { name: "Thane", type: "Center", address: "2 Station Road" },
        ],
      })
      .where(eq(stores.main_id, "demo-store"));
    try {
      // Andheri stays choosable while admissions name it; the office is no center.
      const centers = await centersNow();
      expect(centers[0]).toBe("Thane");
      expect(centers).toContain("Andheri");
      expect(centers).not.toContain("Head Office");
    } finally {
      await t.ctx.db.update(stores).set({ centers: [] }).where(eq(stores.main_id, "demo-store"));
    }
  });

  it("shows one admission with the Aadhaar number masked and its fee payments, also in the payments list", async () => {
    const { user, admission } = await admitted("Riya Kapoor");
    const { orderId, paymentId } = await payFee(user, admission);
    const page = await get(`/api/admin/admissions/${admission}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain(AADHAAR);
    expect(page.json().data).toMatchObject({
      id: admission,
      aadharMasked: "XXXX XXXX 1098",
      user_email: user.email,
      payments: [
        {
          order_id: orderId,
          razorpay_payment_id: paymentId,
          amount: 4999,
          status: "Success",
          course: "Basic Mehendi Course",
        },
      ],
    });
    const payments = (await get(`/api/admin/admission-payments?q=${paymentId}`)).json();
    expect(payments.total).toBe(1);
    expect(payments.data[0]).toMatchObject({
      order_id: orderId,
      admission_id: admission,
      student: "Riya Kapoor",
    });
    expect((await get("/api/admin/admission-payments?status=Failed&q=Riya")).json().total).toBe(0);
    expect((await get("/api/admin/admissions/999999")).statusCode).toBe(404);
  });

  it("reveals the number to the owner for a reason, audited without the number, never cached or logged", async () => {
    const { admission } = await admitted("Anaya Shah");
    const short = await reveal(admission, "  because ", owner.accessToken);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Please say why you need the Aadhaar number (at least 10 characters).");
    const res = await reveal(admission, "Verifying the certificate name", owner.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ aadhar: AADHAAR });
    expect(res.headers["cache-control"]).toBe("no-store");

    const audit = await get("/api/admin/audit?entity=admission&limit=5", owner.accessToken);
    const entry = audit.json().data[0];
    expect(entry).toMatchObject({
      action: "admission.aadhaar_reveal",
      entity_id: String(admission),
      actor: owner.email,
      staff_id: owner.id,
      after: { reason: "Verifying the certificate name", student: "Anaya Shah" },
    });
    expect(audit.body).not.toContain(AADHAAR);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("")).not.toContain(AADHAAR);
  });

  it("refuses the reveal without a token, with a customer's token and to staff", async () => {
    const { user, admission } = await admitted("Isha Rao");
    const reason = "Checking the certificate details";
    expect((await reveal(admission, reason)).statusCode).toBe(401);
    expect((await reveal(admission, reason, user.accessToken)).statusCode).toBe(401);
    const asStaff = await reveal(admission, reason, staff.accessToken);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.body).not.toContain(AADHAAR);
    expect((await reveal(999999, reason, owner.accessToken)).statusCode).toBe(404);
    expect((await get("/api/admin/admissions", user.accessToken)).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/admin/admissions" })).statusCode).toBe(401);
    const audit = (await get("/api/admin/audit?entity=admission&limit=50", owner.accessToken)).json().data;
    expect(audit.filter((e: { entity_id: string }) => e.entity_id === String(admission))).toEqual([]);
  });
});
