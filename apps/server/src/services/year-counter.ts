// Numbers that run from 1 in each financial year per store, a series to each counter table (invoices,
// credit notes). One upsert in the issuing transaction takes the next: unique, gap-free for what
// commits, and a rolled-back transaction takes none.
import { sql } from "drizzle-orm";
import type { Transaction } from "../db/database.js";
import { preparedQuery } from "../db/prepared-query.js";
import type { creditNoteCounters, invoiceCounters } from "../db/schema.js";

/** The next number of the series `table` counts, by a prepared statement called `name`. */
export function yearCounter(name: string, table: typeof invoiceCounters | typeof creditNoteCounters) {
  // The counter tables have the same columns; drizzle types an insert into one table, not a union.
  const counters = table as typeof invoiceCounters;
  const next = preparedQuery<{ mainId: string; year: string }, { last_number: number }[]>(name, (db) =>
    db
      .insert(counters)
      .values({ main_id: sql.placeholder("mainId"), financial_year: sql.placeholder("year"), last_number: 1 })
      .onConflictDoUpdate({
        target: [counters.main_id, counters.financial_year],
        set: { last_number: sql`${counters.last_number} + 1` },
      })
      .returning({ last_number: counters.last_number }),
  );
  return async (tx: Transaction, mainId: string, year: string): Promise<number> => {
    const [row] = await next(tx, { mainId, year });
    return Number(row?.last_number);
  };
}
