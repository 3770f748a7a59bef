import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { otps } from "../db/schema.js";
import { testDatabaseKinds } from "../test-support/http-app.js";
import { openTestDatabase } from "../test-support/test-database.js";
import {
  consumeVerifiedOtp,
  hasVerifiedOtp,
  issueOtp,
  OTP_TTL_MS,
  pruneOtps,
  VERIFIED_WINDOW_MS,
  verifyOtp,
} from "./otp.js";

const SECRET = "otp-test-secret";
const T0 = new Date("2026-03-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

let n = 0;
const scope = (purpose: "signup" | "reset" = "signup") => {
  n += 1;
  return { mainId: "demo-store", email: `otp${n}@example.com`, purpose };
};

describe.each(await testDatabaseKinds())("otp service on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const verify = (s: ReturnType<typeof scope>, code: string, now: Date) =>
    verifyOtp(db(), SECRET, { mainId: s.mainId, email: s.email, code }, now);

  it("issues 6 random digits and stores only an HMAC", async () => {
    const s = scope();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(await issueOtp(db(), SECRET, s, T0));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(1);
    const rows = await db().select().from(otps).where(eq(otps.email, s.email));
    for (const row of rows) for (const code of codes) expect(row.codeHash).not.toContain(code);
    // Each new code retires the one before.
    expect(rows.filter((row) => row.consumedAt === null)).toHaveLength(1);
  });

  it("verifies once: the same code a second time is 'used'", async () => {
    const s = scope();
    const code = await issueOtp(db(), SECRET, s, T0);
    expect(await verify(s, code, at(1000))).toBe("ok");
    expect(await verify(s, code, at(2000))).toBe("used");
    expect(await verify(s, wrong(code), at(3000))).toBe("used");
    const [row] = await db().select().from(otps).where(eq(otps.email, s.email));
    expect(row?.attempts).toBe(0);
  });

  it.each([
    { given: OTP_TTL_MS - 1, want: "ok" },
    { given: OTP_TTL_MS, want: "expired" },
  ])("a code checked $given ms after issue is $want", async ({ given, want }) => {
    const s = scope();
    const code = await issueOtp(db(), SECRET, s, T0);
    expect(await verify(s, code, at(given))).toBe(want);
  });

  it("4 wrong tries are 'wrong'; the 5th and every try after it, right or wrong, are 'spent' until a new code", async () => {
    const s = scope();
    const code = await issueOtp(db(), SECRET, s, T0);
    for (let i = 0; i < 4; i++) expect(await verify(s, wrong(code), T0)).toBe("wrong");
    expect(await verify(s, wrong(code), T0)).toBe("spent");
    expect(await verify(s, code, T0)).toBe("spent");
    expect(await verify(s, wrong(code), at(1000))).toBe("spent");
    expect(await hasVerifiedOtp(db(), s, T0)).toBe(false);
    const next = await issueOtp(db(), SECRET, s, at(2000));
    expect(await verify(s, next, at(3000))).toBe("ok");
  });

  it("pruning removes a code once its expiry and the verification window after it have passed", async () => {
    const s = scope();
    await issueOtp(db(), SECRET, s, T0);
    const rows = () => db().select().from(otps).where(eq(otps.email, s.email));
    await pruneOtps(db(), at(OTP_TTL_MS + VERIFIED_WINDOW_MS - 1));
    expect(await rows()).toHaveLength(1);
    expect(await pruneOtps(db(), at(OTP_TTL_MS + VERIFIED_WINDOW_MS))).toBeGreaterThanOrEqual(1);
    expect(await rows()).toHaveLength(0);
  });

  it("a code is checked against the address it was sent to and its store", async () => {
    const s = scope();
    const code = await issueOtp(db(), SECRET, s, T0);
    expect(await verify({ ...scope(), purpose: "signup" }, code, T0)).toBe("none");
    expect(await verifyOtp(db(), SECRET, { mainId: "other-store", email: s.email, code }, T0)).toBe("none");
    expect(await verifyOtp(db(), "another-secret", { mainId: s.mainId, email: s.email, code }, T0)).toBe(
      "wrong",
    );
  });

  it("a verified code is consumed once, for its own purpose, within 30 minutes of verification", async () => {
    const s = scope("reset");
    const code = await issueOtp(db(), SECRET, s, T0);
    expect(await hasVerifiedOtp(db(), s, T0)).toBe(false);
    expect(await consumeVerifiedOtp(db(), s, T0)).toBe(false);
    expect(await verify(s, code, at(60_000))).toBe("ok");
    expect(await consumeVerifiedOtp(db(), { ...s, purpose: "signup" }, at(60_000))).toBe(false);
    expect(await hasVerifiedOtp(db(), s, at(60_000 + VERIFIED_WINDOW_MS - 1))).toBe(true);
    expect(await hasVerifiedOtp(db(), s, at(60_000 + VERIFIED_WINDOW_MS))).toBe(false);
    expect(await consumeVerifiedOtp(db(), s, at(60_000 + VERIFIED_WINDOW_MS - 1))).toBe(true);
    expect(await consumeVerifiedOtp(db(), s, at(60_000 + VERIFIED_WINDOW_MS - 1))).toBe(false);
    expect(await verify(s, code, at(120_000))).toBe("none");
  });

  it("consumption inside a transaction that fails is undone", async () => {
    const s = scope();
    const code = await issueOtp(db(), SECRET, s, T0);
    await verify(s, code, T0);
    await expect(
      db().transaction(async (tx) => {
        expect(await consumeVerifiedOtp(tx, s, T0)).toBe(true);
        throw new Error("the step after it failed");
      }),
    ).rejects.toThrow("the step after it failed");
    expect(await consumeVerifiedOtp(db(), s, T0)).toBe(true);
  });
});
