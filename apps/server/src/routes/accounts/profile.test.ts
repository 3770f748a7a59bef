import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushTokens, users } from "../../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("profile and push tokens on %s", (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await createTestUser(t, { full_name: "Kavya Rao", mobile: "9876501234" });
    other = await createTestUser(t);
  });
  afterAll(() => t.close());

  // Every user route, with a body that is valid for the owner.
  const routes = [
    {
      name: "getRegisteredUser",
      method: "GET" as const,
      url: (id: number) => `/api/registeruser/single/${id}`,
    },
    {
      name: "updateUserContact",
      method: "PUT" as const,
      url: (id: number) => `/api/registeruser/api/user/${id}`,
      body: () => ({ mobile: "9876501234" }),
    },
    {
      name: "registerPushToken",
      method: "POST" as const,
      url: () => "/api/firebase/register-token",
      body: (id: number) => ({ user_id: id, deviceToken: `device-${id}-${Math.random()}` }),
    },
  ];
  const callers = [
    { who: "a guest", token: () => undefined, want: 401 },
    { who: "the owner", token: () => owner.accessToken, want: 200 },
    { who: "another user", token: () => other.accessToken, want: 403 },
    {
      who: "a forged token",
      // One character inside the signature changed (the last one carries padding bits a decoder may ignore).
      token: () => {
        const at = owner.accessToken.length - 10;
        const swapped = owner.accessToken[at] === "A" ? "B" : "A";
        return `${owner.accessToken.slice(0, at)}${swapped}${owner.accessToken.slice(at + 1)}`;
      },
      want: 401,
    },
  ];
  const matrix = routes.flatMap((route) => callers.map((caller) => ({ ...caller, route })));

  it.each(matrix)("$route.name by $who → $want", async ({ route, token, want }) => {
    const res = await t.request({
      method: route.method,
      url: route.url(owner.user_id),
      ...(route.body ? { payload: route.body(owner.user_id) } : {}),
      token: token(),
    });
    expect(res.statusCode).toBe(want);
    if (want !== 200) expect(res.json()).toMatchObject({ isError: true, success: false });
  });

  it("getRegisteredUser answers the caller's login record", async () => {
    const res = await t.request({
      method: "GET",
      url: `/api/registeruser/single/${owner.user_id}`,
      token: owner.accessToken,
    });
    expect(res.json()).toEqual({
      message: "User details fetched successfully.",
      user: {
        user_id: owner.user_id,
        id: owner.user_id,
        full_name: "Kavya Rao",
        name: "Kavya Rao",
        email: owner.email,
        mobile: "9876501234",
        user_gstNo: "",
        language: "en",
      },
    });
  });

  it("a deleted account answers 404 'User not found' (the browser then drops its login record)", async () => {
    const gone = await createTestUser(t);
    await t.ctx.db.delete(users).where(eq(users.user_id, gone.user_id));
    const res = await t.request({
      method: "GET",
      url: `/api/registeruser/single/${gone.user_id}`,
      token: gone.accessToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: "USER_NOT_FOUND",
      message: "User not found",
      msg: "User not found",
    });
    const put = await t.request({
      method: "PUT",
      url: `/api/registeruser/api/user/${gone.user_id}`,
      payload: { mobile: "9876543210" },
      token: gone.accessToken,
    });
    expect(put.statusCode).toBe(404);
  });

  it.each([
    {
      given: { mobile: "9820012345", user_gstNo: "27ABCDE1234F1Z5" },
      want: { mobile: "9820012345", user_gstNo: "27ABCDE1234F1Z5" },
    },
    { given: { mobile: "9820012345", user_gstNo: "" }, want: { mobile: "9820012345", user_gstNo: "" } },
    { given: { mobile: "9820012345", user_gstNo: null }, want: { mobile: "9820012345", user_gstNo: "" } },
    { given: { mobile: "9198765432" }, want: { mobile: "9198765432", user_gstNo: "" } },
  ])("updateUserContact stores $given", async ({ given, want }) => {
    const user = await createTestUser(t);
    const res = await t.request({
      method: "PUT",
      url: `/api/registeruser/api/user/${user.user_id}`,
      payload: given,
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Contact details updated successfully.",
      user: want,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.user_id, user.user_id));
    expect({ mobile: row?.mobile, user_gstNo: row?.user_gstNo }).toEqual(want);
  });

  it.each([
    // Passes the contract's 10-digit pattern, but the §5 normalisation drops the leading 0.
    {
      given: { mobile: "0987654321" },
      want: { field: "mobile", message: "Please enter a valid 10-digit mobile number." },
    },
    {
      given: { mobile: "98765" },
      want: { field: "mobile", message: "Please enter a valid 10-digit mobile number." },
    },
    {
      given: { mobile: "+91 98765 43210" },
      want: { field: "mobile", message: "Please enter a valid 10-digit mobile number." },
    },
    { given: { mobile: "9876543210", user_gstNo: "27ABCDE1234F1Z" }, want: { field: "user_gstNo" } },
    { given: { mobile: "9876543210", user_gstNo: "27abcde1234f1z5" }, want: { field: "user_gstNo" } },
    { given: { mobile: "9876543210", user_gstNo: "27ABCDE1234F0Z5" }, want: { field: "user_gstNo" } },
    {
      given: { user_gstNo: "27ABCDE1234F1Z5" },
      want: { field: "mobile", message: "This field is required" },
    },
  ])("updateUserContact refuses $given", async ({ given, want }) => {
    const res = await t.request({
      method: "PUT",
      url: `/api/registeruser/api/user/${owner.user_id}`,
      payload: given,
      token: owner.accessToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
    expect(res.json().errors).toContainEqual(expect.objectContaining(want));
    const [row] = await t.ctx.db.select().from(users).where(eq(users.user_id, owner.user_id));
    expect(row?.mobile).toBe("9876501234");
  });

  it("registerPushToken stores a token per device; registering again is an upsert; a device moving to another user is reassigned", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const deviceToken = `fcm-${Date.now()}-shared-device`;
    const register = (user: TestUser, body: Record<string, unknown>) =>
      t.request({
        method: "POST",
        url: "/api/firebase/register-token",
        payload: body,
        token: user.accessToken,
      });

    const first = await register(a, { user_id: a.user_id, deviceToken });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: "Push token registered." });
    expect((await register(a, { deviceToken, platform: "ANDROID_APP" })).statusCode).toBe(200);
    let rows = await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.device_token, deviceToken));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: a.user_id, platform: "ANDROID_APP", main_id: "demo-store" });

    expect((await register(b, { user_id: b.user_id, deviceToken })).statusCode).toBe(200);
    rows = await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.device_token, deviceToken));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: b.user_id, platform: "web" });

    // A second device of the same user is a second row.
    expect(
      (await register(b, { deviceToken: `${deviceToken}-tablet`, platform: "IOS_APP" })).statusCode,
    ).toBe(200);
    expect(await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.user_id, b.user_id))).toHaveLength(2);
  });

  it("registerPushToken refuses another user's id without touching the device's row", async () => {
    const deviceToken = `fcm-${Date.now()}-owner`;
    await t.request({
      method: "POST",
      url: "/api/firebase/register-token",
      payload: { deviceToken },
      token: owner.accessToken,
    });
    const res = await t.request({
      method: "POST",
      url: "/api/firebase/register-token",
      payload: { user_id: owner.user_id, deviceToken },
      token: other.accessToken,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.device_token, deviceToken));
    expect(row?.user_id).toBe(owner.user_id);
  });

  it("logout with the device's token forgets it for the logging-out user only", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const device = `fcm-${Date.now()}-logout`;
    const bDevice = `${device}-b`;
    for (const [user, token] of [
      [a, device],
      [b, bDevice],
    ] as const) {
      const res = await t.request({
        method: "POST",
        url: "/api/firebase/register-token",
        payload: { deviceToken: token },
        token: user.accessToken,
      });
      expect(res.statusCode).toBe(200);
    }
    const rowsOf = (token: string) =>
      t.ctx.db.select().from(pushTokens).where(eq(pushTokens.device_token, token));
    const logout = async (refreshToken: string, deviceToken: string) => {
      const res = await t.request({
        method: "POST",
        url: "/api/auth/logout",
        payload: { refreshToken, deviceToken },
      });
      expect(res.statusCode).toBe(200);
    };

    // a's refresh token cannot remove b's device.
    await logout(a.refreshToken, bDevice);
    expect(await rowsOf(bDevice)).toHaveLength(1);

    // b logs out with the device's token: the row is gone, and logging out again is harmless.
    await logout(b.refreshToken, bDevice);
    await logout(b.refreshToken, bDevice);
    expect(await rowsOf(bDevice)).toHaveLength(0);
    // a's logout named another device: a's own registration stays.
    expect(await rowsOf(device)).toHaveLength(1);
  });
});
