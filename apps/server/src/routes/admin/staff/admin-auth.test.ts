import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_IDLE_MS } from "../../../services/staff/staff-gate.js";
import { lastMail, newClientIp } from "../../../test-support/account-kit.js";
import {
  startTestApp,
  TEST_SECRETS,
  type TestApp,
  testDatabaseKinds,
} from "../../../test-support/http-app.js";
import { createTestStaff } from "../../../test-support/staff.js";
import { createTestUser } from "../../../test-support/users.js";

const post = (t: TestApp, url: string, payload: unknown, token?: string) =>
  t.request({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: newClientIp(),
    ...(token ? { token } : {}),
  });

describe.each(await testDatabaseKinds())("back-office sign-in and roles on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("signs a member in with a token pair and names them", async () => {
    const owner = await createTestStaff(t, "owner");
    const me = await t.request({ method: "GET", url: "/api/admin/me", token: owner.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: owner.email, role: "owner", hasPassword: true });
  });

  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const member = await createTestStaff(t);
    const wrong = await post(t, "/api/admin/auth/login", { email: member.email, password: "not-it-at-all" });
    const unknown = await post(t, "/api/admin/auth/login", {
      email: "nobody@shop.example",
      password: "whatever",
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Wrong e-mail or password." });
    }
  });

  it("limits sign-in tries per e-mail to 10 in 15 minutes (429 with Retry-After)", async () => {
    const member = await createTestStaff(t); // its own sign-in is the first of the 10
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(t, "/api/admin/auth/login", { email: member.email, password: `wrong-${i}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
  });

  describe("who may call what", () => {
    let owner: Awaited<ReturnType<typeof createTestStaff>>;
    let staff: Awaited<ReturnType<typeof createTestStaff>>;
    let customerToken: string;
    beforeAll(async () => {
      owner = await createTestStaff(t, "owner");
      staff = await createTestStaff(t, "staff");
      customerToken = (await createTestUser(t)).accessToken;
    });

    const cases: Array<[string, () => string | undefined, number, RegExp | null]> = [
      ["no token", () => undefined, 401, /sign in to the back office/],
      ["a customer's token", () => customerToken, 401, /customer's sign-in/],
      ["the automation token (not listed on this operation)", () => TEST_SECRETS.adminToken, 401, /ended/],
      ["a staff token on an owner-only operation", () => staff.accessToken, 403, /Only the store owner/],
      ["an owner's token", () => owner.accessToken, 200, null],
    ];
    it.each(cases)("GET /admin/staff with %s -> %i", async (_name, token, status, message) => {
      const res = await t.request({ method: "GET", url: "/api/admin/staff", token: token() });
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toMatch(message);
    });

    it("a staff token is not accepted by a customer route", async () => {
      const res = await t.request({ method: "GET", url: "/api/cart/1", token: staff.accessToken });
      expect(res.statusCode).toBe(401);
    });

    it("staff may call a staff operation", async () => {
      const res = await t.request({ method: "GET", url: "/api/admin/me", token: staff.accessToken });
      expect(res.statusCode).toBe(200);
    });
  });

  it("logout ends the session: the access and refresh tokens are refused at once", async () => {
    const member = await createTestStaff(t);
    const out = await post(t, "/api/admin/auth/logout", {}, member.accessToken);
    expect(out.statusCode).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/admin/me", token: member.accessToken });
    expect(me.statusCode).toBe(401);
    const refresh = await post(t, "/api/admin/auth/refresh", { refreshToken: member.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe("INVALID_REFRESH_TOKEN");
  });

  it("refresh rotates the pair; a replayed refresh token ends that sign-in", async () => {
    const member = await createTestStaff(t);
    const first = await post(t, "/api/admin/auth/refresh", { refreshToken: member.refreshToken });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(
      (await t.request({ method: "GET", url: "/api/admin/me", token: pair.accessToken })).statusCode,
    ).toBe(200);
    const replay = await post(t, "/api/admin/auth/refresh", { refreshToken: member.refreshToken });
    expect(replay.statusCode).toBe(401);
    const me = await t.request({ method: "GET", url: "/api/admin/me", token: pair.accessToken });
    expect(me.statusCode).toBe(401);
  });

  it("30 minutes without a request end the session; the badge poll and refreshes do not keep it alive", async () => {
    const member = await createTestStaff(t);
    const minute = 60_000;
    t.advance(14 * minute);
    const poll = await t.request({
      method: "GET",
      url: "/api/admin/orders/new-count",
      token: member.accessToken,
    });
    expect(poll.statusCode).not.toBe(401);
    t.advance(2 * minute); // the access token (15 minutes) has expired: the app refreshes
    const refreshed = await post(t, "/api/admin/auth/refresh", { refreshToken: member.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    member.accessToken = refreshed.json().accessToken;
    member.refreshToken = refreshed.json().refreshToken;
    t.advance(STAFF_IDLE_MS - 16 * minute + 5000);
    const me = await t.request({ method: "GET", url: "/api/admin/me", token: member.accessToken });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toMatch(/30 minutes without activity/);
    const refresh = await post(t, "/api/admin/auth/refresh", { refreshToken: member.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it("an owner invites a member, who sets a password from the link and signs in", async () => {
    const owner = await createTestStaff(t, "owner");
    const email = `invited-${Date.now()}@shop.example`;
    const invite = await post(
      t,
      "/api/admin/staff",
      { email, name: "Asha", role: "staff" },
      owner.accessToken,
    );
    expect(invite.statusCode).toBe(201);
    const { setPasswordUrl, data } = invite.json();
    expect(data).toMatchObject({ email, role: "staff", hasPassword: false });
    const mail = await lastMail(t, email);
    expect(mail?.text).toContain(setPasswordUrl);
    const token = new URL(setPasswordUrl).searchParams.get("token");
    const again = await post(t, "/api/admin/staff", { email, role: "owner" }, owner.accessToken);
    expect(again.statusCode).toBe(409);

    const set = await post(t, "/api/admin/auth/set-password", { token, password: "a-new-password" });
    expect(set.statusCode).toBe(200);
    const reuse = await post(t, "/api/admin/auth/set-password", { token, password: "another-password" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe("INVALID_LINK");
    const login = await post(t, "/api/admin/auth/login", { email, password: "a-new-password" });
    expect(login.statusCode).toBe(200);
  });

  it("removing a member ends their sessions at once; the last owner stays", async () => {
    const owner = await createTestStaff(t, "owner");
    const member = await createTestStaff(t);
    const removed = await t.request({
      method: "DELETE",
      url: `/api/admin/staff/${member.id}`,
      token: owner.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/admin/me", token: member.accessToken });
    expect(me.statusCode).toBe(401);
    const login = await post(t, "/api/admin/auth/login", { email: member.email, password: member.password });
    expect(login.statusCode).toBe(401);
    const self = await t.request({
      method: "DELETE",
      url: `/api/admin/staff/${owner.id}`,
      token: owner.accessToken,
    });
    expect(self.statusCode).toBe(409);
  });

  it("the audit log records staff changes with who, what, before and after, filterable", async () => {
    const owner = await createTestStaff(t, "owner");
    const email = `audited-${Date.now()}@shop.example`;
    const invite = await post(t, "/api/admin/staff", { email, role: "staff" }, owner.accessToken);
    const id = invite.json().data.id;
    await t.request({ method: "DELETE", url: `/api/admin/staff/${id}`, token: owner.accessToken });
    const log = await t.request({
      method: "GET",
      url: `/api/admin/audit?entity=staff&q=${id}&staff_id=${owner.id}`,
      token: owner.accessToken,
    });
    expect(log.statusCode).toBe(200);
    const entries = log.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(["staff.remove", "staff.invite"]);
    expect(entries[0]).toMatchObject({ actor: owner.email, before: { email, role: "staff" }, after: null });
    expect(entries[1]).toMatchObject({ before: null, after: { email, role: "staff" } });
  });
});
