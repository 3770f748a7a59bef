// A customer asks to return units of a delivered order (issue 33, "Returns"). Checked and written under
// the order's row lock, the lock refunds take too, so two requests (or a request and a refund) on one
// order take turns and the units they count are never counted twice.
import { parseMediaUrl } from "@henna/domain/media-urls";
import { checkReturnRequest, RETURN_PROBLEM_TEXT } from "@henna/domain/return-eligibility";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { mediaAssets, orders, returnRequests } from "../../db/schema.js";
import { conflict, invalid, notFound } from "../../http/api-error.js";
import { ownOrderWhere } from "../orders/own-order.js";
import { ORDER_NOT_FOUND } from "../orders/store-order.js";
import { loadReturnFacts, type ReturnRow } from "./return-facts.js";
import { queueReturnMessages } from "./return-messages.js";
import { type ReturnRequestView, toReturnView } from "./return-view.js";

export const RETURN_PHOTO_NOT_UPLOADED = "Add photos with the upload button of this form.";

export interface ReturnAsk {
  mainId: string;
  userId: number;
  orderId: string;
  lines: { item_id: number; quantity: number }[];
  reason: string;
  note: string;
  photos: string[];
}

export async function requestReturn(
  deps: Pick<AppContext, "db" | "clock">,
  ask: ReturnAsk,
): Promise<ReturnRequestView> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(ownOrderWhere(ask.mainId, ask.userId, eq(orders.order_id, ask.orderId)))
      .for("update");
    // Someone else's order is not found, as for every read of an order.
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const facts = await loadReturnFacts(tx, order);
    const now = deps.clock();
    const checked = checkReturnRequest(
      facts.order,
      facts.policy,
      ask.lines.map((line) => ({ lineId: line.item_id, quantity: line.quantity })),
      now,
    );
    if (!checked.ok) throw conflict(RETURN_PROBLEM_TEXT[checked.problem], "RETURN_REFUSED");

    const keys = ask.photos.map((url) => parseMediaUrl(url)?.key ?? "");
    if (keys.length > 0) {
      const owned = keys.includes("")
        ? []
        : await tx
            .select({ key: mediaAssets.key })
            .from(mediaAssets)
            .where(
              and(
                eq(mediaAssets.main_id, ask.mainId),
                eq(mediaAssets.user_id, ask.userId),
                isNull(mediaAssets.staff_id),
                inArray(mediaAssets.key, keys),
              ),
            );
      if (new Set(owned.map((row) => row.key)).size !== new Set(keys).size) {
        throw invalid([{ field: "photos", message: RETURN_PHOTO_NOT_UPLOADED }]);
      }
    }

    const [row] = await tx
      .insert(returnRequests)
      .values({
        main_id: order.main_id,
        order_ref: order.id,
        user_id: order.user_id,
        state: "requested",
        lines: checked.lines.map((line) => ({ item_id: line.lineId, quantity: line.quantity })),
        reason: ask.reason,
        note: ask.note,
        photos: ask.photos.map((url) => url.trim()),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("return insert returned nothing");
    await queueReturnMessages(tx, order, { key: "returnRequestedMail" });
    return toReturnView(row as ReturnRow, order.order_id, facts.lines, null);
  });
}
