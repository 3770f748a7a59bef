// Below the table: which rows of how many, the page size, and Previous/Next. The buttons are never
// `disabled` (that would drop the keyboard focus to the page's body on the last page); they say
// aria-disabled and do nothing instead.
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import formStyles from "@henna/storefront/forms/forms.module.css";
import styles from "./data-table.module.css";
import { useDataTableContext } from "./data-table-context";
import { DEFAULT_PAGE_SIZES } from "./use-data-table";

const count = new Intl.NumberFormat("en-IN");

export function DataTablePagination() {
  const { instance, label } = useDataTableContext();
  const { page, pageSize, rowCount, rowCountAtLeast, onPageChange, onPageSizeChange } = instance.options;
  const sizes = instance.options.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const pageCount = instance.pageCount;
  const first = rowCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(rowCount, page * pageSize);
  const atStart = page <= 1;
  // Past an uncounted total, the pages go on while they come back full.
  const atEnd = rowCountAtLeast ? instance.options.data.length < pageSize : page >= pageCount;
  const more = rowCountAtLeast ? "+" : "";

  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <p className={styles.range}>
        {rowCount === 0
          ? "No rows"
          : rowCountAtLeast
            ? `${count.format(first)}–${count.format(first + instance.options.data.length - 1)} of ${count.format(rowCount - 1)}+`
            : `${count.format(first)}–${count.format(last)} of ${count.format(rowCount)}`}
      </p>
      {onPageSizeChange && (
        <FormField label="Rows per page" className={styles.pageSize}>
          {(control) => (
            <select
              className={`${formStyles.input} ${styles.denseInput}`}
              value={pageSize}
              {...control}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <p className={styles.pageOf}>
        Page {count.format(rowCountAtLeast ? page : Math.min(page, pageCount))} of{" "}
        {count.format(rowCountAtLeast ? Math.max(page, pageCount) : pageCount)}
        {more}
      </p>
      <div className={styles.pageButtons}>
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={atStart || undefined}
          onClick={() => {
            if (!atStart) onPageChange(page - 1);
          }}
        >
          Previous
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={atEnd || undefined}
          onClick={() => {
            if (!atEnd) onPageChange(page + 1);
          }}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
