// Spec §2 /product-single-page: where the demo shop's cards lead. It shows one sample product (the one
// named by ?item=, else the first); it cannot be bought, and says so.
import { readerRupees as formatRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { Link, useSearchParams } from "react-router";
import { demoProductById } from "./demo-products";
import styles from "./demo-shop.module.css";

export default function ProductSinglePage() {
  const [params] = useSearchParams();
  const item = demoProductById(params.get("item"));
  return (
    <div className={`page ${styles.single}`}>
      <nav aria-label={t("Breadcrumb")} className={styles.breadcrumb}>
        <Link to="/demo-shop">{t("Demo shop")}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{item.name}</span>
      </nav>
      <div className={styles.singleLayout}>
        <SmartImage
          src={item.image}
          alt={item.name}
          ratio={1}
          width={600}
          priority
          className={styles.singleImage}
        />
        <div className={styles.singleInfo}>
          <p className={styles.kicker}>{t(item.category)}</p>
          <h1 className={styles.singleTitle}>{item.name}</h1>
          <p className={styles.singlePrice}>{formatRupees(item.price)}</p>
          <p>{t(item.description)}</p>
          <button type="button" className="btn btn-block" disabled aria-describedby="sample-note">
            {t("Sample product")}
          </button>
          <p id="sample-note" className={`muted ${styles.note}`}>
            {t(
              "This is a sample from the demo shop, so it cannot be added to the cart. Our real range is in the shop.",
            )}
          </p>
          <div className={styles.singleLinks}>
            <Link to="/demo-shop" className="btn btn-secondary">
              {t("Back to the demo shop")}
            </Link>
            <Link to="/products" className="btn btn-ghost">
              {t("Browse real products")}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
