// The state of one server-paged list joined to a TanStack table: the page's rows, the total on the
// server, the page, the sort, the search, the selection and the list's loading or error state. The
// parts of <DataTable> read it from context; the page keeps the state (in the URL with
// useTableUrlState) and fetches the rows.
import { functionalUpdate, type Row, type RowData, useTable } from "@tanstack/react-table";
import { useCallback, useMemo } from "react";
import {
  type DataTableColumnDef,
  type DataTableFeatures,
  type DataTableSort,
  dataTableFeatures,
  type RowSelectionState,
} from "./data-table-columns";

export const DEFAULT_PAGE_SIZES: readonly number[] = [20, 50, 100];

export interface UseDataTableOptions<TData extends RowData> {
  /** The rows of the current page, as the server answered them. */
  data: readonly TData[];
  columns: DataTableColumnDef<TData>[];
  /** A row's stable id (the order id, the SKU): selection and React keys use it. */
  getRowId: (row: TData) => string;
  /** Rows on the server that match the search and filters (all pages). */
  rowCount: number;
  /** The server stopped counting at `rowCount`: there are at least that many ("1,000+"). */
  rowCountAtLeast?: boolean | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
  pageSizeOptions?: readonly number[] | undefined;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  search?: string | undefined;
  onSearchChange?: ((search: string) => void) | undefined;
  /** Given (with its setter), the rows get checkboxes and the header a "select all on page". */
  rowSelection?: RowSelectionState | undefined;
  onRowSelectionChange?: ((selection: RowSelectionState) => void) | undefined;
  canSelectRow?: ((row: TData) => boolean) | undefined;
  /** Given, a row opens on a click, or on Enter when it has the keyboard focus. */
  onRowOpen?: ((row: TData) => void) | undefined;
  /** Names a row for assistive technology ("Order 1042"): its checkbox is "Select Order 1042". */
  rowLabel?: ((row: TData) => string) | undefined;
  /** The first page, or another one, is on its way. */
  isLoading?: boolean | undefined;
  /** What went wrong loading the page, said to the user. */
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
}

export interface DataTableInstance<TData extends RowData> {
  table: ReturnType<typeof useTable<DataTableFeatures, TData>>;
  options: UseDataTableOptions<TData>;
  pageCount: number;
  selectable: boolean;
  rowLabel: (row: Row<DataTableFeatures, TData>) => string;
}

export function useDataTable<TData extends RowData>(
  options: UseDataTableOptions<TData>,
): DataTableInstance<TData> {
  const { sort, onSortChange, rowSelection, onRowSelectionChange, canSelectRow, getRowId, rowLabel } =
    options;
  const selectable = rowSelection !== undefined && onRowSelectionChange !== undefined;
  const sorting = useMemo(() => (sort ? [sort] : []), [sort]);
  const selection = useMemo(() => rowSelection ?? {}, [rowSelection]);

  const table = useTable<DataTableFeatures, TData>({
    features: dataTableFeatures,
    columns: options.columns,
    data: options.data,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection: selection },
    manualSorting: true,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting);
      onSortChange(next[0] ?? null);
    },
    enableRowSelection: selectable ? (row) => (canSelectRow ? canSelectRow(row.original) : true) : false,
    onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, selection)),
  });

  const label = useCallback(
    (row: Row<DataTableFeatures, TData>) => (rowLabel ? rowLabel(row.original) : `Row ${row.index + 1}`),
    [rowLabel],
  );

  return {
    table,
    options,
    pageCount: Math.max(1, Math.ceil(options.rowCount / Math.max(1, options.pageSize))),
    selectable,
    rowLabel: label,
  };
}
