// Above the table: the search box, the page's filters and, while rows are selected, what can be done
// with them.

import { FormField } from "@henna/storefront/forms/form-field.tsx";
import formStyles from "@henna/storefront/forms/forms.module.css";
import { type ReactNode, useEffect, useRef, useState } from "react";
import styles from "./data-table.module.css";
import { useDataTableContext } from "./data-table-context";

export function DataTableToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

export interface DataTableSearchProps {
  /** The box's name for assistive technology ("Search orders"). */
  label?: string;
  placeholder?: string;
  /** Typing settles this long before the list is asked again. */
  debounceMs?: number;
}

export function DataTableSearch({ label, placeholder, debounceMs = 300 }: DataTableSearchProps) {
  const { instance, label: listLabel } = useDataTableContext();
  const { search = "", onSearchChange } = instance.options;
  const [typed, setTyped] = useState(search);
  const sent = useRef(search);

  // The search changed from outside (the back button, a "clear filters"): the box follows.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setTyped(search);
    }
  }, [search]);

  useEffect(() => {
    if (!onSearchChange || typed === sent.current) return;
    const send = () => {
      sent.current = typed;
      onSearchChange(typed);
    };
    if (debounceMs <= 0) {
      send();
      return;
    }
    const timer = setTimeout(send, debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs, onSearchChange]);

  return (
    <search className={styles.search}>
      <FormField
        label={label ?? `Search ${listLabel.toLowerCase()}`}
        labelHidden
        className={styles.toolbarField}
      >
        {(control) => (
          <input
            type="search"
            className={`${formStyles.input} ${styles.denseInput}`}
            placeholder={placeholder}
            value={typed}
            autoComplete="off"
            {...control}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once, without waiting for typing to settle.
              if (event.key === "Enter" && onSearchChange && typed !== sent.current) {
                sent.current = typed;
                onSearchChange(typed);
              }
            }}
          />
        )}
      </FormField>
    </search>
  );
}

/** The page's own filter controls (selects, date ranges, chips), laid out in the toolbar. */
export function DataTableFilters({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}

/** Shown while rows are selected: how many, and the page's bulk actions. */
export function DataTableSelection({ children }: { children?: ReactNode }) {
  const { instance } = useDataTableContext();
  const selected = Object.values(instance.options.rowSelection ?? {}).filter(Boolean).length;
  if (!instance.selectable || selected === 0) return null;
  return (
    <div className={styles.selection}>
      <p className={styles.selectionCount} role="status">
        {selected} selected
      </p>
      {children}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => instance.options.onRowSelectionChange?.({})}
      >
        Clear selection
      </button>
    </div>
  );
}
