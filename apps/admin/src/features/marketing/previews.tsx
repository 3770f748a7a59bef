// How the shop shows what is being edited, drawn with the shop's shared picture component
// (@henna/storefront's SmartImage) and the shop's own words ('Shop Now', 'Limited Time Offer!',
// 'Claim Your Offer'). The home page's sections themselves live in the shop app, which the back office
// cannot import; these previews show the same content in the same order, not a copy of their markup.
// Each SmartImage is keyed by its URL: it reads its source once, and the picture changes while editing.
import { formatRupees } from "@henna/domain/money";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import type { ReactNode } from "react";
import styles from "./marketing.module.css";

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className={styles.preview}>
      <figcaption className={styles.previewCaption}>Preview: {title}</figcaption>
      <div className={styles.previewStage}>{children}</div>
    </figure>
  );
}

export interface SlidePreviewProps {
  offer_name: string;
  slider_name: string;
  description: string;
  image: string;
  price: number | null;
  cutOffPrice: number | null;
}

export function SlidePreview(slide: SlidePreviewProps) {
  const price = slide.price !== null && Number.isFinite(slide.price) && slide.price > 0 ? slide.price : null;
  const cutOff =
    price !== null && slide.cutOffPrice !== null && slide.cutOffPrice > price ? slide.cutOffPrice : null;
  return (
    <Frame title="the home page's slider">
      <div className={styles.slide}>
        <SmartImage
          key={slide.image}
          src={slide.image}
          alt={slide.slider_name}
          ratio={2}
          width={400}
          className={styles.slideImage}
        />
        <div className={styles.slideText}>
          {slide.offer_name && <p className={styles.eyebrow}>{slide.offer_name}</p>}
          <p className={styles.slideTitle}>{slide.slider_name || "Slide title"}</p>
          {slide.description && <p className="muted">{slide.description}</p>}
          {price !== null && (
            <p>
              <strong>{formatRupees(price)}</strong>{" "}
              {cutOff !== null && (
                <s className="muted">
                  <span className="visually-hidden">Was </span>
                  {formatRupees(cutOff)}
                </s>
              )}
            </p>
          )}
          <span className="btn btn-small" aria-hidden="true">
            Shop Now
          </span>
        </div>
      </div>
    </Frame>
  );
}

export function OfferPreview({
  title,
  description,
  image,
  link,
}: {
  title: string;
  description: string;
  image: string;
  link: string;
}) {
  return (
    <Frame title="Special Offers on the home page">
      <div className={styles.offerCard}>
        <SmartImage key={image} src={image} alt={title} ratio={2} width={250} />
        <div className={styles.offerBody}>
          <p className={styles.eyebrow}>Limited Time Offer!</p>
          <p className={styles.slideTitle}>{title || "Offer title"}</p>
          {description && <p className="muted">{description}</p>}
          {link.trim() && (
            <span className="btn btn-small btn-block" aria-hidden="true">
              Claim Your Offer
            </span>
          )}
        </div>
      </div>
    </Frame>
  );
}

export function CategoryPreview({ name, icon }: { name: string; icon: string }) {
  return (
    <Frame title="Discover Our Categories">
      <div className={styles.categoryCard}>
        <SmartImage key={icon} src={icon} alt="" ratio={1} width={120} className={styles.categoryIcon} />
        <span>{name || "Category name"}</span>
      </div>
    </Frame>
  );
}

export interface PreviewProduct {
  product_id: number;
  title: string;
  image: string;
  price: number;
}

export function ArrivalPreview({
  heading,
  description,
  products,
}: {
  heading: string;
  description: string;
  products: readonly PreviewProduct[];
}) {
  return (
    <Frame title="New Arrivals on the home page">
      <p className={styles.slideTitle}>{heading || "Group heading"}</p>
      {description && <p className="muted">{description}</p>}
      {products.length === 0 ? (
        <p className="muted">The products you choose show here, in this order.</p>
      ) : (
        <ul className={styles.arrivalRow}>
          {products.map((product) => (
            <li key={product.product_id} className={styles.arrivalCard}>
              <SmartImage src={product.image} alt={product.title} ratio={1} width={120} />
              <span className={styles.arrivalTitle}>{product.title}</span>
              <span>{formatRupees(product.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
