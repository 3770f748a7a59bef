// The PGlite snapshot of a data folder on disk leaves BACKUP_DIR out when it lies inside DATA_DIR (its
// default): each backup held the ones kept before it, and they theirs.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database.js";
import { snapshotPglite } from "./live-backup.js";
import { tarEntries } from "./tar-entries.js";

describe("snapshotPglite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "live-backup-"));
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ dataDir });
    mkdirSync(join(dataDir, "backups"));
    writeFileSync(join(dataDir, "backups", "backup-2026-11-27T21-30-00Z.tar.gz"), randomBytes(256 * 1024));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Each backup switches to a new WAL segment, so two in a row carry different ones.
  const names = (tar: Uint8Array) =>
    tarEntries(tar)
      .entries.map((entry) => entry.name)
      .filter((name) => !/^pg_wal\/[0-9A-F]{24}$/.test(name));

  it("leaves out BACKUP_DIR inside DATA_DIR, and only it", async () => {
    const inside = await snapshotPglite(database, { dataDir, backupDir: join(dataDir, "backups") });
    const elsewhere = await snapshotPglite(database, { dataDir, backupDir: join(tmpdir(), "elsewhere") });
    expect(names(inside)).toEqual(expect.arrayContaining(["PG_VERSION", "backup_label"]));
    expect(names(inside).filter((name) => name.startsWith("backups"))).toEqual([]);
    expect(names(elsewhere)).toContain("backups/backup-2026-11-27T21-30-00Z.tar.gz");
    expect(names(elsewhere).filter((name) => !name.startsWith("backups"))).toEqual(names(inside));
    expect(elsewhere.length - inside.length).toBeGreaterThanOrEqual(256 * 1024);
  });
});
