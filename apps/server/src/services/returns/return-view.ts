// A return request as the contract shows it: to its customer (ReturnRequest) and to the back office
// (AdminReturn, with the customer and the moves its state allows).
import type { components } from "@henna/api";
import { returnActions } from "@henna/domain/return-status";
import type { RefundRow } from "../refunds/refund-facts.js";
import type { OrderLineFacts, ReturnRow } from "./return-facts.js";

export type ReturnRequestView = components["schemas"]["ReturnRequest"];
export type AdminReturnView = components["schemas"]["AdminReturn"];
type ReturnReason = components["schemas"]["ReturnReason"];

export function toReturnView(
  row: ReturnRow,
  orderId: string,
  lines: readonly Pick<OrderLineFacts, "id" | "title" | "image">[],
  refund: Pick<RefundRow, "id" | "amount" | "state"> | null,
): ReturnRequestView {
  return {
    id: row.id,
    order_id: orderId,
    state: row.state,
    lines: row.lines.map((line) => {
      const item = lines.find((candidate) => candidate.id === line.item_id);
      return {
        item_id: line.item_id,
        title: item?.title ?? "",
        image: item?.image ?? "",
        quantity: line.quantity,
      };
    }),
    reason: row.reason as ReturnReason,
    note: row.note,
    photos: row.photos,
    pickup_note: row.pickup_note,
    reject_reason: row.reject_reason,
    refund: refund ? { id: refund.id, amount: refund.amount, state: refund.state } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface AdminExtras {
  customer_name: string;
  customer_email: string;
  payment_mode: string;
  refundable_by: ("gateway" | "manual")[];
}

export function toAdminReturnView(view: ReturnRequestView, extras: AdminExtras): AdminReturnView {
  return { ...view, ...extras, actions: returnActions(view.state) };
}
