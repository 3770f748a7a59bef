// Spec §9 sort dropdown: the five options, labelled; the page keeps the choice in the URL.
import { SORT_OPTIONS, type SortKey, sortKeyOf, sortOptionOf } from "@henna/domain/sorting";
import { useId } from "react";
import { t } from "../i18n/i18n";
import styles from "./sort-select.module.css";

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (key: SortKey) => void }) {
  const id = useId();
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t("Sort by")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={sortOptionOf(value)}
        onChange={(event) => onChange(sortKeyOf(event.target.value as (typeof SORT_OPTIONS)[number]))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
