// The sandbox gateway's refund book in the database (table sandbox_refunds): it stands for Razorpay's
// side, so it is written outside any transaction of ours and survives our process being killed.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { sandboxRefunds } from "../../db/schema.js";
import type { GatewayRefund } from "./gateway.js";
import type { SandboxRefundBook } from "./sandbox.js";

type Row = typeof sandboxRefunds.$inferSelect;

const toRefund = (row: Row): GatewayRefund => ({
  id: row.id,
  paymentId: row.payment_id,
  amount: row.amount_paise,
  status: row.status,
});

export function databaseRefundBook(db: Db): SandboxRefundBook {
  return {
    async record(refund) {
      await db
        .insert(sandboxRefunds)
        .values({
          id: refund.id,
          payment_id: refund.paymentId,
          amount_paise: refund.amount,
          idempotency_key: refund.idempotencyKey,
          receipt: refund.receipt,
          status: refund.status,
        })
        .onConflictDoNothing({ target: sandboxRefunds.idempotency_key });
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotency_key, refund.idempotencyKey));
      if (!row) throw new Error("sandbox refund vanished");
      return toRefund(row);
    },
    async find(refundId) {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId));
      return row ? { ...toRefund(row), receipt: row.receipt } : null;
    },
    async settle(refundId, status) {
      await db
        .update(sandboxRefunds)
        .set({ status })
        .where(and(eq(sandboxRefunds.id, refundId), eq(sandboxRefunds.status, "pending")));
    },
    async ofPayment(paymentId) {
      const rows = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.payment_id, paymentId));
      return rows.map(toRefund);
    },
  };
}
