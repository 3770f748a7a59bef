// The back office's returns inbox (issue 33, "Returns"): the store's requests, paged and filtered, and
// the moves of `@henna/domain/return-status` (services/returns/ does the work).
import { and, count, desc, eq, ilike, inArray, notInArray, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../../context.js";
import { orders, returnRequests, users } from "../../../db/schema.js";
import { invalid } from "../../../http/api-error.js";
import type { Handlers } from "../../../http/operation-types.js";
import { requireStaff } from "../../../http/staff-caller.js";
import { adminViewOf, moveReturn, readAdminReturn } from "../../../services/returns/move-return.js";
import { refundReturn } from "../../../services/returns/refund-return.js";
import { escapeLike, pageOf } from "../paging.js";

type AdminReturnsHandlers = Pick<
  Handlers,
  | "adminListReturns"
  | "adminGetReturn"
  | "adminApproveReturn"
  | "adminRejectReturn"
  | "adminReceiveReturn"
  | "adminRestockReturn"
  | "adminWriteOffReturn"
  | "adminRefundReturn"
>;

const CLOSED = ["rejected", "refunded"] as const;

function required(field: string, value: string, message: string): string {
  const text = value.trim();
  if (!text) throw invalid([{ field, message }]);
  return text;
}

export function adminReturnsHandlers(ctx: AppContext): AdminReturnsHandlers {
  return {
    async adminListReturns(req) {
      const staff = requireStaff(req.staff);
      const { page, limit, offset } = pageOf(req.query);
      const where: (SQL | undefined)[] = [eq(returnRequests.main_id, staff.mainId)];
      const state = req.query.state;
      if (state === "open") where.push(notInArray(returnRequests.state, [...CLOSED]));
      else if (state) where.push(eq(returnRequests.state, state));
      const q = req.query.q?.trim();
      if (q) {
        where.push(
          or(
            eq(orders.order_id, q),
            ilike(orders.order_id, `${escapeLike(q)}%`),
            ilike(users.email, escapeLike(q)),
          ),
        );
      }
      const filter = and(...where);
      const rows = await ctx.db
        .select({ request: returnRequests, order: orders })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.order_ref))
        .innerJoin(users, eq(users.user_id, returnRequests.user_id))
        .where(filter)
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(limit)
        .offset(offset);
      const [total] = await ctx.db
        .select({ n: count() })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.order_ref))
        .innerJoin(users, eq(users.user_id, returnRequests.user_id))
        .where(filter);
      const [waiting] = await ctx.db
        .select({ n: count() })
        .from(returnRequests)
        .where(and(eq(returnRequests.main_id, staff.mainId), inArray(returnRequests.state, ["requested"])));
      const data = [];
      // One after the other: a page is at most 200 requests, each a few small reads.
      for (const row of rows) data.push(await adminViewOf(ctx.db, row.request, row.order));
      return { data, page, limit, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
    },

    async adminGetReturn(req) {
      const staff = requireStaff(req.staff);
      return { data: await readAdminReturn(ctx.db, staff.mainId, req.params.returnId) };
    },

    async adminApproveReturn(req) {
      const staff = requireStaff(req.staff);
      const pickupNote = required(
        "pickup_note",
        req.body.pickup_note,
        "Say how and when the parcel will be collected.",
      );
      return { data: await moveReturn(ctx, staff, req.params.returnId, { action: "approve", pickupNote }) };
    },

    async adminRejectReturn(req) {
      const staff = requireStaff(req.staff);
      const reason = required("reason", req.body.reason, "Give the customer a reason.");
      return { data: await moveReturn(ctx, staff, req.params.returnId, { action: "reject", reason }) };
    },

    async adminReceiveReturn(req) {
      const staff = requireStaff(req.staff);
      return { data: await moveReturn(ctx, staff, req.params.returnId, { action: "receive" }) };
    },

    async adminRestockReturn(req) {
      const staff = requireStaff(req.staff);
      const note = req.body.note?.trim() ?? "";
      return { data: await moveReturn(ctx, staff, req.params.returnId, { action: "restock", note }) };
    },

    async adminWriteOffReturn(req) {
      const staff = requireStaff(req.staff);
      const note = req.body.note?.trim() ?? "";
      return { data: await moveReturn(ctx, staff, req.params.returnId, { action: "write_off", note }) };
    },

    async adminRefundReturn(req) {
      const staff = requireStaff(req.staff);
      const body = req.body;
      if (body.method === "manual") {
        const reference = body.manual_reference?.trim() ?? "";
        const errors = [
          ...(body.manual_channel
            ? []
            : [
                {
                  field: "manual_channel",
                  message: "Say how the money was paid back: UPI or bank transfer.",
                },
              ]),
          ...(reference
            ? []
            : [{ field: "manual_reference", message: "Enter the UPI or bank transfer's reference." }]),
        ];
        if (errors.length > 0 || !body.manual_channel) throw invalid(errors);
        return {
          data: await refundReturn(ctx, staff, req.params.returnId, {
            method: "manual",
            manual: { channel: body.manual_channel, reference },
          }),
        };
      }
      return { data: await refundReturn(ctx, staff, req.params.returnId, { method: "gateway" }) };
    },
  };
}
