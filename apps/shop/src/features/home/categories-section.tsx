// Spec §2 'Discover Our Categories': Active categories in position order, icon and name, each opening
// its listing. Courses have their own page in the shop (/course), so that card goes there.
// Spec §8: a failed categories call is only logged.
import { isCourse, visibleCategories } from "@henna/domain/visibility";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { categories } from "@henna/storefront/state/resources.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { ScrollRow } from "@henna/storefront/ui/scroll-row.tsx";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { useEffect } from "react";
import { Link } from "react-router";
import styles from "./home.module.css";

/** Spec §9: the category row scrolls 150 px per chevron press. */
export const CATEGORY_ROW_STEP = 150;
const slotStyle = { width: `calc(${CATEGORY_ROW_STEP}px - var(--space-4))` };

export function categoryLink(category: { category: string }): string {
  return isCourse(category) ? "/course" : `/category-detail/${encodeURIComponent(category.category)}`;
}

export function CategoriesSection() {
  const { data, isLoading, error } = useResource(categories, undefined);
  useEffect(() => {
    if (error) console.error("Failed to load categories", error);
  }, [error]);
  const list = visibleCategories(data ?? []);
  if (!isLoading && list.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.sectionTitle}>
        {t("Discover Our Categories")}
      </h2>
      <p className={`muted ${styles.subtitle}`}>{t("Handpicked selections to elevate your lifestyle")}</p>
      <ScrollRow label={t("Categories")} step={CATEGORY_ROW_STEP}>
        {isLoading
          ? ["a", "b", "c", "d", "e", "f"].map((key) => (
              <div key={key} className={styles.category} style={slotStyle} aria-hidden="true">
                <div className={`skeleton ${styles.categoryIconSkeleton}`} />
                <span className={`skeleton ${styles.categoryNameSkeleton}`} />
              </div>
            ))
          : list.map((category) => (
              <Link
                key={category.category}
                to={categoryLink(category)}
                className={styles.category}
                style={slotStyle}
                data-testid="category-card"
              >
                <SmartImage
                  src={category.icon}
                  alt=""
                  ratio={1}
                  width={160}
                  className={styles.categoryIcon}
                />
                <span className={styles.categoryName}>{category.name}</span>
              </Link>
            ))}
      </ScrollRow>
    </section>
  );
}
