// Spec §2 New Arrivals: one carousel row per group, headed by its category_name and description.
import { FAILED_TO_LOAD_NEW_ARRIVALS } from "@henna/domain/load-failures";
import { ProductRow, ProductRowSkeleton } from "@henna/storefront/catalogue/product-row.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { useDeferredValue } from "react";
import styles from "./home.module.css";
import { newArrivals } from "./home-resources";

export function NewArrivalsSection() {
  const { data: arrived, isLoading, isError, refetch } = useResource(newArrivals, undefined);
  // The rows (a dozen cards) render as background work React can pause, not in one blocking task.
  const data = useDeferredValue(arrived);
  const groups = (data ?? []).filter((group) => group.products.length > 0);
  const loading = isLoading || (data === undefined && arrived !== undefined);

  if (!loading && !isError && groups.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="new-arrivals-title">
      <h2 id="new-arrivals-title" className={styles.sectionTitle}>
        {t("New Arrivals")}
      </h2>
      {loading ? (
        <div aria-busy="true">
          <span className={`skeleton ${styles.groupTitleSkeleton}`} />
          <span className={`skeleton ${styles.groupTextSkeleton}`} />
          <ProductRowSkeleton />
        </div>
      ) : isError && groups.length === 0 ? (
        <div className={styles.failed} role="alert">
          <p className="error-text">{t(FAILED_TO_LOAD_NEW_ARRIVALS)}</p>
          <button type="button" className="btn btn-secondary" onClick={refetch}>
            {t("Retry")}
          </button>
        </div>
      ) : (
        groups.map((group) => (
          <div key={group.category_name} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.category_name}</h3>
            {group.description && <p className={`muted ${styles.groupText}`}>{group.description}</p>}
            <ProductRow
              label={t("New Arrivals: {category_name}", { category_name: group.category_name })}
              items={group.products}
            />
          </div>
        ))
      )}
    </section>
  );
}
