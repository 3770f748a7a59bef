// Refunds as the contract shows them: whole to the back office (`Refund`), and to the customer only
// what concerns them (`CustomerRefund`: amount, state, how, when).
import type { components } from "@henna/api";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTransaction } from "../../db/database.js";
import { refunds } from "../../db/schema.js";
import { groupByOrder } from "../orders/group-by-order.js";
import type { RefundRow } from "./refund-facts.js";

export type RefundView = components["schemas"]["Refund"];
export type CustomerRefundView = components["schemas"]["CustomerRefund"];

export function toRefundView(row: RefundRow, titles: ReadonlyMap<number, string>): RefundView {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    delivery: row.delivery,
    lines: row.lines.map((line) => ({ ...line, title: titles.get(line.item_id) ?? "" })),
    reason: row.reason,
    state: row.state,
    gateway_refund_id: row.gateway_refund_id,
    manual_channel: row.manual_channel,
    manual_reference: row.manual_reference,
    failure_reason: row.failure_reason,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export function toCustomerRefund(row: RefundRow): CustomerRefundView {
  return {
    id: row.id,
    amount: row.amount,
    state: row.state,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** An order's refunds for its customer, oldest first. */
export async function loadCustomerRefunds(
  db: DbOrTransaction,
  orderRef: number,
): Promise<CustomerRefundView[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.order_ref, orderRef))
    .orderBy(asc(refunds.id));
  return rows.map(toCustomerRefund);
}

/** The refunds of several orders at once (My Account's list), by order, oldest first. */
export async function loadCustomerRefundsOf(
  db: DbOrTransaction,
  orderRefs: readonly number[],
): Promise<Map<number, CustomerRefundView[]>> {
  if (orderRefs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.order_ref, [...orderRefs]))
    .orderBy(asc(refunds.id));
  return groupByOrder(rows, toCustomerRefund);
}
