// The course pages' list (spec §2 Products and courses listing): heading, count, sort kept in the URL
// (?sort=), course cards, the next page on demand. Only Active products of the category 'courses'
// (trimmed, case-insensitive) are shown, whatever the server sends.
import { FAILED_TO_LOAD_PRODUCTS } from "@henna/domain/load-failures";
import { parseSortKey, type SortKey } from "@henna/domain/sorting";
import { COURSES_CATEGORY, visibleOnCoursePages } from "@henna/domain/visibility";
import { ListImagesScope } from "@henna/storefront/catalogue/list-images.tsx";
import { LoadMore } from "@henna/storefront/catalogue/load-more.tsx";
import grid from "@henna/storefront/catalogue/product-grid.module.css";
import { placeholderKeys } from "@henna/storefront/catalogue/product-grid.tsx";
import styles from "@henna/storefront/catalogue/product-listing.module.css";
import { SortSelect } from "@henna/storefront/catalogue/sort-select.tsx";
import { usePagedProducts } from "@henna/storefront/catalogue/use-paged-products.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { AppLink } from "@henna/storefront/navigation/app-link.tsx";
import { PRODUCTS_PAGE_SIZE, type Product } from "@henna/storefront/state/resources.ts";
import { type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import { CourseCard, CourseCardSkeleton } from "./course-card";
import own from "./courses.module.css";

export interface CourseListingProps {
  title: string;
  intro?: ReactNode;
  onBuyNow: (product: Product) => void;
}

/** What is listed, not the server's total: courses it sends that are not Active are not shown. */
function courseCountText(shown: number, hasMore: boolean): string {
  if (hasMore) return shown === 1 ? t("Showing 1 course") : t("Showing {shown} courses", { shown });
  return shown === 1 ? t("1 course") : t("{count} courses", { count: shown });
}

/** The first cards of the first screen load their pictures eagerly. */
const PRIORITY_COUNT = 2;

export function CourseListing({ title, intro, onBuyNow }: CourseListingProps) {
  const [params, setParams] = useSearchParams();
  const sort = parseSortKey(params.get("sort")) ?? "recommended";
  const paged = usePagedProducts({ category: COURSES_CATEGORY, sort });
  const courses = visibleOnCoursePages(paged.items);
  const empty = !paged.isLoading && !paged.isError && courses.length === 0 && !paged.hasMore;
  const failed = paged.isError || paged.isMoreError;

  useEffect(() => {
    if (failed) console.error(FAILED_TO_LOAD_PRODUCTS, { category: COURSES_CATEGORY, sort });
  }, [failed, sort]);

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
  } else if (empty) {
    body = (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{t("No products found")}</p>
        <p className="muted">
          {t(
            "No course is open for admission right now. Tell us what you would like to learn and we will let you know when the next batch starts.",
          )}
        </p>
        <div className={own.emptyActions}>
          <AppLink className="btn" to="/enquiry-form">
            {t("Ask about the next batch")}
          </AppLink>
          <AppLink className="btn btn-secondary" to="/products">
            {t("Browse our products")}
          </AppLink>
        </div>
      </div>
    );
  } else {
    const skeletons = paged.isLoading ? PRODUCTS_PAGE_SIZE : paged.isLoadingMore ? 2 : 0;
    body = (
      <>
        <ListImagesScope>
          <ul className={grid.grid} aria-label={title}>
            {courses.map((course, index) => (
              <li key={course.product_id} className={grid.cell}>
                <CourseCard
                  course={course}
                  priority={index < PRIORITY_COUNT}
                  deferPicture={index >= PRIORITY_COUNT}
                  onBuyNow={onBuyNow}
                />
              </li>
            ))}
            {placeholderKeys(skeletons).map((key) => (
              <li key={key} className={grid.cell} aria-hidden="true" data-testid="card-skeleton">
                <CourseCardSkeleton />
              </li>
            ))}
          </ul>
        </ListImagesScope>
        <LoadMore paged={paged} noun={t("courses")} />
      </>
    );
  }

  return (
    <section className={`page ${styles.listing}`} aria-labelledby="listing-title">
      <header className={styles.header}>
        <div>
          <h1 id="listing-title" className={styles.title}>
            {title}
          </h1>
          {intro}
        </div>
        <div className={`${styles.toolbar} ${own.toolbar}`}>
          <p className={styles.count} aria-live="polite">
            {paged.isLoading ? (
              <span role="status">{t("Loading products...")}</span>
            ) : paged.isError || empty ? (
              ""
            ) : (
              courseCountText(courses.length, paged.hasMore)
            )}
          </p>
          <SortSelect value={sort} onChange={changeSort} />
        </div>
      </header>
      {body}
    </section>
  );
}
