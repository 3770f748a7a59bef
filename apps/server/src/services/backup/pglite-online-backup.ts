// PostgreSQL's online backup of a PGlite data folder on disk, read while the store keeps serving.
//
// PGlite is one connection: anything that holds its query lock (dumpDataDir reads the whole folder
// through the WASM file system under it, synchronously) stops every request for that long, 1.9 s on a
// 20,000-product store. Instead pg_backup_start() checkpoints and puts the server in backup mode (every
// page changed from then on is written whole into the WAL), the folder is read with Node's own
// asynchronous calls between the store's queries, and pg_backup_stop() gives the backup_label that
// makes the copy open as the state at that moment: recovery starts from the label's checkpoint and
// replays the WAL copied after the stop over pages that may have been read half-written; a replication
// slot keeps that WAL from the start until it is copied. The query lock is held for those calls (and
// the slot's creation and drop) only. The archive is the ustar PGlite's dumpDataDir writes ("/base/5/
// 1259", directories included), so `cli restore` and the back office read it as before.
import type { Dirent } from "node:fs";
import { type FileHandle, open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { type Database, DROP_BACKUP_SLOT, PGLITE_BACKUP_SLOT } from "../../db/database.js";
import { BackupError } from "./backup-error.js";
import { paced } from "./paced.js";
import { tarHeader, tarPadding } from "./tar-header.js";

/** Pieces of about this size leave the archive: a few hundred turns of a busy event loop, not 10,000s. */
const CHUNK = 1024 * 1024;
const WAL = "pg_wal";
/** Read last, as pg_basebackup does: the copy is only as new as the control file it carries. */
const CONTROL_FILE = "global/pg_control";
/** Left empty, as pg_basebackup does: the backup's own slot would hold a restored store's WAL for good. */
const SLOTS = "pg_replslot";
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * How the backup opens each file of the folder. Tests wrap it to learn what has been copied and to
 * hold the copy at a chosen file (a module's own seam: mocking node:fs/promises would miss this module
 * when another test file of the same worker loaded it first).
 */
export const backupFiles = { open: (path: string): Promise<FileHandle> => open(path, "r") };

// One backup at a time per database: PostgreSQL allows one backup in progress per session, and
// PGlite is a single session.
const running = new WeakMap<Database, Promise<void>>();

/**
 * The folder as a tar stream (not compressed), without the paths `leaveOut` answers true for (relative,
 * "backups/x"). Resolves once the server is in backup mode, so a refusal comes before any byte; the
 * backup mode ends when the stream ends, fails or is destroyed.
 */
export async function onlineBackupTar(
  database: Database,
  folder: string,
  leaveOut: (name: string) => boolean,
): Promise<Readable> {
  const before = running.get(database) ?? Promise.resolve();
  let release = () => {};
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  running.set(
    database,
    before.then(() => mine),
  );
  await before;
  let stopped: Promise<Stopped> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      // The stop's own WAL record ends in `last`; the switch that follows starts the next segment.
      const answer = await database.db.execute<{ label: string; last: string }>(
        sql`SELECT labelfile AS label, pg_walfile_name(lsn) AS last FROM pg_backup_stop(false)`,
      );
      const row = answer.rows[0];
      if (!row?.label || !row.last) throw new BackupError("pg_backup_stop() gave no backup label.");
      return row;
    })();
    return stopped;
  };
  try {
    await reserveWal(database);
    await database.db.execute(sql`SELECT pg_backup_start('store backup', true)`);
  } catch (error) {
    await freeWal(database).catch(() => undefined);
    release();
    throw new BackupError(`The backup could not start: ${(error as Error).message}`);
  }
  const stream = Readable.from(paced(chunked(archive(folder, leaveOut, stop))), { objectMode: false });
  // Ended, failed, or destroyed before it ended (the command's connection dropped): out of backup
  // mode, the WAL free again, and the next backup may start.
  stream.once("close", () => {
    void (async () => {
      await stop().catch(() => undefined);
      await freeWal(database).catch(() => undefined);
    })().finally(release);
  });
  return stream;
}

// PostgreSQL keeps no WAL for a backup in progress: a CHECKPOINT once the WAL has left the backup's
// first segment removes that segment or renames it for reuse, and recovery from the backup_label
// starts in it: the backup fails. As pg_basebackup does, a physical replication slot reserves the WAL from
// before the backup's checkpoint until the archive has copied it (PGlite has wal_level=replica and 10
// slots; wal_keep_size would be a fixed bound kept all the time, and can only be set at start). Not a
// temporary slot: PGlite is one session, which drops its temporary slots on any statement's error, and
// the store's statements fail now and then. A slot left by a process that died during a backup is
// dropped when the folder is next opened (openPglite), or by the next backup. A backup whose reader
// stopped reading keeps its slot open: past max_slot_wal_keep_size (createDatabase's
// pgliteBackupWalLimitMb) the slot is lost, the WAL goes, and the backup fails below, disk kept.
async function reserveWal(database: Database): Promise<void> {
  await freeWal(database);
  await database.db.execute(
    sql`SELECT pg_create_physical_replication_slot(${PGLITE_BACKUP_SLOT}, true, false)`,
  );
}

