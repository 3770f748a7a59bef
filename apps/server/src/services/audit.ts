// The audit log: every write a back-office member (or the automation token, or the command line)
// makes, with the values before and after, written in the transaction of the change itself so the
// log never claims a change that rolled back, nor misses one that committed.
import type { DbOrTransaction } from "../db/database.js";
import { auditLog } from "../db/schema.js";
import type { StaffCaller } from "../http/operation-types.js";

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export type AuditActor = Pick<StaffCaller, "staffId" | "actor" | "mainId">;

export const COMMAND_LINE_ACTOR = (mainId: string): AuditActor => ({
  staffId: null,
  actor: "command line",
  mainId,
});

export async function recordAudit(db: DbOrTransaction, who: AuditActor, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    main_id: who.mainId,
    staff_id: who.staffId,
    actor: who.actor,
    action: change.action,
    entity: change.entity,
    entity_id: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Only the fields that differ, so an entry shows what a change did rather than two whole records. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}
