// The checkout's states besides the form: nothing to check out, and the skeleton while it loads.
import { CART_EMPTY } from "@henna/domain/messages";
import { Link } from "react-router";
import { t } from "../i18n/i18n";
import styles from "./checkout.module.css";

/** No checkout_data, or no lines in it (spec §5 'Your cart is empty!'). */
export function CheckoutEmpty() {
  return (
    <div className={`page ${styles.state}`}>
      <h1>{t("Checkout")}</h1>
      <p className={styles.stateTitle} role="alert">
        {t(CART_EMPTY)}
      </p>
      <p className="muted">
        {t("Add something you love to your cart, then come back here to place the order.")}
      </p>
      <div className={styles.inlineActions}>
        <Link to="/products" className="btn">
          {t("Browse products")}
        </Link>
        <Link to="/cart" className="btn btn-secondary">
          {t("Go to cart")}
        </Link>
      </div>
    </div>
  );
}

/** The checkout's layout in grey while its reads load. */
export function CheckoutSkeleton() {
  return (
    <div className={`page ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t("Loading checkout…")}
      </span>
      <div className={`skeleton ${styles.skeletonHeading}`} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {[0, 1, 2].map((row) => (
            <div key={row} className={`skeleton ${styles.skeletonSection}`} />
          ))}
        </div>
        <div className={`skeleton ${styles.skeletonSummary}`} />
      </div>
    </div>
  );
}
