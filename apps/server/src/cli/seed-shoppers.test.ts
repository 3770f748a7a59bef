// `node dist/cli.js seed-shoppers --count N`: the built CLI against the test server's PostgreSQL schema.
// Its accounts are signed in with sessions the server accepts, refreshes and ends like a login's.
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.js";
import { builtCliSuite, requireBuiltCli, runBuiltCli } from "../test-support/built-cli.js";
import { startTestApp, TEST_SECRETS, type TestApp } from "../test-support/http-app.js";
import type { SeededShopper } from "./seed-shoppers.js";

const suite = await builtCliSuite("seed-shoppers CLI");

describe.skipIf(suite.skip)(suite.title, () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuiltCli();
    t = await startTestApp("postgres");
  });
  afterAll(() => t?.close());

  const cli = (...args: string[]) =>
    runBuiltCli(t, ["seed-shoppers", ...args], { env: { JWT_SECRET: TEST_SECRETS.jwtSecret } });

  it("makes signed-in shoppers whose tokens the server accepts, refreshes and logs out", async () => {
    const seeded = await cli("--count", "3", "--prefix", "load-a");
    expect(seeded.code, seeded.stderr).toBe(0);
    const { shoppers } = JSON.parse(seeded.stdout) as { shoppers: SeededShopper[] };
    expect(shoppers.map((s) => s.email)).toEqual([
      "load-a-1@example.com",
      "load-a-2@example.com",
      "load-a-3@example.com",
    ]);
    expect(new Set(shoppers.map((s) => s.user_id)).size).toBe(3);

    for (const shopper of shoppers) {
      const cart = await t.request({
        method: "GET",
        url: `/api/cart/${shopper.user_id}`,
        token: shopper.accessToken,
      });
      expect(cart.statusCode, cart.body).toBe(200);
    }
    // Another shopper's cart stays closed to this token.
    const [first, second] = shoppers as [SeededShopper, SeededShopper];
    const foreign = await t.request({
      method: "GET",
      url: `/api/cart/${second.user_id}`,
      token: first.accessToken,
    });
    expect(foreign.statusCode).toBe(403);

    const refreshed = await t.request({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const pair = refreshed.json() as { accessToken: string; refreshToken: string };
    const out = await t.request({
      method: "POST",
      url: "/api/auth/logout",
      payload: { refreshToken: pair.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    const after = await t.request({
      method: "GET",
      url: `/api/cart/${first.user_id}`,
      token: pair.accessToken,
    });
    expect(after.statusCode).toBe(401);
  });

  it("has no password anyone knows: a login with a guess is refused", async () => {
    const seeded = await cli("--count", "1", "--prefix", "load-b");
    expect(seeded.code, seeded.stderr).toBe(0);
    const login = await t.request({
      method: "POST",
      url: "/api/loginuser",
      payload: { email: "load-b-1@example.com", password: "secret123" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("explains a bad count, a bad prefix and a prefix already used, and writes nothing then", async () => {
    for (const args of [[], ["--count", "0"], ["--count", "10001"], ["--count", "2.5"]]) {
      const bad = await cli(...args);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain("--count must be a whole number from 1 to 10000");
    }
    const badPrefix = await cli("--count", "1", "--prefix", "no spaces");
    expect(badPrefix.code).toBe(2);
    expect(badPrefix.stderr).toContain("--prefix must be");

    expect((await cli("--count", "2", "--prefix", "load-c")).code).toBe(0);
    const again = await cli("--count", "5", "--prefix", "load-c");
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("pick another --prefix");
    const rows = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, "load-c-%"));
    expect(rows).toHaveLength(2);
  });
});
