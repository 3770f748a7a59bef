// Cards in a horizontal carousel (home's New Arrivals, the academy's course rows): 260 px per step
// (spec §9), one image-failure scope for the row.
import { ScrollRow } from "../ui/scroll-row";
import type { CardProduct } from "./card-product";
import { ListImagesScope } from "./list-images";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { placeholderKeys } from "./product-grid";
import styles from "./product-row.module.css";
import type { ProductActionOptions } from "./use-product-actions";

/** Spec §9: a product carousel scrolls 260 px (one card and its gap) per chevron press. */
export const PRODUCT_ROW_STEP = 260;

export interface ProductRowProps extends ProductActionOptions {
  label: string;
  items: readonly CardProduct[];
}

/** Card width: one step minus the row's gap, so a chevron press moves exactly one card. */
const slotStyle = { width: `calc(${PRODUCT_ROW_STEP}px - var(--space-4))` };

export function ProductRow({ label, items, course, onBuyNow }: ProductRowProps) {
  return (
    <ListImagesScope>
      <ScrollRow label={label} step={PRODUCT_ROW_STEP}>
        {items.map((item) => (
          <div key={item.product_id} className={styles.slot} style={slotStyle}>
            <ProductCard product={item} course={course} onBuyNow={onBuyNow} />
          </div>
        ))}
      </ScrollRow>
    </ListImagesScope>
  );
}

/** A row of card skeletons the size of a loaded row. */
export function ProductRowSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className={styles.skeletonRow} aria-hidden="true">
      {placeholderKeys(count).map((key) => (
        <div key={key} className={styles.slot} style={slotStyle}>
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}
