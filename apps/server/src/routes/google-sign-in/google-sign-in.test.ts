// POST /auth/google through the real HTTP layer, with Google's key set played by a local JWKS server
// (GOOGLE_JWKS_URL) holding a key pair made here: the server verifies exactly as it does against Google.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { ACCOUNT_BLOCKED_MESSAGE } from "../../services/customer-block.js";
import { newClientIp, newEmail, post } from "../../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

const GOOGLE = "/api/auth/google";
const WEB_CLIENT = "1234-web.apps.googleusercontent.com";
const IOS_CLIENT = "1234-ios.apps.googleusercontent.com";
const HOUR = 3600;

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

interface KeySetServer {
  url: string;
  /** Answers 500 instead of the key set (Google unreachable). */
  failing: boolean;
  close(): Promise<void>;
}

async function serveKeySet(keys: KeyPair): Promise<KeySetServer> {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const state = { failing: false };
  const server: Server = createServer((_request, response) => {
    if (state.failing) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    get failing() {
      return state.failing;
    },
    set failing(value) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("Google sign-in on %s", (kind) => {
  let t: TestApp;
  let off: TestApp;
  let keys: KeyPair;
  let strangerKeys: KeyPair;
  let keySet: KeySetServer;

  /** A Google ID token as Google signs one, with the given claims changed; times from the server's clock. */
  async function idToken(
    claims: JWTPayload & { email?: string; email_verified?: unknown; name?: string } = {},
    options: { key?: KeyPair; issuedAt?: number; expiresIn?: number } = {},
  ): Promise<string> {
    const now = Math.floor(t.now().getTime() / 1000);
    const issuedAt = options.issuedAt ?? now;
    return new SignJWT({
      email: "meera.google@example.com",
      email_verified: true,
      name: "Meera Iyer",
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "JWT" })
      .setIssuer((claims.iss as string | undefined) ?? "https://accounts.google.com")
      .setAudience((claims.aud as string | undefined) ?? WEB_CLIENT)
      .setSubject((claims.sub as string | undefined) ?? "109876543210987654321")
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.expiresIn ?? HOUR))
      .sign((options.key ?? keys).privateKey);
  }

  beforeAll(async () => {
    keys = await generateKeyPair("RS256");
    strangerKeys = await generateKeyPair("RS256");
    keySet = await serveKeySet(keys);
    t = await startTestApp(kind, {
      env: { GOOGLE_CLIENT_IDS: `${WEB_CLIENT}, ${IOS_CLIENT}`, GOOGLE_JWKS_URL: keySet.url },
    });
    off = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await off.close();
    await keySet.close();
  });

  it("signs a new shopper in with a valid token: an account with the verified e-mail and Google's name, a working token pair", async () => {
    const email = newEmail("google");
    const res = await post(t, GOOGLE, { idToken: await idToken({ email: email.toUpperCase() }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: "Login successful!",
      user: {
        user_id: expect.any(Number),
        id: body.user.user_id,
        full_name: "Meera Iyer",
        name: "Meera Iyer",
        email,
        mobile: "",
        user_gstNo: "",
        language: "en",
      },
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const me = await t.request({
      method: "GET",
      url: `/api/registeruser/single/${body.user.user_id}`,
      token: body.accessToken,
    });
    expect(me.statusCode).toBe(200);
    const refreshed = await post(t, "/api/auth/refresh", { refreshToken: body.refreshToken });
    expect(refreshed.statusCode).toBe(200);

    // The same Google account again is the same shopper, not a second account.
    const again = await post(t, GOOGLE, { idToken: await idToken({ email }) });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.user_id).toBe(body.user.user_id);

    // No password was set: password login stays shut for this account.
    const withPassword = await post(t, "/api/loginuser", { email, password: "secret123" });
    expect(withPassword.statusCode).toBe(401);
  });

  it("refuses a shopper the shop has blocked, saying so", async () => {
    const shopper = await createTestUser(t, { full_name: "Blocked Bina" });
    await t.ctx.db.update(users).set({ blockedAt: t.now() }).where(eq(users.user_id, shopper.user_id));
    const res = await post(t, GOOGLE, { idToken: await idToken({ email: shopper.email }) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "ACCOUNT_BLOCKED", message: ACCOUNT_BLOCKED_MESSAGE });
  });

  it("signs an existing shopper into their own account (same e-mail), for the iOS client id too", async () => {
    const shopper = await createTestUser(t, { full_name: "Asha Rao" });
    const res = await post(t, GOOGLE, {
      idToken: await idToken({
        email: shopper.email,
        name: "Someone Else",
        aud: IOS_CLIENT,
        iss: "accounts.google.com",
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_id: shopper.user_id, full_name: "Asha Rao" });
  });

  it("a first sign-in from a Hindi reader makes a Hindi account, greeted in Hindi", async () => {
    const email = newEmail("hindi-google");
    const res = await t.request({
      method: "POST",
      url: GOOGLE,
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      payload: { idToken: await idToken({ email }) },
      remoteAddress: newClientIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "लॉग इन हो गया!", user: { email, language: "hi" } });
  });

  it("without a name in the token the account is named after the e-mail", async () => {
    const email = newEmail("noname");
    const res = await post(t, GOOGLE, { idToken: await idToken({ email, name: "" }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.full_name).toBe(email.split("@")[0]);
  });

  const refused = [
    {
      given: "another app's audience",
      token: () => idToken({ aud: "someone-else.apps.googleusercontent.com" }),
    },
    { given: "another issuer", token: () => idToken({ iss: "https://accounts.example.com" }) },
    {
      given: "an expired token",
      token: () => idToken({}, { issuedAt: Math.floor(t.now().getTime() / 1000) - 3 * HOUR }),
    },
    { given: "a token signed by another key", token: () => idToken({}, { key: strangerKeys }) },
    { given: "a token that is not a JWT", token: async () => "not-a-token" },
    {
      given: "a tampered token",
      token: async () => {
        const [head, , signature] = (await idToken()).split(".");
        const payload = Buffer.from(
          JSON.stringify({ email: "victim@example.com", email_verified: true }),
        ).toString("base64url");
        return `${head}.${payload}.${signature}`;
      },
    },
  ];

  it.each(refused)("refuses $given with 401 INVALID_GOOGLE_TOKEN", async ({ token }) => {
    const res = await post(t, GOOGLE, { idToken: await token() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      isError: true,
      success: false,
      requestId: expect.any(String),
      code: "INVALID_GOOGLE_TOKEN",
      message: "Google sign-in could not be verified. Please try again.",
      msg: "Google sign-in could not be verified. Please try again.",
    });
  });

  it.each([
    { given: "false", verified: false },
    { given: "missing", verified: undefined },
  ])(
    "refuses an e-mail Google has not verified ($given) with 401 GOOGLE_EMAIL_UNVERIFIED and creates nothing",
    async ({ verified }) => {
      const email = newEmail("unverified");
      const res = await post(t, GOOGLE, { idToken: await idToken({ email, email_verified: verified }) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: "GOOGLE_EMAIL_UNVERIFIED",
        message:
          "Your Google account's e-mail is not verified. Verify it with Google, or log in with your password.",
      });
      const rows = await t.ctx.db.select({ email: users.email }).from(users);
      expect(rows.map((row) => row.email)).not.toContain(email);
    },
  );

  it("answers 503 GOOGLE_SIGN_IN_OFF when the store has no Google client ids", async () => {
    const res = await post(off, GOOGLE, { idToken: await idToken() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: "GOOGLE_SIGN_IN_OFF",
      message: "Google sign-in is not available for this store.",
    });
  });

  it("answers 503 GOOGLE_UNAVAILABLE when Google's keys cannot be fetched (a fresh server, no keys cached)", async () => {
    keySet.failing = true;
    try {
      // A fresh app has no cached key set, so it must fetch one.
      const fresh = await startTestApp(kind, {
        env: { GOOGLE_CLIENT_IDS: WEB_CLIENT, GOOGLE_JWKS_URL: keySet.url },
      });
      try {
        const res = await post(fresh, GOOGLE, { idToken: await idToken() });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: "GOOGLE_UNAVAILABLE" });
      } finally {
        await fresh.close();
      }
    } finally {
      keySet.failing = false;
    }
  });

  it("refuses a missing or empty token with 400 before verifying anything", async () => {
    for (const body of [{}, { idToken: "" }, { idToken: "x", extra: 1 }]) {
      const res = await post(t, GOOGLE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
  });

  it("is limited per client address: the 31st try in 15 minutes gives 429 with Retry-After", async () => {
    const ip = newClientIp();
    const token = await idToken({ aud: "someone-else.apps.googleusercontent.com" });
    for (let i = 1; i <= 30; i++) {
      const res = await post(t, GOOGLE, { idToken: token }, { ip });
      expect(res.statusCode, `try ${i}`).toBe(401);
    }
    const limited = await post(t, GOOGLE, { idToken: await idToken() }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
