// Idempotency-Key handling for requests that create orders. The key row is inserted first thing in the
// order's own transaction (by its first statement, order-context.ts), so:
// - a retry after the first request committed finds the row and replays (or finishes) its answer;
// - a concurrent duplicate blocks on the unique index until the first transaction ends, then finds
//   the committed row and replays it; if the first rolled back, the duplicate simply goes ahead;
// - a crash before commit leaves neither the order nor the key, so the retry starts afresh.
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { placeholderFor, preparedQuery } from "../../db/prepared-query.js";
import { idempotencyKeys } from "../../db/schema.js";

/** Keys are honoured for a day (contract: "Keys are kept per user for 24 hours"). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Thrown inside the order transaction when another request holds the key; the caller re-reads it. */
export class KeyTaken extends Error {
  override name = "KeyTaken";
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Hash of the operation and the request body with keys sorted, so key order does not matter. */
export function requestHash(operation: string, body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([operation, canonical(body ?? null)]))
    .digest("hex");
}

export interface KeyScope {
  mainId: string;
  userId: number;
  key: string;
}

const keyInScope = preparedQuery<{ mainId: string; userId: number; key: string }, KeyRow[]>(
  "idempotency_key_find",
  (db) =>
    db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.main_id, sql.placeholder("mainId")),
          eq(idempotencyKeys.user_id, sql.placeholder("userId")),
          eq(idempotencyKeys.key, sql.placeholder("key")),
        ),
      ),
);

/** The live key row, or null. An expired row is removed so the key can be used afresh. */
export async function findKey(db: DbOrTransaction, scope: KeyScope, now: Date): Promise<KeyRow | null> {
  const [row] = await keyInScope(db, scope);
  if (!row) return null;
  if (now.getTime() - row.createdAt.getTime() < KEY_TTL_MS) return row;
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.createdAt, row.createdAt)));
  return null;
}

/** Records the answer once; later calls replay it. */
export async function completeKey(
  db: DbOrTransaction,
  keyId: number,
  status: number,
  body: unknown,
): Promise<void> {
  await answerKey(db, { keyId, status, body });
}

const answerKey = preparedQuery<{ keyId: number; status: number; body: unknown }, unknown>(
  "idempotency_key_answer",
  (db) =>
    db
      .update(idempotencyKeys)
      .set({
        response_status: placeholderFor("status", idempotencyKeys.response_status),
        response_body: placeholderFor("body", idempotencyKeys.response_body),
      })
      .where(eq(idempotencyKeys.id, sql.placeholder("keyId"))),
);

/** Forgets a key whose order could not be completed, so retrying the same attempt starts afresh. */
export async function forgetKey(db: DbOrTransaction, keyId: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, keyId));
}
