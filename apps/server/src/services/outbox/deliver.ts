// Delivering the outbox, from any number of instances at once. A batch of due rows is claimed with
// FOR UPDATE SKIP LOCKED and a lease (claimed_until) in one statement; the messages are sent
// outside it, and each success is recorded (delivered_at). A crash between sending and recording
// leaves the claim to expire, and the message is sent once more: at most one duplicate, never zero.
// A failed send is retried with exponential backoff; after MAX_ATTEMPTS the row is dead (listed by
// `cli jobs dead`, retried by `cli jobs retry`).
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { outboxMails, pushTokens } from "../../db/schema.js";
import type { MailTransport } from "../mailer.js";
import type { PushSender } from "../push.js";

export const OUTBOX_MAX_ATTEMPTS = 8;
const BATCH = 25;
const CLAIM_MS = 60_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 30 * 60_000;

export interface OutboxDeps {
  db: Db;
  transport: MailTransport;
  push: PushSender;
  log: FastifyBaseLogger;
  clock: () => Date;
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

type OutboxRow = typeof outboxMails.$inferSelect;

/** One statement claims the batch (the classic queue update): one round trip, not a four-step transaction. */
async function claim(deps: OutboxDeps, now: Date): Promise<OutboxRow[]> {
  const due = deps.db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      and(
        isNull(outboxMails.deliveredAt),
        isNull(outboxMails.deadAt),
        lte(outboxMails.nextAttemptAt, now),
        or(isNull(outboxMails.claimedUntil), lte(outboxMails.claimedUntil, now)),
      ),
    )
    .orderBy(outboxMails.nextAttemptAt, outboxMails.id)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const rows = await deps.db
    .update(outboxMails)
    .set({
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${outboxMails.attempts} + 1`,
    })
    .where(inArray(outboxMails.id, due))
    .returning();
  // RETURNING gives no order: send them in the order they fell due.
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
}

async function send(deps: OutboxDeps, row: OutboxRow): Promise<void> {
  if (row.kind === "mail") {
    await deps.transport.send({ to: row.to, subject: row.subject, text: row.text });
    return;
  }
  const userId = Number(row.payload?.user_id);
  const data = (row.payload?.data ?? {}) as Record<string, string>;
  const devices = await deps.db
    .select({ device_token: pushTokens.device_token })
    .from(pushTokens)
    .where(and(eq(pushTokens.main_id, row.main_id), eq(pushTokens.user_id, userId)));
  if (devices.length === 0) return;
  const result = await deps.push.send(
    devices.map((d) => d.device_token),
    { title: row.subject, body: row.text, data },
  );
  if (result.invalidTokens.length > 0) {
    await deps.db.delete(pushTokens).where(inArray(pushTokens.device_token, result.invalidTokens));
  }
}

/** Delivers one batch of due messages; returns how many were delivered and how many failed. */
export async function deliverOutbox(deps: OutboxDeps): Promise<{ delivered: number; failed: number }> {
  const rows = await claim(deps, deps.clock());
  let delivered = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await send(deps, row);
      await deps.db
        .update(outboxMails)
        .set({ deliveredAt: deps.clock(), claimedUntil: null, lastError: null })
        .where(eq(outboxMails.id, row.id));
      delivered += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      const now = deps.clock();
      await deps.db
        .update(outboxMails)
        .set({
          claimedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
          ...(dead ? { deadAt: now } : {}),
        })
        .where(eq(outboxMails.id, row.id));
      // The text may carry an OTP: only the row, kind and reason are logged.
      deps.log[dead ? "error" : "warn"](
        { outbox: { id: row.id, kind: row.kind, attempts: row.attempts }, err: { message } },
        dead ? "outbox message dead after its last attempt" : "outbox delivery failed, will retry",
      );
    }
  }
  return { delivered, failed };
}
