// Audit trail: every payment or fulfilment status move is written in the transaction that makes it.
import type { Transaction } from "../../db/database.js";
import { orderEvents } from "../../db/schema.js";

export interface OrderEvent {
  mainId: string;
  orderRef: number;
  field: "status" | "orderStatus";
  from: string | null;
  to: string;
  /** Who moved it: customer, gateway, webhook, admin, cli. */
  actor: string;
  note?: string | null | undefined;
  at: Date;
}

export async function recordEvent(tx: Transaction, event: OrderEvent): Promise<void> {
  await eventInsert(tx, event);
}

/** The insert recordEvent runs, not yet run: for callers that send it with other writes (db/one-statement.ts). */
export function eventInsert(tx: Transaction, event: OrderEvent) {
  return tx.insert(orderEvents).values({
    main_id: event.mainId,
    order_ref: event.orderRef,
    field: event.field,
    from_value: event.from,
    to_value: event.to,
    actor: event.actor,
    note: event.note ?? null,
    createdAt: event.at,
  });
}
