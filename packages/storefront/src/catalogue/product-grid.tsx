// Cards in a grid (2 columns on a phone, up to 5 on a wide screen) with one image-failure scope for
// the whole list, and card-sized skeletons for what is still on its way.
import { memo } from "react";
import type { CardProduct } from "./card-product";
import { ListImagesScope } from "./list-images";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import styles from "./product-grid.module.css";
import type { ProductActionOptions } from "./use-product-actions";

/** Stable keys for placeholders, which have no identity of their own. */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `placeholder-${index + 1}`);
}

export interface ProductGridProps extends ProductActionOptions {
  items: readonly CardProduct[];
  /** Skeleton cards after the items (a page on its way). */
  skeletons?: number;
  /** How many of the first pictures load eagerly (the first screen). */
  priorityCount?: number;
  label?: string;
  /** The cards' title level (CardFace): 2 when the grid sits straight under the page's h1. */
  titleLevel?: 2 | 3;
}

/** Memoised, so a parent's re-render with the same items (a deferred value) costs nothing here. */
export const ProductGrid = memo(function ProductGrid({
  items,
  skeletons = 0,
  priorityCount = 0,
  label,
  titleLevel,
  course,
  onBuyNow,
}: ProductGridProps) {
  return (
    <ListImagesScope>
      <ul className={styles.grid} aria-label={label}>
        {items.map((item, index) => (
          <li key={item.product_id} className={styles.cell}>
            <ProductCard
              product={item}
              priority={index < priorityCount}
              deferPicture={index >= priorityCount}
              titleLevel={titleLevel}
              course={course}
              onBuyNow={onBuyNow}
            />
          </li>
        ))}
        {placeholderKeys(skeletons).map((key) => (
          <li key={key} className={styles.cell} aria-hidden="true" data-testid="card-skeleton">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </ListImagesScope>
  );
});
