// The online backup of a PGlite folder on disk is one consistent state that holds every write committed
// before it began, though the store keeps writing while the folder is read: a writer commits numbered
// rows (a ledger row and a counter in one transaction, and padding that grows the files) and rewrites
// old rows, and the backup is held half-read until the writer has committed more. Restored through
// `cli restore`, the copy has rows 1..n without a gap, n at least the last one committed before, and
// the counter at n.
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand } from "../../cli/backup.js";
import { loadEnv } from "../../config/env.js";
import { createDatabase, type Database } from "../../db/database.js";
import { pgliteBackupStream } from "./live-backup.js";

const PADDING = 2000;

describe("the online backup of a PGlite folder", () => {
  const work = mkdtempSync(join(tmpdir(), "online-backup-"));
  const dataDir = join(work, "data");
  let database: Database;
  let restored: Database | undefined;
  beforeAll(async () => {
    database = await createDatabase({ dataDir });
    await database.db.execute(sql`CREATE TABLE ledger (n int PRIMARY KEY, note text NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)`);
    await database.db.execute(sql`INSERT INTO counter VALUES (1, 0)`);
  });
  afterAll(async () => {
    await restored?.close();
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("restores every write committed before it, as one state, while writes go on", async () => {
    let committed = 0;
    const waiters: Array<{ until: number; resolve: () => void }> = [];
    const commitOne = async () => {
      const n = committed + 1;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO ledger VALUES (${n}, repeat('x', ${PADDING}))`);
        // Pages copied early in the backup change under it.
        await tx.execute(sql`UPDATE ledger SET note = repeat('y', ${PADDING}) WHERE n = ${1 + (n % 97)}`);
        await tx.execute(sql`UPDATE counter SET n = ${n} WHERE id = 1`);
      });
      committed = n;
      for (const waiter of waiters.filter((w) => committed >= w.until)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    const committedUpTo = (until: number) =>
      new Promise<void>((resolve) => (committed >= until ? resolve() : waiters.push({ until, resolve })));
    for (let i = 0; i < 500; i++) await commitOne();

    let writing = true;
    const writer = (async () => {
      while (writing) {
        await commitOne();
        // PGlite answers without a turn of the event loop: let the backup's file reads in.
        await new Promise(setImmediate);
      }
    })();
    const before = committed;
    const path = join(work, "store.backup");
    try {
      const stream = await pgliteBackupStream(database, { dataDir, backupDir: join(work, "backups") });
      const file = createWriteStream(path);
      let held = false;
      await pipeline(
        stream,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            if (!held) {
              // Half-read: the store commits more before the copy goes on.
              held = true;
              await committedUpTo(committed + 200);
            }
            yield chunk;
          }
        },
        file,
      );
    } finally {
      writing = false;
      await writer;
    }
    expect(committed).toBeGreaterThan(before + 200);

    const restoreDir = join(work, "restored");
    await backupCommand("restore", [path], loadEnv({ DATA_DIR: restoreDir }), Error);
    restored = await createDatabase({ dataDir: restoreDir });
    const [ledger] = (
      await restored.db.execute<{ rows: number; low: number; high: number }>(
        sql`SELECT count(*)::int AS rows, min(n) AS low, max(n) AS high FROM ledger`,
      )
    ).rows;
    const [counter] = (await restored.db.execute<{ n: number }>(sql`SELECT n FROM counter`)).rows;
    expect(ledger?.low).toBe(1);
    expect(ledger?.high).toBeGreaterThanOrEqual(before);
    expect(ledger?.rows).toBe(ledger?.high);
    expect(counter?.n).toBe(ledger?.high);
    const [bad] = (
      await restored.db.execute<{ bad: number }>(
        sql`SELECT count(*)::int AS bad FROM ledger WHERE length(note) <> ${PADDING}`,
      )
    ).rows;
    expect(bad?.bad).toBe(0);
  }, 300_000);
});
