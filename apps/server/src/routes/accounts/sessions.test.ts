import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../../db/schema.js";
import { sha256 } from "../../services/tokens.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";
import { login, post } from "./account-test-kit.js";

const REFRESH = "/api/auth/refresh";
const LOGOUT = "/api/auth/logout";

describe.each(await testDatabaseKinds())("sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function freshSession() {
    const user = await createTestUser(t);
    const { accessToken, refreshToken } = await login(t, user.email, user.password);
    return { user, accessToken, refreshToken };
  }

  const me = (userId: number, token: string) =>
    t.request({ method: "GET", url: `/api/registeruser/single/${userId}`, token });

  it("refresh rotates: a new pair that works, and the old refresh token stops working", async () => {
    const session = await freshSession();
    const res = await post(t, REFRESH, { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(["accessToken", "refreshToken"]);
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(session.user.user_id, pair.accessToken)).statusCode).toBe(200);
    const next = await post(t, REFRESH, { refreshToken: pair.refreshToken });
    expect(next.statusCode).toBe(200);
  });

  it("reusing a rotated refresh token revokes the whole family (the thief and the owner both lose it)", async () => {
    const session = await freshSession();
    const rotated = (await post(t, REFRESH, { refreshToken: session.refreshToken })).json();
    const replay = await post(t, REFRESH, { refreshToken: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: "INVALID_REFRESH_TOKEN",
      message: "Your session has expired. Please log in again.",
    });
    const latest = await post(t, REFRESH, { refreshToken: rotated.refreshToken });
    expect(latest.statusCode).toBe(401);
    expect(latest.json().code).toBe("INVALID_REFRESH_TOKEN");
    const rows = await t.ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, session.user.user_id));
    const family = rows.find((row) => row.tokenHash === sha256(session.refreshToken))?.family;
    const inFamily = rows.filter((row) => row.family === family);
    expect(inFamily).toHaveLength(2);
    expect(inFamily.every((row) => row.revokedAt !== null)).toBe(true);
    // The pair createTestUser issued is another session, and survives.
    expect(rows.filter((row) => row.family !== family).every((row) => row.revokedAt === null)).toBe(true);
  });

  it("other sessions of the user survive a replay in one session", async () => {
    const user = await createTestUser(t);
    const phone = await login(t, user.email, user.password);
    const laptop = await login(t, user.email, user.password);
    await post(t, REFRESH, { refreshToken: phone.refreshToken });
    await post(t, REFRESH, { refreshToken: phone.refreshToken });
    expect((await post(t, REFRESH, { refreshToken: laptop.refreshToken })).statusCode).toBe(200);
  });

  it("logout revokes the refresh token; logging out twice or with an unknown token is harmless", async () => {
    const session = await freshSession();
    const out = await post(t, LOGOUT, { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: "Logged out successfully." });
    expect((await post(t, REFRESH, { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await post(t, LOGOUT, { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await post(t, LOGOUT, { refreshToken: "not-a-token" })).statusCode).toBe(200);
  });

  it("logout ends the session's rotated tokens too", async () => {
    const session = await freshSession();
    const rotated = (await post(t, REFRESH, { refreshToken: session.refreshToken })).json();
    expect((await post(t, LOGOUT, { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
    expect((await post(t, REFRESH, { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it.each([
    { given: "an unknown token", token: "x".repeat(43) },
    { given: "a one-character token", token: "x" },
  ])("refresh with $given gives 401 INVALID_REFRESH_TOKEN", async ({ token }) => {
    const res = await post(t, REFRESH, { refreshToken: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("INVALID_REFRESH_TOKEN");
  });

  it("a refresh token expires after 30 days", async () => {
    const session = await freshSession();
    t.advance(30 * 24 * 3600_000);
    const res = await post(t, REFRESH, { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("INVALID_REFRESH_TOKEN");
  });

  it("an access token is valid 15 minutes: 16 minutes later user routes give 401, and a refresh gives a working one", async () => {
    const session = await freshSession();
    t.advance(14 * 60_000);
    expect((await me(session.user.user_id, session.accessToken)).statusCode).toBe(200);
    t.advance(2 * 60_000);
    const expired = await me(session.user.user_id, session.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Your session has expired. Please log in again.",
    });
    const pair = (await post(t, REFRESH, { refreshToken: session.refreshToken })).json();
    expect((await me(session.user.user_id, pair.accessToken)).statusCode).toBe(200);
  });

  it("refresh tokens of one store are not accepted for another", async () => {
    const session = await freshSession();
    const res = await t.request({
      method: "POST",
      url: REFRESH,
      payload: { refreshToken: session.refreshToken },
      headers: { "x-main-id": "no-such-store" },
    });
    expect(res.statusCode).toBe(404);
    expect((await post(t, REFRESH, { refreshToken: session.refreshToken })).statusCode).toBe(200);
  });
});
