// The session gate's cache and the pruning job's function, on both databases, with time driven by the
// test (the HTTP behaviour is in routes/accounts/sessions.test.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { refreshTokens, sessions, users } from "../db/schema.js";
import { testDatabaseKinds } from "../test-support/http-app.js";
import { openTestDatabase } from "../test-support/test-database.js";
import { createSessionGate, endSession, pruneSessions, SESSION_CHECK_CACHE_MS } from "./sessions.js";
import {
  ACCESS_TTL_SECONDS,
  issueTokens,
  REFRESH_TTL_SECONDS,
  rotateRefreshToken,
  sha256,
} from "./tokens.js";

const SECRET = "sessions-test-secret-0123456789abcdef";
const T0 = new Date("2026-06-01T08:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe.each(await testDatabaseKinds())("sessions on %s", (kind) => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    const [row] = await database.db
      .insert(users)
      .values({
        main_id: "demo-store",
        email: `sessions-${kind}@example.com`,
        full_name: "S",
        passwordHash: "x",
      })
      .returning();
    userId = row?.user_id ?? 0;
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const user = () => ({ user_id: userId, main_id: "demo-store" });
  const sidOf = async (refreshToken: string) => {
    const [row] = await db()
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    return row?.family ?? "";
  };

  it("answers from its cache for the window, then asks the database again; forget() drops the answer at once", async () => {
    let now = T0.getTime();
    const gate = createSessionGate(db(), () => new Date(now));
    const pair = await issueTokens(db(), SECRET, user(), T0);
    const claims = { sid: await sidOf(pair.refreshToken), userId, mainId: "demo-store" };
    expect(await gate.isLive(claims)).toBe(true);
    expect(await gate.isLive({ ...claims, userId: userId + 1 })).toBe(false);
    expect(await gate.isLive({ ...claims, mainId: "other-store" })).toBe(false);
    await endSession(db(), claims.sid, T0);
    now += SESSION_CHECK_CACHE_MS - 1;
    expect(await gate.isLive(claims)).toBe(true);
    now += 1;
    expect(await gate.isLive(claims)).toBe(false);

    const other = await issueTokens(db(), SECRET, user(), T0);
    const next = { ...claims, sid: await sidOf(other.refreshToken) };
    expect(await gate.isLive(next)).toBe(true);
    await endSession(db(), next.sid, T0);
    gate.forget([next.sid]);
    expect(await gate.isLive(next)).toBe(false);
  });

  it("a refresh moves the session's expiry forward; an ended session cannot be refreshed", async () => {
    const pair = await issueTokens(db(), SECRET, user(), T0);
    const sid = await sidOf(pair.refreshToken);
    const later = new Date(T0.getTime() + 10 * DAY);
    const rotated = await rotateRefreshToken(db(), SECRET, "demo-store", pair.refreshToken, later, () => {});
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sid));
    expect(row?.expiresAt.getTime()).toBe(later.getTime() + REFRESH_TTL_SECONDS * 1000);
    await endSession(db(), sid, later);
    await expect(
      rotateRefreshToken(db(), SECRET, "demo-store", rotated.refreshToken, later, () => {}),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("pruning deletes sessions a day after they ended or expired, with their refresh tokens, and keeps live ones", async () => {
    const live = await issueTokens(db(), SECRET, user(), T0);
    const ended = await issueTokens(db(), SECRET, user(), T0);
    const endedSid = await sidOf(ended.refreshToken);
    const liveSid = await sidOf(live.refreshToken);
    await endSession(db(), endedSid, T0);
    const ids = async () => (await db().select({ id: sessions.id }).from(sessions)).map((row) => row.id);

    await pruneSessions(db(), new Date(T0.getTime() + DAY - 1));
    expect(await ids()).toContain(endedSid);
    const pruned = await pruneSessions(db(), new Date(T0.getTime() + DAY));
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect(await ids()).not.toContain(endedSid);
    expect(await ids()).toContain(liveSid);
    expect(await sidOf(ended.refreshToken)).toBe("");
    expect(await sidOf(live.refreshToken)).toBe(liveSid);

    // Past its refresh token's expiry (no refresh for 30 days) plus a day, the live one goes too.
    await pruneSessions(db(), new Date(T0.getTime() + REFRESH_TTL_SECONDS * 1000 + DAY + ACCESS_TTL_SECONDS));
    expect(await ids()).not.toContain(liveSid);
    expect(await sidOf(live.refreshToken)).toBe("");
  });
});
