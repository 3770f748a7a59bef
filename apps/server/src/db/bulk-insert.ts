// Fast multi-row INSERT for seeding at catalogue scale. A plain drizzle `.values(rows)` binds one
// parameter per cell (27,000 for 1,000 products), and building and binding those dominates the time on
// both drivers. Here a whole batch travels as one JSON parameter that jsonb_to_recordset unpacks on
// the server. Column names and types come from the drizzle table, so this follows schema.ts.
import { getTableColumns, type InferInsertModel, type InferSelectModel, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { DbOrTransaction } from "./database.js";

function recordsetType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === "serial") return "integer";
  if (type === "bigserial") return "bigint";
  return type;
}

function toJsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // jsonb columns travel as nested JSON, not as a string holding JSON.
  if (column.getSQLType() === "jsonb" || column.getSQLType() === "json") return value;
  return column.mapToDriverValue(value);
}

/**
 * Inserts `rows` in one statement and returns the `returning` fields of each new row, in insert order.
 * Every row must set the same keys; omitted keys take the column default.
 */
export async function bulkInsert<
  TTable extends PgTable,
  TKey extends keyof InferSelectModel<TTable> & string,
>(
  db: DbOrTransaction,
  table: TTable,
  rows: InferInsertModel<TTable>[],
  returning: readonly TKey[] = [],
): Promise<Pick<InferSelectModel<TTable>, TKey>[]> {
  const first = rows[0];
  if (first === undefined) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => key in columns);
  const used = keys.map((key) => [key, columns[key] as PgColumn] as const);
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used)
      record[column.name] = toJsonValue(column, (row as Record<string, unknown>)[key]);
    return record;
  });
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const names = used.map(([, column]) => quoted(column.name)).join(", ");
  const definitions = used.map(([, column]) => `${quoted(column.name)} ${recordsetType(column)}`).join(", ");
  const returnColumns = returning.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: ${key} is not a column`);
    return [key, column] as const;
  });
  const returningSql =
    returnColumns.length > 0
      ? ` RETURNING ${returnColumns.map(([key, column]) => `${quoted(column.name)} AS ${quoted(key)}`).join(", ")}`
      : "";
  const { name } = getTableConfig(table);
  const result = await db.execute<Record<string, unknown>>(
    sql`INSERT INTO ${sql.raw(quoted(name))} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) AS r(${sql.raw(definitions)})${sql.raw(returningSql)}`,
  );
  return result.rows.map((raw) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of returnColumns) out[key] = column.mapFromDriverValue(raw[key]);
    return out as Pick<InferSelectModel<TTable>, TKey>;
  });
}
