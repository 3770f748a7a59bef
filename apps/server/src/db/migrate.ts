// Applies the SQL migrations in src/db/migrations (dist/migrations once built) that the database has
// not seen yet. Bookkeeping lives in `schema_migrations` inside the current schema, so isolated test
// schemas on one server each keep their own. All pending files run in one transaction under an
// advisory lock: two processes starting together apply them once, the second waits and finds nothing to do.
import { sql } from "drizzle-orm";
import type { Database, Db } from "./database.js";
import { readMigrations } from "./migration-files.js";

export { findMigrationsDir, type Migration, readMigrations } from "./migration-files.js";

// Any fixed 64-bit number works; this one spells "henna".
const MIGRATION_LOCK_KEY = 448378203745;

export interface MigrateOptions {
  /** Folder holding the SQL files and meta/_journal.json; found next to this module by default. */
  migrationsDir?: string;
}

export interface MigrateResult {
  applied: string[];
}

export async function migrate(target: Db | Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const db = "kind" in target ? target.db : target;
  const migrations = readMigrations(options.migrationsDir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        tag text PRIMARY KEY,
        hash text NOT NULL,
        applied_at timestamp with time zone NOT NULL DEFAULT now()
      )`);
    const done = await tx.execute<{ tag: string; hash: string }>(
      sql`SELECT tag, hash FROM schema_migrations`,
    );
    const appliedHashes = new Map(done.rows.map((row) => [row.tag, row.hash]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = appliedHashes.get(migration.tag);
      if (previous !== undefined) {
        // Editing an applied migration would leave databases that ran the old text silently different.
        if (previous !== migration.hash) {
          throw new Error(
            `Migration ${migration.tag} changed after it was applied; add a new migration instead ` +
              "(in development, delete the data folder to start over)",
          );
        }
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO schema_migrations (tag, hash) VALUES (${migration.tag}, ${migration.hash})`,
      );
      applied.push(migration.tag);
    }
    return { applied };
  });
}
