// Applies the SQL migrations in src/db/migrations (dist/migrations once built) that the database has
// not seen yet. Bookkeeping lives in `schema_migrations` inside the current schema, so isolated test
// schemas on one server each keep their own. All pending files run in one transaction under an
// advisory lock: two processes starting together apply them once, the second waits and finds nothing to do.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database, Db } from "./database.js";

// Any fixed 64-bit number works; this one spells "henna".
const MIGRATION_LOCK_KEY = 448378203745;
const STATEMENT_BREAKPOINT = "--> statement-breakpoint";

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export interface MigrateOptions {
  /** Folder holding the SQL files and meta/_journal.json; found next to this module by default. */
  migrationsDir?: string;
}

export interface MigrateResult {
  applied: string[];
}

// Vitest runs this file from src/db (migrations beside it); tsup bundles it into dist/main.js, next to
// which the build copies the folder to dist/migrations. Both are "./migrations" from the module; the
// other candidates cover running a bundle whose copy step was skipped.
const CANDIDATES = ["./migrations/", "./db/migrations/", "../src/db/migrations/"];

export function findMigrationsDir(): string {
  for (const candidate of CANDIDATES) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${dir}meta/_journal.json`)) return dir;
  }
  throw new Error(
    `SQL migrations not found (looked for ${CANDIDATES.join(", ")} next to ${fileURLToPath(import.meta.url)})`,
  );
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

export function readMigrations(migrationsDir: string = findMigrationsDir()): Migration[] {
  const dir = migrationsDir.endsWith("/") ? migrationsDir : `${migrationsDir}/`;
  const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, "utf8")) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = readFileSync(`${dir}${tag}.sql`, "utf8");
      return {
        tag,
        hash: createHash("sha256").update(text).digest("hex"),
        statements: text
          .split(STATEMENT_BREAKPOINT)
          .map((statement) => statement.trim())
          .filter((statement) => statement.length > 0),
      };
    });
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
