// The nightly backup through the real job runner on both databases: queued for the next 03:00 India
// time, taken when it is due, verified, trimmed to 7 daily and 4 weekly, shown on /metrics; and a backup
// that keeps failing ends dead with an e-mail to the owner.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nextBackupAt } from "@henna/domain/backup-schedule";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs, outboxMails } from "../db/schema.js";
import { backupFileName, listBackups } from "../services/backup-schedule/backup-files.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";
import { createTestStaff } from "../test-support/staff.js";
import { testDatabaseUrl } from "../test-support/test-database.js";
import { backupJob, DAILY_BACKUP } from "./backup-job.js";
import { createJobRunner } from "./runner.js";

const HOUR = 3_600_000;

describe.each(await testDatabaseKinds())("the nightly backup on %s", (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const runnerFor = (app: TestApp) =>
    createJobRunner({
      db: app.ctx.db,
      log: app.ctx.log,
      clock: app.now,
      definitions: [
        backupJob({
          ...app.ctx,
          clock: app.now,
          // The test app is handed its database; pg_dump needs to be told where it is.
          env:
            kind === "postgres"
              ? { ...app.ctx.env, databaseUrl: testDatabaseUrl(), databaseSchema: app.database.schema }
              : app.ctx.env,
        }),
      ],
    });
  const queued = async (app: TestApp) =>
    app.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DAILY_BACKUP), eq(jobs.state, "queued")));

  it("runs at the next 03:00 India time, verifies, keeps 7 daily and 4 weekly, and shows on /metrics", async () => {
    const backupDir = mkdtempSync(join(tmpdir(), "nightly-"));
    // 10:00 India time on Saturday 28 November 2026.
    t = await startTestApp(kind, { env: { BACKUP_DIR: backupDir }, start: new Date("2026-11-28T04:30:00Z") });
    // Thirty nights of older backups (only their names count for the retention).
    for (let night = 1; night <= 30; night++) {
      const at = new Date(Date.UTC(2026, 10, 28 - night, 21, 30));
      writeFileSync(join(backupDir, backupFileName(at, kind)), "older");
    }
    const runner = runnerFor(t);
    await runner.tick();
    const [next] = await queued(t);
    expect(next?.runAt.toISOString()).toBe("2026-11-28T21:30:00.000Z");
    expect(next?.runAt).toEqual(nextBackupAt(t.now(), 3));
    // Not due yet: nothing is taken.
    expect((await runner.tick()).ran).toBe(0);

    t.advance(17 * HOUR + 1000); // 03:00:01 India time on Sunday
    expect((await runner.tick()).ran).toBe(1);
    const ran = await t.ctx.db.select().from(jobs).where(eq(jobs.name, DAILY_BACKUP));
    expect(ran.map((job) => [job.state, job.lastError])).toContainEqual(["done", null]);
    const files = await listBackups(backupDir);
    const newest = files[0];
    expect(newest?.name).toBe(backupFileName(new Date("2026-11-28T21:30:01Z"), kind));
    expect(newest?.bytes).toBeGreaterThan(10_000);
    // 7 daily (tonight's and 6 nights before) and the newest of 4 weeks: this one and 3 before.
    // Each India day's date (03:00 IST is 21:30 UTC the day before): tonight is Sunday the 29th.
    const indiaDay = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
    expect(files.map((file) => indiaDay(file.takenAt))).toEqual([
      "2026-11-29",
      "2026-11-28",
      "2026-11-27",
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      // The newest of each earlier week (Monday to Sunday): Sundays.
      "2026-11-22",
      "2026-11-15",
      "2026-11-08",
    ]);
    // The next night is queued.
    const [after] = await queued(t);
    expect(after?.runAt.toISOString()).toBe("2026-11-29T21:30:00.000Z");

    t.advance(2 * HOUR);
    const metrics = await t.request({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/^backup_last_age_seconds 7200\b/m);
    expect(metrics.body).toContain(`backup_last_bytes ${newest?.bytes}`);
  });

  it("ends dead after three failed attempts and e-mails the owner", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nightly-fail-"));
    // A file where the folder should be: every attempt fails.
    const blocked = join(dataDir, "not-a-folder");
    writeFileSync(blocked, "x");
    t = await startTestApp(kind, { env: { BACKUP_DIR: join(blocked, "backups") } });
    const owner = await createTestStaff(t, "owner");
    const runner = runnerFor(t);
    await runner.tick();
    t.advance(25 * HOUR);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await runner.tick()).ran).toBe(1);
      t.advance(HOUR); // past the backoff
    }
    const dead = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DAILY_BACKUP), eq(jobs.state, "dead")));
    expect(dead).toHaveLength(1);
    expect(dead[0]?.lastError).toMatch(/ENOTDIR|not a directory/i);
    // Its schedule goes on: the next night is queued.
    expect(await queued(t)).toHaveLength(1);
    const mails = await t.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("The store's backup failed");
    expect(mails[0]?.text).toContain("Back up now");
    expect(existsSync(join(blocked, "backups"))).toBe(false);
  });
});
