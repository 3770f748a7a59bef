// Databases for tests: a fresh in-memory PGlite, or a fresh schema `t_<random>` on a real PostgreSQL
// (TEST_DATABASE_URL, else DATABASE_URL, else the local server) that close() drops again. Either way the
// migrations have run. Suites cover both kinds with:
//   describe.each(DATABASE_KINDS)("%s", (kind) => { ... }) plus describe.skipIf(!(await postgresAvailable()))
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDatabase, type Database, type DatabaseKind, PGLITE_MEMORY } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { shippedTemplate } from "../db/pglite-template.js";
import { seedDemoStore } from "../seed/demo-store.js";

export const DATABASE_KINDS: readonly DatabaseKind[] = ["pglite", "postgres"];

export function testDatabaseUrl(): string {
  return (
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"
  );
}

export interface TestDatabaseOptions {
  /** Also load the demo store (main_id `demo-store`). */
  seed?: boolean;
}

export async function openTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const database =
    kind === "pglite"
      ? await createDatabase({ dataDir: PGLITE_MEMORY, pgliteDataDir: await migratedTemplate() })
      : await openPostgresSchema(`t_${randomBytes(6).toString("hex")}`);
  try {
    await migrate(database.db);
    if (options.seed) await seedDemoStore(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

// A fresh PGlite runs initdb (about 4 s of CPU); starting from a dump of one made earlier costs under
// one, which adds up over many suites. The migrated dump is the build's template when it holds these
// migrations (db/pglite-template.ts); else one instance per test process gives both dumps: just after
// initdb, for the tests of the migrations themselves, and after migrating, for the rest.
let pgliteTemplates: Promise<{ empty: Blob; migrated: Blob }> | undefined;
let builtTemplate: Promise<Blob> | undefined;

function templates(): Promise<{ empty: Blob; migrated: Blob }> {
  pgliteTemplates ??= (async () => {
    const database = await createDatabase({ dataDir: PGLITE_MEMORY });
    try {
      if (!database.dumpDataDir) throw new Error("PGlite database cannot dump its data folder");
      const empty = await database.dumpDataDir();
      await migrate(database.db);
      return { empty, migrated: await database.dumpDataDir() };
    } finally {
      await database.close();
    }
  })();
  return pgliteTemplates;
}

function migratedTemplate(): Promise<Blob> {
  const built = shippedTemplate();
  if (!built) return templates().then(({ migrated }) => migrated);
  builtTemplate ??= readFile(built).then((bytes) => new Blob([bytes]));
  return builtTemplate;
}

/** An in-memory PGlite as initdb leaves it, no migration applied: for the tests of the migrations. */
export async function openEmptyPglite(): Promise<Database> {
  return createDatabase({ dataDir: PGLITE_MEMORY, pgliteDataDir: (await templates()).empty });
}

/** A database of `kind` with no migration applied (close() drops a PostgreSQL schema again). */
export function openUnmigratedDatabase(kind: DatabaseKind): Promise<Database> {
  return kind === "pglite" ? openEmptyPglite() : openPostgresSchema(`t_${randomBytes(6).toString("hex")}`);
}

async function openPostgresSchema(schema: string): Promise<Database> {
  const database = await createDatabase({ databaseUrl: testDatabaseUrl(), dataDir: PGLITE_MEMORY, schema });
  return {
    ...database,
    close: async () => {
      try {
        // CASCADE takes the tables with it; extensions live in public and stay.
        await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      } finally {
        await database.close();
      }
    },
  };
}

let availability: Promise<boolean> | undefined;

/** Whether the test PostgreSQL answers (checked once per process, 2 s at most). */
export function postgresAvailable(): Promise<boolean> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl(), connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return availability;
}