async function freeWal(database: Database): Promise<void> {
  await database.db.execute(sql.raw(DROP_BACKUP_SLOT));
}

/** What pg_backup_stop() answers: the backup_label, and the WAL segment its end record lies in. */
interface Stopped {
  label: string;
  last: string;
}

/** The archive's pieces: headers, file contents, padding, in order. */
async function* archive(
  folder: string,
  leaveOut: (name: string) => boolean,
  stop: () => Promise<Stopped>,
): AsyncGenerator<Buffer> {
  const skip = (name: string) =>
    name === WAL || name === CONTROL_FILE || name.startsWith(`${SLOTS}/`) || leaveOut(name);
  yield* tree(folder, "", skip);
  yield* file(folder, CONTROL_FILE);
  const { label, last } = await stop();
  const content = Buffer.from(label, "utf8");
  yield tarHeader({ name: "/backup_label", size: content.length, mode: 0o600, mtime: Date.now() / 1000 });
  yield content;
  yield tarPadding(content.length);
  // The WAL from the backup's checkpoint to its stop, read after the stop so that it reaches it. Not
  // the segments after it: those are the store's writes since, or spent segments renamed ahead for
  // reuse (wal_recycle), old contents and all, which would double a busy store's backup.
  const first = /\(file ([0-9A-F]{24})\)/.exec(label)?.[1];
  if (!first) throw new BackupError("The backup label names no WAL file.");
  const outside = (name: string) => {
    const base = name.slice(WAL.length + 1);
    return WAL_SEGMENT.test(base) && (base < first || base > last);
  };
  // The slot keeps it; a folder changed behind the store's back would not.
  const walNames = await names(join(folder, WAL));
  if (!walNames.some((entry) => entry.name === first)) {
    throw new BackupError(`WAL file ${first} was removed during the backup; take it again.`);
  }
  yield* entry(folder, WAL, true);
  yield* tree(folder, WAL, (name) => outside(name) || leaveOut(name));
  yield Buffer.alloc(1024); // the end of the archive: two empty blocks
}

/** A directory's entries, depth first, each directory before what it holds. */
async function* tree(folder: string, under: string, skip: (name: string) => boolean): AsyncGenerator<Buffer> {
  for (const dirent of await names(join(folder, under))) {
    const name = under ? `${under}/${dirent.name}` : dirent.name;
    if (skip(name)) continue;
    if (dirent.isDirectory()) {
      yield* entry(folder, name, true);
      yield* tree(folder, name, skip);
    } else if (dirent.isFile()) {
      yield* file(folder, name);
    }
  }
}

/** A folder's entries; none when it went away meanwhile (a table dropped while the backup ran). */
async function names(path: string): Promise<Dirent[]> {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
}

async function* entry(folder: string, name: string, directory: boolean): AsyncGenerator<Buffer> {
  try {
    const stats = await stat(join(folder, name));
    yield tarHeader({ name: `/${name}`, size: 0, mode: stats.mode, mtime: stats.mtimeMs / 1000, directory });
  } catch (error) {
    if (!gone(error)) throw error;
  }
}

/**
 * A file as the header with its size when opened, then that many bytes: what a write changed
 * meanwhile the WAL replays, and a file cut short meanwhile is padded with zeros, as pg_basebackup does.
 */
async function* file(folder: string, name: string): AsyncGenerator<Buffer> {
  let handle: FileHandle;
  try {
    handle = await backupFiles.open(join(folder, name));
  } catch (error) {
    if (gone(error)) return;
    throw error;
  }
  try {
    const stats = await handle.stat();
    yield tarHeader({ name: `/${name}`, size: stats.size, mode: stats.mode, mtime: stats.mtimeMs / 1000 });
    let at = 0;
    while (at < stats.size) {
      const piece = Buffer.alloc(Math.min(CHUNK, stats.size - at));
      const { bytesRead } = await handle.read(piece, 0, piece.length, at);
      at += piece.length;
      yield piece;
      if (bytesRead === 0) {
        if (at < stats.size) yield Buffer.alloc(stats.size - at);
        break;
      }
    }
    yield tarPadding(stats.size);
  } finally {
    await handle.close();
  }
}

/** The pieces gathered into about CHUNK bytes each. */
async function* chunked(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const piece of pieces) {
    if (piece.length === 0) continue;
    pending.push(piece);
    size += piece.length;
    if (size >= CHUNK) {
      yield pending.length === 1 ? piece : Buffer.concat(pending, size);
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(pending, size);
}

function gone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
