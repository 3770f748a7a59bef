// A product listing (spec §2 Products and courses listing): heading, item count, sort dropdown kept in
// the URL (?sort=), cards, and the next page on demand. The shop's listings and the academy's course
// pages both render this; `course` switches to courses only and marks what is added or bought.
import { FAILED_TO_LOAD_PRODUCTS } from "@henna/domain/load-failures";
import { parseSortKey, type SortKey } from "@henna/domain/sorting";
import { COURSES_CATEGORY, visibleElsewhere, visibleOnCoursePages } from "@henna/domain/visibility";
import { type ReactNode, useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { msg, t } from "../i18n/i18n";
import { PRODUCTS_PAGE_SIZE } from "../state/resources";
import { isCourseCategory } from "./listing-route";
import { LoadMore } from "./load-more";
import { ProductGrid } from "./product-grid";
import styles from "./product-listing.module.css";
import { SortSelect } from "./sort-select";
import { usePagedProducts } from "./use-paged-products";
import type { ProductActionOptions } from "./use-product-actions";

export interface ProductListingProps extends ProductActionOptions {
  title: string;
  /** Server-side category filter; in course mode it defaults to 'courses'. */
  category?: string;
  search?: string;
  /** Shown under the heading (e.g. the academy's introduction). */
  intro?: ReactNode;
  /** Where "No products found" sends the shopper on. */
  emptyLink?: { to: string; label: string };
}

/** Spec §2 listing count: the total when the server told it, else how many are shown so far. */
export function countText(shown: number, total: number | null, hasMore: boolean): string {
  if (hasMore) return shown === 1 ? t("Showing 1 product") : t("Showing {shown} products", { shown });
  const count = total ?? shown;
  return count === 1 ? t("1 product") : t("{count} products", { count });
}

export function ProductListing({
  title,
  category,
  search,
  intro,
  emptyLink,
  course = false,
  onBuyNow,
}: ProductListingProps) {
  const [params, setParams] = useSearchParams();
  const sort = parseSortKey(params.get("sort")) ?? "recommended";
  const filter = course ? (category ?? COURSES_CATEGORY) : category;
  // Courses are never listed outside the course pages (spec §2), so asking the server is pointless.
  const blocked = !course && filter !== undefined && isCourseCategory(filter);
  const paged = usePagedProducts(blocked ? null : { category: filter, search, sort });
  const items = course ? visibleOnCoursePages(paged.items) : visibleElsewhere(paged.items);
  const loading = paged.isLoading;
  const failed = paged.isError || paged.isMoreError;
  useEffect(() => {
    if (failed) console.error(FAILED_TO_LOAD_PRODUCTS, { category: filter, search, sort });
  }, [failed, filter, search, sort]);
  const empty = !loading && !paged.isError && items.length === 0 && !paged.hasMore;
  const wayOn =
    emptyLink ??
    (filter || search
      ? { to: "/products", label: msg("Browse all products") }
      : { to: "/", label: msg("Back to Home") });

  function changeSort(key: SortKey) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === "recommended") next.delete("sort");
        else next.set("sort", key);
        return next;
      },
      { replace: true },
    );
  }

  let body: ReactNode;
  if (paged.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t(FAILED_TO_LOAD_PRODUCTS)}</p>
        <p className="muted">{t("Check your connection and try again.")}</p>
        <button type="button" className="btn" onClick={paged.retry}>
          {t("Retry")}
        </button>
      </div>
    );
  } else if (loading) {
    body = <ProductGrid items={[]} skeletons={PRODUCTS_PAGE_SIZE} />;
  } else if (empty) {
    body = (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{t("No products found")}</p>
        <p className="muted">
          {search
            ? t("Try a different word, or look through everything we sell.")
            : t("Nothing is listed here yet.")}
        </p>
        <Link className="btn" to={wayOn.to}>
          {t(wayOn.label)}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ProductGrid
          items={items}
          label={t(title)}
          titleLevel={2}
          priorityCount={4}
          skeletons={paged.isLoadingMore ? 2 : 0}
          course={course}
          onBuyNow={onBuyNow}
        />
        <LoadMore paged={paged} noun={t("products")} />
      </>
    );
  }

  return (
    <section className={`page ${styles.listing}`} aria-labelledby="listing-title">
      <header className={styles.header}>
        <div>
          <h1 id="listing-title" className={styles.title}>
            {t(title)}
          </h1>
          {intro}
        </div>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {loading ? (
              <span role="status">{t("Loading products...")}</span>
            ) : paged.isError || empty ? (
              ""
            ) : (
              countText(items.length, paged.total, paged.hasMore)
            )}
          </p>
          <SortSelect value={sort} onChange={changeSort} />
        </div>
      </header>
      {body}
    </section>
  );
}
