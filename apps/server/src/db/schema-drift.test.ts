// schema.ts (what the code believes) against the database the migrations build (what is real). Fails
// when someone changes one without the other: regenerate with `node src/db/generate-migrations.mjs`.
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase, postgresAvailable } from "../test-support/test-database.js";
import type { Database, DbOrTransaction } from "./database.js";
import * as schema from "./schema.js";

const postgresUp = await postgresAvailable();

interface Shape {
  columns: string[];
  indexes: string[];
  checks: string[];
  foreignKeys: string[];
}

const normaliseType = (type: string) =>
  type
    .toLowerCase()
    .replace(/^serial$/, "integer")
    .replace(/^bigserial$/, "bigint")
    .replace(/,\s+/g, ",");

function declaredShape(): Shape {
  const shape: Shape = { columns: [], indexes: [], checks: [], foreignKeys: [] };
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      const serial = column.getSQLType().includes("serial");
      // A generated column's expression sits where a default would (pg_attrdef): name it as such.
      const filled = column.generated ? " generated" : column.hasDefault || serial ? " default" : "";
      shape.columns.push(
        `${config.name}.${column.name} ${normaliseType(column.getSQLType())}${column.notNull ? " not null" : ""}${filled}`,
      );
    }
    for (const index of config.indexes) {
      shape.indexes.push(`${config.name}.${index.config.name}${index.config.unique ? " unique" : ""}`);
    }
    for (const check of config.checks) shape.checks.push(`${config.name}.${check.name}`);
    for (const fk of config.foreignKeys) shape.foreignKeys.push(`${config.name}.${fk.getName()}`);
  }
  for (const list of Object.values(shape)) list.sort();
  return shape;
}

async function actualShape(db: DbOrTransaction): Promise<Shape> {
  const columns = await db.execute<{ entry: string }>(sql`
    SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
      || CASE WHEN a.attgenerated = 's' THEN ' generated' WHEN ad.adbin IS NOT NULL THEN ' default' ELSE '' END AS entry
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
      AND a.attnum > 0 AND NOT a.attisdropped`);
  const indexes = await db.execute<{ entry: string }>(sql`
    SELECT t.relname || '.' || i.relname || CASE WHEN x.indisunique THEN ' unique' ELSE '' END AS entry
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND NOT x.indisprimary AND t.relname <> 'schema_migrations'`);
  const constraints = await db.execute<{ kind: string; entry: string }>(sql`
    SELECT k.contype::text AS kind, t.relname || '.' || k.conname AS entry
    FROM pg_constraint k
    JOIN pg_class t ON t.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND k.contype IN ('c', 'f')`);
  const sorted = (rows: { entry: string }[]) => rows.map((row) => normaliseType(row.entry)).sort();
  return {
    columns: sorted(columns.rows),
    indexes: sorted(indexes.rows),
    checks: sorted(constraints.rows.filter((row) => row.kind === "c")),
    foreignKeys: sorted(constraints.rows.filter((row) => row.kind === "f")),
  };
}

describe.each(DATABASE_KINDS)("%s", (kind) => {
  describe.skipIf(kind === "postgres" && !postgresUp)("schema drift", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("the migrated database matches schema.ts: columns, types, nullability, defaults, indexes, constraints", async () => {
      const declared = declaredShape();
      expect(declared.columns.length).toBeGreaterThan(200);
      expect(await actualShape(database.db)).toEqual(declared);
    });

    it("notices a column or an index that schema.ts does not declare", async () => {
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`ALTER TABLE products ADD COLUMN colour text`);
          await tx.execute(sql`DROP INDEX products_listing_idx`);
          const actual = await actualShape(tx);
          const declared = declaredShape();
          expect(actual.columns).toContain("products.colour text");
          expect(declared.indexes).toContain("products.products_listing_idx");
          expect(actual.indexes).not.toContain("products.products_listing_idx");
          tx.rollback();
        })
        .catch((error: unknown) => {
          // rollback() ends the transaction by throwing; anything else is a real failure.
          if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
        });
      expect(await actualShape(database.db)).toEqual(declaredShape());
    });
  });
});
