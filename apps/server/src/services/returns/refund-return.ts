// Refunding a return: the request's lines and units go through the refund service (make-refund.ts),
// which checks what is left to refund, the staff limit, and issues the GST credit note; then the
// request is marked refunded with its refund.
//
// The refund's Idempotency-Key is the request's own (`return_<id>_<attempt>`), so two clicks, or a
// retry after a lost answer, make one refund. A refund the gateway refuses is recorded failed by the
// service (502); the attempt counter moves on so the next try is a new refund, and the request stays
// where it was.
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { returnRequests } from "../../db/schema.js";
import { ApiError } from "../../http/api-error.js";
import type { StaffCaller } from "../../http/operation-types.js";
import { recordAudit } from "../audit.js";
import { makeRefund } from "../refunds/make-refund.js";
import { lockReturn, nextState, readAdminReturn } from "./move-return.js";
import type { AdminReturnView } from "./return-view.js";

export interface ReturnRefundAsk {
  method: "gateway" | "manual";
  manual?: { channel: "upi" | "bank_transfer"; reference: string };
}

export async function refundReturn(
  deps: Pick<AppContext, "db" | "payments" | "log" | "clock">,
  staff: StaffCaller,
  id: number,
  ask: ReturnRefundAsk,
): Promise<AdminReturnView> {
  const { request, order } = await lockReturn(deps.db, staff.mainId, id, false);
  nextState(request, "refund");
  let made: Awaited<ReturnType<typeof makeRefund>>;
  try {
    made = await makeRefund(deps, {
      mainId: staff.mainId,
      orderId: order.order_id,
      idempotencyKey: `return_${request.id}_${request.refund_attempts}`,
      staff,
      reason: `Return ${request.id}`,
      cancel: false,
      request: {
        kind: "lines",
        method: ask.method,
        lines: request.lines.map((line) => ({ lineId: line.item_id, quantity: line.quantity })),
        delivery: false,
      },
      ...(ask.manual ? { manual: ask.manual } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "PAYMENT_GATEWAY_ERROR") {
      await deps.db
        .update(returnRequests)
        .set({ refund_attempts: request.refund_attempts + 1 })
        .where(eq(returnRequests.id, request.id));
    }
    throw error;
  }
  if (made.refund.state === "failed") {
    // A replay of an attempt that failed: the next click makes a new one.
    await deps.db
      .update(returnRequests)
      .set({ refund_attempts: request.refund_attempts + 1 })
      .where(eq(returnRequests.id, request.id));
    throw new ApiError(502, "PAYMENT_GATEWAY_ERROR", "The payment gateway refused the refund. Try again.");
  }
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(returnRequests)
      .set({
        state: "refunded",
        refund_ref: made.refund.id,
        staff_id: staff.staffId,
        updatedAt: deps.clock(),
      })
      .where(and(eq(returnRequests.id, request.id), eq(returnRequests.state, request.state)))
      .returning({ id: returnRequests.id });
    // A second click that replayed the same refund finds the request already refunded: nothing to do.
    if (!moved) return;
    await recordAudit(tx, staff, {
      action: "return.refund",
      entity: "return",
      entityId: request.id,
      before: { state: request.state },
      after: { state: "refunded", refund: made.refund.id, amount: made.refund.amount },
    });
  });
  return readAdminReturn(deps.db, staff.mainId, id);
}
