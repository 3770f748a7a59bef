// Price details of the cart (spec §2 Cart summary): totals from the domain's checkout data, the coupon
// (apply, remove) and the one way on: Proceed to Checkout, or Request a Quote in a Get Quote store.
import type { CartLine } from "@henna/domain/cart";
import { amountAfterCoupon, type CheckoutData, cartTotalsPaise } from "@henna/domain/checkout";
import { fromPaise, toPaise } from "@henna/domain/money";
import { readerRupees as formatRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { tx } from "@henna/storefront/i18n/rich.tsx";
import { Price } from "@henna/storefront/ui/price.tsx";
import type { Coupon } from "./cart-calls";
import { unitsText } from "./cart-line-item";
import styles from "./cart-page.module.css";
import { TagIcon } from "./icons";

export interface CartSummaryProps {
  lines: readonly CartLine[];
  checkout: CheckoutData<CartLine>;
  /** The coupon the shopper applied (it may no longer meet its minimum). */
  coupon: { code: string; data: Coupon } | null;
  onOpenCoupon: () => void;
  onRemoveCoupon: () => void;
  mode: "checkout" | "quote";
  onProceed: () => void;
  blockedReason: string | null;
}

export function CartSummary({
  lines,
  checkout,
  coupon,
  onOpenCoupon,
  onRemoveCoupon,
  mode,
  onProceed,
  blockedReason,
}: CartSummaryProps) {
  const { beforePaise, afterPaise } = cartTotalsPaise(lines);
  const itemDiscount = fromPaise(beforePaise - afterPaise);
  const payable = amountAfterCoupon(checkout);
  const saved = fromPaise(beforePaise - toPaise(payable));

  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        {t("Price details")}
      </h2>
      <div className={styles.couponBox}>
        {coupon ? (
          <div className={styles.couponApplied}>
            <p className={styles.couponCode}>
              <TagIcon /> <strong>{coupon.code}</strong>{" "}
              {checkout.isCouponApplied ? t("applied") : t("not applied")}
            </p>
            <button
              type="button"
              className={`btn-ghost ${styles.linkButton}`}
              onClick={onRemoveCoupon}
              aria-label={t("Remove coupon")}
            >
              {t("Remove")}
            </button>
            {!checkout.isCouponApplied && (
              <p className={`error-text ${styles.couponWarning}`}>
                {t("This coupon needs an order of at least {amount}.", {
                  amount: formatRupees(coupon.data.min_amount),
                })}
              </p>
            )}
          </div>
        ) : (
          <button
            type="button"
            className={`btn btn-secondary btn-block ${styles.couponButton}`}
            onClick={onOpenCoupon}
          >
            <TagIcon /> {t("Apply Coupon")}
          </button>
        )}
      </div>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>
            {t("Price (")}
            {unitsText(lines)})
          </dt>
          <dd>
            <Price amount={checkout.totalBeforeDiscount} />
          </dd>
        </div>
        {itemDiscount > 0 && (
          <div className={styles.totalRow}>
            <dt>{t("Discount")}</dt>
            <dd className={styles.minus}>
              −<Price amount={itemDiscount} />
            </dd>
          </div>
        )}
        {checkout.isCouponApplied && (
          <div className={styles.totalRow}>
            <dt>
              {t("Coupon (")}
              {checkout.coupon})
            </dt>
            <dd className={styles.minus}>
              −<Price amount={checkout.discountAmount} />
            </dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>{t("Delivery charges")}</dt>
          <dd className="muted">{t("At checkout")}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>{t("Total")}</dt>
          <dd>
            <Price amount={payable} />
          </dd>
        </div>
      </dl>
      {saved > 0 && (
        <p className={styles.savedNote}>
          {tx("You save {amount} on this order", { amount: <Price amount={saved} /> })}
        </p>
      )}
      {blockedReason && (
        <p className="error-text" role="status">
          {blockedReason}
        </p>
      )}
      <button type="button" className="btn btn-block" onClick={onProceed} disabled={blockedReason !== null}>
        {mode === "quote" ? t("Request a Quote") : t("Proceed to Checkout")}
      </button>
    </aside>
  );
}
