// Rows read as JSON built by the database, so several lists come back in one query (one round trip)
// with the row that owns them. `jsonObject` writes the chosen columns under their TypeScript names;
// `fromJson` converts each value as the column converts what the driver gives (numeric text or JSON
// numbers to numbers, jsonb as it is, timestamps to Dates). Not for columns whose TypeScript value is
// the database's text of it (numeric or timestamps in "string" mode): JSON writes those differently.
import { type Column, type SQL, sql } from "drizzle-orm";

export type Columns = Record<string, Column>;

/** The row's values by the TypeScript names of `columns`, typed as drizzle types a selected row. */
export type JsonRow<TColumns extends Columns> = {
  [K in keyof TColumns]: TColumns[K]["_"]["notNull"] extends true
    ? TColumns[K]["_"]["data"]
    : TColumns[K]["_"]["data"] | null;
};

/** json_build_object of the columns, keyed by their TypeScript names. */
export function jsonObject(columns: Columns): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(
      ([key, column]) => sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${column}`,
    ),
    sql`, `,
  )})`;
}

/** A list built by `select json_agg(...)` as a JSON array, never null (an empty list instead). */
export function jsonList(select: SQL): SQL {
  // Nested, so no column is at the top of the field: drizzle writes those without their table's name
  // when a query reads one table, and a subquery's column would then be taken for the outer one.
  return sql`coalesce((${select}), '[]'::json)`;
}

/** One row as jsonObject wrote it. */
export function fromJson<TColumns extends Columns>(
  columns: TColumns,
  value: Record<string, unknown>,
): JsonRow<TColumns> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const raw = value[key];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row as JsonRow<TColumns>;
}
