import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_KINDS,
  openEmptyPglite,
  openTestDatabase,
  postgresAvailable,
  testDatabaseUrl,
} from "../test-support/test-database.js";
import { createDatabase, type Database, PGLITE_MEMORY } from "./database.js";
import { findMigrationsDir, migrate, readMigrations } from "./migrate.js";

const postgresUp = await postgresAvailable();
const allTags = readMigrations().map((m) => m.tag);

describe("migration files", () => {
  it("every SQL file in the folder is listed in the journal, in order", () => {
    const dir = findMigrationsDir();
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""))
      .sort();
    expect(allTags).toEqual(files);
  });

  it("stay schema-neutral: no hard-coded public schema outside the extension", () => {
    for (const migration of readMigrations()) {
      for (const statement of migration.statements) {
        if (statement.includes("CREATE EXTENSION")) continue;
        expect(statement, migration.tag).not.toMatch(/"public"\./);
      }
    }
  });
});

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("migrate", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("has applied every migration, and a second run applies none", async () => {
      const recorded = await database.db.execute<{ tag: string }>(
        sql`SELECT tag FROM schema_migrations ORDER BY tag`,
      );
      expect(recorded.rows.map((row) => row.tag)).toEqual(allTags);
      expect(await migrate(database.db)).toEqual({ applied: [] });
      expect(await migrate(database)).toEqual({ applied: [] });
    });

    it("keeps its bookkeeping in the current schema", async () => {
      const where = await database.db.execute<{ table_schema: string; current: string }>(
        sql`SELECT table_schema, current_schema() AS current FROM information_schema.tables WHERE table_name = 'schema_migrations' AND table_schema = current_schema()`,
      );
      expect(where.rows).toHaveLength(1);
      expect(where.rows[0]?.table_schema).toBe(database.schema);
    });

    it("installs pg_trgm", async () => {
      const result = await database.db.execute<{ similarity: number }>(
        sql`SELECT similarity('henna cone', 'henna cones') AS similarity`,
      );
      expect(Number(result.rows[0]?.similarity)).toBeGreaterThan(0.5);
    });
  });
});

describe("migrate, edge cases", () => {
  it("refuses a migration that was edited after it was applied", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    try {
      cpSync(findMigrationsDir(), dir, { recursive: true });
      const database = await openEmptyPglite();
      try {
        await migrate(database.db, { migrationsDir: dir });
        const first = allTags[0] ?? "";
        writeFileSync(join(dir, `${first}.sql`), "-- edited\nSELECT 1;\n");
        await expect(migrate(database.db, { migrationsDir: dir })).rejects.toThrow(
          /changed after it was applied/,
        );
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUp)(
    "two processes starting together on PostgreSQL apply each migration once",
    async () => {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const open = () => createDatabase({ databaseUrl: testDatabaseUrl(), dataDir: PGLITE_MEMORY, schema });
      const [a, b] = await Promise.all([open(), open()]);
      try {
        const results = await Promise.all([migrate(a.db), migrate(b.db), migrate(a.db)]);
        const applied = results.flatMap((r) => r.applied).sort();
        expect(applied).toEqual(allTags);
        const recorded = await a.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM schema_migrations`,
        );
        expect(recorded.rows[0]?.n).toBe(allTags.length);
      } finally {
        await a.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
