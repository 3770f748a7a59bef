// Behind Caddy every request comes from the proxy's address; the shopper's is in X-Forwarded-For.
// With TRUST_PROXY the per-address limits count the forwarded address, so one shopper's 429 is not
// everyone's; without it the header is the client's own word and counts for nothing.
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientIp, newEmail } from "../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";
import { checkAndRecord } from "./rate-limiter.js";
import { limitsFor } from "./rate-limits.js";

const SEND_OTP = "/api/registeruser/api/send-otp";
const PROXY = "127.0.0.1";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))(
  "per-address limits behind a proxy on %s",
  (kind) => {
    let proxied: TestApp;
    let direct: TestApp;
    beforeAll(async () => {
      proxied = await startTestApp(kind, { env: { TRUST_PROXY: "true" } });
      direct = await startTestApp(kind);
    });
    afterAll(() => Promise.all([proxied?.close(), direct?.close()]));

    /** Uses up the OTP sends of one client address, with the keys the route itself uses. */
    async function useUp(t: TestApp, ip: string) {
      const [, limit] = limitsFor("otp-send", "demo-store", newEmail(), { ip } as FastifyRequest);
      if (!limit?.key.startsWith("otp-send:ip:")) throw new Error("no per-address limit for otp-send");
      for (let i = 0; i < limit.max; i++)
        expect(await checkAndRecord(t.ctx.db, [limit], t.now())).toEqual([]);
    }

    const sendFrom = (t: TestApp, remote: string, forwardedFor?: string) =>
      t.request({
        method: "POST",
        url: SEND_OTP,
        payload: { email: newEmail("proxied") },
        remoteAddress: remote,
        ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}),
      });

    it("with TRUST_PROXY, counts the address the proxy forwards, not the proxy's", async () => {
      const limited = newClientIp();
      await useUp(proxied, limited);
      expect((await sendFrom(proxied, PROXY, limited)).statusCode).toBe(429);
      // Another shopper through the same proxy is served.
      expect((await sendFrom(proxied, PROXY, newClientIp())).statusCode).toBe(200);
      // The proxy's own address was never counted: only the forwarded one is used up.
      await useUp(proxied, PROXY);
      expect((await sendFrom(proxied, PROXY, newClientIp())).statusCode).toBe(200);
    });

    it("without TRUST_PROXY, counts the connection's address and ignores X-Forwarded-For", async () => {
      const limited = newClientIp();
      await useUp(direct, limited);
      expect((await sendFrom(direct, limited, newClientIp())).statusCode).toBe(429);
      expect((await sendFrom(direct, newClientIp(), limited)).statusCode).toBe(200);
    });
  },
);
