// Spec §2 Popular Products: tabs All Products, New Arrivals, Best Sellers, Trending over products loaded
// 10 at a time (spec §4). All Products shows the first 20, with Show More Products to /products only
// when more than 20 have loaded.
import { FAILED_TO_LOAD_PRODUCTS } from "@henna/domain/load-failures";
import { POPULAR_TABS, type PopularTab, popularTabItems, showMoreProducts } from "@henna/domain/popular-tabs";
import type { CardProduct } from "@henna/storefront/catalogue/card-product.ts";
import { ProductGrid } from "@henna/storefront/catalogue/product-grid.tsx";
import { usePagedProducts } from "@henna/storefront/catalogue/use-paged-products.ts";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { Tabs } from "@henna/storefront/ui/tabs.tsx";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import styles from "./home.module.css";
import { newArrivals } from "./home-resources";

/**
 * Pages read for the tabs: three are enough to know whether more than 20 exist; five give Best
 * Sellers and Trending a fuller pick without reading a large catalogue whole.
 */
export const POPULAR_MAX_PAGES = 5;

export const EMPTY_CATALOGUE_TEXT = msg(
  "Our shelves are being stocked: the first products will be here soon. Tell us what you are looking for.",
);

const TAB_ITEMS = POPULAR_TABS.map((key) => ({ key, label: key }));
const ALL_PRODUCTS_QUERY = {};

export function PopularProducts() {
  const [tab, setTab] = useState<PopularTab>("All Products");
  const paged = usePagedProducts(ALL_PRODUCTS_QUERY);
  const groups = useResource(newArrivals, undefined).data;

  const { hasMore, isLoadingMore, isMoreError, pagesRequested, loadMore } = paged;
  useEffect(() => {
    if (hasMore && !isLoadingMore && !isMoreError && pagesRequested < POPULAR_MAX_PAGES) loadMore();
  }, [hasMore, isLoadingMore, isMoreError, pagesRequested, loadMore]);

  const arrivals = useMemo(() => (groups ?? []).flatMap((group) => group.products), [groups]);
  const items = useMemo(
    () => popularTabItems<CardProduct>(tab, { products: paged.items, newArrivals: arrivals }),
    [tab, paged.items, arrivals],
  );
  // Pages keep arriving for a few seconds after the first screen (up to POPULAR_MAX_PAGES): the grid
  // takes each change as background work React can pause, so scrolling and tapping never wait on it.
  const shownItems = useDeferredValue(items);

  let body: React.ReactNode;
  if (paged.isError) {
    body = (
      <div className={styles.failed} role="alert">
        <p className="error-text">{t(FAILED_TO_LOAD_PRODUCTS)}</p>
        <button type="button" className="btn btn-secondary" onClick={paged.retry}>
          {t("Retry")}
        </button>
      </div>
    );
  } else if (paged.isLoading) {
    body = <ProductGrid items={[]} skeletons={10} />;
  } else if (paged.items.length === 0 && !paged.hasMore) {
    // Nothing in the catalogue at all (a new store): no tab has anything, so say why and where to go.
    body = (
      <div className={styles.empty}>
        <p className="muted">{t(EMPTY_CATALOGUE_TEXT)}</p>
        <Link to="/contact" className="btn btn-secondary">
          {t("Contact us")}
        </Link>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className={styles.empty}>
        <p className="muted">
          {isLoadingMore ? t("Loading products...") : t("No products in this list yet.")}
        </p>
        <Link to="/products" className="btn btn-secondary">
          {t("Browse all products")}
        </Link>
      </div>
    );
  } else {
    // Until the first deferred render lands, the skeletons stay (no empty grid in between).
    body =
      shownItems.length === 0 ? (
        <ProductGrid items={[]} skeletons={10} />
      ) : (
        <ProductGrid items={shownItems} label={t(tab)} />
      );
  }

  return (
    <section className={styles.section} aria-labelledby="popular-title">
      <h2 id="popular-title" className={styles.sectionTitle}>
        {t("Popular Products")}
      </h2>
      <Tabs label={t("Popular Products")} tabs={TAB_ITEMS} active={tab} onChange={setTab}>
        {body}
        {showMoreProducts(tab, paged.items.length) && (
          <div className={styles.more}>
            <Link to="/products" className="btn btn-secondary">
              {t("Show More Products")}
            </Link>
          </div>
        )}
      </Tabs>
    </section>
  );
}
