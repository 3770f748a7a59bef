// The back office's coupons over HTTP on PGlite and PostgreSQL: a coupon made here is applied by a
// shopper's coupon check and order at once; bad input gets field errors; a used coupon keeps its code,
// cannot be deleted (a clear 409) and is ended instead, after which the shop refuses it; every write
// is in the audit log; tokens that are not staff are refused.
import {
  COUPON_CODE_KEPT,
  COUPON_FLAT_NOT_BELOW_MINIMUM,
  COUPON_PERCENT_INVALID,
  couponLimitBelowUses,
  couponUsedNotDeletable,
} from "@henna/domain/coupon-validity";
import { INVALID_COUPON } from "@henna/domain/messages";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
} from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

describe.each(await testDatabaseKinds())("back-office coupons on %s", (kind) => {
  let t: TestApp;
  let staff: TestStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await createTestStaff(t, "staff");
  });
  afterAll(() => t.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    token = staff.accessToken,
  ) => t.request({ method, url: `/api/admin/coupons${url}`, ...(payload ? { payload } : {}), token });
  const check = (code: string) =>
    t.request({ method: "GET", url: `/api/coupon/check/${code}`, headers: { "x-main-id": "demo-store" } });
  const lastAudit = async (id: number) => {
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entity_id, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  };

  it("refuses no token and a customer's token", async () => {
    const customer = await createTestUser(t);
    expect((await call("GET", "", undefined, "")).statusCode).toBe(401);
    const res = await call(
      "POST",
      "",
      { code: "NOPE10", kind: "percent", amount: 10, status: "Active" },
      customer.accessToken,
    );
    expect([401, 403]).toContain(res.statusCode);
    expect((await check("NOPE10")).statusCode).toBe(404);
  });

  it("adds a coupon a shopper applies at once, in the list with its uses, in the audit log", async () => {
    const made = await call("POST", "", {
      code: " monsoon15 ",
      kind: "percent",
      amount: 15,
      min_amount: 300,
      usage_limit: 50,
      valid_from: new Date(t.now().getTime() - 60_000).toISOString(),
      valid_to: new Date(t.now().getTime() + 86_400_000).toISOString(),
      status: "Active",
    });
    expect(made.statusCode, made.body).toBe(201);
    const coupon = made.json().data;
    expect(coupon).toMatchObject({
      code: "MONSOON15",
      kind: "percent",
      amount: 15,
      min_amount: 300,
      used_count: 0,
      deletable: true,
    });
    const applied = await check("monsoon15");
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().couponData).toMatchObject({
      code: "MONSOON15",
      percentage_offer: 15,
      price_offer: null,
      min_amount: 300,
    });
    expect((await call("GET", "")).json().data[0]).toMatchObject({ id: coupon.id, usage_limit: 50 });
    expect(await lastAudit(coupon.id)).toMatchObject({ action: "coupon.create", actor: staff.email });

    const twice = await call("POST", "", { code: "MONSOON15", kind: "flat", amount: 10, status: "Active" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: "COUPON_CODE_TAKEN",
      message: "There is already a coupon MONSOON15.",
    });
  });

  it("answers bad input with 400 and the fields' messages", async () => {
    const res = await call("POST", "", {
      code: "A B",
      kind: "percent",
      amount: 120,
      usage_limit: 0,
      status: "Active",
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["body.code", "body.amount", "body.usage_limit"]));
    expect(res.json().errors).toContainEqual({ field: "body.amount", message: COUPON_PERCENT_INVALID });
    const flat = await call("POST", "", {
      code: "FLAT500",
      kind: "flat",
      amount: 500,
      min_amount: 499,
      status: "Active",
    });
    expect(flat.json().errors).toEqual([{ field: "body.amount", message: COUPON_FLAT_NOT_BELOW_MINIMUM }]);
    const kindless = await call("POST", "", { code: "X100", kind: "bogo", amount: 1, status: "Active" });
    expect(kindless.statusCode).toBe(400);
    const dates = await call("POST", "", {
      code: "LATE10",
      kind: "percent",
      amount: 10,
      valid_from: "2026-12-10T00:00:00Z",
      valid_to: "2026-12-01T00:00:00Z",
      status: "Active",
    });
    expect(dates.json().errors[0]).toMatchObject({ field: "body.valid_to" });
  });

  it("a used coupon keeps its code, is not deleted but ended, and the shop then refuses it", async () => {
    const made = (
      await call("POST", "", {
        code: "USED100",
        kind: "flat",
        amount: 100,
        min_amount: 499,
        status: "Active",
      })
    ).json().data;
    const buyer = await createTestUser(t, { mobile: "9123456789" });
    const address = await insertAddress(t, buyer);
    const product = await insertProduct(t, { price: 600, stock: 5 });
    await payThroughSandbox(
      t,
      buyer,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address, coupon: "used100" }),
    );
    const listed = (await call("GET", "")).json().data.find((c: { id: number }) => c.id === made.id);
    expect(listed).toMatchObject({ used_count: 1, deletable: false });

    const input = { code: "USED100", kind: "flat", amount: 100, min_amount: 499, status: "Active" };
    const renamed = await call("PUT", `/${made.id}`, { ...input, code: "USED200" });
    expect(renamed.json().errors).toEqual([{ field: "body.code", message: COUPON_CODE_KEPT }]);
    const below = await call("PUT", `/${made.id}`, { ...input, usage_limit: 0 });
    expect(below.statusCode).toBe(400);
    const limited = await call("PUT", `/${made.id}`, { ...input, usage_limit: 1 });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(couponLimitBelowUses(1)).toMatch(/used 1 time already/);

    const deleted = await call("DELETE", `/${made.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: "COUPON_USED", message: couponUsedNotDeletable(1) });

    const ended = await call("POST", `/${made.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: "Inactive", valid_to: t.now().toISOString() });
    const refused = await check("USED100");
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INVALID_COUPON);
    expect(await lastAudit(made.id)).toMatchObject({ action: "coupon.end", after: { status: "Inactive" } });
  });

  it("deletes a coupon no order used", async () => {
    const made = (
      await call("POST", "", { code: "SPARE5", kind: "percent", amount: 5, status: "Inactive" })
    ).json().data;
    expect((await call("DELETE", `/${made.id}`)).statusCode).toBe(200);
    expect((await call("GET", "")).json().data.some((c: { id: number }) => c.id === made.id)).toBe(false);
    expect(await lastAudit(made.id)).toMatchObject({ action: "coupon.delete", before: { code: "SPARE5" } });
    expect((await call("DELETE", `/${made.id}`)).statusCode).toBe(404);
  });
});
