// Description, Specifications, Key Features and Reviews (spec §2 Product detail).
import type { Review, Specification } from "@henna/domain/json-lists";
import { Tabs } from "@henna/storefront/ui/tabs.tsx";
import { useState } from "react";
import styles from "./product-info-tabs.module.css";
import { ReviewsPanel } from "./reviews-panel";

type TabKey = "description" | "specifications" | "features" | "reviews";

const TABS = [
  { key: "description", label: "Description" },
  { key: "specifications", label: "Specifications" },
  { key: "features", label: "Key Features" },
  { key: "reviews", label: "Reviews" },
] as const;

export interface ProductInfoTabsProps {
  description: string;
  specifications: readonly Specification[];
  keyFeatures: readonly string[];
  reviews: readonly Review[];
}

export function ProductInfoTabs({ description, specifications, keyFeatures, reviews }: ProductInfoTabsProps) {
  const [active, setActive] = useState<TabKey>("description");
  return (
    <div className={styles.section}>
      <Tabs label="Product information" tabs={TABS} active={active} onChange={setActive}>
        {active === "description" &&
          (description.trim() ? (
            <p className={styles.description}>{description}</p>
          ) : (
            <p className="muted">No description has been added for this product yet.</p>
          ))}
        {active === "specifications" &&
          (specifications.length > 0 ? (
            <table className={styles.specs}>
              <caption className="visually-hidden">Specifications</caption>
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
            <p className="muted">No specifications are listed for this product.</p>
          ))}
        {active === "features" &&
          (keyFeatures.length > 0 ? (
            <ul className={styles.features}>
              {keyFeatures.map((feature, index) => (
                <li key={`${feature}-${index}`}>{feature}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">No key features are listed for this product.</p>
          ))}
        {active === "reviews" && <ReviewsPanel reviews={reviews} />}
      </Tabs>
    </div>
  );
}
