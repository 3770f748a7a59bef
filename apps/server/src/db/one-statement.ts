// Several independent writes sent as one SQL statement (PostgreSQL's data-modifying WITH queries): one
// round trip instead of one each. On this kind of machine a round trip to the database costs more CPU
// (a system call and a wake-up on both sides) than the work it carries, so a transaction that writes
// five rows pays mostly for the trips.
//
// The writes must not depend on each other's effects: every part of a statement sees the same
// snapshot, and each runs exactly once, in no defined order. Writes to different tables, or to
// different rows decided before the statement, qualify.
import { type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTransaction } from "./database.js";

export async function writeInOneStatement(db: DbOrTransaction, writes: readonly SQLWrapper[]): Promise<void> {
  const [main, ...others] = writes;
  if (!main) return;
  const parts = others.map((write, i) => sql`${sql.identifier(`write_${i + 1}`)} AS (${write.getSQL()})`);
  await db.execute(
    parts.length === 0 ? main.getSQL() : sql`WITH ${sql.join(parts, sql`, `)} ${main.getSQL()}`,
  );
}
