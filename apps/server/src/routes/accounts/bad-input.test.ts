// Whatever a client sends, a mistake answers 4xx with the contract's error body, never 5xx, and
// leaves nothing written.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientIp } from "../../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser, type TestUser } from "../../test-support/users.js";

type Method = "POST" | "PUT" | "GET";

interface Route {
  op: string;
  method: Method;
  url: (self: TestUser) => string;
  auth: boolean;
  /** A body the contract accepts, to derive broken ones from. */
  valid: (self: TestUser) => Record<string, unknown>;
}

const ROUTES: Route[] = [
  {
    op: "loginUser",
    method: "POST",
    url: () => "/api/loginuser",
    auth: false,
    valid: (u) => ({ email: u.email, password: "secret123" }),
  },
  {
    op: "refreshAuth",
    method: "POST",
    url: () => "/api/auth/refresh",
    auth: false,
    valid: () => ({ refreshToken: "abc" }),
  },
  {
    op: "logout",
    method: "POST",
    url: () => "/api/auth/logout",
    auth: false,
    valid: () => ({ refreshToken: "abc" }),
  },
  {
    op: "sendSignupOtp",
    method: "POST",
    url: () => "/api/registeruser/api/send-otp",
    auth: false,
    valid: () => ({ email: "new@example.com" }),
  },
  {
    op: "verifyOtp",
    method: "POST",
    url: () => "/api/registeruser/api/verify-otp",
    auth: false,
    valid: () => ({ email: "new@example.com", otp: "123456" }),
  },
  {
    op: "signup",
    method: "POST",
    url: () => "/api/registeruser/api/signup",
    auth: false,
    valid: () => ({ email: "new@example.com", full_name: "New", password: "secret123" }),
  },
  {
    op: "sendResetOtp",
    method: "POST",
    url: () => "/api/registeruser/api/resetsend-otp",
    auth: false,
    valid: () => ({ email: "new@example.com" }),
  },
  {
    op: "resetPassword",
    method: "POST",
    url: () => "/api/registeruser/api/reset-password",
    auth: false,
    valid: () => ({ email: "new@example.com", newPassword: "secret123" }),
  },
  {
    op: "updateUserContact",
    method: "PUT",
    url: (u) => `/api/registeruser/api/user/${u.user_id}`,
    auth: true,
    valid: () => ({ mobile: "9876543210" }),
  },
  {
    op: "registerPushToken",
    method: "POST",
    url: () => "/api/firebase/register-token",
    auth: true,
    valid: () => ({ deviceToken: "device-1" }),
  },
];

