// The back office moves a return request along `@henna/domain/return-status`'s graph: approve (a
// pickup note) or reject (a reason), both mailed; receive (mailed); restock or write off (stock
// movements); refund (refund-return.ts). Each move is one transaction under the request's row lock,
// so two clicks take turns and the second finds the state already moved (409).

import { refundableLeft } from "@henna/domain/refunds";
import { type ReturnAction, returnMove, returnMoveError } from "@henna/domain/return-status";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { DbOrTransaction } from "../../db/database.js";
import { orders, refunds, returnRequests, users } from "../../db/schema.js";
import { conflict, notFound } from "../../http/api-error.js";
import type { StaffCaller } from "../../http/operation-types.js";
import { recordAudit } from "../audit.js";
import type { OrderRow } from "../orders/order-types.js";
import { loadReturnFacts, type ReturnRow } from "./return-facts.js";
import { queueReturnMessages } from "./return-messages.js";
import { recordReturnStock } from "./return-stock.js";
import { type AdminReturnView, toAdminReturnView, toReturnView } from "./return-view.js";

const RETURN_NOT_FOUND = "Return request not found.";

export type ReturnDeps = Pick<AppContext, "db" | "clock">;

export type PlainMove =
  | { action: "approve"; pickupNote: string }
  | { action: "reject"; reason: string }
  | { action: "receive" }
  | { action: "restock"; note: string }
  | { action: "write_off"; note: string };

/** The request and its order, the request's row locked when `tx` is a transaction. */
export async function lockReturn(tx: DbOrTransaction, mainId: string, id: number, lock: boolean) {
  const query = tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.main_id, mainId), eq(returnRequests.id, id)));
  const [request] = lock ? await query.for("update") : await query;
  if (!request) throw notFound(RETURN_NOT_FOUND);
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.order_ref));
  if (!order) throw notFound(RETURN_NOT_FOUND);
  return { request, order };
}

/** The state `action` leads to, or 409 when the request's state has no such move. */
export function nextState(request: ReturnRow, action: ReturnAction) {
  const to = returnMove(request.state, action);
  if (!to) throw conflict(returnMoveError(request.state, action), "ILLEGAL_RETURN_MOVE");
  return to;
}

export async function moveReturn(
  deps: ReturnDeps,
  staff: StaffCaller,
  id: number,
  move: PlainMove,
): Promise<AdminReturnView> {
  await deps.db.transaction(async (tx) => {
    const { request, order } = await lockReturn(tx, staff.mainId, id, true);
    const to = nextState(request, move.action);
    const now = deps.clock();
    const patch: Partial<typeof returnRequests.$inferInsert> = {
      state: to,
      staff_id: staff.staffId,
      updatedAt: now,
    };
    if (move.action === "approve") Object.assign(patch, { pickup_note: move.pickupNote, decidedAt: now });
    if (move.action === "reject") Object.assign(patch, { reject_reason: move.reason, decidedAt: now });
    if (move.action === "receive") patch.receivedAt = now;
    await tx.update(returnRequests).set(patch).where(eq(returnRequests.id, request.id));
    if (move.action === "restock" || move.action === "write_off") {
      const facts = await loadReturnFacts(tx, order);
      await recordReturnStock(tx, request, facts.lines, move.action, {
        orderId: order.order_id,
        note: move.note,
        staffId: staff.staffId,
        now,
      });
    }
    await recordAudit(tx, staff, {
      action: `return.${move.action}`,
      entity: "return",
      entityId: request.id,
      before: { state: request.state },
      after: {
        state: to,
        ...("pickupNote" in move ? { pickup_note: move.pickupNote } : {}),
        ...("reason" in move ? { reject_reason: move.reason } : {}),
      },
    });
    if (move.action === "approve") {
      await queueReturnMessages(tx, order, { key: "returnApprovedMail", note: move.pickupNote });
    }
    if (move.action === "reject") {
      await queueReturnMessages(tx, order, { key: "returnRejectedMail", reason: move.reason });
    }
    if (move.action === "receive") await queueReturnMessages(tx, order, { key: "returnReceivedMail" });
  });
  return readAdminReturn(deps.db, staff.mainId, id);
}

/** One request as the back office reads it. */
export async function readAdminReturn(db: DbOrTransaction, mainId: string, id: number) {
  const { request, order } = await lockReturn(db, mainId, id, false);
  return adminViewOf(db, request, order);
}

export async function adminViewOf(
  db: DbOrTransaction,
  request: ReturnRow,
  order: OrderRow,
): Promise<AdminReturnView> {
  const facts = await loadReturnFacts(db, order);
  const refund = request.refund_ref
    ? ((await db.select().from(refunds).where(eq(refunds.id, request.refund_ref)))[0] ?? null)
    : null;
  const [user] = await db
    .select({ email: users.email, name: users.full_name })
    .from(users)
    .where(eq(users.user_id, order.user_id));
  const left = refundableLeft(facts.refunds.order, facts.refunds.past);
  return toAdminReturnView(toReturnView(request, order.order_id, facts.lines, refund), {
    customer_name: order.user_name || user?.name || "",
    customer_email: user?.email ?? "",
    payment_mode: order.payment_mode,
    refundable_by: [
      ...(left.gateway > 0 ? (["gateway"] as const) : []),
      ...(left.manual > 0 ? (["manual"] as const) : []),
    ],
  });
}
