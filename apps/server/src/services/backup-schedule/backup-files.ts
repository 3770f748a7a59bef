// The daily backups in BACKUP_DIR, named by the moment they were taken (UTC) and their kind, so the
// folder alone says what it holds: the list in the back office, the retention and `doctor` read it.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

export type BackupKind = "pglite" | "postgres";

export interface BackupFile {
  name: string;
  path: string;
  takenAt: Date;
  bytes: number;
  kind: BackupKind;
}

// backup-2026-11-28T03-00-00Z.tar.gz (PGlite's gzipped data folder) or .dump (pg_dump's custom format).
const NAME = /^backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.(tar\.gz|dump)$/;
const EXTENSION: Record<BackupKind, string> = { pglite: "tar.gz", postgres: "dump" };

export function backupFileName(takenAt: Date, kind: BackupKind): string {
  const stamp = takenAt.toISOString().slice(0, 19).replace(/:/g, "-");
  return `backup-${stamp}Z.${EXTENSION[kind]}`;
}

/** What a file name says, or null for anything that is not one of ours (partial files included). */
export function parseBackupName(name: string): { takenAt: Date; kind: BackupKind } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, extension] = match;
  const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  if (Number.isNaN(takenAt.getTime())) return null;
  return { takenAt, kind: extension === "dump" ? "postgres" : "pglite" };
}

/** The backups in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found = await Promise.all(
    names.map(async (name) => {
      const parsed = parseBackupName(name);
      if (!parsed) return null;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      return info?.isFile() ? { name, path, bytes: info.size, ...parsed } : null;
    }),
  );
  return found
    .filter((file): file is BackupFile => file !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}
