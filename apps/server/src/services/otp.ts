// One-time codes for sign-up and password reset: 6 random digits, stored only as an HMAC (a leaked
// table does not reveal live codes), valid 10 minutes, single use, spent after 5 wrong tries (from
// the 5th wrong try on, every try, right or wrong, is told the code is spent until a new one is sent).
// A verified code stays usable for VERIFIED_WINDOW_MS by the step that needs it (signup, reset); it
// cannot be verified a second time.
import { createHmac, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db, DbOrTransaction } from "../db/database.js";
import { otps } from "../db/schema.js";
import { constantTimeEqual } from "./tokens.js";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const VERIFIED_WINDOW_MS = 30 * 60 * 1000;

type Purpose = "signup" | "reset";

/**
 * `wrong`: attempts remain; `spent`: the allowed wrong tries are used up (by this try or earlier
 * ones); `expired`: past its 10 minutes; `used`: already verified once; `none`: no code to check
 * (never sent, or used by its step).
 */
export type OtpCheck = "ok" | "wrong" | "spent" | "expired" | "used" | "none";

function hmac(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}\u0000${code}`).digest("hex");
}

/**
 * Stores a new code (replacing any earlier one of the address and purpose) and answers it. `deliver`
 * runs in the same transaction (the mail to the outbox): when it throws, the new code is not stored and
 * a code mailed earlier still works, instead of being replaced by one nobody received.
 */
export async function issueOtp(
  db: Db,
  secret: string,
  input: { mainId: string; email: string; purpose: Purpose },
  now: Date,
  deliver?: (tx: DbOrTransaction, code: string) => Promise<void>,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one for the same address and purpose.
    await tx
      .update(otps)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otps.main_id, input.mainId),
          eq(otps.email, input.email),
          eq(otps.purpose, input.purpose),
          isNull(otps.consumedAt),
        ),
      );
    await tx.insert(otps).values({
      main_id: input.mainId,
      email: input.email,
      purpose: input.purpose,
      codeHash: hmac(secret, input.email, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    await deliver?.(tx, code);
  });
  return code;
}

/** Checks a code against the newest live code for the address (either purpose: §7 sends none). */
export async function verifyOtp(
  db: Db,
  secret: string,
  input: { mainId: string; email: string; code: string },
  now: Date,
): Promise<OtpCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otps)
      .where(and(eq(otps.main_id, input.mainId), eq(otps.email, input.email), isNull(otps.consumedAt)))
      .orderBy(desc(otps.createdAt), desc(otps.id))
      .limit(1)
      .for("update");
    if (!row) {
      // A code spent by wrong tries stays spent, for the right code too, until a new one is sent.
      const [newest] = await tx
        .select({ attempts: otps.attempts })
        .from(otps)
        .where(and(eq(otps.main_id, input.mainId), eq(otps.email, input.email)))
        .orderBy(desc(otps.createdAt), desc(otps.id))
        .limit(1);
      return newest && newest.attempts >= OTP_MAX_ATTEMPTS ? "spent" : "none";
    }
    if (row.attempts >= OTP_MAX_ATTEMPTS) return "spent";
    // Single use: a verified code is waiting for its step; verifying it again (or guessing at it,
    // which would count attempts against it) must not work.
    if (row.verifiedAt) return "used";
    if (row.expiresAt.getTime() <= now.getTime()) return "expired";
    if (!constantTimeEqual(row.codeHash, hmac(secret, input.email, input.code))) {
      const attempts = row.attempts + 1;
      await tx
        .update(otps)
        .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: now } : {}) })
        .where(eq(otps.id, row.id));
      return attempts >= OTP_MAX_ATTEMPTS ? "spent" : "wrong";
    }
    await tx.update(otps).set({ verifiedAt: now }).where(eq(otps.id, row.id));
    return "ok";
  });
}

function verifiedWithinWindow(input: { mainId: string; email: string; purpose: Purpose }, now: Date) {
  const since = new Date(now.getTime() - VERIFIED_WINDOW_MS);
  return and(
    eq(otps.main_id, input.mainId),
    eq(otps.email, input.email),
    eq(otps.purpose, input.purpose),
    isNull(otps.consumedAt),
    gt(otps.verifiedAt, since),
  );
}

/** Whether a verified, unused code exists for the step; lets a caller skip costly work (hashing) early. */
export async function hasVerifiedOtp(
  db: DbOrTransaction,
  input: { mainId: string; email: string; purpose: Purpose },
  now: Date,
): Promise<boolean> {
  const rows = await db.select({ id: otps.id }).from(otps).where(verifiedWithinWindow(input, now)).limit(1);
  return rows.length > 0;
}

/**
 * Uses up a verified code for the step it was sent for; false when there is none in the window. Takes
 * a transaction so the step's own writes and the consumption commit or roll back together.
 */
export async function consumeVerifiedOtp(
  db: DbOrTransaction,
  input: { mainId: string; email: string; purpose: Purpose },
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(verifiedWithinWindow(input, now))
    .returning({ id: otps.id });
  return used.length > 0;
}

/**
 * For the pruning job: deletes codes past their expiry and the verification window after it (a code
 * verified just before expiring is still usable by its step until then). Returns how many.
 */
export async function pruneOtps(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - VERIFIED_WINDOW_MS);
  const gone = await db.delete(otps).where(lte(otps.expiresAt, before)).returning({ id: otps.id });
  return gone.length;
}
