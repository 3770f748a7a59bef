// The frame every catalogue card shares (spec §2 cards): the picture with the percent-off badge, the
// title, and the price with the MRP struck through; the product and course cards bring their buttons.

import { productPath } from "@henna/domain/product-path";
import { displayedPriceText, productPricing } from "@henna/domain/product-pricing";
import type { ReactNode } from "react";
import { readerRupees as formatRupees } from "../i18n/format-numbers";
import { t } from "../i18n/i18n";
import { AppLink } from "../navigation/app-link";
import { SmartImage } from "../ui/smart-image";
import type { CardProduct } from "./card-product";
import { useListImages } from "./list-images";
import styles from "./product-card.module.css";

export interface CardFaceProps {
  product: CardProduct;
  /** The first cards of the first screen load their picture eagerly (LCP). */
  priority?: boolean;
  /** Off the first screen: the picture waits for the page's first idle moment. */
  deferPicture?: boolean;
  /** The card's buttons. */
  actions: ReactNode;
  /** Rendered after the card's body (dialogs the buttons open). */
  children?: ReactNode;
  /**
   * The title's heading level: 2 for a list straight under the page's h1 (listings), 3 under a
   * section's h2 (home), so headings never skip a level.
   */
  titleLevel?: 2 | 3;
}

export function CardFace({
  product,
  priority = false,
  deferPicture = false,
  actions,
  children,
  titleLevel = 3,
}: CardFaceProps) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  const images = useListImages();
  const path = productPath(product.title, product.product_id);
  const pricing = productPricing(product);
  const showMrp = pricing.mrp !== null && pricing.price !== null && pricing.mrp > pricing.price;
  return (
    <article className={styles.card}>
      <AppLink to={path} className={styles.media} tabIndex={-1} aria-hidden="true">
        <SmartImage
          src={product.image}
          alt={product.title}
          ratio={1}
          priority={priority}
          defer={deferPicture}
          failed={images.failed}
          onFail={images.onFail}
          className={styles.image}
        />
        {pricing.percentOff !== null && (
          <span className={styles.badge} data-testid="discount-badge">
            {pricing.percentOff}
            {t("% OFF")}
          </span>
        )}
      </AppLink>
      <div className={styles.body}>
        <Title className={styles.title}>
          <AppLink to={path}>{product.title}</AppLink>
        </Title>
        <p className={styles.prices}>
          <span className={styles.price}>{t(displayedPriceText(product))}</span>
          {showMrp && (
            <s className={styles.mrp}>
              <span className="visually-hidden">{t("MRP")} </span>
              {formatRupees(pricing.mrp)}
            </s>
          )}
        </p>
        <div className={styles.actions}>{actions}</div>
      </div>
      {children}
    </article>
  );
}
