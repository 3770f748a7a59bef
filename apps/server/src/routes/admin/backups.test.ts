// Store setup → Backups over HTTP: owner only, "Back up now" writes a verified backup and audits it,
// the list shows it, and the download is the file byte for byte (audited too).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.js";
import { startTestApp, type TestApp, testDatabaseKinds } from "../../test-support/http-app.js";
import { createTestStaff, type TestStaff } from "../../test-support/staff.js";
import { testDatabaseUrl } from "../../test-support/test-database.js";

describe.each(await testDatabaseKinds())("back-office backups on %s", (kind) => {
  let t: TestApp;
  let owner: TestStaff;
  let staff: TestStaff;
  const backupDir = mkdtempSync(join(tmpdir(), "admin-backups-"));

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { BACKUP_DIR: backupDir } });
    if (kind === "postgres") {
      // The test app is handed its schema; pg_dump must be told where it is, as DATABASE_URL would.
      Object.assign(t.ctx.env, { databaseUrl: testDatabaseUrl(), databaseSchema: t.database.schema });
    }
    owner = await createTestStaff(t, "owner");
    staff = await createTestStaff(t, "staff");
  });
  afterAll(() => t.close());

  it.each([
    ["GET", "/api/admin/backups"],
    ["POST", "/api/admin/backups"],
    ["GET", "/api/admin/backups/backup-2026-11-28T21-30-00Z.tar.gz"],
  ] as const)("refuses %s %s to staff who are not the owner", async (method, url) => {
    expect((await t.request({ method, url, token: staff.accessToken })).statusCode).toBe(403);
    expect((await t.request({ method, url })).statusCode).toBe(401);
  });

  it("takes a backup now, lists it, and downloads it byte for byte, audited", async () => {
    const empty = await t.request({ method: "GET", url: "/api/admin/backups", token: owner.accessToken });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);
    expect(new Date(empty.json().next_at).getTime()).toBeGreaterThan(t.now().getTime());

    const taken = await t.request({ method: "POST", url: "/api/admin/backups", token: owner.accessToken });
    expect(taken.statusCode, taken.body).toBe(201);
    const backup = taken.json().data as { name: string; bytes: number; kind: string };
    expect(backup).toMatchObject({ kind, name: expect.stringMatching(/^backup-.*\.(tar\.gz|dump)$/) });
    expect(backup.bytes).toBeGreaterThan(1000);

    const listed = await t.request({ method: "GET", url: "/api/admin/backups", token: owner.accessToken });
    expect(listed.json().data).toEqual([expect.objectContaining({ name: backup.name, bytes: backup.bytes })]);

    const download = await t.request({
      method: "GET",
      url: `/api/admin/backups/${backup.name}`,
      token: owner.accessToken,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.equals(readFileSync(join(backupDir, backup.name)))).toBe(true);

    const entries = await t.ctx.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "backup"), eq(auditLog.entity_id, backup.name)));
    expect(entries).toEqual([
      { action: "backup.create", actor: owner.email },
      { action: "backup.download", actor: owner.email },
    ]);
  });

  it.each([
    ["an unknown backup", "backup-2020-01-01T00-00-00Z.tar.gz", 404],
    ["a path outside the folder", "..%2F..%2Fsecrets.json", 400],
    ["another file's name", "secrets.json", 400],
  ])("answers %s with %s", async (_what, name, status) => {
    const res = await t.request({
      method: "GET",
      url: `/api/admin/backups/${name}`,
      token: owner.accessToken,
    });
    expect(res.statusCode).toBe(status);
  });
});
