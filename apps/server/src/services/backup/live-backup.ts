// A backup of the store's database taken by the process that has it open, while it keeps serving:
// `cli backup` beside a running server asks the server for it (control/), and a scheduled job can call
// it as well.
//
// PGlite on disk: PostgreSQL's online backup of the data folder (pglite-online-backup.ts): the folder
// read with asynchronous file calls between the store's queries, then the WAL, with the backup_label
// that makes it open as one consistent state. A transaction still open at the end is in that state as
// uncommitted, which recovery discards when the backup is opened, as after a crash. PGlite in memory
// (tests) has no folder to read: PGlite's dumpDataDir, after a CHECKPOINT, under its query lock.
// The tarball is gzipped as it is read.
// PostgreSQL: pg_dump of the schema in its custom format, one REPEATABLE READ snapshot.
import { createWriteStream, existsSync, rmSync } from "node:fs";
import { rename, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { pipeline as pipe, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, type ZlibOptions } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Env } from "../../config/env.js";
import type { Database } from "../../db/database.js";
import { BackupError } from "./backup-error.js";
import { onlineBackupTar } from "./pglite-online-backup.js";
import { connection, run } from "./postgres-tools.js";
import { backupDirInside, underFolder, withoutEntries } from "./tar-entries.js";

export type BackupKind = "pglite" | "postgres";

/**
 * gzip for the PGlite snapshot, which is taken while the store serves. Level 1: on a 98 MB snapshot
 * (5,000 products) it took 1.7-1.9 s against level 6's 4.8-6.8 s, for a file 19 % larger (16.4 against
 * 13.8 MB), CPU taken from the shoppers on a 1-2 vCPU machine. 1 MiB chunks: with zlib's 16 KB the
 * stream is 850 chunks, each waiting for a turn of an event loop busy serving (twice as slow there).
 */
export const BACKUP_GZIP: ZlibOptions = { level: 1, chunkSize: 1024 * 1024 };

/** Where the backups go: left out of the snapshot when that is inside the data folder. */
export type BackupFolders = Pick<Env, "dataDir" | "backupDir">;

/**
 * The PGlite store as one consistent tarball (not compressed) streamed while the store serves, without
 * BACKUP_DIR when it lies inside DATA_DIR (else each backup would hold the earlier ones). Resolves
 * once the backup has begun: a refusal comes before any byte.
 */
export async function pgliteTarStream(database: Database, folders: BackupFolders): Promise<Readable> {
  if (database.kind !== "pglite" || !database.dumpDataDir) {
    throw new BackupError(
      "Only a PGlite database can be snapshot this way; PostgreSQL is backed up with pg_dump.",
    );
  }
  if (database.pgliteFolder) {
    const inside = backupDirInside(database.pgliteFolder, folders.backupDir);
    return onlineBackupTar(database, database.pgliteFolder, inside ? underFolder(inside) : () => false);
  }
  await database.db.execute(sql`CHECKPOINT`);
  const tar = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
  const inside = backupDirInside(folders.dataDir, folders.backupDir);
  return Readable.from([
    inside ? withoutEntries(tar, underFolder(inside)) : Buffer.from(tar.buffer, tar.byteOffset, tar.length),
  ]);
}

/** The whole tarball in memory (tests read its entries). */
export async function snapshotPglite(database: Database, folders: BackupFolders): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await pgliteTarStream(database, folders)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The gzipped snapshot as a stream (what `cli backup` writes, and the server sends a command). */
export async function pgliteBackupStream(database: Database, folders: BackupFolders): Promise<Readable> {
  const gzip = createGzip(BACKUP_GZIP);
  // pipeline, not pipe: a snapshot that fails half-way fails the gzip stream too, so that a reader
  // does not take what came before for a whole backup.
  pipe(await pgliteTarStream(database, folders), gzip, () => undefined);
  return gzip;
}

/** Writes a backup of `database` to `path` (through a temporary file beside it); its size in bytes. */
export async function backupDatabase(
  database: Database,
  postgres: { databaseUrl: string | null; schema: string },
  path: string,
  folders: BackupFolders,
): Promise<{ kind: BackupKind; bytes: number }> {
  if (database.kind === "pglite") {
    const stream = await pgliteBackupStream(database, folders);
    return {
      kind: "pglite",
      bytes: await writeAtomically(path, (temporary) => pipeline(stream, createWriteStream(temporary))),
    };
  }
  if (!postgres.databaseUrl) throw new BackupError("A PostgreSQL backup needs DATABASE_URL.");
  return { kind: "postgres", bytes: await backupPostgres(postgres.databaseUrl, postgres.schema, path) };
}

export async function backupPostgres(databaseUrl: string, schema: string, path: string): Promise<number> {
  const { url, env } = connection(databaseUrl);
  return writeAtomically(path, async (temporary) => {
    await run(
      "pg_dump",
      [
        "--format=custom",
        `--schema=${schema}`,
        "--no-owner",
        "--no-privileges",
        `--file=${temporary}`,
        `--dbname=${url}`,
      ],
      env,
    );
  });
}

/** Writes FILE through a temporary file beside it, so a failed backup never leaves half a file. */
export async function writeAtomically(
  path: string,
  write: (temporary: string) => Promise<void>,
): Promise<number> {
  if (!existsSync(dirname(path))) throw new BackupError(`No folder ${dirname(path)} to write the backup in.`);
  const temporary = `${path}.partial-${process.pid}`;
  try {
    await write(temporary);
    await rename(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}
