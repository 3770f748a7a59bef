// A list's toolbar and table, declared: the search box, the filters (a choice, or a date when it has
// no options), and "Clear filters" while anything narrows the list; the table's empty state says
// whether the list is empty or only the filters left nothing, and offers to clear them.

import type { ReactNode } from "react";
import { DataTable } from "./data-table/data-table";
import type { TableUrlState } from "./data-table/use-table-url-state";
import { DateFilter, FilterSelect } from "./filter-controls";

export interface ListFilter<F extends string> {
  name: F;
  label: string;
  /** [value, text] pairs; a filter without options is a day. */
  options?: readonly (readonly [string, string])[];
  /** The choice of every row ("All"). */
  allLabel?: string;
}

export function ListToolbar<F extends string>({
  list,
  searchLabel,
  placeholder,
  filters,
}: {
  list: TableUrlState<F>;
  searchLabel: string;
  placeholder: string;
  filters: readonly ListFilter<F>[];
}) {
  return (
    <DataTable.Toolbar>
      <DataTable.Search label={searchLabel} placeholder={placeholder} />
      <DataTable.Filters>
        {filters.map((filter) =>
          filter.options ? (
            <FilterSelect
              key={filter.name}
              label={filter.label}
              value={list.filters[filter.name]}
              options={filter.options}
              allLabel={filter.allLabel}
              onChange={(value) => list.setFilter(filter.name, value)}
            />
          ) : (
            <DateFilter
              key={filter.name}
              label={filter.label}
              value={list.filters[filter.name]}
              onChange={(value) => list.setFilter(filter.name, value)}
            />
          ),
        )}
        {list.narrowed && (
          <button type="button" className="btn btn-ghost btn-small" onClick={list.clear}>
            Clear filters
          </button>
        )}
      </DataTable.Filters>
    </DataTable.Toolbar>
  );
}

export function ListTable<F extends string>({
  list,
  empty,
  filteredEmpty,
  emptyAction,
}: {
  list: TableUrlState<F>;
  /** The list has nothing at all ("No orders yet."). */
  empty: string;
  /** The search or filters left nothing ("No orders match these filters."). */
  filteredEmpty: string;
  /** The way on from an empty list (e.g. add the first product). */
  emptyAction?: ReactNode;
}) {
  return (
    <DataTable.Table
      emptyTitle={list.narrowed ? filteredEmpty : empty}
      emptyAction={
        list.narrowed ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={list.clear}>
            Clear filters
          </button>
        ) : (
          emptyAction
        )
      }
    />
  );
}
