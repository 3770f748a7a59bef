// An older store's database: migrated up to just before one migration, for the tests of what that
// migration does to the rows such a store already holds.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database, DatabaseKind } from "../db/database.js";
import { findMigrationsDir, migrate } from "../db/migrate.js";
import { openUnmigratedDatabase } from "./test-database.js";

/** A copy of the migrations folder without the one `tagEnd` names ("_gst_from_products") and later. */
function migrationsBefore(tagEnd: string): string {
  const dir = mkdtempSync(join(tmpdir(), "migrations-before-"));
  cpSync(findMigrationsDir(), dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (at < 0) throw new Error(`no migration ${tagEnd} in the journal`);
  for (const entry of journal.entries.slice(at)) rmSync(join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A database of `kind` as a store had it before the migration `tagEnd` names; close() drops it. */
export async function databaseBefore(kind: DatabaseKind, tagEnd: string): Promise<Database> {
  const dir = migrationsBefore(tagEnd);
  try {
    const database = await openUnmigratedDatabase(kind);
    try {
      await migrate(database.db, { migrationsDir: dir });
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
