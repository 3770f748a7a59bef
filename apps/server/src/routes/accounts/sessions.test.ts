import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, sessions } from "../../db/schema.js";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from "../../http/jwt.js";
import { SESSION_CHECK_CACHE_MS } from "../../services/sessions.js";
import { sha256 } from "../../services/tokens.js";
import { lastOtp, login, newClientIp, post, register } from "../../test-support/account-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

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

  describe("ending a session refuses its access tokens on the next request", () => {
    const expectRefused = async (userId: number, token: string) => {
      const res = await me(userId, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: "UNAUTHORIZED",
        message: "Your session has expired. Please log in again.",
      });
    };

    it("logout: the access token in use a moment ago is refused; another sign-in of the user is not", async () => {
      const session = await freshSession();
      const other = await login(t, session.user.email, session.user.password);
      expect((await me(session.user.user_id, session.accessToken)).statusCode).toBe(200);
      expect((await post(t, LOGOUT, { refreshToken: session.refreshToken })).statusCode).toBe(200);
      await expectRefused(session.user.user_id, session.accessToken);
      expect((await me(session.user.user_id, other.accessToken)).statusCode).toBe(200);
    });

    it("logout with a rotated refresh token refuses the access tokens of every rotation of the session", async () => {
      const session = await freshSession();
      const rotated = (await post(t, REFRESH, { refreshToken: session.refreshToken })).json();
      expect((await post(t, LOGOUT, { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
      await expectRefused(session.user.user_id, session.accessToken);
      await expectRefused(session.user.user_id, rotated.accessToken);
    });

    it("a password reset refuses the access tokens of every session of the account", async () => {
      const { email, password, user } = await register(t);
      const phone = await login(t, email, password);
      const laptop = await login(t, email, password);
      expect((await me(user.user_id, phone.accessToken)).statusCode).toBe(200);
      const ip = newClientIp();
      await post(t, "/api/registeruser/api/resetsend-otp", { email }, { ip });
      const otp = await lastOtp(t, email);
      expect((await post(t, "/api/registeruser/api/verify-otp", { email, otp }, { ip })).statusCode).toBe(
        200,
      );
      const reset = await post(
        t,
        "/api/registeruser/api/reset-password",
        { email, newPassword: "fresh-456" },
        { ip },
      );
      expect(reset.statusCode).toBe(200);
      await expectRefused(user.user_id, phone.accessToken);
      await expectRefused(user.user_id, laptop.accessToken);
      expect((await post(t, REFRESH, { refreshToken: laptop.refreshToken })).statusCode).toBe(401);
      // Signing in with the new password starts a session that works.
      const fresh = await login(t, email, "fresh-456");
      expect((await me(user.user_id, fresh.accessToken)).statusCode).toBe(200);
    });

    it("a replayed refresh token refuses the access tokens of the whole session (the thief's and the owner's)", async () => {
      const session = await freshSession();
      const other = await login(t, session.user.email, session.user.password);
      // The thief refreshes first with a copied token; the owner's later refresh is the replay.
      const thief = (await post(t, REFRESH, { refreshToken: session.refreshToken })).json();
      expect((await me(session.user.user_id, thief.accessToken)).statusCode).toBe(200);
      expect((await post(t, REFRESH, { refreshToken: session.refreshToken })).statusCode).toBe(401);
      await expectRefused(session.user.user_id, thief.accessToken);
      await expectRefused(session.user.user_id, session.accessToken);
      expect((await me(session.user.user_id, other.accessToken)).statusCode).toBe(200);
    });

    it(`a session ended by another server instance is refused here within ${SESSION_CHECK_CACHE_MS} ms`, async () => {
      const session = await freshSession();
      expect((await me(session.user.user_id, session.accessToken)).statusCode).toBe(200);
      // What another instance's logout writes; this process's cache does not hear of it.
      const sid = (
        await t.ctx.db
          .select({ family: refreshTokens.family })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(session.refreshToken)))
      )[0]?.family;
      expect(sid).toBeDefined();
      await t.ctx.db
        .update(sessions)
        .set({ endedAt: t.now() })
        .where(eq(sessions.id, sid ?? ""));
      t.advance(SESSION_CHECK_CACHE_MS - 1);
      expect((await me(session.user.user_id, session.accessToken)).statusCode).toBe(200);
      t.advance(1);
      await expectRefused(session.user.user_id, session.accessToken);
    });

    it("a well-signed token naming no session, or another user's session, is refused", async () => {
      const session = await freshSession();
      const sid = (
        await t.ctx.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.user_id, session.user.user_id))
      )[0]?.id;
      const now = Math.floor(t.now().getTime() / 1000);
      const mint = (claims: { sub: string; sid: string }) =>
        new SignJWT({ store: "demo-store", sid: claims.sid })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(claims.sub)
          .setIssuer(ACCESS_TOKEN_ISSUER)
          .setAudience(ACCESS_TOKEN_AUDIENCE)
          .setIssuedAt(now)
          .setExpirationTime(now + 60)
          .sign(new TextEncoder().encode(TEST_SECRETS.jwtSecret));
      const victim = await createTestUser(t);
      await expectRefused(
        session.user.user_id,
        await mint({ sub: String(session.user.user_id), sid: "no-such-session" }),
      );
      await expectRefused(victim.user_id, await mint({ sub: String(victim.user_id), sid: sid ?? "" }));
      // The same minting with the real pair is accepted, so the refusals above are about the session.
      expect(
        (await me(session.user.user_id, await mint({ sub: String(session.user.user_id), sid: sid ?? "" })))
          .statusCode,
      ).toBe(200);
    });
  });
});
