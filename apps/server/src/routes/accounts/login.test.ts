import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientIp, newEmail, post } from "../../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

const LOGIN = "/api/loginuser";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("login on %s", (kind) => {
  let t: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    shopper = await createTestUser(t, { full_name: "Meera Shah", mobile: "9820012345" });
  });
  afterAll(() => t.close());

  it("answers the stored login record and a working token pair", async () => {
    const res = await post(t, LOGIN, {
      email: ` ${shopper.email.toUpperCase()}`.trim(),
      password: shopper.password,
      main_id: "demo-store",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: "Login successful!",
      user: {
        user_id: shopper.user_id,
        id: shopper.user_id,
        full_name: "Meera Shah",
        name: "Meera Shah",
        email: shopper.email,
        mobile: "9820012345",
        user_gstNo: "",
        language: "en",
      },
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const me = await t.request({
      method: "GET",
      url: `/api/registeruser/single/${shopper.user_id}`,
      token: body.accessToken,
    });
    expect(me.statusCode).toBe(200);
    const refreshed = await post(t, "/api/auth/refresh", { refreshToken: body.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  it.each([
    { given: "a wrong password", body: () => ({ email: shopper.email, password: "wrong-password" }) },
    { given: "an unknown e-mail", body: () => ({ email: newEmail("nobody"), password: "secret123" }) },
    { given: "the password in another case", body: () => ({ email: shopper.email, password: "SECRET123" }) },
  ])("refuses $given with the same 401", async ({ body }) => {
    const res = await post(t, LOGIN, body());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      isError: true,
      success: false,
      requestId: expect.any(String),
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password.",
      msg: "Invalid email or password.",
    });
  });

  it("a login for another store does not find this store's account", async () => {
    const res = await post(t, LOGIN, {
      email: shopper.email,
      password: shopper.password,
      main_id: "other-store",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isError: true, message: "Store not found" });
  });

  it("is limited per e-mail: the 11th try in 15 minutes gives 429 with Retry-After, even with the right password; it recovers after the window", async () => {
    const target = await createTestUser(t);
    for (let i = 1; i <= 10; i++) {
      const res = await post(t, LOGIN, { email: target.email, password: "wrong-password" });
      expect(res.statusCode, `try ${i}`).toBe(401);
    }
    const blocked = await post(t, LOGIN, { email: target.email, password: target.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a moment and try again.",
    });
    const wait = Number(blocked.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    t.advance((wait - 1) * 1000);
    expect((await post(t, LOGIN, { email: target.email, password: target.password })).statusCode).toBe(429);
    t.advance(1000);
    expect((await post(t, LOGIN, { email: target.email, password: target.password })).statusCode).toBe(200);
  });

  it("is limited per client address: 50 tries in 15 minutes across e-mails", async () => {
    const ip = newClientIp();
    for (let i = 1; i <= 50; i++) {
      const res = await post(t, LOGIN, { email: newEmail("spray"), password: "secret123" }, { ip });
      expect(res.statusCode, `try ${i}`).toBe(401);
    }
    const blocked = await post(t, LOGIN, { email: shopper.email, password: shopper.password }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The shopper from another address is not locked out by this client.
    expect((await post(t, LOGIN, { email: shopper.email, password: shopper.password })).statusCode).toBe(200);
  });
});
