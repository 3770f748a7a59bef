// Price, MRP struck through, the saved amount and the discount badge (spec §2 Product detail, §5).
import type { PricePoint } from "@henna/domain/product-pricing";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { Price } from "@henna/storefront/ui/price.tsx";
import styles from "./price-block.module.css";

export function PriceBlock({ pricing, fromPrice = false }: { pricing: PricePoint; fromPrice?: boolean }) {
  if (pricing.price === null) {
    return <p className={styles.unavailable}>{t("Price on request")}</p>;
  }
  const discounted = pricing.mrp !== null && pricing.saved > 0;
  return (
    <div className={styles.block}>
      <p className={styles.row}>
        {fromPrice && <span className={styles.from}>{t("From")} </span>}
        <Price amount={pricing.price} className={styles.price} />
        {discounted && (
          <>
            <span className={styles.mrp}>
              <span className="visually-hidden">{t("MRP")} </span>
              <s>
                <Price amount={pricing.mrp} />
              </s>
            </span>
            {pricing.percentOff !== null && (
              <span className={styles.badge}>
                {pricing.percentOff}
                {t("% off")}
              </span>
            )}
          </>
        )}
      </p>
      {discounted && (
        <p className={styles.saved}>
          {t("You save")} <Price amount={pricing.saved} />
        </p>
      )}
    </div>
  );
}
