// Spec §2 grouped package modal: the items of a grouped product (image, title) and a Select Package
// button that reads the product again and continues as Add to Cart (spec §4).
import { parseGroupedItems } from "@henna/domain/json-lists";
import { productPricing } from "@henna/domain/product-pricing";
import { useState } from "react";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { t } from "../i18n/i18n";
import type { Product } from "../state/resources";
import { Modal } from "../ui/modal";
import { SmartImage } from "../ui/smart-image";
import styles from "./package-modal.module.css";
import type { ProductActions } from "./use-product-actions";

export interface PackageModalProps {
  open: boolean;
  product: Product;
  actions: Pick<ProductActions, "load" | "add">;
  onClose: () => void;
}

export default function PackageModal({ open, product, actions, onClose }: PackageModalProps) {
  const [busy, setBusy] = useState(false);
  const items = parseGroupedItems(product.grouped_product);
  const { price } = productPricing(product);

  async function selectPackage() {
    setBusy(true);
    try {
      const fresh = await actions.load(product.product_id);
      if (fresh && (await actions.add(fresh))) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={product.title} onClose={onClose} size="md">
      <p className="muted">
        {items.length === 1
          ? t("This package holds 1 item.")
          : t("This package holds {length} items.", { length: items.length })}
      </p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={String(item.product_id ?? item.title)} className={styles.item} data-testid="package-item">
            <SmartImage src={item.image} alt={item.title} ratio={1} width={120} className={styles.image} />
            <span className={styles.title}>{item.title}</span>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {price !== null && (
          <p className={styles.price}>
            <span className="muted">{t("Package price")} </span>
            <strong>{formatRupees(price)}</strong>
          </p>
        )}
        <button
          type="button"
          className="btn btn-block"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void selectPackage()}
        >
          {busy ? t("Please wait…") : t("Select Package")}
        </button>
      </div>
    </Modal>
  );
}
