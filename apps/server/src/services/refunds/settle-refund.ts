// A gateway refund's state after the gateway spoke (its API answer, a webhook, or the reconciliation
// job asking it). Whichever comes first settles it; the state only ever moves forward
// (initiated → processed or failed), so the others change nothing. Settling tells the customer, and a
// processed refund of goods or delivery on an invoiced order issues its GST credit note.
import { canMoveRefund } from "@henna/domain/refunds";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { orders, refunds } from "../../db/schema.js";
import { issueCreditNote } from "../credit-notes/issue-credit-note.js";
import type { GatewayRefundStatus } from "../payments/gateway.js";
import type { RefundRow } from "./refund-facts.js";
import { queueRefundMessages } from "./refund-messages.js";

export interface GatewayWord {
  /** The gateway's refund id, when it gave one. */
  gatewayRefundId?: string;
  status: GatewayRefundStatus;
  failureReason?: string;
}

/** Applies what the gateway said to refund `refundId`; answers the row as it now is. */
export async function settleRefund(
  deps: { db: Db; clock: () => Date },
  refundId: number,
  word: GatewayWord,
): Promise<RefundRow | null> {
  return deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
    if (!refund) return null;
    const now = deps.clock();
    const patch: Partial<typeof refunds.$inferInsert> = {};
    if (word.gatewayRefundId && !refund.gateway_refund_id) patch.gateway_refund_id = word.gatewayRefundId;
    const to = word.status === "pending" ? null : word.status;
    const moves = to !== null && canMoveRefund(refund.state, to);
    if (moves) {
      patch.state = to;
      if (to === "processed") patch.processedAt = now;
      if (to === "failed")
        patch.failure_reason = word.failureReason ?? "The gateway could not make the refund.";
    }
    if (Object.keys(patch).length === 0) return refund;
    const [updated] = await tx
      .update(refunds)
      .set({ ...patch, updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!updated) throw new Error(`refund ${refund.id} vanished`);
    if (moves) {
      // The money went back: the refunded goods or delivery get their credit note (none if it failed).
      await issueCreditNote(tx, updated, now);
      const [order] = await tx.select().from(orders).where(eq(orders.id, refund.order_ref));
      if (order) await queueRefundMessages(tx, order, updated);
    }
    return updated;
  });
}
