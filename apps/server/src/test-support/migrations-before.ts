// A copy of the migrations folder that stops just before one migration, for the tests of what that
// migration does to rows an older store already holds.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findMigrationsDir } from "../db/migrate.js";

/** The folder's path; `tagEnd` names the migration by the end of its tag ("_gst_from_products"). */
export function migrationsBefore(tagEnd: string): string {
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
