import { t } from "@henna/storefront/i18n/i18n.ts";
import { Link } from "react-router";
import styles from "./product-page.module.css";

/** A product route that decodes to nothing, or a product the shop does not have (any more). */
export function ProductNotFound({
  message = t("We could not find the product you were looking for. It may have been moved or removed."),
}: {
  message?: string;
}) {
  return (
    <div className={`page ${styles.state}`}>
      <h1>{t("Product not found")}</h1>
      <p className="muted">{message}</p>
      <Link to="/products" className="btn">
        {t("Browse all products")}
      </Link>
    </div>
  );
}

/** The product could not be loaded (network, server): say so and offer a retry. */
export function ProductError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={`page ${styles.state}`} role="alert">
      <h1>{t("Could not load this product")}</h1>
      <p className="muted">{t("Please check your connection and try again.")}</p>
      <div className={styles.stateActions}>
        <button type="button" className="btn" onClick={onRetry} disabled={retrying}>
          {retrying ? t("Retrying…") : t("Retry")}
        </button>
        <Link to="/products" className="btn btn-secondary">
          {t("Browse all products")}
        </Link>
      </div>
    </div>
  );
}
