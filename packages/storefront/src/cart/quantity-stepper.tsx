// The quantity control of the product page and the cart (spec §5: minimum 1, decrement floors at 1,
// typed values floored at 1). The field keeps what is typed and commits the floored value when the
// shopper leaves it or presses Enter, so typing "12" never passes through a forced "1".
import { normalizeQuantity } from "@henna/domain/cart";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { t } from "../i18n/i18n";
import styles from "./quantity-stepper.module.css";

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names what is counted on a page with many steppers (cart lines): "Quantity of {itemName}". */
  itemName?: string;
  /** Show "Quantity" above the control (the product page) or keep it for screen readers (cart lines). */
  showLabel?: boolean;
  disabled?: boolean;
}

export function QuantityStepper({
  value,
  onChange,
  itemName,
  showLabel = false,
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const label = itemName ? t("Quantity of {itemName}", { itemName }) : t("Quantity");
  const [draft, setDraft] = useState(String(value));

  useEffect(() => {
    setDraft(String(value));
  }, [value]);

  function commit(next: number | string) {
    const quantity = normalizeQuantity(next);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commit(draft);
    }
  }

  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={showLabel ? styles.label : "visually-hidden"}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={itemName ? t("Decrease quantity of {itemName}", { itemName }) : t("Decrease quantity")}
          disabled={disabled || value <= 1}
          onClick={() => commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={itemName ? t("Increase quantity of {itemName}", { itemName }) : t("Increase quantity")}
          disabled={disabled}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
