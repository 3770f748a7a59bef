// A whole server-paged list as the back office's list pages show it: the search and filters, the table
// with its two empty states, and the pages. A list that needs other parts composes DataTable itself.
import type { ReactNode } from "react";
import { DataTable } from "./data-table/data-table";
import type { RowData } from "./data-table/data-table-columns";
import type { DataTableInstance } from "./data-table/use-data-table";
import type { TableUrlState } from "./data-table/use-table-url-state";
import { type ListFilter, ListTable, ListToolbar } from "./list-toolbar";

export function ListView<TData extends RowData, F extends string>({
  table,
  label,
  list,
  searchLabel,
  placeholder,
  filters,
  empty,
  filteredEmpty,
  emptyAction,
}: {
  table: DataTableInstance<TData>;
  /** The list's name ("Orders"). */
  label: string;
  list: TableUrlState<F>;
  searchLabel: string;
  placeholder: string;
  filters: readonly ListFilter<F>[];
  /** The list has nothing at all ("No orders yet."). */
  empty: string;
  /** The search or filters left nothing ("No orders match these filters."). */
  filteredEmpty: string;
  /** The way on from an empty list (e.g. add the first product). */
  emptyAction?: ReactNode;
}) {
  return (
    <DataTable instance={table} label={label}>
      <ListToolbar list={list} searchLabel={searchLabel} placeholder={placeholder} filters={filters} />
      <ListTable list={list} empty={empty} filteredEmpty={filteredEmpty} emptyAction={emptyAction} />
      <DataTable.Pagination />
    </DataTable>
  );
}
