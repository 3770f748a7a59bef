import { t } from "@henna/storefront/i18n/i18n.ts";
import styles from "./product-page.module.css";

/** The product page's layout in grey while the product loads, so nothing moves when it arrives. */
export function ProductSkeleton() {
  return (
    <div className={`page ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t("Loading product…")}
      </span>
      <div className={`skeleton ${styles.skeletonCrumb}`} />
      <div className={styles.layout}>
        <div className={styles.headline}>
          <div className={`skeleton ${styles.skeletonLine} ${styles.short}`} />
          <div className={`skeleton ${styles.skeletonTitle}`} />
          <div className={`skeleton ${styles.skeletonPrice}`} />
        </div>
        <div className={styles.galleryCell}>
          <div className={`skeleton ${styles.skeletonImage}`} />
        </div>
        <div className={styles.info}>
          <div className={`skeleton ${styles.skeletonLine}`} />
          <div className={`skeleton ${styles.skeletonButton}`} />
          <div className={`skeleton ${styles.skeletonBox}`} />
        </div>
      </div>
      <div className={`skeleton ${styles.skeletonTabs}`} />
    </div>
  );
}
