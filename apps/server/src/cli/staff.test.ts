// `node dist/cli.js staff add`: the built CLI against the test server's PostgreSQL schema. The member it
// makes signs in through the API with the piped password, or sets one from the printed link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtCliSuite, requireBuiltCli, runBuiltCli } from "../test-support/built-cli.js";
import { startTestApp, TEST_SECRETS, type TestApp } from "../test-support/http-app.js";

const suite = await builtCliSuite("staff CLI");

describe.skipIf(suite.skip)(suite.title, () => {
  let t: TestApp;
  beforeAll(async () => {
    requireBuiltCli();
    t = await startTestApp("postgres");
  });
  afterAll(() => t?.close());

  const cli = (args: string[], stdin: string | null) =>
    runBuiltCli(t, ["staff", ...args], { stdin, env: { JWT_SECRET: TEST_SECRETS.jwtSecret } });

  const login = (email: string, password: string) =>
    t.request({ method: "POST", url: "/api/admin/auth/login", payload: { email, password } });

  it("makes the first owner with the password piped on standard input", async () => {
    const email = `Owner-${Date.now()}@Shop.example`;
    const made = await cli(["add", email, "--role", "owner", "--name", "Meera"], "a-strong-password\n");
    expect(made.code, made.stderr).toBe(0);
    const out = JSON.parse(made.stdout);
    expect(out.staff).toMatchObject({
      email: email.toLowerCase(),
      role: "owner",
      name: "Meera",
      hasPassword: true,
    });
    expect(out.setPasswordUrl).toBeUndefined();
    const res = await login(email, "a-strong-password");
    expect(res.statusCode).toBe(200);
    expect(res.json().staff.role).toBe("owner");
  });

  it("prints a one-time set-password link when no password is piped", async () => {
    const email = `linked-${Date.now()}@shop.example`;
    const made = await cli(["add", email, "--role", "staff", "--url", "https://shop.example"], null);
    expect(made.code, made.stderr).toBe(0);
    const { setPasswordUrl } = JSON.parse(made.stdout);
    expect(setPasswordUrl).toMatch(/^https:\/\/shop\.example\/admin\/set-password\?token=/);
    const token = new URL(setPasswordUrl).searchParams.get("token");
    const set = await t.request({
      method: "POST",
      url: "/api/admin/auth/set-password",
      payload: { token, password: "chosen-password" },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(email, "chosen-password")).statusCode).toBe(200);
  });

  it.each([
    [["add", "someone@shop.example"], /--role must be owner or staff/],
    [["add", "not-an-email", "--role", "owner"], /Not an e-mail address/],
    [["remove", "someone@shop.example", "--role", "owner"], /usage: cli staff add/],
  ])("refuses %j with a usage message", async (args, message) => {
    const res = await cli(args, null);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
  });

  it("refuses a short password and an e-mail already on the staff", async () => {
    const email = `twice-${Date.now()}@shop.example`;
    const short = await cli(["add", email, "--role", "owner"], "short\n");
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/at least 8 characters/);
    expect((await cli(["add", email, "--role", "owner"], "long-enough-pass\n")).code).toBe(0);
    const again = await cli(["add", email, "--role", "staff"], "long-enough-pass\n");
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already on the staff/);
  });
});
