// What several orders' lists read in one query becomes: each order's values, in the rows' order.

/** The rows' values by their order; a row whose value is null is left out. */
export function groupByOrder<Row extends { order_ref: number }, Value>(
  rows: readonly Row[],
  value: (row: Row) => Value | null,
): Map<number, Value[]> {
  const byOrder = new Map<number, Value[]>();
  for (const row of rows) {
    const kept = value(row);
    if (kept === null) continue;
    const list = byOrder.get(row.order_ref) ?? [];
    list.push(kept);
    byOrder.set(row.order_ref, list);
  }
  return byOrder;
}
