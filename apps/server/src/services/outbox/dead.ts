// Outbox messages past their retries, for the owner (`cli jobs dead`, `cli jobs retry-message ID`).
// The text is left out of the listing: it may carry an OTP.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { outboxMails } from "../../db/schema.js";

export async function listDeadMessages(db: Db, limit = 100) {
  return db
    .select({
      id: outboxMails.id,
      kind: outboxMails.kind,
      to: outboxMails.to,
      subject: outboxMails.subject,
      attempts: outboxMails.attempts,
      deadAt: outboxMails.deadAt,
      lastError: outboxMails.lastError,
    })
    .from(outboxMails)
    .where(and(isNotNull(outboxMails.deadAt), isNull(outboxMails.deliveredAt)))
    .orderBy(outboxMails.id)
    .limit(limit);
}

/** Gives a dead message a fresh set of attempts; false when no dead message has that id. */
export async function retryDeadMessage(db: Db, id: number, now: Date): Promise<boolean> {
  const revived = await db
    .update(outboxMails)
    .set({ deadAt: null, attempts: 0, nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(outboxMails.id, id), isNotNull(outboxMails.deadAt), isNull(outboxMails.deliveredAt)))
    .returning({ id: outboxMails.id });
  return revived.length > 0;
}
