// The online backup of a PGlite folder on disk is one consistent state that holds every write committed
// before pg_backup_stop(), though the store keeps writing while the folder is read. Every write is a
// numbered commit (rows inserted, old rows' versions bumped, the commit's number in `counter`) that the
// test replays in memory, so the copy restored through `cli restore` is compared row by row with the
// state after the commit its counter names: nothing missing, nothing stale, no note half-written.
//
// The backup is held at one of two points while the store writes:
// - after its first piece, a writer committing all along (the store serving during a backup);
// - after every data file has been copied, just before global/pg_control is opened: rows are added,
//   every old row rewritten, a CHECKPOINT moves pg_control on past the backup's start, and the WAL runs
//   into the next segment. The data files copied are then older than pg_control's checkpoint: only the
//   backup_label (recovery from the backup's own checkpoint) and the WAL from its first segment bring
//   them up to date, so a backup without either restores stale or missing rows, or does not open.
//   Held there once more, the WAL leaves the first segment (pg_switch_wal) before the CHECKPOINT, which
//   removes that segment unless the backup keeps it reserved; a statement fails meanwhile, as some of
//   the store's do, which would drop a temporary reservation (PGlite's one session cleans those up on
//   any error).
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backupCommand } from "../../cli/backup.js";
import { loadEnv } from "../../config/env.js";
import { createDatabase, type Database, PGLITE_BACKUP_SLOT } from "../../db/database.js";
import { pgliteBackupStream } from "./live-backup.js";
import { backupFiles } from "./pglite-online-backup.js";

const PADDING = 2000;
const CONTROL_FILE = "/global/pg_control";
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

// Every file the backup opens goes through `opening.hook` first: where the test learns what has been
// copied, and holds the backup before pg_control.
const opening = { hook: undefined as ((path: string) => Promise<void>) | undefined };
const openFile = backupFiles.open;
beforeAll(() => {
  backupFiles.open = async (path) => {
    await opening.hook?.(path);
    return openFile(path);
  };
});
afterAll(() => {
  backupFiles.open = openFile;
});

/** One transaction: rows `insert` (first to last) added at version 0, rows `bump` given version + 1. */
interface Commit {
  insert: [number, number] | null;
  bump: [number, number] | null;
}

/** The store's ledger and the commits made to it, in order (commit c is history[c - 1]). */
class Ledger {
  readonly history: Commit[] = [];
  rows = 0;
  private waiters: Array<{ until: number; resolve: () => void }> = [];

  constructor(readonly database: Database) {}

  get commits(): number {
    return this.history.length;
  }

