// The table itself: sortable headers (a button in each, aria-sort on the header cell), optional
// selection checkboxes with "select all on page", rows that open on a click or Enter, and the states
// a list can be in, each designed: loading (skeleton rows of the final height), empty (a sentence and
// a way on), error (what happened and a retry).
import type { Header, Row, RowData } from "@tanstack/react-table";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import styles from "./data-table.module.css";
import type { DataTableFeatures } from "./data-table-columns";
import { useDataTableContext } from "./data-table-context";
import { RowCheckbox } from "./row-checkbox";

export interface DataTableTableProps {
  /** Said when the page has no rows ("No orders yet."). */
  emptyTitle?: string;
  /** The way on from an empty list: a button to clear the filters, a link to add the first product. */
  emptyAction?: ReactNode;
  /** Skeleton rows while the first page loads; the page size by default, so nothing moves. */
  skeletonRows?: number;
}

type AnyHeader = Header<DataTableFeatures, RowData, unknown>;
type AnyRow = Row<DataTableFeatures, RowData>;

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const SORT_MARK = { asc: "▲", desc: "▼" } as const;

/** A click on a control inside the row (its checkbox, a link) is that control's, not the row's. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest("a, button, input, select, textarea, label, [role='button']");
  return control !== null && control !== event.currentTarget;
}

export function DataTableTable({
  emptyTitle = "Nothing to show.",
  emptyAction,
  skeletonRows,
}: DataTableTableProps) {
  const { instance, label, captionId } = useDataTableContext();
  const { table, options, selectable, rowLabel } = instance;
  const rows = table.getRowModel().rows;
  const columns = table.getAllLeafColumns();
  const columnCount = columns.length + (selectable ? 1 : 0);
  const loadingFirst = Boolean(options.isLoading) && rows.length === 0;
  const open = options.onRowOpen;

  function headerCell(header: AnyHeader) {
    const column = header.column;
    const meta = column.columnDef.meta;
    const sorted = column.getIsSorted();
    const canSort = column.getCanSort();
    const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
    return (
      <th
        key={header.id}
        scope="col"
        colSpan={header.colSpan}
        className={meta?.align === "end" ? styles.end : undefined}
        style={meta?.width ? { width: meta.width } : undefined}
        aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : "none") : undefined}
      >
        {canSort ? (
          <button type="button" className={styles.sortButton} onClick={() => column.toggleSorting()}>
            {content}
            <span className={sorted ? styles.sortMark : styles.sortMarkIdle} aria-hidden="true">
              {sorted ? SORT_MARK[sorted] : "↕"}
            </span>
          </button>
        ) : (
          content
        )}
      </th>
    );
  }

  function bodyRow(row: AnyRow) {
    const selected = selectable && row.getIsSelected();
    return (
      <tr
        key={row.id}
        className={`${styles.row} ${open ? styles.openable : ""}`}
        data-selected={selected || undefined}
        tabIndex={open ? 0 : undefined}
        onClick={
          open
            ? (event) => {
                if (!fromControl(event)) open(row.original);
              }
            : undefined
        }
        onKeyDown={
          open
            ? (event) => {
                if (event.key === "Enter" && event.target === event.currentTarget) open(row.original);
              }
            : undefined
        }
      >
        {selectable && (
          <td className={styles.selectCell}>
            <RowCheckbox
              label={`Select ${rowLabel(row)}`}
              checked={row.getIsSelected()}
              disabled={!row.getCanSelect()}
              onChange={(event) => row.toggleSelected(event.target.checked)}
            />
          </td>
        )}
        {row.getAllCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          return (
            <td
              key={cell.id}
              className={
                [meta?.align === "end" && styles.end, meta?.wrap && styles.wrap].filter(Boolean).join(" ") ||
                undefined
              }
            >
              <table.FlexRender cell={cell} />
            </td>
          );
        })}
      </tr>
    );
  }

  function body() {
    if (options.error) {
      return (
        <tr>
          <td colSpan={columnCount} className={styles.stateCell}>
            <div role="alert" className={styles.state}>
              <p className={styles.stateTitle}>{options.error}</p>
              {options.onRetry && (
                <button type="button" className="btn btn-secondary" onClick={options.onRetry}>
                  Try again
                </button>
              )}
            </div>
          </td>
        </tr>
      );
    }
    if (loadingFirst) {
      const count = skeletonRows ?? options.pageSize;
      return Array.from({ length: count }, (_, index) => (
        <tr key={index} className={styles.row}>
          {Array.from({ length: columnCount }, (_, cell) => (
            <td key={cell}>
              <span className={`skeleton ${styles.skeletonBar}`} />
            </td>
          ))}
        </tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columnCount} className={styles.stateCell}>
            <div className={styles.state}>
              <p className={styles.stateTitle}>{emptyTitle}</p>
              {emptyAction}
            </div>
          </td>
        </tr>
      );
    }
    return rows.map(bodyRow);
  }

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must take the keyboard */}
      <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={options.isLoading || undefined}>
          <caption id={captionId} className="visually-hidden">
            {label}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className={styles.selectCell}>
                    <RowCheckbox
                      label="Select all on page"
                      checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      disabled={rows.length === 0}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    />
                  </th>
                )}
                {group.headers.map((header) => headerCell(header))}
              </tr>
            ))}
          </thead>
          <tbody aria-hidden={loadingFirst && !options.error ? true : undefined}>{body()}</tbody>
        </table>
      </section>
      <p className="visually-hidden" role="status">
        {options.isLoading ? `Loading ${label.toLowerCase()}…` : ""}
      </p>
    </>
  );
}
