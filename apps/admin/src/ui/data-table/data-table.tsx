// One table for every list of the back office, on TanStack Table, the way Medusa's admin builds its
// lists on one DataTable: the page makes the list's state with useDataTable (the page, sort, search
// and filters best kept in the URL with useTableUrlState), fetches the page's rows, and composes the
// parts it needs:
//
//   <DataTable instance={orders} label="Orders">
//     <DataTable.Toolbar>
//       <DataTable.Search placeholder="Order id, e-mail or mobile" />
//       <DataTable.Filters>{status and date filters}</DataTable.Filters>
//       <DataTable.Selection>{bulk actions}</DataTable.Selection>
//     </DataTable.Toolbar>
//     <DataTable.Table emptyTitle="No orders match." emptyAction={clearFilters} />
//     <DataTable.Pagination />
//   </DataTable>
//
// It lives in the back office, its only user, so the shared package does not carry TanStack Table.
import type { RowData } from "@tanstack/react-table";
import { type ReactNode, useId, useMemo } from "react";
import styles from "./data-table.module.css";
import { DataTableContext } from "./data-table-context";
import { DataTableTable } from "./data-table-grid";
import { DataTablePagination } from "./data-table-pagination";
import {
  DataTableFilters,
  DataTableSearch,
  DataTableSelection,
  DataTableToolbar,
} from "./data-table-toolbar";
import type { DataTableInstance } from "./use-data-table";

export interface DataTableProps<TData extends RowData> {
  instance: DataTableInstance<TData>;
  /** The list's name ("Orders"): the table's caption, the search box's and the pagination's label. */
  label: string;
  className?: string;
  children: ReactNode;
}

function DataTableRoot<TData extends RowData>({
  instance,
  label,
  className,
  children,
}: DataTableProps<TData>) {
  const captionId = useId();
  const value = useMemo(
    () => ({ instance: instance as DataTableInstance<RowData>, label, captionId }),
    [instance, label, captionId],
  );
  return (
    <DataTableContext.Provider value={value}>
      <div className={`${styles.root} ${className ?? ""}`}>{children}</div>
    </DataTableContext.Provider>
  );
}

export const DataTable = Object.assign(DataTableRoot, {
  Toolbar: DataTableToolbar,
  Search: DataTableSearch,
  Filters: DataTableFilters,
  Selection: DataTableSelection,
  Table: DataTableTable,
  Pagination: DataTablePagination,
});
