// Test helpers for the accounts suites: distinct client addresses (every suite shares one server, and
// the per-address limits must not leak between tests), unique e-mails, the OTP read back from the dev
// outbox and the whole register flow.
import { expect } from "vitest";
import { readOutbox } from "../services/mailer.js";
import type { TestApp } from "./http-app.js";

let clients = 0;
let emails = 0;

/** A client address no other test uses. */
export function newClientIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export function newEmail(prefix = "shopper"): string {
  emails += 1;
  return `${prefix}${emails}-${process.pid}@example.com`;
}

export async function post(
  t: TestApp,
  url: string,
  body: unknown,
  options: { ip?: string; token?: string } = {},
) {
  return t.request({
    method: "POST",
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip ?? newClientIp(),
    ...(options.token ? { token: options.token } : {}),
  });
}

/** The newest mail to the address, from the dev outbox. */
export async function lastMail(t: TestApp, email: string) {
  const [mail] = await readOutbox(t.ctx.db, "demo-store", email, 1);
  return mail;
}

/** The 6-digit code of the newest mail to the address. */
export async function lastOtp(t: TestApp, email: string): Promise<string> {
  const mail = await lastMail(t, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

/** A code that is not `code` (for wrong-OTP tests). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** Send → read the OTP → verify → sign up, as the register page does; returns the new user. */
export async function register(
  t: TestApp,
  details: { email?: string; password?: string; full_name?: string; mobile?: string } = {},
) {
  const ip = newClientIp();
  const email = details.email ?? newEmail();
  const password = details.password ?? "mehendi123";
  expect(
    (await post(t, "/api/registeruser/api/send-otp", { email, main_id: "demo-store" }, { ip })).statusCode,
  ).toBe(200);
  const otp = await lastOtp(t, email);
  expect((await post(t, "/api/registeruser/api/verify-otp", { email, otp }, { ip })).statusCode).toBe(200);
  const res = await post(
    t,
    "/api/registeruser/api/signup",
    { email, password, full_name: details.full_name ?? "Asha Patel", mobile: details.mobile ?? "9876543210" },
    { ip },
  );
  expect(res.statusCode).toBe(201);
  return { email, password, user: res.json().newUser as { user_id: number } };
}

/** Logs in and returns the answer's body. */
export async function login(t: TestApp, email: string, password: string) {
  const res = await post(t, "/api/loginuser", { email, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string; user: { user_id: number } };
}
