// Idempotency-Key handling for requests that create orders. The key row is inserted first thing in the
// order's own transaction, so:
// - a retry after the first request committed finds the row and replays (or finishes) its answer;
// - a concurrent duplicate blocks on the unique index until the first transaction ends, then finds
//   the committed row and replays it; if the first rolled back, the duplicate simply goes ahead;
// - a crash before commit leaves neither the order nor the key, so the retry starts afresh.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
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

const scoped = (scope: KeyScope) =>
  and(
    eq(idempotencyKeys.main_id, scope.mainId),
    eq(idempotencyKeys.user_id, scope.userId),
    eq(idempotencyKeys.key, scope.key),
  );

/** The live key row, or null. An expired row is removed so the key can be used afresh. */
export async function findKey(db: DbOrTransaction, scope: KeyScope, now: Date): Promise<KeyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(scoped(scope));
  if (!row) return null;
  if (now.getTime() - row.createdAt.getTime() < KEY_TTL_MS) return row;
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.createdAt, row.createdAt)));
  return null;
}

/** Inserts the key in the caller's transaction; waits for a concurrent holder and throws KeyTaken if it committed. */
export async function claimKey(
  tx: DbOrTransaction,
  scope: KeyScope,
  operation: string,
  hash: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({
      main_id: scope.mainId,
      user_id: scope.userId,
      key: scope.key,
      operation,
      request_hash: hash,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!row) throw new KeyTaken();
  return row.id;
}

/** Ties the key to the order it created (same transaction as the order); not yet run, for db/one-statement.ts. */
export function linkKeyUpdate(tx: DbOrTransaction, keyId: number, orderRef: number) {
  return tx.update(idempotencyKeys).set({ order_ref: orderRef }).where(eq(idempotencyKeys.id, keyId));
}

/** Records the answer once; later calls replay it. */
export async function completeKey(
  db: DbOrTransaction,
  keyId: number,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response_status: status, response_body: body })
    .where(eq(idempotencyKeys.id, keyId));
}

/** Forgets a key whose order could not be completed, so retrying the same attempt starts afresh. */
export async function forgetKey(db: DbOrTransaction, keyId: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, keyId));
}

/**
 * Drops the user's expired keys (kept small; sent with the writes of each new order); not yet run, for
 * db/one-statement.ts.
 */
export function expiredKeysDelete(db: DbOrTransaction, mainId: string, userId: number, now: Date) {
  return db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.main_id, mainId),
        eq(idempotencyKeys.user_id, userId),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)),
      ),
    );
}
