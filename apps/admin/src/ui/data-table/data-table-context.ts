// The list's state shared by <DataTable>'s parts (toolbar, table, pagination).
import type { RowData } from "@tanstack/react-table";
import { createContext, useContext } from "react";
import type { DataTableInstance } from "./use-data-table";

export interface DataTableContextValue {
  // The parts work on any row type; the page's own code keeps TData.
  instance: DataTableInstance<RowData>;
  /** The list's name ("Orders"): the table's caption and the pagination's label. */
  label: string;
  captionId: string;
}

export const DataTableContext = createContext<DataTableContextValue | null>(null);

export function useDataTableContext(): DataTableContextValue {
  const value = useContext(DataTableContext);
  if (!value) throw new Error("DataTable parts must be inside <DataTable>");
  return value;
}
