// What a Grouped Product's package holds (spec §3 Grouped item: title, image).
import type { GroupedItem } from "@henna/domain/json-lists";
import { productPath } from "@henna/domain/product-path";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { Link } from "react-router";
import styles from "./package-items.module.css";

function productIdOf(item: GroupedItem): number | null {
  const id = Number(item.product_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function PackageItems({ items }: { items: readonly GroupedItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="package-items-heading">
      <h2 id="package-items-heading" className={styles.heading}>
        {t("In this package (")}
        {items.length})
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const id = productIdOf(item);
          const content = (
            <>
              <SmartImage src={item.image} alt="" ratio={1} width={96} className={styles.thumb} />
              <span className={styles.title}>{item.title || t("Package item")}</span>
            </>
          );
          return (
            <li key={`${item.title}-${index}`}>
              {id !== null && item.title ? (
                <Link to={productPath(item.title, id)} className={styles.item}>
                  {content}
                </Link>
              ) : (
                <div className={styles.item}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
