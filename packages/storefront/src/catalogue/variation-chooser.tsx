// Spec §2 variation chooser: one card per variation (image, SKU, price, sale price, stock) with Add to
// Cart or Buy Now by the store's default button. A variation is added, and the dialog closed, only when
// the add succeeded (spec §4); a variation with stock 0 shows a disabled Out of Stock.
import { type ButtonId, variationCardAction } from "@henna/domain/action-buttons";
import { parseVariations, type Variation } from "@henna/domain/json-lists";
import { variationCardDisplay, variationChooserTitle } from "@henna/domain/variations";
import { useState } from "react";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { t } from "../i18n/i18n";
import type { Product } from "../state/resources";
import { Modal } from "../ui/modal";
import { SmartImage } from "../ui/smart-image";
import type { ProductActions } from "./use-product-actions";
import styles from "./variation-chooser.module.css";

export interface VariationChooserProps {
  open: boolean;
  product: Product;
  defaultButton: ButtonId | null;
  actions: Pick<ProductActions, "add" | "buy">;
  onClose: () => void;
}

function attributesText(variation: Variation): string {
  return Object.values(variation.attributes)
    .filter((value) => value.trim() !== "")
    .join(" · ");
}

export default function VariationChooser({
  open,
  product,
  defaultButton,
  actions,
  onClose,
}: VariationChooserProps) {
  const [busySku, setBusySku] = useState<string | null>(null);
  const variations = parseVariations(product.variation);

  async function choose(variation: Variation, kind: "add-to-cart" | "buy-now") {
    setBusySku(variation.sku);
    try {
      const done =
        kind === "add-to-cart"
          ? await actions.add(product, variation)
          : await actions.buy(product, variation);
      if (done) onClose();
    } finally {
      setBusySku(null);
    }
  }

  return (
    <Modal open={open} title={variationChooserTitle(product.title)} onClose={onClose} size="lg">
      {variations.length === 0 ? (
        <p className="muted">{t("This product has no variations to choose from right now.")}</p>
      ) : (
        <ul className={styles.list}>
          {variations.map((variation) => {
            const display = variationCardDisplay(variation);
            const action = variationCardAction(variation, defaultButton);
            const name = attributesText(variation) || display.sku;
            const onSale =
              display.price !== null && display.salePrice !== null && display.salePrice < display.price;
            const busy = busySku === variation.sku;
            return (
              <li key={variation.sku} className={styles.item} data-testid="variation-card">
                <SmartImage
                  src={display.imageUrl || product.image}
                  alt={`${product.title} ${name}`}
                  ratio={1}
                  width={160}
                  className={styles.image}
                />
                <div className={styles.details}>
                  <p className={styles.name}>{name}</p>
                  <p className={styles.meta}>
                    {t("SKU:")} {display.sku}
                  </p>
                  <p className={styles.prices}>
                    {display.salePrice !== null && (
                      <span className={styles.sale}>
                        <span className="visually-hidden">{t("Sale price")} </span>
                        {formatRupees(display.salePrice)}
                      </span>
                    )}
                    {display.price !== null &&
                      (onSale ? (
                        <s className={styles.mrp}>
                          <span className="visually-hidden">{t("Price")} </span>
                          {formatRupees(display.price)}
                        </s>
                      ) : (
                        <span className={display.salePrice === null ? styles.sale : styles.mrp}>
                          <span className="visually-hidden">{t("Price")} </span>
                          {formatRupees(display.price)}
                        </span>
                      ))}
                  </p>
                  <p className={display.outOfStock ? "error-text" : "success-text"}>
                    {display.outOfStock
                      ? t("Out of stock")
                      : display.stock === null
                        ? t("In stock")
                        : t("In stock: {stock}", { stock: display.stock })}
                  </p>
                </div>
                {action && (
                  <button
                    type="button"
                    className={action.disabled ? "btn btn-secondary" : "btn"}
                    disabled={action.disabled || busySku !== null}
                    aria-busy={busy}
                    aria-label={action.disabled ? undefined : `${t(action.label)}: ${name}`}
                    onClick={() => {
                      if (action.kind === "add-to-cart" || action.kind === "buy-now")
                        void choose(variation, action.kind);
                    }}
                  >
                    {busy ? t("Please wait…") : t(action.label)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