// Per operation: one value of the wrong type and one oversized value for a field it has.
const WRONG: Record<string, Array<[string, unknown]>> = {
  loginUser: [
    ["email", 42],
    ["password", true],
    ["email", `${"a".repeat(250)}@example.com`],
    ["password", "p".repeat(129)],
  ],
  refreshAuth: [
    ["refreshToken", 7],
    ["refreshToken", "r".repeat(513)],
    ["refreshToken", ""],
  ],
  logout: [
    ["refreshToken", null],
    ["refreshToken", "r".repeat(513)],
  ],
  sendSignupOtp: [
    ["email", ["a@b.co"]],
    ["email", "not-an-email"],
    ["main_id", "../etc"],
    ["email", `${"a".repeat(250)}@example.com`],
  ],
  verifyOtp: [
    ["otp", 123456],
    ["otp", "12345"],
    ["otp", "12a456"],
    ["otp", "1234567"],
  ],
  signup: [
    ["full_name", 5],
    ["full_name", "n".repeat(101)],
    ["mobile", 9876543210],
    ["password", "p".repeat(129)],
  ],
  sendResetOtp: [
    ["email", { a: 1 }],
    ["email", "x@"],
  ],
  resetPassword: [
    ["newPassword", 123456],
    ["newPassword", "n".repeat(129)],
  ],
  updateUserContact: [
    ["mobile", 9876543210],
    ["user_gstNo", 27],
    ["mobile", "9".repeat(5000)],
    ["user_gstNo", "2".repeat(16)],
  ],
  registerPushToken: [
    ["user_id", "abc"],
    ["user_id", 0],
    ["deviceToken", "d".repeat(4097)],
    ["platform", "WINDOWS"],
    ["deviceToken", ""],
  ],
};

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("accounts bad input on %s", (kind) => {
  let t: TestApp;
  let self: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    self = await createTestUser(t);
  });
  afterAll(() => t.close());

  async function counts() {
    const result = await t.ctx.db.execute<{
      users: number;
      otps: number;
      mails: number;
      tokens: number;
      push: number;
    }>(sql`
      select (select count(*)::int from users) as users, (select count(*)::int from otps) as otps,
             (select count(*)::int from outbox_mails) as mails, (select count(*)::int from refresh_tokens) as tokens,
             (select count(*)::int from push_tokens) as push`);
    return result.rows[0];
  }

  function send(
    route: Route,
    payload: string | Record<string, unknown> | unknown[] | undefined,
    contentType = "application/json",
  ) {
    return t.request({
      method: route.method,
      url: route.url(self),
      remoteAddress: newClientIp(),
      headers: payload === undefined ? {} : { "content-type": contentType },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) }),
      ...(route.auth ? { token: self.accessToken } : {}),
    });
  }

  function expectClientError(res: Awaited<ReturnType<typeof send>>, status: number, code?: string) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ isError: true, success: false });
    expect(typeof body.message).toBe("string");
    expect(body.msg).toBe(body.message);
    if (code) expect(body.code).toBe(code);
  }

  const cases = ROUTES.flatMap((route) => [
    { route, given: "malformed JSON", payload: '{"email": "a@b.co",', status: 400, code: "MALFORMED_JSON" },
    { route, given: "no body", payload: undefined, status: 400, code: undefined },
    { route, given: "a JSON array", payload: [route.valid], status: 400, code: "VALIDATION_FAILED" },
    { route, given: "a JSON string", payload: '"hello"', status: 400, code: "VALIDATION_FAILED" },
    { route, given: "an unknown field", payload: { __extra: 1 }, status: 400, code: "VALIDATION_FAILED" },
    ...(WRONG[route.op] ?? []).map(([field, value]) => ({
      route,
      given: `${field} = ${JSON.stringify(value).slice(0, 30)}`,
      payload: { [field]: value },
      status: 400,
      code: "VALIDATION_FAILED",
    })),
  ]);

  it.each(cases)("$route.op with $given → $status", async ({ route, payload, status, code }) => {
    const before = await counts();
    const body =
      payload === undefined || typeof payload === "string" || Array.isArray(payload)
        ? payload
        : { ...route.valid(self), ...payload };
    const res = await send(route, body as never);
    expectClientError(res, status, code);
    expect(await counts()).toEqual(before);
  });

  it.each(ROUTES)("$op refuses a body that is not JSON (415) and one over 128 KiB (413)", async (route) => {
    expectClientError(await send(route, "email=a@b.co", "application/x-www-form-urlencoded"), 415);
    const huge = { ...route.valid(self), filler: "x".repeat(200 * 1024) };
    expectClientError(await send(route, huge), 413);
  });

  it.each([
    { given: "abc", want: 400 },
    { given: "0", want: 400 },
    { given: "-1", want: 400 },
    { given: "1.5", want: 400 },
    { given: "99999999999", want: 400 },
    // Path values are text coerced to numbers, so 1e3 is user 1000: somebody else.
    { given: "1e3", want: 403 },
  ])("user id '$given' in the path → $want", async ({ given, want }) => {
    for (const res of [
      await t.request({ method: "GET", url: `/api/registeruser/single/${given}`, token: self.accessToken }),
      await t.request({
        method: "PUT",
        url: `/api/registeruser/api/user/${given}`,
        payload: { mobile: "9876543210" },
        token: self.accessToken,
      }),
    ]) {
      expectClientError(res, want);
    }
  });

  it.each([
    { given: "a token that is not a JWT", header: "Bearer not-a-jwt" },
    { given: "an empty bearer", header: "Bearer " },
    { given: "another scheme", header: "Basic dXNlcjpwYXNz" },
  ])("a user route with $given → 401", async ({ header }) => {
    const res = await t.request({
      method: "GET",
      url: `/api/registeruser/single/${self.user_id}`,
      headers: { authorization: header },
    });
    expectClientError(res, 401);
  });
});
