// The customer's returns (issue 33, "Returns"): whether an own order can be returned and its requests,
// a new request, its photos (the media pipeline), and the store's public return policy.
import {
  lineReturnability,
  orderReturnProblem,
  RETURN_PROBLEM_TEXT,
  returnDeadline,
} from "@henna/domain/return-eligibility";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { categories, orders, refunds } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import { requireCaller } from "../../http/identity.js";
import type { Handlers } from "../../http/operation-types.js";
import { keepPicture } from "../../services/media/keep-picture.js";
import { storageOnFirstUse } from "../../services/media/media-store.js";
import type { MediaStorage } from "../../services/media/storage.js";
import { findOwnOrder } from "../../services/orders/own-order.js";
import { ORDER_NOT_FOUND } from "../../services/orders/store-order.js";
import { requestReturn } from "../../services/returns/request-return.js";
import { loadReturnFacts, loadReturnPolicy } from "../../services/returns/return-facts.js";
import { toReturnView } from "../../services/returns/return-view.js";

type ReturnsHandlers = Pick<
  Handlers,
  "getOrderReturns" | "createOrderReturn" | "uploadReturnPhoto" | "getReturnPolicy"
>;

export function returnsHandlers(ctx: AppContext, given?: MediaStorage): ReturnsHandlers {
  const storage = storageOnFirstUse(ctx, given);
  return {
    async getOrderReturns(req) {
      const self = requireCaller(req.caller);
      const order = await findOwnOrder(ctx.db, req.mainId, self.userId, eq(orders.order_id, req.params.id));
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const facts = await loadReturnFacts(ctx.db, order);
      const problem = orderReturnProblem(facts.order, facts.policy, ctx.clock());
      const lines = lineReturnability(facts.order, facts.policy);
      const refundIds = facts.returns.flatMap((row) => (row.refund_ref ? [row.refund_ref] : []));
      const madeRefunds =
        refundIds.length === 0
          ? []
          : await ctx.db.select().from(refunds).where(inArray(refunds.id, refundIds));
      return {
        data: {
          order_id: order.order_id,
          can_request: problem === null && lines.some((line) => line.returnable > 0),
          problem: problem ? RETURN_PROBLEM_TEXT[problem] : null,
          window_days: facts.policy.windowDays,
          deadline: returnDeadline(facts.order.deliveredAt, facts.policy.windowDays)?.toISOString() ?? null,
          lines: facts.lines.map((line, index) => {
            const able = lines[index];
            const lineProblem = problem ? null : (able?.problem ?? null);
            return {
              item_id: line.id,
              title: line.title,
              image: line.image,
              quantity: line.quantity,
              returnable: problem ? 0 : (able?.returnable ?? 0),
              problem: lineProblem ? RETURN_PROBLEM_TEXT[lineProblem] : null,
            };
          }),
          returns: facts.returns.map((row) =>
            toReturnView(
              row,
              order.order_id,
              facts.lines,
              madeRefunds.find((refund) => refund.id === row.refund_ref) ?? null,
            ),
          ),
        },
      };
    },

    async createOrderReturn(req) {
      const self = requireCaller(req.caller);
      const data = await requestReturn(ctx, {
        mainId: req.mainId,
        userId: self.userId,
        orderId: req.params.id,
        lines: req.body.lines,
        reason: req.body.reason,
        note: req.body.note?.trim() ?? "",
        photos: req.body.photos ?? [],
      });
      req.reply.code(201);
      return { data };
    },

    async uploadReturnPhoto(req) {
      const self = requireCaller(req.caller);
      const data = await keepPicture(ctx, storage(), req.body as unknown as Buffer, {
        mainId: req.mainId,
        staffId: null,
        userId: self.userId,
        originalName: "",
      });
      req.reply.code(201);
      return { data };
    },

    async getReturnPolicy(req) {
      const policy = await loadReturnPolicy(ctx.db, req.mainId);
      const named =
        policy.nonReturnableCategories.length === 0
          ? []
          : await ctx.db
              .select({ category: categories.category, name: categories.name })
              .from(categories)
              .where(
                and(
                  eq(categories.main_id, req.mainId),
                  inArray(categories.category, [...policy.nonReturnableCategories]),
                ),
              )
              .orderBy(asc(categories.position), asc(categories.name));
      return { data: { window_days: policy.windowDays, non_returnable: named } };
    },
  };
}
