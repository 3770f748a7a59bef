import { ERROR_FETCHING_CART, FAILED_TO_FETCH_CART } from "@henna/domain/messages";
import type { ApiFailure } from "@henna/storefront/api/api-result.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { Link } from "react-router";
import { isUnreachable } from "./cart-calls";
import styles from "./cart-page.module.css";
import { BagIcon } from "./icons";

/**
 * Nothing in the cart: say so and point to the products. The server renders the cart for a guest
 * with an empty cart, and a browser that keeps a cart or a login of its own shows the cart's frame in
 * grey instead until the app has read them (`html[data-own-cart]`, set by the page's head script:
 * apps/server's web/own-cart-mark.ts), so nobody with a full cart is told it is empty.
 */
export function CartEmpty() {
  return (
    <>
      <div className={`page ${styles.state} ${styles.emptyState}`}>
        <div className={styles.emptyIcon}>
          <BagIcon />
        </div>
        <h1>{t("Your cart is empty")}</h1>
        <p className="muted">
          {t("Henna cones, bridal henna and teas are waiting for you. Add something you love.")}
        </p>
        <Link to="/products" className="btn">
          {t("Start shopping")}
        </Link>
      </div>
      <div className={styles.ownCartFrame}>
        <CartSkeleton />
      </div>
    </>
  );
}

/** The server cart could not be read (spec §8: 'Failed to fetch cart', 'Error fetching cart'). */
export function CartError({
  failure,
  onRetry,
  retrying,
}: {
  failure: ApiFailure;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className={`page ${styles.state}`} role="alert">
      <h1>{t("Your Cart")}</h1>
      <p className="error-text">
        {isUnreachable(failure) ? t(ERROR_FETCHING_CART) : t(FAILED_TO_FETCH_CART)}
      </p>
      <p className="muted">{t("Please check your connection and try again.")}</p>
      <button type="button" className="btn" onClick={onRetry} disabled={retrying}>
        {retrying ? t("Retrying…") : t("Retry")}
      </button>
    </div>
  );
}

/** The cart's layout in grey while the server cart loads. */
export function CartSkeleton() {
  return (
    <div className={`page ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t("Loading your cart…")}
      </span>
      <div className={`skeleton ${styles.skeletonHeading}`} />
      <div className={styles.layout}>
        <div className={styles.lines}>
          {[0, 1].map((row) => (
            <div key={row} className={`skeleton ${styles.skeletonLine}`} />
          ))}
        </div>
        <div className={`skeleton ${styles.skeletonSummary}`} />
      </div>
    </div>
  );
}
