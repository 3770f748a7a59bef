// Description, Specifications, Key Features and Reviews (spec §2 Product detail).
import type { Review, Specification } from "@henna/domain/json-lists";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { Tabs } from "@henna/storefront/ui/tabs.tsx";
import { Suspense, useEffect, useState } from "react";
import { onDemand } from "./on-demand";
import styles from "./product-info-tabs.module.css";

// The reviews (and their form) load once the page is idle, or when the tab is opened first.
const reviewsPanel = onDemand(() => import("./reviews-panel").then((module) => module.ReviewsPanel));
const ReviewsPanel = reviewsPanel.Component;

type TabKey = "description" | "specifications" | "features" | "reviews";

const TABS = [
  { key: "description", label: msg("Description") },
  { key: "specifications", label: msg("Specifications") },
  { key: "features", label: msg("Key Features") },
  { key: "reviews", label: msg("Reviews") },
] as const;

export interface ProductInfoTabsProps {
  description: string;
  specifications: readonly Specification[];
  keyFeatures: readonly string[];
  reviews: readonly Review[];
}

export function ProductInfoTabs({ description, specifications, keyFeatures, reviews }: ProductInfoTabsProps) {
  const [active, setActive] = useState<TabKey>("description");
  useEffect(reviewsPanel.preloadWhenIdle, []);
  return (
    <div className={styles.section}>
      <Tabs label={t("Product information")} tabs={TABS} active={active} onChange={setActive}>
        {active === "description" &&
          (description.trim() ? (
            <p className={styles.description}>{description}</p>
          ) : (
            <p className="muted">{t("No description has been added for this product yet.")}</p>
          ))}
        {active === "specifications" &&
          (specifications.length > 0 ? (
            <table className={styles.specs}>
              <caption className="visually-hidden">{t("Specifications")}</caption>
              <tbody>
                {specifications.map((row, index) => (
                  <tr key={`${row.label}-${index}`}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="muted">{t("No specifications are listed for this product.")}</p>
          ))}
        {active === "features" &&
          (keyFeatures.length > 0 ? (
            <ul className={styles.features}>
              {keyFeatures.map((feature, index) => (
                <li key={`${feature}-${index}`}>{feature}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t("No key features are listed for this product.")}</p>
          ))}
        {active === "reviews" && (
          <Suspense fallback={<p className="muted">{t("Loading…")}</p>}>
            <ReviewsPanel reviews={reviews} />
          </Suspense>
        )}
      </Tabs>
    </div>
  );
}
