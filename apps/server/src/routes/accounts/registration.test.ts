import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otps, users } from "../../db/schema.js";
import { lastMail, lastOtp, newClientIp, newEmail, otherCode, post } from "../../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestUser } from "../../test-support/users.js";

const SEND = "/api/registeruser/api/send-otp";
const VERIFY = "/api/registeruser/api/verify-otp";
const SIGNUP = "/api/registeruser/api/signup";

describe.each(await testDatabaseKinds())("registration with OTP on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function sendAndRead(email: string, ip = newClientIp()) {
    const res = await post(t, SEND, { email }, { ip });
    expect(res.statusCode).toBe(200);
    return lastOtp(t, email);
  }

  it("registers: send → OTP from the outbox → verify → signup → login", async () => {
    const ip = newClientIp();
    const typed = `  ${newEmail("Asha").toUpperCase()}`.trimStart();
    const email = typed.toLowerCase();

    const sent = await post(t, SEND, { email: typed, main_id: "demo-store" }, { ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: "OTP sent successfully!" });

    const mail = await lastMail(t, email);
    expect(mail?.subject).toBe("Your Mehendi & Chai verification code");
    expect(mail?.text).toContain("Mehendi & Chai");
    expect(mail?.text).toContain("10 minutes");
    const otp = await lastOtp(t, email);
    // Stored only as a hash.
    const [stored] = await t.ctx.db.select().from(otps).where(eq(otps.email, email));
    expect(stored?.codeHash).not.toContain(otp);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await post(t, VERIFY, { email: typed, otp }, { ip });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: "OTP verified successfully!" });

    const signup = await post(
      t,
      SIGNUP,
      {
        email: typed,
        full_name: "  Asha Patel ",
        mobile: "9876543210",
        password: "mehendi123",
        main_id: "demo-store",
      },
      { ip },
    );
    expect(signup.statusCode).toBe(201);
    const newUser = signup.json().newUser;
    expect(signup.json()).toMatchObject({ success: true, message: "Registration successful!" });
    expect(newUser).toEqual({
      user_id: newUser.user_id,
      id: newUser.user_id,
      full_name: "Asha Patel",
      name: "Asha Patel",
      email,
      mobile: "9876543210",
      user_gstNo: "",
      language: "en",
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.user_id, newUser.user_id));
    // An scrypt hash with its parameters (the suite's light ones; passwords.test.ts checks the real ones).
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(row?.passwordHash).not.toContain("mehendi123");

    const login = await post(t, "/api/loginuser", { email: typed, password: "mehendi123" });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ message: "Login successful!", user: newUser });
  });

  it("refuses send-otp and signup for an address that already has an account", async () => {
    const existing = await createTestUser(t);
    const sent = await post(t, SEND, { email: existing.email.toUpperCase() });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      code: "EMAIL_TAKEN",
      message: "An account with this email already exists.",
      msg: "An account with this email already exists.",
      isError: true,
      success: false,
    });
    expect(await lastMail(t, existing.email)).toBeUndefined();

    const signup = await post(t, SIGNUP, { email: existing.email, full_name: "X", password: "secret123" });
    expect(signup.statusCode).toBe(409);
    expect(signup.json().code).toBe("EMAIL_TAKEN");
  });

  it("refuses signup without a verified OTP, and with an OTP that was sent but not verified", async () => {
    const email = newEmail();
    const body = { email, full_name: "Ravi", password: "secret123" };
    const never = await post(t, SIGNUP, body);
    expect(never.statusCode).toBe(400);
    expect(never.json()).toMatchObject({
      code: "OTP_NOT_VERIFIED",
      message: "Please verify your email with the OTP first.",
    });
    await sendAndRead(email);
    const unverified = await post(t, SIGNUP, body);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().code).toBe("OTP_NOT_VERIFIED");
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("a reset OTP does not allow a signup", async () => {
    const email = newEmail();
    const ip = newClientIp();
    await post(t, "/api/registeruser/api/resetsend-otp", { email }, { ip });
    // No account: the reset code is never mailed, so the shopper cannot verify it.
    expect(await lastMail(t, email)).toMatchObject({ subject: "Password reset request at Mehendi & Chai" });
    expect((await lastMail(t, email))?.text).not.toMatch(/\b\d{6}\b/);
    const signup = await post(t, SIGNUP, { email, full_name: "Ravi", password: "secret123" }, { ip });
    expect(signup.json().code).toBe("OTP_NOT_VERIFIED");
  });

  it("an OTP is single use: verified once, consumed by signup, refused afterwards", async () => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    expect((await post(t, VERIFY, { email, otp }, { ip })).statusCode).toBe(200);
    const again = await post(t, VERIFY, { email, otp }, { ip });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "OTP_EXPIRED",
      message: "OTP expired. Please request a new one.",
    });
    // Guessing at a verified code does not count against it.
    await post(t, VERIFY, { email, otp: otherCode(otp) }, { ip });

    const body = { email, full_name: "Ravi", password: "secret123" };
    expect((await post(t, SIGNUP, body, { ip })).statusCode).toBe(201);
    const verifyAfter = await post(t, VERIFY, { email, otp }, { ip });
    expect(verifyAfter.statusCode).toBe(400);
    expect(verifyAfter.json().code).toBe("OTP_EXPIRED");
    // The account exists now; a second signup is a conflict, not a second use of the code.
    expect((await post(t, SIGNUP, body, { ip })).statusCode).toBe(409);
  });

  it("a wrong OTP gives 'Invalid OTP.'; from the 5th wrong try on, every try (right or wrong) answers one way: the code is spent", async () => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await post(t, VERIFY, { email, otp: otherCode(otp) }, { ip });
      expect(res.statusCode, `attempt ${attempt}`).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_OTP", message: "Invalid OTP.", msg: "Invalid OTP." });
    }
    const spent = {
      isError: true,
      code: "OTP_SPENT",
      message: "Too many wrong attempts. Please request a new OTP.",
      msg: "Too many wrong attempts. Please request a new OTP.",
    };
    for (const [name, code] of [
      ["5th wrong", otherCode(otp)],
      ["6th wrong", otherCode(otp)],
      ["right", otp],
      ["7th wrong", otherCode(otherCode(otp))],
      ["right again", otp],
    ] as const) {
      const res = await post(t, VERIFY, { email, otp: code }, { ip });
      expect(res.statusCode, name).toBe(400);
      expect(res.headers["retry-after"], name).toBeUndefined();
      expect(res.json(), name).toMatchObject(spent);
    }
    // The code is spent for its step too.
    const signup = await post(t, SIGNUP, { email, full_name: "Ravi", password: "secret123" }, { ip });
    expect(signup.json().code).toBe("OTP_NOT_VERIFIED");

    // A new code works.
    const fresh = await sendAndRead(email, ip);
    expect((await post(t, VERIFY, { email, otp: fresh }, { ip })).statusCode).toBe(200);
  });

  it("four wrong tries then the right code still verifies", async () => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    for (let attempt = 1; attempt <= 4; attempt++)
      await post(t, VERIFY, { email, otp: otherCode(otp) }, { ip });
    expect((await post(t, VERIFY, { email, otp }, { ip })).statusCode).toBe(200);
  });

  it.each([
    { given: 10 * 60_000 - 1000, want: 200 },
    { given: 10 * 60_000, want: 400 },
  ])("an OTP verified $given ms after sending answers $want (valid 10 minutes)", async ({ given, want }) => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    t.advance(given);
    const res = await post(t, VERIFY, { email, otp }, { ip });
    expect(res.statusCode).toBe(want);
    if (want === 400)
      expect(res.json()).toMatchObject({
        code: "OTP_EXPIRED",
        message: "OTP expired. Please request a new one.",
      });
  });

  it("a new OTP replaces the earlier one", async () => {
    const ip = newClientIp();
    const email = newEmail();
    const first = await sendAndRead(email, ip);
    let second = await sendAndRead(email, ip);
    // One chance in a million the two codes are equal; ask once more then.
    if (second === first) second = await sendAndRead(email, ip);
    expect((await post(t, VERIFY, { email, otp: first }, { ip })).json().code).toBe("INVALID_OTP");
    expect((await post(t, VERIFY, { email, otp: second }, { ip })).statusCode).toBe(200);
  });

  it("signup must follow verification within 30 minutes", async () => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    expect((await post(t, VERIFY, { email, otp }, { ip })).statusCode).toBe(200);
    t.advance(30 * 60_000 + 1000);
    const late = await post(t, SIGNUP, { email, full_name: "Ravi", password: "secret123" }, { ip });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("OTP_NOT_VERIFIED");
  });

  it("a mail failure answers 503 with a readable message (no 500, no detail), and the code mailed before still works", async () => {
    const email = newEmail();
    const ip = newClientIp();
    const mailed = await sendAndRead(email, ip);
    const working = t.ctx.mailer;
    t.ctx.mailer = {
      kind: "smtp",
      send: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:587");
      },
    };
    try {
      const res = await post(t, SEND, { email }, { ip });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: "INTERNAL",
        message: "We could not send the e-mail right now. Please try again in a moment.",
      });
    } finally {
      t.ctx.mailer = working;
    }
    // The code nobody received was not stored in place of the one in the inbox.
    expect((await post(t, VERIFY, { email, otp: mailed }, { ip })).statusCode).toBe(200);
  });

  it("verify-otp for an address that was never sent a code answers OTP_EXPIRED", async () => {
    const res = await post(t, VERIFY, { email: newEmail(), otp: "123456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("OTP_EXPIRED");
  });

  it.each([
    {
      given: { full_name: "   ", password: "secret123" },
      want: { field: "full_name", message: "This field is required" },
    },
    {
      given: { full_name: "Ravi", password: "12345" },
      want: { field: "password", message: "Password must be at least 6 characters long." },
    },
    {
      given: { full_name: "Ravi", password: "secret123", mobile: "98765-43210" },
      want: { field: "mobile", message: "Please enter a valid 10-digit mobile number." },
    },
  ])("signup validation: $want.message", async ({ given, want }) => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    expect((await post(t, VERIFY, { email, otp }, { ip })).statusCode).toBe(200);
    const res = await post(t, SIGNUP, { email, ...given }, { ip });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(want);
    // A refused signup does not use up the verification.
    const ok = await post(t, SIGNUP, { email, full_name: "Ravi", password: "secret123" }, { ip });
    expect(ok.statusCode).toBe(201);
  });

  it("two signups racing for one address create one account", async () => {
    const ip = newClientIp();
    const email = newEmail();
    const otp = await sendAndRead(email, ip);
    expect((await post(t, VERIFY, { email, otp }, { ip })).statusCode).toBe(200);
    const body = { email, full_name: "Ravi", password: "secret123" };
    const answers = await Promise.all([post(t, SIGNUP, body, { ip }), post(t, SIGNUP, body, { ip })]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect([400, 409]).toContain(codes[1]);
    const rows = await t.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.main_id, "demo-store"), eq(users.email, email)));
    expect(rows).toHaveLength(1);
  });

  it("OTP sends are limited per e-mail (5 per 15 minutes) with Retry-After, and recover after the window", async () => {
    const email = newEmail();
    for (let i = 1; i <= 5; i++) expect((await post(t, SEND, { email })).statusCode, `send ${i}`).toBe(200);
    const sixth = await post(t, SEND, { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "RATE_LIMITED", isError: true });
    const wait = Number(sixth.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    t.advance(wait * 1000);
    expect((await post(t, SEND, { email })).statusCode).toBe(200);
  });

  it("OTP sends are limited per client address (20 per 15 minutes), across e-mails", async () => {
    const ip = newClientIp();
    for (let i = 1; i <= 20; i++)
      expect((await post(t, SEND, { email: newEmail() }, { ip })).statusCode).toBe(200);
    const over = await post(t, SEND, { email: newEmail() }, { ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await post(t, SEND, { email: newEmail() })).statusCode).toBe(200);
  });

  it("verify-otp is limited per e-mail (10 per 15 minutes)", async () => {
    const email = newEmail();
    const otp = await sendAndRead(email);
    // Fresh codes keep the attempts below the burn limit; the per-e-mail verify limit still stops guessing.
    for (let i = 1; i <= 10; i++) {
      if (i % 4 === 0) await sendAndRead(email);
      expect((await post(t, VERIFY, { email, otp: otherCode(otp) })).statusCode, `try ${i}`).not.toBe(429);
    }
    const over = await post(t, VERIFY, { email, otp: otherCode(otp) });
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
    expect(over.json().message).toBe("Too many attempts. Please wait a moment and try again.");
  });
});
