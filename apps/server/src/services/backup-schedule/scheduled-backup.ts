// The daily backup (and "Back up now"): a backup of the store's database into BACKUP_DIR, taken by the
// serving process (services/backup/live-backup.ts: PGlite's consistent snapshot, or pg_dump), read back
// in full (verify-backup.ts), then the folder trimmed to 7 daily and 4 weekly backups.
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { backupsToKeep } from "@henna/domain/backup-schedule";
import type { Env } from "../../config/env.js";
import type { Database } from "../../db/database.js";
import { backupPostgres, pgliteBackupStream, writeAtomically } from "../backup/live-backup.js";
import { type BackupFile, backupFileName, listBackups } from "./backup-files.js";
import { verifyBackup } from "./verify-backup.js";

export interface BackupDeps {
  database: Database;
  env: Pick<Env, "dataDir" | "backupDir" | "databaseUrl" | "databaseSchema">;
  clock: () => Date;
}

export interface TakenBackup {
  name: string;
  bytes: number;
  takenAt: Date;
  /** Backups deleted by the retention. */
  removed: string[];
  seconds: number;
}

// One backup at a time in this process: "Back up now" pressed during the nightly one waits for it.
let inFlight: Promise<unknown> = Promise.resolve();

export function takeBackup(deps: BackupDeps): Promise<TakenBackup> {
  const run = inFlight.then(() => takeOne(deps));
  inFlight = run.catch(() => undefined);
  return run;
}

async function takeOne({ database, env, clock }: BackupDeps): Promise<TakenBackup> {
  const started = Date.now();
  const takenAt = clock();
  await mkdir(env.backupDir, { recursive: true, mode: 0o700 });
  const name = backupFileName(takenAt, database.kind);
  const path = join(env.backupDir, name);
  const bytes =
    database.kind === "pglite"
      ? await writeAtomically(path, async (temporary) => {
          const stream = await pgliteBackupStream(database, env);
          await pipeline(stream, createWriteStream(temporary, { mode: 0o600 }));
        })
      : await backupPostgres(env.databaseUrl ?? "", env.databaseSchema, path);
  try {
    await verifyBackup(path, database.kind, env.databaseUrl);
  } catch (error) {
    // A backup that cannot be read back is not kept: it would only look like one.
    await rm(path, { force: true });
    throw error;
  }
  const removed = await pruneBackups(env.backupDir);
  return { name, bytes, takenAt, removed, seconds: (Date.now() - started) / 1000 };
}

/** Deletes what the retention does not keep; the names deleted. */
export async function pruneBackups(dir: string): Promise<string[]> {
  const files: BackupFile[] = await listBackups(dir);
  const keep = backupsToKeep(files.map((file) => file.takenAt));
  const doomed = files.filter((_, index) => !keep.has(index));
  await Promise.all(doomed.map((file) => rm(file.path, { force: true })));
  return doomed.map((file) => file.name);
}
