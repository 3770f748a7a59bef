// Spec §2 demo shop page: a perfume-style storefront over eight hard-coded sample products, with sort,
// category and price filter dialogs, and Load More (4 at a time, after 1 s). Every rule is the
// domain's (@henna/domain/demo-shop); this page only holds the choices.
import {
  DEMO_LOAD_MORE_DELAY_MS,
  DEMO_PRICE_RANGES,
  DEMO_SORT_OPTIONS,
  type DemoPriceRangeId,
  type DemoSortOption,
  filterDemoProducts,
  hasMore,
  sortDemoProducts,
  visibleDemoItems,
} from "@henna/domain/demo-shop";
import { readerRupees as formatRupees } from "@henna/storefront/i18n/format-numbers.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "./demo-products";
import styles from "./demo-shop.module.css";
import { FilterModal } from "./filter-modal";

// Built when the page renders: their labels are in that render's language.
const categoryOptions = () => DEMO_CATEGORIES.map((category) => ({ key: category, label: t(category) }));
const priceOptions = () =>
  DEMO_PRICE_RANGES.map((range) => ({
    key: range.id,
    label: `${formatRupees(range.min)} – ${formatRupees(range.max)}`,
  }));

export default function DemoShopPage() {
  const sortId = useId();
  const [sort, setSort] = useState<DemoSortOption>("Best Selling");
  const [categories, setCategories] = useState<string[]>([]);
  const [priceRanges, setPriceRanges] = useState<DemoPriceRangeId[]>([]);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [dialog, setDialog] = useState<"category" | "price" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const matching = sortDemoProducts(filterDemoProducts(DEMO_PRODUCTS, { categories, priceRanges }), sort);
  const visible = visibleDemoItems(matching, page);
  const more = hasMore(page, matching.length);
  const filtered = categories.length > 0 || priceRanges.length > 0;

  function restart() {
    if (timer.current) clearTimeout(timer.current);
    setLoadingMore(false);
    setPage(1);
  }

  function loadMore() {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setPage((value) => value + 1);
      setLoadingMore(false);
    }, DEMO_LOAD_MORE_DELAY_MS);
  }

  return (
    <div className={styles.shop}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{t("Demo shop")}</p>
        <h1 className={styles.heroTitle}>{t("The Signature Collection")}</h1>
        <p className={styles.heroText}>
          {t(
            "Sample products that show how a boutique, perfume-style shop looks. Nothing here can be bought.",
          )}
        </p>
      </header>

      <div className="page">
        <div className={styles.toolbar}>
          <div className={styles.filters}>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog("category")}>
              {t("Category")}
              {categories.length > 0 ? ` (${categories.length})` : ""}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog("price")}>
              {t("Price")}
              {priceRanges.length > 0 ? ` (${priceRanges.length})` : ""}
            </button>
            {filtered && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setCategories([]);
                  setPriceRanges([]);
                  restart();
                }}
              >
                {t("Clear filters")}
              </button>
            )}
          </div>
          <div className={styles.sort}>
            <label htmlFor={sortId} className="muted">
              {t("Sort by")}
            </label>
            <select
              id={sortId}
              className={styles.select}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as DemoSortOption);
                restart();
              }}
            >
              {DEMO_SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(option)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p className={`muted ${styles.count}`} aria-live="polite">
          {matching.length === 1
            ? t("Showing {shown} of {count} product", { shown: visible.length, count: matching.length })
            : t("Showing {shown} of {count} products", { shown: visible.length, count: matching.length })}
        </p>

        {matching.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t("No products match these filters")}</p>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setCategories([]);
                setPriceRanges([]);
                restart();
              }}
            >
              {t("Clear filters")}
            </button>
          </div>
        ) : (
          <ul className={styles.grid} aria-label={t("Sample products")}>
            {visible.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/product-single-page?item=${item.id}`}
                  className={styles.card}
                  data-testid="demo-card"
                >
                  <SmartImage src={item.image} alt={item.name} ratio={1} className={styles.cardImage} />
                  <span className={styles.cardCategory}>{t(item.category)}</span>
                  <span className={styles.cardName}>{item.name}</span>
                  <span className={styles.cardPrice}>{formatRupees(item.price)}</span>
                </Link>
              </li>
            ))}
            {loadingMore &&
              ["one", "two", "three", "four"].map((key) => (
                <li key={key} aria-hidden="true" data-testid="demo-skeleton">
                  <div className={styles.card}>
                    <div className={`skeleton ${styles.skeletonImage}`} />
                    <span className={`skeleton ${styles.skeletonLine}`} />
                    <span className={`skeleton ${styles.skeletonLine}`} />
                  </div>
                </li>
              ))}
          </ul>
        )}

        {more && (
          <div className={styles.more}>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={loadMore}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {loadingMore ? t("Loading…") : t("Load More")}
            </button>
          </div>
        )}
      </div>

      <FilterModal
        open={dialog === "category"}
        title={t("Filter by category")}
        options={categoryOptions()}
        selected={categories}
        onApply={(next) => {
          setCategories(next);
          restart();
        }}
        onClose={() => setDialog(null)}
      />
      <FilterModal
        open={dialog === "price"}
        title={t("Filter by price")}
        options={priceOptions()}
        selected={priceRanges}
        onApply={(next) => {
          setPriceRanges(next);
          restart();
        }}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
