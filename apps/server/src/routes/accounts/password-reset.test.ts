import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otps } from "../../db/schema.js";
import {
  lastMail,
  lastOtp,
  login,
  newClientIp,
  newEmail,
  otherCode,
  post,
  register,
} from "../../test-support/account-kit.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";

const SEND = "/api/registeruser/api/resetsend-otp";
const VERIFY = "/api/registeruser/api/verify-otp";
const RESET = "/api/registeruser/api/reset-password";
const LOGIN = "/api/loginuser";

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))("password reset on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("resets: send → OTP from the outbox → verify → new password; old password and every session end", async () => {
    const { email, password } = await register(t);
    const session = await login(t, email, password);
    const ip = newClientIp();

    const sent = await post(t, SEND, { email: email.toUpperCase(), main_id: "demo-store" }, { ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: "OTP sent to your email." });
    const mail = await lastMail(t, email);
    expect(mail?.subject).toBe("Your Mehendi & Chai password reset code");
    const otp = await lastOtp(t, email);

    const verified = await post(t, VERIFY, { email, otp }, { ip });
    expect(verified.json()).toEqual({ success: true, message: "OTP verified successfully!" });

    const reset = await post(t, RESET, { email, newPassword: "new-chai-456", main_id: "demo-store" }, { ip });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: "Password reset successfully!" });

    const old = await post(t, LOGIN, { email, password });
    expect(old.statusCode).toBe(401);
    expect((await post(t, LOGIN, { email, password: "new-chai-456" })).statusCode).toBe(200);
    const refresh = await post(t, "/api/auth/refresh", { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);

    // The verification is used up: a second reset needs a new code.
    const again = await post(t, RESET, { email, newPassword: "another-789" }, { ip });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "OTP_NOT_VERIFIED",
      message: "Please verify your email with the OTP first.",
    });
  });

  it("an unknown address gets the same answer, a code is stored but never sent, and verify behaves alike", async () => {
    const { email: known } = await register(t);
    const unknown = newEmail("ghost");
    const a = await post(t, SEND, { email: known });
    const b = await post(t, SEND, { email: unknown });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    const notice = await lastMail(t, unknown);
    expect(notice?.subject).toBe("Password reset request at Mehendi & Chai");
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    const [stored] = await t.ctx.db
      .select()
      .from(otps)
      .where(and(eq(otps.email, unknown), eq(otps.purpose, "reset")));
    expect(stored).toBeDefined();

    const knownOtp = await lastOtp(t, known);
    const wrongKnown = await post(t, VERIFY, { email: known, otp: otherCode(knownOtp) });
    const wrongUnknown = await post(t, VERIFY, { email: unknown, otp: otherCode(knownOtp) });
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    const { requestId: _a, ...unknownBody } = wrongUnknown.json();
    const { requestId: _b, ...knownBody } = wrongKnown.json();
    expect(unknownBody).toEqual(knownBody);

    const reset = await post(t, RESET, { email: unknown, newPassword: "whatever1" });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe("OTP_NOT_VERIFIED");
  });

  it("a signup OTP does not allow a reset", async () => {
    const email = newEmail();
    const ip = newClientIp();
    await post(t, "/api/registeruser/api/send-otp", { email }, { ip });
    const otp = await lastOtp(t, email);
    expect((await post(t, VERIFY, { email, otp }, { ip })).statusCode).toBe(200);
    const res = await post(t, RESET, { email, newPassword: "secret123" }, { ip });
    expect(res.json().code).toBe("OTP_NOT_VERIFIED");
  });

  it("refuses a reset without verification", async () => {
    const { email, password } = await register(t);
    await post(t, SEND, { email });
    const res = await post(t, RESET, { email, newPassword: "hijacked1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("OTP_NOT_VERIFIED");
    expect((await post(t, LOGIN, { email, password })).statusCode).toBe(200);
  });

  it.each([
    { given: "12345", want: "Password must be at least 6 characters." },
    { given: "x".repeat(129), want: "New password must be at most 128 characters." },
  ])("refuses the new password '$given' ($want)", async ({ given, want }) => {
    const res = await post(t, RESET, { email: newEmail(), newPassword: given });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: "newPassword", message: want });
  });

  it("reset-password is limited per e-mail (5 per 15 minutes) with Retry-After", async () => {
    const email = newEmail();
    for (let i = 1; i <= 5; i++)
      expect((await post(t, RESET, { email, newPassword: "secret123" })).statusCode).toBe(400);
    const over = await post(t, RESET, { email, newPassword: "secret123" });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("resetsend-otp shares the OTP send limit per e-mail with send-otp", async () => {
    const email = newEmail();
    for (let i = 1; i <= 5; i++) expect((await post(t, SEND, { email })).statusCode).toBe(200);
    const over = await post(t, SEND, { email });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("RATE_LIMITED");
    const alsoSignup = await post(t, "/api/registeruser/api/send-otp", { email });
    expect(alsoSignup.statusCode).toBe(429);
    t.advance(Number(over.headers["retry-after"]) * 1000);
    expect((await post(t, SEND, { email })).statusCode).toBe(200);
  });
});
