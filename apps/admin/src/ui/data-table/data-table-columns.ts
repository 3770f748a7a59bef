// The data table's TanStack features and its typed column helper. Lists are server-paged: sorting is
// manual (the server sorts), one column at a time; row selection is the table's own.
import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table";

/** What a column may say about its cells beyond TanStack's own definition. */
export interface DataTableColumnMeta {
  /** Numbers and amounts line up at the end. */
  align?: "start" | "end";
  /** The column's width, any CSS length ("8rem", "120px"). */
  width?: string;
  /** Long text (names, e-mail addresses) wraps, so the other columns stay in view. */
  wrap?: boolean;
}

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * Typed columns for a table of `TData`:
 * `const column = createDataTableColumnHelper<Order>()`, then `column.accessor("total", {...})`,
 * `column.display({ id: "actions", ... })`, and `column.columns([...])` for the list.
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** One sorted column: its id and the direction (the server's `sort=-total` is `{id: "total", desc: true}`). */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

export type { RowData, RowSelectionState };
