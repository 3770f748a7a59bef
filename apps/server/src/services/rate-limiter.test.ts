// The sliding window, on both databases, with time driven by the test: never more than the limit in
// any window (across what would be a fixed window's edge too), exact Retry-After, refused calls not
// counted, all keys or none, one count across concurrent requests, and pruning.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { rateLimits } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";
import { testDatabaseKinds } from "../test-support/http-app.js";
import { openTestDatabase } from "../test-support/test-database.js";
import { checkAndRecord, createRateLimiter, type Limit, pruneRateLimits } from "./rate-limiter.js";

const T0 = new Date("2026-05-01T10:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let n = 0;
const limit = (max: number, windowSeconds: number): Limit => {
  n += 1;
  return { key: `test:${n}`, max, windowSeconds };
};

describe.each(await testDatabaseKinds())("sliding-window rate limits on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it("3 per minute: the 4th is refused until the first hit leaves the window, with the exact wait", async () => {
    const l = limit(3, 60);
    expect(await checkAndRecord(db(), [l], at(0))).toEqual([]);
    expect(await checkAndRecord(db(), [l], at(10))).toEqual([]);
    expect(await checkAndRecord(db(), [l], at(20))).toEqual([]);
    expect(await checkAndRecord(db(), [l], at(30))).toEqual([30]);
    // Refused calls do not count: the wait only shrinks with time.
    expect(await checkAndRecord(db(), [l], at(59))).toEqual([1]);
    expect(await checkAndRecord(db(), [l], at(60))).toEqual([]);
    expect(await checkAndRecord(db(), [l], at(61))).toEqual([9]);
  });

  it("no client gets twice the limit across a window edge: a burst at the end of one minute leaves none for the start of the next", async () => {
    const l = limit(5, 60);
    // A fixed window starting at 0 would reset at 60 s and accept 5 more at once.
    expect(await checkAndRecord(db(), [l], at(0))).toEqual([]);
    for (let i = 0; i < 4; i++) expect(await checkAndRecord(db(), [l], at(59))).toEqual([]);
    expect(await checkAndRecord(db(), [l], at(59))).toEqual([1]);
    expect(await checkAndRecord(db(), [l], at(61))).toEqual([]);
    expect(await checkAndRecord(db(), [l], at(61))).toEqual([58]);
  });

  it("a steady client gets at most the limit in every window (a hit every 7 s for 5 minutes, 4 per 30 s)", async () => {
    const l = limit(4, 30);
    const accepted: number[] = [];
    for (let second = 0; second <= 300; second += 7) {
      if ((await checkAndRecord(db(), [l], at(second))).length === 0) accepted.push(second);
    }
    for (const start of accepted) {
      expect(accepted.filter((s) => s >= start && s < start + 30).length).toBeLessThanOrEqual(4);
    }
    // And it is not starved: of every 5 calls (35 s) only the 5th comes within 30 s of 4 accepted
    // ones, so 43 calls give 8 × 4 + 3 = 35.
    expect(accepted).toHaveLength(35);
  });

  it("counts on every key or on none: a call refused by one key is not counted on the others", async () => {
    const perEmail = limit(5, 60);
    const perIp = limit(1, 60);
    expect(await checkAndRecord(db(), [perEmail, perIp], at(0))).toEqual([]);
    expect(await checkAndRecord(db(), [perEmail, perIp], at(1))).toEqual([59]);
    const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, perEmail.key));
    expect(row?.hits).toHaveLength(1);
  });

  it("the limiter's 429 carries the longest wait of the refused keys", async () => {
    const a = limit(1, 60);
    const b = limit(1, 600);
    const limiter = createRateLimiter(db());
    await limiter.hit([a, b], at(0));
    const error = await limiter.hit([a, b], at(10)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", headers: { "retry-after": "590" } });
  });

  it("concurrent calls share one count: 12 at once against a limit of 5 accept exactly 5", async () => {
    const l = limit(5, 60);
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkAndRecord(db(), [l], at(0))));
    expect(answers.filter((waits) => waits.length === 0)).toHaveLength(5);
  });

  it("pruning deletes a row once its newest hit has left the window, and not before", async () => {
    const l = limit(3, 60);
    await checkAndRecord(db(), [l], at(0));
    await checkAndRecord(db(), [l], at(30));
    const rows = () => db().select().from(rateLimits).where(eq(rateLimits.key, l.key));
    await pruneRateLimits(db(), at(89));
    expect(await rows()).toHaveLength(1);
    expect(await pruneRateLimits(db(), at(90))).toBeGreaterThanOrEqual(1);
    expect(await rows()).toHaveLength(0);
  });
});
