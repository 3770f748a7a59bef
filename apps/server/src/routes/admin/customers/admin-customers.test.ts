// Customers in the back office over HTTP: search by name, e-mail or mobile (server-paged), one
// customer's orders, addresses and admissions, and blocking: every session ends at once, sign-in
// (password and the reset code) says the account is blocked, and unblocking lets them in again. Owner
// only, audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_BLOCKED_MESSAGE } from "../../../services/customer-block.js";
import { lastOtp, newClientIp, post } from "../../../test-support/account-kit.js";
import {
  insertAddress,
  insertProduct,
  orderBody,
  payThroughSandbox,
} from "../../../test-support/checkout-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

describe.each(await testDatabaseKinds())("back-office customers on %s", (kind) => {
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
  const block = (userId: number, token?: string) =>
    t.request({
      method: "POST",
      url: `/api/admin/customers/${userId}/block`,
      payload: { reason: "Fake orders" },
      ...(token ? { token } : {}),
    });
  const unblock = (userId: number, token = owner.accessToken) =>
    t.request({ method: "DELETE", url: `/api/admin/customers/${userId}/block`, token });

  it("searches customers by name, e-mail or mobile, server-paged", async () => {
    const a = await createTestUser(t, { full_name: "Zoya Qureshi", mobile: "9000011111" });
    const b = await createTestUser(t, { full_name: "Zubin Qadri", mobile: "9000022222" });
    const ids = async (q: string) =>
      (await get(`/api/admin/customers?q=${encodeURIComponent(q)}&limit=200`))
        .json()
        .data.map((row: { user_id: number }) => row.user_id);
    expect(await ids("zoya")).toEqual([a.user_id]);
    expect(await ids("+91 90000-22222")).toEqual([b.user_id]);
    expect(await ids(b.email.toUpperCase())).toEqual([b.user_id]);
    const page = (await get("/api/admin/customers?q=Q&limit=1")).json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ user_id: b.user_id, blocked: false, orders_count: 0 });
    expect((await get("/api/admin/customers?limit=500")).statusCode).toBe(400);
  });

  it("shows one customer's orders, addresses and admissions", async () => {
    const user = await createTestUser(t, { full_name: "Pooja Nair", mobile: "9123456789" });
    const address = await insertAddress(t, user);
    const product = await insertProduct(t, { price: 300, stock: 5 });
    const orderId = await payThroughSandbox(
      t,
      user,
      orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
    );
    const res = await get(`/api/admin/customers/${user.user_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ user_id: user.user_id, email: user.email, orders_count: 1, admissions: [] });
    expect(data.orders).toEqual([expect.objectContaining({ order_id: orderId, status: "Success" })]);
    expect(data.addresses.map((a: { id: number }) => a.id)).toEqual([address]);
    expect((await get("/api/admin/customers/999999")).statusCode).toBe(404);
  });

  it("blocks a customer: their sessions end at once and every sign-in says the account is blocked", async () => {
    const user = await createTestUser(t, { full_name: "Blocked Bhavna" });
    const me = () =>
      t.request({ method: "GET", url: `/api/registeruser/single/${user.user_id}`, token: user.accessToken });
    expect((await me()).statusCode).toBe(200);

    const res = await block(user.user_id, owner.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { blocked: true },
      message: "Customer blocked. They have been signed out everywhere.",
    });
    expect((await me()).statusCode).toBe(401);
    expect((await post(t, "/api/auth/refresh", { refreshToken: user.refreshToken })).statusCode).toBe(401);

    const login = await post(t, "/api/loginuser", { email: user.email, password: user.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: "ACCOUNT_BLOCKED", message: ACCOUNT_BLOCKED_MESSAGE });
    // A wrong password still says only that: nobody without the password learns of the block.
    const wrong = await post(t, "/api/loginuser", { email: user.email, password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);

    // The reset code proves the e-mail is theirs; the reset then says why it cannot go on.
    const ip = newClientIp();
    expect(
      (await post(t, "/api/registeruser/api/resetsend-otp", { email: user.email }, { ip })).statusCode,
    ).toBe(200);
    const otp = await lastOtp(t, user.email);
    expect(
      (await post(t, "/api/registeruser/api/verify-otp", { email: user.email, otp }, { ip })).statusCode,
    ).toBe(200);
    const reset = await post(
      t,
      "/api/registeruser/api/reset-password",
      { email: user.email, newPassword: "another123" },
      { ip },
    );
    expect(reset.statusCode).toBe(403);
    expect(reset.json().code).toBe("ACCOUNT_BLOCKED");

    const listed = (
      await get(`/api/admin/customers?q=${encodeURIComponent(user.email)}&blocked=true`)
    ).json();
    expect(listed.data.map((row: { user_id: number }) => row.user_id)).toEqual([user.user_id]);

    const open = await unblock(user.user_id);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.blocked).toBe(false);
    expect((await post(t, "/api/loginuser", { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );

    const audit = (await get(`/api/admin/audit?entity=customer&q=${user.user_id}`, owner.accessToken)).json()
      .data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(["customer.unblock", "customer.block"]);
    expect(audit[1]).toMatchObject({ actor: owner.email, after: { blocked: true, reason: "Fake orders" } });
  });

  it("lets only the owner block or unblock", async () => {
    const user = await createTestUser(t);
    expect((await block(user.user_id)).statusCode).toBe(401);
    expect((await block(user.user_id, user.accessToken)).statusCode).toBe(401);
    expect((await block(user.user_id, staff.accessToken)).statusCode).toBe(403);
    expect((await unblock(user.user_id, staff.accessToken)).statusCode).toBe(403);
    expect((await get("/api/admin/customers", user.accessToken)).statusCode).toBe(401);
    expect((await block(999999, owner.accessToken)).statusCode).toBe(404);
    const still = await t.request({
      method: "GET",
      url: `/api/registeruser/single/${user.user_id}`,
      token: user.accessToken,
    });
    expect(still.statusCode).toBe(200);
  });
});
