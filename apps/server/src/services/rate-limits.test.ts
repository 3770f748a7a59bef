// Every limited accounts call, through HTTP: refused with 429, RATE_LIMITED and Retry-After once its
// per-e-mail or per-address limit is used up, while another address or client is not affected. The
// limits are used up directly in the limiter (the same keys the route uses), so the table stays fast;
// sign-up and the window edge are also driven call by call.
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientIp, newEmail, post } from "../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";
import { createTestUser } from "../test-support/users.js";
import { checkAndRecord } from "./rate-limiter.js";
import { limitsFor, RATE_LIMITS } from "./rate-limits.js";

type Action = keyof typeof RATE_LIMITS;

const ROUTES: Array<{ route: string; action: Action; body: (email: string) => Record<string, unknown> }> = [
  { route: "/api/loginuser", action: "login", body: (email) => ({ email, password: "secret123" }) },
  { route: "/api/registeruser/api/send-otp", action: "otp-send", body: (email) => ({ email }) },
  { route: "/api/registeruser/api/resetsend-otp", action: "otp-send", body: (email) => ({ email }) },
  {
    route: "/api/registeruser/api/verify-otp",
    action: "otp-verify",
    body: (email) => ({ email, otp: "123456" }),
  },
  {
    route: "/api/registeruser/api/signup",
    action: "signup",
    body: (email) => ({ email, full_name: "Asha Patel", password: "secret123" }),
  },
  {
    route: "/api/registeruser/api/reset-password",
    action: "reset",
    body: (email) => ({ email, newPassword: "secret123" }),
  },
];

const CASES = ROUTES.flatMap((route) =>
  (["email", "ip"] as const).map((by) => ({ ...route, by, name: `${route.route} per ${by}` })),
);

describe.each(await testDatabaseKinds())("accounts rate limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Uses up the limit of one key exactly as the route's own calls would. */
  async function useUp(action: Action, by: "email" | "ip", email: string, ip: string) {
    const limit = limitsFor(action, "demo-store", email, { ip } as FastifyRequest).find((l) =>
      l.key.startsWith(`${action}:${by}:`),
    );
    if (!limit) throw new Error(`no ${by} limit for ${action}`);
    for (let i = 0; i < limit.max; i++) expect(await checkAndRecord(t.ctx.db, [limit], t.now())).toEqual([]);
  }

  it.each(CASES)(
    "$name: 429 with Retry-After once used up; others unaffected",
    async ({ route, action, body, by }) => {
      const email = newEmail("limited");
      const ip = newClientIp();
      await useUp(action, by, email, ip);
      // From another address (per e-mail) or for another e-mail (per address): the used-up key alone refuses.
      const refused = await post(t, route, body(by === "email" ? email : newEmail()), {
        ip: by === "email" ? newClientIp() : ip,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: "RATE_LIMITED",
        message: "Too many attempts. Please wait a moment and try again.",
      });
      expect(refused.headers["retry-after"]).toBe(String(RATE_LIMITS[action].windowSeconds));
      const other = await post(t, route, body(by === "email" ? newEmail() : email), {
        ip: by === "email" ? ip : newClientIp(),
      });
      expect(other.statusCode).not.toBe(429);
    },
  );

  it("sign-up counts its own calls: the 6th sign-up for one e-mail in 15 minutes gets 429", async () => {
    const email = newEmail();
    const body = { email, full_name: "Asha Patel", password: "secret123" };
    for (let i = 1; i <= 5; i++)
      expect((await post(t, "/api/registeruser/api/signup", body)).statusCode).toBe(400);
    const over = await post(t, "/api/registeruser/api/signup", body);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBe(15 * 60);
  });

  it("login across what was a fixed window's edge: 10 tries late in one window leave none for the start of the next", async () => {
    const target = await createTestUser(t);
    const wrong = { email: target.email, password: "wrong-password" };
    expect((await post(t, "/api/loginuser", wrong)).statusCode).toBe(401);
    t.advance((15 * 60 - 1) * 1000);
    for (let i = 2; i <= 10; i++)
      expect((await post(t, "/api/loginuser", wrong)).statusCode, `try ${i}`).toBe(401);
    // 2 s later a fixed window opened by the first try would have reset and allowed 10 more.
    t.advance(2000);
    const right = { email: target.email, password: target.password };
    expect((await post(t, "/api/loginuser", right)).statusCode).toBe(200);
    const blocked = await post(t, "/api/loginuser", right);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBe(15 * 60 - 2);
  });
});
