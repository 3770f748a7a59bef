// An order's lines in the order the customer placed them (by position, then id), with whichever
// columns the reader needs: refunds, returns and credit notes all list them this way.
import { asc, eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { DbOrTransaction } from "../../db/database.js";
import { orderItems } from "../../db/schema.js";

export async function readOrderLines<Columns extends SelectedFields>(
  db: DbOrTransaction,
  orderRef: number,
  columns: Columns,
): Promise<SelectResultFields<Columns>[]> {
  const rows = await db
    .select(columns)
    .from(orderItems)
    .where(eq(orderItems.order_ref, orderRef))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  // drizzle cannot type a select of columns a caller chooses; each row holds exactly those columns.
  return rows as SelectResultFields<Columns>[];
}