  async commit(insert: number, bump: "one" | "all" | "none"): Promise<void> {
    const c = this.commits + 1;
    const added: [number, number] | null = insert > 0 ? [this.rows + 1, this.rows + insert] : null;
    const bumped: [number, number] | null =
      this.rows === 0 || bump === "none"
        ? null
        : bump === "all"
          ? [1, this.rows]
          : [1 + ((c * 7919) % this.rows), 1 + ((c * 7919) % this.rows)];
    await this.database.db.transaction(async (tx) => {
      if (added) {
        await tx.execute(
          sql`INSERT INTO ledger SELECT g, 0, repeat('a', ${PADDING}) FROM generate_series(${added[0]}::int, ${added[1]}::int) g`,
        );
      }
      if (bumped) {
        // Each version has its own letter: a note left from another version is a torn row.
        await tx.execute(sql`UPDATE ledger SET version = version + 1,
          note = repeat(chr(97 + (version + 1) % 26), ${PADDING}) WHERE n BETWEEN ${bumped[0]} AND ${bumped[1]}`);
      }
      await tx.execute(sql`UPDATE counter SET commits = ${c}`);
    });
    this.history.push({ insert: added, bump: bumped });
    if (added) this.rows = added[1];
    for (const waiter of this.waiters.filter((w) => this.commits >= w.until)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  committedUpTo(until: number): Promise<void> {
    return new Promise((resolve) =>
      this.commits >= until ? resolve() : this.waiters.push({ until, resolve }),
    );
  }

  /** Each row's version after commit c (index n - 1). */
  stateAfter(c: number): number[] {
    const versions: number[] = [];
    for (const { insert, bump } of this.history.slice(0, c)) {
      if (insert) for (let n = insert[0]; n <= insert[1]; n++) versions[n - 1] = 0;
      if (bump) for (let n = bump[0]; n <= bump[1]; n++) versions[n - 1] = (versions[n - 1] ?? 0) + 1;
    }
    return versions;
  }
}

async function walFile(database: Database): Promise<string> {
  const answer = await database.db.execute<{ file: string }>(
    sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS file`,
  );
  return answer.rows[0]?.file ?? "";
}

async function walSegments(dataDir: string): Promise<string[]> {
  return (await readdir(join(dataDir, "pg_wal"))).filter((name) => WAL_SEGMENT.test(name));
}

async function replicationSlots(database: Database): Promise<string[]> {
  const answer = await database.db.execute<{ name: string }>(
    sql`SELECT slot_name AS name FROM pg_replication_slots`,
  );
  return answer.rows.map((row) => row.name);
}

async function checkpoint(database: Database): Promise<{ lsn: string; redoFile: string }> {
  const answer = await database.db.execute<{ lsn: string; redoFile: string }>(
    sql`SELECT checkpoint_lsn::text AS lsn, redo_wal_file AS "redoFile" FROM pg_control_checkpoint()`,
  );
  const row = answer.rows[0];
  if (!row) throw new Error("pg_control_checkpoint() gave nothing");
  return row;
}

interface Held {
  ledger: Ledger;
  dataDir: string;
  /** The WAL segment of the backup's starting checkpoint. */
  startFile: string;
  startCheckpoint: string;
}

const cases: Array<{
  name: string;
  /** Where the backup waits for `during`. */
  hold: "first piece" | "before pg_control";
  /** A writer commits one row at a time from the backup's start to its end. */
  writer: boolean;
  during: (held: Held) => Promise<void>;
}> = [
  {
    name: "held after its first piece while a writer commits 200 more rows",
    hold: "first piece",
    writer: true,
    during: ({ ledger }) => ledger.committedUpTo(ledger.commits + 200),
  },
  {
    name: "held after every data file, across a CHECKPOINT and into the next WAL segment",
    hold: "before pg_control",
    writer: false,
    during: async ({ ledger, startFile, startCheckpoint }) => {
      const { database } = ledger;
      // New rows, each commit also rewriting an old one, then every old row rewritten: every page
      // already copied is changed after the backup's start.
      const old = ledger.rows;
      for (let i = 0; i < 200; i++) await ledger.commit(1, "one");
      await ledger.commit(0, "all");
      // PostgreSQL keeps no WAL for a backup in progress: a checkpoint once the WAL has left the
      // backup's first segment removes it, and the backup then fails. So the CHECKPOINT comes while
      // the WAL is still in that segment.
      expect(await walFile(database), "the WAL is still in the backup's first segment").toBe(startFile);
      await database.db.execute(sql`CHECKPOINT`);
      expect((await checkpoint(database)).lsn, "pg_control has moved past the backup's start").not.toBe(
        startCheckpoint,
      );
      // More after the checkpoint, until the WAL runs into the next segment (each commit 200 rows).
      while ((await walFile(database)) <= startFile) await ledger.commit(200, "one");
      for (let i = 0; i < 20; i++) await ledger.commit(1, "one");
      expect(ledger.rows).toBeGreaterThan(old + 200);
    },
  },
  {
    name: "held after every data file while the WAL leaves its first segment, a statement fails, then a CHECKPOINT",
    hold: "before pg_control",
    writer: false,
    during: async ({ ledger, dataDir, startFile }) => {
      const { database } = ledger;
      for (let i = 0; i < 50; i++) await ledger.commit(1, "one");
      await ledger.commit(0, "all");
      await expect(database.db.execute(sql`SELECT 1 / 0`)).rejects.toThrow();
      // Two segments on, then a checkpoint: by itself PostgreSQL now removes the backup's first segment,
      // or renames it for reuse, and recovery from the backup_label starts in it.
      for (let i = 0; i < 2; i++) {
        await database.db.execute(sql`SELECT pg_switch_wal()`);
        await ledger.commit(1, "one");
      }
      expect((await walFile(database)) > startFile, "the WAL has left the backup's first segment").toBe(true);
      await database.db.execute(sql`CHECKPOINT`);
      const kept = existsSync(join(dataDir, "pg_wal", startFile));
      expect(kept, "the backup's first WAL segment is kept through the CHECKPOINT").toBe(true);
      for (let i = 0; i < 20; i++) await ledger.commit(1, "one");
    },
  },
];

describe("the online backup of a PGlite folder", () => {
  const work = mkdtempSync(join(tmpdir(), "online-backup-"));
  const databases: Database[] = [];
  afterAll(async () => {
    opening.hook = undefined;
    for (const database of databases) await database.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("drops the WAL reservation of a backup cut short by the process's end when the folder is opened", async () => {
    const dataDir = join(work, "store-left");
    const left = await createDatabase({ dataDir });
    await left.db.execute(
      sql`SELECT pg_create_physical_replication_slot(${PGLITE_BACKUP_SLOT}, true, false)`,
    );
    await left.close();
    const reopened = await createDatabase({ dataDir });
    databases.push(reopened);
    expect(await replicationSlots(reopened)).toEqual([]);
  });

  it.each(cases.map((c, i) => ({ ...c, i })))(
    "restores every write committed before pg_backup_stop, as one state: $name",
    async ({ i, hold, writer, during }) => {
      const dataDir = join(work, `store-${i}`);
      const database = await createDatabase({ dataDir });
      databases.push(database);
      await database.db.execute(
        sql`CREATE TABLE ledger (n int PRIMARY KEY, version int NOT NULL, note text NOT NULL)`,
      );
      await database.db.execute(sql`CREATE TABLE counter (id int PRIMARY KEY, commits int NOT NULL)`);
      await database.db.execute(sql`INSERT INTO counter VALUES (1, 0)`);
      const ledger = new Ledger(database);
      await ledger.commit(500, "none");
      for (let c = 0; c < 100; c++) await ledger.commit(1, "one");
      const heapFile = (
        await database.db.execute<{ path: string }>(sql`SELECT pg_relation_filepath('ledger') AS path`)
      ).rows[0]?.path;
      expect(heapFile).toMatch(/^base\//);
      // Spent segments renamed ahead for reuse, as a store that has run a while keeps: they must stay
      // out of the backup, and the backup's own switches may take them.
      for (let s = 0; s < 2; s++) {
        await database.db.execute(sql`SELECT pg_switch_wal()`);
        await ledger.commit(1, "one");
      }
      await database.db.execute(sql`CHECKPOINT`);
      const current = await walFile(database);
      expect(
        (await walSegments(dataDir)).filter((name) => name > current),
        "segments are kept for reuse",
      ).not.toEqual([]);

      let writing = writer;
      const writes = (async () => {
        while (writing) {
          await ledger.commit(1, "one");
          // PGlite answers without a turn of the event loop: let the backup's file reads in.
          await new Promise(setImmediate);
        }
      })();
      // What the backup had opened when it opened pg_control, and the commits made by then: all of
      // them came before pg_backup_stop(), which follows pg_control.
      const copied: string[] = [];
      let copiedBeforeControl = null as string[] | null; // set in opening.hook
      let beforeStop = 0;
      let held: Held | null = null;
      let startFile = ""; // the backup's first WAL segment
      let heldBeforeControl = false;
      opening.hook = async (path) => {
        if (!path.endsWith(CONTROL_FILE)) {
          copied.push(path);
          return;
        }
        copiedBeforeControl ??= [...copied];
        if (hold === "before pg_control" && held) {
          const now = held;
          held = null;
          heldBeforeControl = true;
          await during(now);
        }
        beforeStop = ledger.commits;
      };
      const path = join(work, `store-${i}.backup`);
      try {
        const stream = await pgliteBackupStream(database, { dataDir, backupDir: join(work, "backups") });
        const start = await checkpoint(database);
        held = { ledger, dataDir, startFile: start.redoFile, startCheckpoint: start.lsn };
        startFile = start.redoFile;
        let first = true;
        await pipeline(
          stream,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              if (first && hold === "first piece" && held) {
                first = false;
                await during(held);
              }
              yield chunk;
            }
          },
          createWriteStream(path),
        );
      } finally {
        writing = false;
        await writes;
        opening.hook = undefined;
      }
      if (hold === "before pg_control") expect(heldBeforeControl, "held before pg_control").toBe(true);
      expect(
        copiedBeforeControl?.some((name) => name.endsWith(`/${heapFile}`)),
        "the ledger's data file was copied before pg_control",
      ).toBe(true);
      // The WAL from the backup's start to its stop, none before and none after (the stop switches to
      // a new segment, so the one in use after it is past the backup's last).
      const copiedWal = copied.map((name) => basename(name)).filter((name) => WAL_SEGMENT.test(name));
      const after = await walFile(database);
      expect(copiedWal).toContain(startFile);
      expect(copiedWal.filter((name) => name < startFile || name >= after)).toEqual([]);
      // The backup's WAL reservation goes when it ends, and is not part of it.
      expect(copied.filter((name) => name.includes("/pg_replslot/"))).toEqual([]);
      await vi.waitFor(async () => expect(await replicationSlots(database)).toEqual([]), { timeout: 60_000 });

      const restoreDir = join(work, `restored-${i}`);
      await backupCommand("restore", [path], loadEnv({ DATA_DIR: restoreDir }), Error);
      const restored = await createDatabase({ dataDir: restoreDir });
      databases.push(restored);
      const commits =
        (await restored.db.execute<{ commits: number }>(sql`SELECT commits FROM counter`)).rows[0]?.commits ??
        0;
      expect(commits, "the restored state holds every commit before pg_backup_stop").toBeGreaterThanOrEqual(
        beforeStop,
      );
      expect(commits).toBeLessThanOrEqual(ledger.commits);

      // Row by row against the state after commit `commits`.
      const expected = ledger.stateAfter(commits);
      const rows = (
        await restored.db.execute<{ n: number; version: number; intact: boolean }>(
          sql`SELECT n, version, note = repeat(chr(97 + version % 26), ${PADDING}) AS intact FROM ledger ORDER BY n`,
        )
      ).rows;
      const found = new Map(rows.map((row) => [row.n, row]));
      const problems: string[] = [];
      expected.forEach((version, index) => {
        const row = found.get(index + 1);
        if (!row) problems.push(`row ${index + 1} missing`);
        else if (row.version !== version)
          problems.push(`row ${row.n} at version ${row.version}, not ${version}`);
        else if (!row.intact) problems.push(`row ${row.n}'s note is not its version's`);
      });
      for (const row of rows) if (row.n > expected.length) problems.push(`row ${row.n} not yet committed`);
      expect(
        { problems: problems.length, first: problems.slice(0, 5) },
        `the restored ledger against commit ${commits}`,
      ).toEqual({
        problems: 0,
        first: [],
      });

      // The same counts and sums read through the table alone and through its primary key's index.
      const sums = { rows: expected.length, versions: expected.reduce((sum, v) => sum + v, 0) };
      const read = async (settings: SQL[]) =>
        restored.db.transaction(async (tx) => {
          for (const setting of settings) await tx.execute(setting);
          const [row] = (
            await tx.execute<{ rows: number; versions: number }>(
              sql`SELECT count(*)::int AS rows, coalesce(sum(version), 0)::int AS versions FROM ledger WHERE n > 0`,
            )
          ).rows;
          return row;
        });
      expect(
        await read([sql`SET LOCAL enable_indexscan = off`, sql`SET LOCAL enable_bitmapscan = off`]),
        "read through the table",
      ).toEqual(sums);
      expect(
        await read([sql`SET LOCAL enable_seqscan = off`, sql`SET LOCAL enable_bitmapscan = off`]),
        "read through the index",
      ).toEqual(sums);
    },
  );
});
