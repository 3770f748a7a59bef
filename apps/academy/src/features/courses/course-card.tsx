// One course in the list (spec §2 cards): picture with the percent-off badge, title, fee with the MRP
// struck through, and Buy Now (spec §4: on the course pages Buy Now is the card's action, whatever the
// store's default button). Buy Now reads the course fresh, stores the hand-off (checkout_data marked as
// a course) and goes on: to the admission form from the course list, to checkout from step 2.
import { isOutOfStock, OUT_OF_STOCK_LABEL } from "@henna/domain/variations";
import { CardFace } from "@henna/storefront/catalogue/card-face.tsx";
import type { CardProduct } from "@henna/storefront/catalogue/card-product.ts";
import styles from "@henna/storefront/catalogue/product-card.module.css";
import { useProductActions } from "@henna/storefront/catalogue/use-product-actions.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import type { Product } from "@henna/storefront/state/resources.ts";
import { useState } from "react";

export interface CourseCardProps {
  course: CardProduct;
  priority?: boolean;
  deferPicture?: boolean;
  /** Where Buy Now goes once the hand-off is stored. */
  onBuyNow: (product: Product) => void;
}

export function CourseCard({ course, priority = false, deferPicture = false, onBuyNow }: CourseCardProps) {
  const actions = useProductActions({ course: true, onBuyNow });
  const [busy, setBusy] = useState(false);
  const soldOut = course.product_type === "Simple" && isOutOfStock(course.totalStock);

  async function buy() {
    if (busy) return;
    setBusy(true);
    try {
      const full = await actions.load(course.product_id);
      if (full) await actions.buy(full);
    } finally {
      setBusy(false);
    }
  }

  return (
    <CardFace
      product={course}
      priority={priority}
      deferPicture={deferPicture}
      titleLevel={2}
      actions={
        soldOut ? (
          <button type="button" className="btn btn-secondary btn-block" disabled>
            {t(OUT_OF_STOCK_LABEL)}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-block"
            aria-label={t("Buy Now: {title}", { title: course.title })}
            aria-busy={busy}
            disabled={busy}
            onClick={() => void buy()}
          >
            {busy ? t("Please wait…") : t("Buy Now")}
          </button>
        )
      }
    />
  );
}

/** A course-card-sized placeholder: the card's box with its one button, so nothing moves as courses arrive. */
export function CourseCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.imageSkeleton}`} />
      <div className={styles.body}>
        <span className={`skeleton ${styles.line}`} />
        <span className={`skeleton ${styles.lineShort}`} />
        <span className={`skeleton ${styles.line}`} />
        <div className={styles.actions}>
          <span className={`skeleton ${styles.buttonSkeleton}`} />
        </div>
      </div>
    </div>
  );
}
