// A filter dialog of the demo shop (spec §2: category and price filter modals): checkboxes, applied
// together with Apply, or all cleared.

import { t } from "@henna/storefront/i18n/i18n.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { useEffect, useState } from "react";
import styles from "./demo-shop.module.css";

export interface FilterOption<K extends string> {
  key: K;
  label: string;
}

export interface FilterModalProps<K extends string> {
  open: boolean;
  title: string;
  options: readonly FilterOption<K>[];
  selected: readonly K[];
  onApply: (selected: K[]) => void;
  onClose: () => void;
}

export function FilterModal<K extends string>({
  open,
  title,
  options,
  selected,
  onApply,
  onClose,
}: FilterModalProps<K>) {
  const [draft, setDraft] = useState<K[]>([...selected]);
  useEffect(() => {
    if (open) setDraft([...selected]);
  }, [open, selected]);

  function toggle(key: K) {
    setDraft((current) =>
      current.includes(key) ? current.filter((item) => item !== key) : [...current, key],
    );
  }

  return (
    <Modal open={open} title={title} onClose={onClose} size="sm">
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{title}</legend>
        {options.map((option) => (
          <label key={option.key} className={styles.check}>
            <input type="checkbox" checked={draft.includes(option.key)} onChange={() => toggle(option.key)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.modalActions}>
        <button type="button" className="btn btn-secondary" onClick={() => setDraft([])}>
          {t("Clear")}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t("Apply")}
        </button>
      </div>
    </Modal>
  );
}
