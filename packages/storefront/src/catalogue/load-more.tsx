// The foot of a paged listing: Load more while there are more pages, and a failed page said with Retry.
import { FAILED_TO_LOAD_PRODUCTS } from "@henna/domain/load-failures";
import { t } from "../i18n/i18n";
import styles from "./product-listing.module.css";
import type { PagedProducts } from "./use-paged-products";

export function LoadMore({ paged, noun }: { paged: PagedProducts; noun: string }) {
  if (!paged.hasMore && !paged.isMoreError) return null;
  return (
    <div className={styles.more}>
      {paged.isMoreError ? (
        <>
          <p className="error-text" role="alert">
            {t(FAILED_TO_LOAD_PRODUCTS)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={paged.retry}>
            {t("Retry")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={paged.loadMore}
          disabled={paged.isLoadingMore}
          aria-busy={paged.isLoadingMore}
        >
          {paged.isLoadingMore ? t("Loading more…") : t("Load more {noun}", { noun })}
        </button>
      )}
    </div>
  );
}
