// Queries of the busiest paths (cart, checkout, payment), built once instead of on every call. drizzle
// turns its query builder into SQL text afresh each time, which under the checkout load was about a
// sixth of the servers' CPU; and a statement sent with a name is parsed and planned by PostgreSQL
// once per connection instead of once per call (PGlite ignores the name and just runs the text).
//
// drizzle ties a prepared query to the handle it was prepared on, but its SQL text, its parameters
// and the mapping of its answer do not depend on that handle. So each query is prepared once per
// driver, on whichever handle comes first, and every call runs it on the caller's own connection: the
// pool, or the connection (PGlite: the transaction) of the transaction it is called in, which a query
// inside a transaction must use.
import { type Column, type SQL, sql } from "drizzle-orm";
import type { DbOrTransaction } from "./database.js";

interface Runnable<TResult> {
  execute(placeholders?: Record<string, unknown>): Promise<TResult>;
}

/** What drizzle's query builders give: `.prepare(name)`. */
interface Preparable<TResult> {
  prepare(name: string): Runnable<TResult>;
}

interface Session {
  client: unknown;
}

const names = new Set<string>();

/**
 * A query built by `build` once, run as `run(db, params)` on `db` (the database or a transaction).
 * `build` names its parameters with `sql.placeholder("name")`; `params` gives their values. The name
 * is PostgreSQL's name for the statement, so it must be unique.
 */
export function preparedQuery<TParams extends object, TResult>(
  name: string,
  build: (db: DbOrTransaction) => Preparable<TResult>,
): (db: DbOrTransaction, params: TParams) => Promise<TResult> {
  if (names.has(name)) throw new Error(`prepared query "${name}" is defined twice`);
  names.add(name);
  // One per driver (node-postgres, PGlite): the session's class says which a handle uses.
  const byDriver = new Map<unknown, Runnable<TResult>>();
  return (db, params) => {
    const session = (db as unknown as { session: Session }).session;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDriver.set(session.constructor, prepared);
    }
    // The prepared query with the caller's connection in place of the one it was prepared on.
    const onCaller = Object.create(prepared) as Runnable<TResult> & Session;
    onCaller.client = session.client;
    return onCaller.execute(params as Record<string, unknown>);
  };
}

/**
 * A placeholder for a value written to or compared with `column`, converted as the column converts its
 * values (a jsonb column's JSON, a timestamp's text). drizzle hands a placeholder's value to the column
 * even when it is null, where a jsonb column would store the JSON null and a timestamp would throw:
 * here null stays SQL NULL, as it does for a value written in place.
 */
export function placeholderFor(name: string, column: Column): SQL {
  const encoder = {
    mapToDriverValue: (value: unknown) =>
      value === null || value === undefined ? null : column.mapToDriverValue(value),
  };
  return sql`${sql.param(sql.placeholder(name), encoder)}`;
}
